import { Link, Route, Routes, useParams } from '@store/router';
import { MemoryRouter } from '@store/router/memory';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { QueryCache } from './query-cache.ts';
import { QueryCacheContext, useFirstPageEnds, useQuery, useQueryCache } from './use-query.ts';

type Fetch = (id: string) => Promise<string>;

const shirtQuery = (id: string, fetch: Fetch) => ({ key: `shirt:${id}`, fetch: () => fetch(id) });

function ShirtScreen({ fetch }: { fetch: Fetch }) {
  const { id = '' } = useParams();
  const state = useQuery(shirtQuery(id, fetch));
  const cache = useQueryCache();
  return (
    <>
      {state.status === 'loading' && <p>Loading shirt {id}</p>}
      {state.status === 'failed' && <p role="alert">{state.error}</p>}
      {state.status === 'ready' && <h1>{state.data}</h1>}
      <button type="button" onClick={() => void cache.fetch(shirtQuery(id, fetch))}>
        Try again
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/shirt/2">Next shirt</Link>
    </>
  );
}

function Store({ fetch }: { fetch: Fetch }) {
  useFirstPageEnds();
  return (
    <Routes>
      <Route path="/shirt/:id" element={<ShirtScreen fetch={fetch} />} />
      <Route path="/elsewhere" element={<Link to="/shirt/1">Back to shirt 1</Link>} />
    </Routes>
  );
}

function renderAt(url: string, cache: QueryCache, fetch: Fetch) {
  return render(
    <StrictMode>
      <QueryCacheContext value={cache}>
        <MemoryRouter initialEntries={[url]}>
          <Store fetch={fetch} />
        </MemoryRouter>
      </QueryCacheContext>
    </StrictMode>,
  );
}

const names: Record<string, string> = { '1': 'Linen Camp Shirt', '2': 'Oxford Shirt' };

/** A fetch whose answers the test gives, one at a time, when it likes. */
function heldFetch(answer: (id: string) => string) {
  const waiting: Array<() => void> = [];
  const fetch = jest.fn(
    (id: string) => new Promise<string>((resolve) => waiting.push(() => resolve(answer(id)))),
  );
  const answerNext = () => act(async () => waiting.shift()?.());
  return { fetch, answerNext };
}

describe('useQuery', () => {
  it('asks once when the screen is shown (twice mounted or not), showing that it loads meanwhile', async () => {
    const fetch = jest.fn(async (id: string) => names[id] ?? '');
    renderAt('/shirt/1', new QueryCache(), fetch);
    expect(screen.getByText('Loading shirt 1')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Linen Camp Shirt' })).toBeInTheDocument();
    expect(fetch.mock.calls).toEqual([['1']]);
  });

  it("shows the server's answer on the first page without asking; asks again once the shopper comes back", async () => {
    const { fetch, answerNext } = heldFetch((id) => `${names[id]} (fresh)`);
    const cache = new QueryCache('/shirt/1', { 'shirt:1': { data: 'Linen Camp Shirt' } });
    renderAt('/shirt/1', cache, fetch);
    expect(screen.getByRole('heading', { name: 'Linen Camp Shirt' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(screen.getByRole('link', { name: 'Back to shirt 1' }));
    // Not the answer of the first page, which may be out of date by now: this screen's own.
    expect(screen.getByText('Loading shirt 1')).toBeInTheDocument();
    await answerNext();
    expect(screen.getByRole('heading', { name: 'Linen Camp Shirt (fresh)' })).toBeInTheDocument();
    expect(fetch.mock.calls).toEqual([['1']]);
  });

  it("shows the server's failure on the first page as the screen's message, and asks again on 'Try again'", async () => {
    const fetch = jest.fn(async (id: string) => names[id] ?? '');
    const cache = new QueryCache('/shirt/1', { 'shirt:1': { error: 'Product not found', httpStatus: 404 } });
    renderAt('/shirt/1', cache, fetch);
    expect(screen.getByRole('alert')).toHaveTextContent('Product not found');
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Linen Camp Shirt' })).toBeInTheDocument();
  });

  it("asks for the next key when it changes, never showing the previous key's answer for it", async () => {
    const { fetch, answerNext } = heldFetch((id) => names[id] ?? '');
    renderAt('/shirt/1', new QueryCache(), fetch);
    await answerNext();
    expect(screen.getByRole('heading', { name: 'Linen Camp Shirt' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Next shirt' }));
    expect(screen.getByText('Loading shirt 2')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Linen Camp Shirt' })).not.toBeInTheDocument();
    await answerNext();
    expect(screen.getByRole('heading', { name: 'Oxford Shirt' })).toBeInTheDocument();
    expect(fetch.mock.calls).toEqual([['1'], ['2']]);
  });
});
