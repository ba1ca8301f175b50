import { productListQuerySchema } from '@store/contracts';
import { sql } from 'drizzle-orm';
import type { CatalogItem } from '../../server/src/db/seed/catalog.ts';
import { listProducts } from '../../server/src/modules/catalog/catalog-service.ts';
import { createProducts, createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Search (docs/api.md, Search): ranked by where the words stand, every word needed, typos
 * tolerated. Each search is asked of the API (answered by the catalogue index in this process) and
 * of the database's weighted full-text search (what answers while the index cannot be trusted);
 * both must give the same products in the same order.
 */
let api: TestApp;

const base: Partial<CatalogItem> = {
  brand: 'Weftworks',
  gender: 'Unisex',
  category: 'Top Wear',
  material: 'Cotton',
  colors: ['white'],
  collections: ['essentials'],
  description: 'Soft and easy.',
  featured: false,
  countInStock: 10,
};
/** Newer products come first among equals in the default order: `age` days old. */
const product = (name: string, age: number, override: Partial<CatalogItem> = {}) =>
  createProducts(api, 1, {
    ...base,
    name,
    createdAt: new Date(Date.parse('2026-11-01T00:00:00Z') - age * 86_400_000),
    ...override,
  });

beforeAll(async () => {
  api = await createTestApp();
  await api.reset();
  // "denim": in the name, the brand, the material, the description. The description's product is
  // the newest and featured, the name's and brand's the oldest: only relevance puts them first.
  await product('Denim Trucker Jacket', 30);
  await product('Straight Chinos', 35, { brand: 'Driftwood Denim' });
  await product('Slim Jeans', 10, { material: 'Denim', category: 'Bottom Wear', colors: ['blue'] });
  await product('Plain Tee', 1, { description: 'Pairs well with denim.', featured: true });
  // "set": name, then category, then description (the description's product the newest).
  await product('Kurta Set Trio', 40, { material: 'Silk' });
  await product('Lounge Pair', 20, { category: 'Sets' });
  await product('Twin Tee', 1, { description: 'Sold as a set of two.' });
  await product('Wear Anywhere Shorts', 9, { category: 'Bottom Wear', material: 'Polyester' });
  // Linen shirts and what a search for them must not find.
  await product('Breezy Linen Shirt', 12, { material: 'Linen' });
  await product('Resort Shirt', 3, { material: 'Linen', colors: ['beige'] });
  await product('Oxford Shirt', 2);
  await product('Linen Trousers', 4, { material: 'Linen', category: 'Bottom Wear' });
  await product('Straight Kurta', 6, { collections: ['festive'] });
  await product('Maxi Dress', 7, { category: 'Dresses', gender: 'Women', material: 'Viscose' });
  await product('Anarkali Gown', 8, { category: 'Dresses', gender: 'Women', material: 'Silk' });
});
afterAll(() => api.close());

async function fromApi(search: string): Promise<string[]> {
  const response = await api.app.inject({
    method: 'GET',
    url: `/api/products?search=${encodeURIComponent(search)}&limit=100`,
  });
  expect(response.statusCode).toBe(200);
  const names = (response.json() as Array<{ name: string }>).map((item) => item.name);
  expect(response.headers['x-total-count']).toBe(String(names.length));
  return names;
}

async function fromDatabase(search: string): Promise<string[]> {
  const filters = productListQuerySchema.parse({ search, limit: '100' });
  const page = await listProducts(api.ctx.db, filters, api.ctx.searchVocabulary);
  expect(page.total).toBe(page.items.length);
  return page.items.map((item) => item.name);
}

/** The products a search finds, in order, after checking that both ways of answering agree. */
async function found(search: string): Promise<string[]> {
  const names = await fromApi(search);
  expect(await fromDatabase(search)).toEqual(names);
  return names;
}

describe('search ranking', () => {
  it('puts name and brand first, then category, material and colour, then the description', async () => {
    expect(await found('denim')).toEqual([
      'Denim Trucker Jacket',
      'Straight Chinos',
      'Slim Jeans',
      'Plain Tee',
    ]);
    expect(await found('set')).toEqual(['Kurta Set Trio', 'Lounge Pair', 'Twin Tee']);
  });

  it('adds up the words: a product with both words in its name comes first', async () => {
    expect(await found('linen shirt')).toEqual(['Breezy Linen Shirt', 'Resort Shirt']);
  });

  it('keeps sold-out products last and honours an explicit sort', async () => {
    await api.ctx.db.execute(sql`update products set count_in_stock = 0 where name = 'Denim Trucker Jacket'`);
    await api.ctx.productsChanged();
    expect(await found('denim')).toEqual([
      'Straight Chinos',
      'Slim Jeans',
      'Plain Tee',
      'Denim Trucker Jacket',
    ]);
    const newest = await api.app.inject({ url: '/api/products?search=denim&sortBy=newest' });
    expect((newest.json() as Array<{ name: string }>).map((item) => item.name)).toEqual([
      'Plain Tee',
      'Slim Jeans',
      'Denim Trucker Jacket',
      'Straight Chinos',
    ]);
  });
});

describe('search words', () => {
  it('needs every word: "linen shirt" finds linen shirts, not every linen thing or every shirt', async () => {
    const names = await found('linen shirt');
    expect(names).not.toContain('Oxford Shirt');
    expect(names).not.toContain('Linen Trousers');
    // Equally relevant (in the name): newest first.
    expect(await found('shirt')).toEqual(['Oxford Shirt', 'Resort Shirt', 'Breezy Linen Shirt']);
  });

  it.each([
    ['shrit', ['Oxford Shirt', 'Resort Shirt', 'Breezy Linen Shirt']],
    ['jeens', ['Slim Jeans']],
    ['kurtha', ['Straight Kurta', 'Kurta Set Trio']],
    ['dres', ['Maxi Dress', 'Anarkali Gown']],
    ['linen shrt', ['Breezy Linen Shirt', 'Resort Shirt']],
  ])('lands a typo: "%s"', async (search, expected) => {
    expect(await found(search)).toEqual(expected);
  });

  it('finds nothing for a word the catalogue is far from, and suggests instead', async () => {
    expect(await found('jaenz')).toEqual([]);
    const response = await api.app.inject({ url: '/api/products/search-suggestions?search=jaenz' });
    expect(response.json()).toEqual({ suggestions: ['jeans'] });
  });
});
