import { createProducts, createTestApp, type TestApp } from './support/test-app.ts';

/** GET /api/products/search-suggestions: what a search that found nothing offers instead (docs/api.md). */
let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
  await api.reset();
  const base = {
    brand: 'Weftworks',
    collections: ['essentials'],
    gender: 'Women',
    category: 'Top Wear',
    description: 'Soft and easy to wear.',
  };
  await createProducts(api, 1, {
    ...base,
    gender: 'Men',
    category: 'Bottom Wear',
    name: 'Indigo Slim Jeans',
    material: 'Denim',
    colors: ['blue'],
  });
  await createProducts(api, 1, { ...base, name: 'Straight Kurta', material: 'Cotton', colors: ['white'] });
  await createProducts(api, 1, { ...base, name: 'Silk Blouse', material: 'Silk', colors: ['blue'] });
});
afterAll(() => api.close());

async function suggestions(search: string) {
  const response = await api.app.inject({
    method: 'GET',
    url: `/api/products/search-suggestions?search=${encodeURIComponent(search)}`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { suggestions: string[] }).suggestions;
}

async function total(search: string) {
  const response = await api.app.inject({
    method: 'GET',
    url: `/api/products?search=${encodeURIComponent(search)}`,
  });
  return Number(response.headers['x-total-count']);
}

it('offers the catalogue words closest to a search that found nothing, closest first', async () => {
  // Two swaps from "jeans": beyond the search's own typo tolerance, so nothing is found.
  expect(await total('jaenz')).toBe(0);
  expect(await suggestions('jaenz')).toEqual(['jeans']);
  // A word the catalogue has (silk) comes before those two edits away (jeans, slim), which come
  // alphabetically; each is offered once.
  expect(await total('silk jaenz')).toBe(0);
  expect(await suggestions('silk jaenz')).toEqual(['silk', 'jeans', 'slim']);
  // A word that starts a catalogue word counts as found.
  expect(await suggestions('kurt velvet')).toEqual(['kurta']);
  // Every word offered finds products.
  for (const word of ['jeans', 'silk', 'slim', 'kurta']) expect(await total(word)).toBeGreaterThan(0);
});

it('offers nothing when no catalogue word is near, and never a hard-coded list', async () => {
  expect(await suggestions('zzzzzz')).toEqual([]);
  expect(await suggestions('velvet')).toEqual([]);
  // The words come from the catalogue as it is now: a new product brings its words at once.
  await createProducts(api, 1, {
    brand: 'Weftworks',
    collections: ['festive'],
    gender: 'Women',
    category: 'Dresses',
    name: 'Velvet Gown',
    material: 'Viscose',
    colors: ['red'],
    description: 'For the evening.',
  });
  expect(await suggestions('velvte gwn')).toEqual(['gown', 'velvet']);
});

it('refuses a missing, blank or too long search with a readable 400', async () => {
  for (const [url, message] of [
    ['/api/products/search-suggestions', 'search is required'],
    ['/api/products/search-suggestions?search=%20%20', 'search is required'],
    [`/api/products/search-suggestions?search=${'a'.repeat(101)}`, 'search must be at most 100 characters'],
  ] as const) {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  }
});
