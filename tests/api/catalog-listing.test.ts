import { addReviews } from './support/reviews.ts';
import { createProducts, createTestApp, createUser, type TestApp } from './support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const day = 24 * 3600 * 1000;
const base = {
  brand: 'Kesar',
  material: 'Cotton',
  description: 'Everyday wear.',
  collections: ['essentials'],
  featured: false,
  countInStock: 10,
  discountPricePaise: null,
};

/** A small known catalogue (names A..F) to check every filter and sort against. */
beforeAll(async () => {
  const now = Date.now();
  const rows: Array<Parameters<typeof createProducts>[2]> = [
    {
      name: 'A Men Tee',
      gender: 'Men',
      category: 'Top Wear',
      colors: ['red'],
      sizes: ['S', 'M'],
      pricePaise: 99_900,
      unitsSold: 50,
      createdAt: new Date(now - 5 * day),
      featured: true,
    },
    {
      name: 'B Men Chinos',
      gender: 'Men',
      category: 'Bottom Wear',
      colors: ['navy'],
      sizes: ['L'],
      pricePaise: 249_900,
      discountPricePaise: 149_900,
      unitsSold: 10,
      createdAt: new Date(now - 4 * day),
      material: 'Linen',
      brand: 'Thistle',
    },
    {
      name: 'C Women Dress',
      gender: 'Women',
      category: 'Dresses',
      colors: ['pink'],
      sizes: ['XS', 'S'],
      pricePaise: 399_900,
      unitsSold: 90,
      createdAt: new Date(now - 3 * day),
      collections: ['summer edit'],
    },
    {
      name: 'D Women Set',
      gender: 'Women',
      category: 'Sets',
      colors: ['beige', 'red'],
      sizes: ['M'],
      pricePaise: 599_900,
      unitsSold: 5,
      createdAt: new Date(now - 2 * day),
      material: 'Silk',
    },
    {
      name: 'E Unisex Hoodie',
      gender: 'Unisex',
      category: 'Top Wear',
      colors: ['black'],
      sizes: ['XL', 'XXL'],
      pricePaise: 199_900,
      unitsSold: 70,
      createdAt: new Date(now - 1 * day),
      brand: 'Thistle',
    },
    {
      name: 'F Men Jacket',
      gender: 'Men',
      category: 'Top Wear',
      colors: ['black'],
      sizes: ['M'],
      pricePaise: 899_900,
      unitsSold: 0,
      createdAt: new Date(now),
      featured: true,
    },
  ];
  const created = [];
  for (const row of rows) created.push(...(await createProducts(api, 1, { ...base, ...row })));
  // Stars of the published reviews, by product (A has none). Bayesian averages (docs/product.md §3,
  // (stars + 5 × 3) / (reviews + 5)): B 3.89, E 3.67, D 3.43, F 3.33, A 3.00, C 2.67.
  const stars: Record<string, number[]> = {
    B: [5, 5, 5, 5],
    C: [1],
    D: [4, 5],
    E: [4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
    F: [5],
  };
  for (const product of created) await addReviews(api, product.id, stars[product.name.slice(0, 1)] ?? []);
  // A hidden review does not count: with it, C would rank first.
  const c = created.find((product) => product.name.startsWith('C'));
  if (c) await addReviews(api, c.id, [5, 5, 5, 5, 5, 5], { hidden: true });
});

async function list(query: string) {
  const response = await api.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode).toBe(200);
  return {
    names: (response.json() as Array<{ name: string }>).map((product) => product.name.slice(0, 1)).join(''),
    total: Number(response.headers['x-total-count']),
  };
}

