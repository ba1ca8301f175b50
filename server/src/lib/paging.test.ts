import { answerPage, pageLinks, pageWindow, setTotalCount, totalBeside } from './paging.ts';

describe('pageWindow', () => {
  it('turns page and limit into the rows of that page, with the default size when no limit is sent', () => {
    expect(pageWindow({}, 20)).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow({ page: 3 }, 20)).toEqual({ limit: 20, offset: 40 });
    expect(pageWindow({ page: 2, limit: 5 }, 20)).toEqual({ limit: 5, offset: 5 });
  });
});

describe('totalBeside', () => {
  const never = async () => {
    throw new Error('counted although the page carried the total');
  };

  it('reads the total from the first row of the page', async () => {
    expect(await totalBeside([{ total: 42 }, { total: 42 }], { limit: 2, offset: 0 }, never)).toBe(42);
  });

  it('answers 0 for an empty first page without counting', async () => {
    expect(await totalBeside([], { limit: 20, offset: 0 }, never)).toBe(0);
  });

  it('counts when the page is past the end', async () => {
    const count = jest.fn(async () => 7);
    expect(await totalBeside([], { limit: 20, offset: 40 }, count)).toBe(7);
    expect(count).toHaveBeenCalledTimes(1);
  });
});

describe('setTotalCount and answerPage', () => {
  const reply = () => {
    const headers: Record<string, string> = {};
    return { headers, header: (name: string, value: string) => (headers[name] = value) };
  };

  it('sets X-Total-Count as a string', () => {
    const target = reply();
    setTotalCount(target, 12);
    expect(target.headers).toEqual({ 'X-Total-Count': '12' });
  });

  it('answers the items of a page and puts its total in X-Total-Count', () => {
    const target = reply();
    expect(answerPage(target, { items: ['a', 'b'], total: 9 })).toEqual(['a', 'b']);
    expect(target.headers).toEqual({ 'X-Total-Count': '9' });
  });
});

describe('pageLinks', () => {
  it('links the next page while matches remain and the previous one after the first', () => {
    expect(pageLinks('/api/products?color=red', { limit: 10 }, 25, 24)).toBe(
      '</api/products?color=red&page=2>; rel="next"',
    );
    expect(pageLinks('/api/products?page=2&limit=10', { page: 2, limit: 10 }, 25, 24)).toBe(
      '</api/products?page=3&limit=10>; rel="next", </api/products?page=1&limit=10>; rel="prev"',
    );
    expect(pageLinks('/api/products?page=3&limit=10', { page: 3, limit: 10 }, 25, 24)).toBe(
      '</api/products?page=2&limit=10>; rel="prev"',
    );
    expect(pageLinks('/api/products', {}, 24, 24)).toBeNull();
  });

  it('points a page past the end back at the last page', () => {
    expect(pageLinks('/api/admin/users?page=9', { page: 9, limit: 50 }, 60, 50)).toBe(
      '</api/admin/users?page=2>; rel="prev"',
    );
  });
});