describe('GET /api/products filters (docs/api.md, the listing)', () => {
  it.each([
    ['gender=Men', 'ABF'],
    ['gender=men', 'ABF'],
    ['category=Top Wear', 'AEF'],
    ['collection=all', 'ABCDEF'],
    ['collection=men', 'ABF'],
    ['collection=women', 'CD'],
    ['collection=featured', 'AF'],
    ['collection=Summer Edit', 'C'],
    // Sizes and colours match what is in stock: createProducts puts the whole stock on the first
    // size in the first colour (C has XS, not S; A has S, not M; D has beige, not red).
    ['size=S,XL', 'AE'],
    ['size=m', 'DF'],
    ['color=RED', 'A'],
    ['color=Pink', 'C'],
    ['material=linen,silk', 'BD'],
    ['brand=Thistle', 'BE'],
    ['minPrice=1400&maxPrice=2000', 'BE'],
    ['gender=Men&category=Top Wear&color=black', 'F'],
  ])('%s → %s', async (query, expected) => {
    const result = await list(`${query}&sortBy=newest`);
    expect(result.names).toBe(expected.split('').reverse().join(''));
    expect(result.total).toBe(expected.length);
  });
});

describe('GET /api/products sorts and paging', () => {
  it.each([
    ['priceAsc', 'ABECDF'],
    ['priceDesc', 'FDCEBA'],
    ['popularity', 'CEABDF'],
    ['newest', 'FEDCBA'],
    // A single 5-star review (F) ranks below four (B) and below ten 4-star ones (E).
    ['rating', 'BEDFAC'],
    ['default', 'FAEDCB'],
  ])('sortBy=%s → %s', async (sortBy, expected) => {
    expect((await list(`sortBy=${sortBy}`)).names).toBe(expected);
  });

  it('pages with limit and page, and counts every match in X-Total-Count', async () => {
    expect(await list('sortBy=newest&limit=2&page=2')).toEqual({ names: 'DC', total: 6 });
    expect(await list('sortBy=newest&limit=2&page=9')).toEqual({ names: '', total: 6 });
    const tooBig = await api.app.inject({ method: 'GET', url: '/api/products?limit=1000' });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('limit must be at most 100');
  });
});

describe('similar, new arrivals, best seller', () => {
  it('similar: up to 4 of the same gender and category, never the product itself', async () => {
    const [men] = (await api.app.inject({ method: 'GET', url: '/api/products?search=Men Tee' })).json();
    const similar = await api.app.inject({ method: 'GET', url: `/api/products/similar/${men._id}` });
    expect(similar.json().map((product: { name: string }) => product.name)).toEqual(['F Men Jacket']);
    const more = await createProducts(api, 6, { gender: 'Men', category: 'Top Wear' });
    const many = await api.app.inject({ method: 'GET', url: `/api/products/similar/${men._id}` });
    expect(many.json()).toHaveLength(4);
    for (const product of many.json()) {
      expect(product).toMatchObject({ gender: 'Men', category: 'Top Wear' });
      expect(product._id).not.toBe(men._id);
    }
    expect(more).toHaveLength(6);
  });

  it('new arrivals: the 8 newest; best seller: the most units sold', async () => {
    const arrivals = await api.app.inject({ method: 'GET', url: '/api/products/new-arrivals' });
    const dates = arrivals.json().map((product: { createdAt: string }) => Date.parse(product.createdAt));
    expect(dates).toHaveLength(8);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const best = await api.app.inject({ method: 'GET', url: '/api/products/best-seller' });
    const [top] = (
      await api.app.inject({ method: 'GET', url: '/api/products?sortBy=popularity&limit=1' })
    ).json();
    expect(best.json()._id).toBe(top._id);
  });
});

describe('PUT /api/products/{id}', () => {
  it('lets an admin change a product and the listing shows it at once', async () => {
    const admin = await createUser(api, { role: 'admin' });
    const before = await list('sortBy=priceAsc&limit=1');
    const [cheapest] = (
      await api.app.inject({ method: 'GET', url: '/api/products?sortBy=priceAsc&limit=1' })
    ).json();
    const response = await api.app.inject({
      method: 'PUT',
      url: `/api/products/${cheapest._id}`,
      headers: admin.auth,
      payload: { price: 99_999, discountPrice: null },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ price: 99_999, discountPrice: null, onSale: false });
    const after = await list('sortBy=priceAsc&limit=1');
    expect(after.names).not.toBe(before.names);
  });
});
