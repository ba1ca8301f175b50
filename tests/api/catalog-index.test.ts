import {
  BRANDS,
  CATEGORIES,
  COLORS,
  GENDERS,
  MATERIALS,
  type ProductListFilters,
  productListQuerySchema,
  SIZES,
  SORT_OPTIONS,
} from '@store/contracts';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { products } from '../../server/src/db/schema.ts';
import { generateCatalog } from '../../server/src/db/seed/catalog.ts';
import { insertCatalog } from '../../server/src/db/seed/seed.ts';
import { pageWindow } from '../../server/src/lib/paging.ts';
import { CatalogIndex } from '../../server/src/modules/catalog/catalog-index.ts';
import { listProducts } from '../../server/src/modules/catalog/catalog-service.ts';
import { productFacets } from '../../server/src/modules/catalog/facets.ts';
import {
  compileFilters,
  facetsFromIndex,
  listFromIndex,
} from '../../server/src/modules/catalog/index-query.ts';
import { createProducts, createTestApp, createUser, type TestApp } from './support/test-app.ts';

/**
 * The catalogue index (server/src/modules/catalog/index-query.ts) answers the listing and its facet
 * counts in the API process; the SQL of product-filters.ts and facets.ts answers the same questions
 * in the database (searches, and whenever the index cannot be trusted). They must never disagree:
 * random filter sets, over a catalogue with ties in every sort key, sold-out sizes and products,
 * odd materials and colours outside the lists, are answered by both and compared.
 */

let api: TestApp;
let index: CatalogIndex;
const COLLECTIONS = ['all', 'men', 'women', 'featured', 'festive', 'summer edit', 'FESTIVE', 'nothing-here'];
/** Searches: plain, several words, typos, prefixes, a word of descriptions only, none left after stop words. */
const SEARCHES = [
  'kurta',
  'linen shirt',
  'shrit',
  'jeens',
  'kurtha',
  'dres',
  'linen shrt',
  'blue denim',
  'men',
  'festive set',
  'cotton tee',
  'hoody',
  'breathable',
  'Kesar',
  'the and',
  'zzzz',
];

beforeAll(async () => {
  api = await createTestApp();
  const now = Date.parse('2026-11-01T10:00:00Z');
  const items = generateCatalog(240, { seed: 99, now }).map((item, position) => ({
    ...item,
    sku: `${item.sku}-${position}`,
    // Every sort key ties somewhere: prices in a few steps, sales, ratings and reviews too.
    pricePaise: 49_900 + (position % 7) * 50_000,
    discountPricePaise: position % 5 === 0 ? 39_900 : null,
    unitsSold: position % 11,
    rating: 3.5 + (position % 4) * 0.5,
    numReviews: position % 3,
    ratingTotal: Math.round((3.5 + (position % 4) * 0.5) * (position % 3)),
    featured: position % 6 === 0,
  }));
  await insertCatalog(api.ctx.db, items);
  // Several products created at the very same microsecond: only the id orders them.
  await api.ctx.db.execute(
    sql`update products set created_at = '2026-10-01T00:00:00Z' where num_reviews = 0`,
  );
  // A material written in another case, and colours and sizes outside the lists.
  await createProducts(api, 2, { material: 'cOTTON', brand: 'Kesar', gender: 'Men' });
  await createProducts(api, 2, { colors: ['maroon', 'black'], sizes: ['28', 'M'], brand: 'Dhaga' });
  await api.ctx.productsChanged();
  index = new CatalogIndex(api.ctx.db);
});
afterAll(() => api.close());

const subset = <T>(values: readonly T[], max = 3) =>
  fc
    .uniqueArray(fc.constantFrom(...values), { maxLength: max })
    .map((chosen) => (chosen.length ? chosen : undefined));

/** A listing query as the screen or another client may send it. */
const queries = fc.record(
  {
    collection: fc.constantFrom(...COLLECTIONS),
    size: subset(SIZES, 3),
    color: subset([...COLORS, 'Navy', 'BLACK'], 3),
    gender: fc.constantFrom(...GENDERS, 'women'),
    category: fc.constantFrom(...CATEGORIES),
    material: subset([...MATERIALS, 'cotton', 'LINEN'], 3),
    brand: subset(BRANDS, 4),
    minPrice: fc.constantFrom(0, 399, 499, 1000, 2499.5),
    maxPrice: fc.constantFrom(499, 999, 2499, 10_000),
    sortBy: fc.constantFrom(...SORT_OPTIONS),
    search: fc.constantFrom(...SEARCHES),
    page: fc.integer({ min: 1, max: 4 }),
    limit: fc.constantFrom(1, 5, 24, 60),
  },
  { requiredKeys: [] },
);

function parse(query: Record<string, unknown>): ProductListFilters {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) text[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return productListQuerySchema.parse(text);
}

async function fromIndex(filters: ProductListFilters) {
  const compiled = compileFilters(filters);
  const catalogue = await index.products();
  if (!compiled || !catalogue) throw new Error('the index should answer these filters');
  return {
    list: listFromIndex(catalogue, filters, compiled, pageWindow(filters, 24)),
    facets: facetsFromIndex(catalogue, compiled),
  };
}

async function fromDatabase(filters: ProductListFilters) {
  const page = await listProducts(api.ctx.db, filters, api.ctx.searchVocabulary);
  return {
    list: { ids: page.items.map((product) => product._id), total: page.total },
    facets: await productFacets(api.ctx.db, filters, api.ctx.searchVocabulary),
  };
}

describe('the catalogue index and the database agree', () => {
  it('on the page, its order, the number of matches and every facet count, for random filters', async () => {
    await fc.assert(
      fc.asyncProperty(queries, async (query) => {
        const filters = parse(query);
        expect(await fromIndex(filters)).toEqual(await fromDatabase(filters));
      }),
      { numRuns: 120 },
    );
  });

  it('on the whole catalogue in every sort order', async () => {
    for (const sortBy of [undefined, ...SORT_OPTIONS]) {
      const filters = parse({ sortBy, limit: 100, page: 1 });
      const [indexed, database] = [await fromIndex(filters), await fromDatabase(filters)];
      expect(indexed.list.total).toBe(244);
      expect(indexed).toEqual(database);
    }
  });

  it('on every search in every sort order, over the whole catalogue', async () => {
    for (const search of SEARCHES)
      for (const sortBy of [undefined, ...SORT_OPTIONS]) {
        const filters = parse({ search, sortBy, limit: 100, page: 1 });
        expect({ search, sortBy, ...(await fromIndex(filters)) }).toEqual({
          search,
          sortBy,
          ...(await fromDatabase(filters)),
        });
      }
  });

  it('leaves sizes or colours outside the lists to the database', () => {
    expect(compileFilters(parse({ search: 'kurta' }))).not.toBeNull();
    expect(compileFilters(parse({ size: ['28'] }))).toBeNull();
    expect(compileFilters(parse({ color: ['maroon'] }))).toBeNull();
    expect(compileFilters(parse({ size: ['m'], color: ['Navy'] }))).not.toBeNull();
  });
});

describe('the listing answered from the index', () => {
  it('follows a product write and a sale at once', async () => {
    const admin = await createUser(api, { role: 'admin' });
    const listing = async () => {
      const response = await api.app.inject({ url: '/api/products?sortBy=priceDesc&limit=1' });
      return {
        first: (response.json() as Array<{ _id: string; price: number }>)[0],
        total: response.headers['x-total-count'],
      };
    };
    const before = await listing();
    const [cheapest] = await api.ctx.db
      .select({ id: products.id })
      .from(products)
      .orderBy(products.sellingPricePaise)
      .limit(1);
    if (!cheapest) throw new Error('no product');
    const updated = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${cheapest.id}`,
      headers: admin.auth,
      payload: { price: 99_999, discountPrice: null },
    });
    expect(updated.statusCode).toBe(200);
    const after = await listing();
    expect(after.first).toMatchObject({ _id: cheapest.id, price: 99_999 });
    expect(after.total).toBe(before.total);

    const removed = await api.app.inject({
      method: 'DELETE',
      url: `/api/products/${cheapest.id}`,
      headers: admin.auth,
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await listing()).first?._id).toBe(before.first?._id);
    expect(Number((await listing()).total)).toBe(Number(before.total) - 1);
    expect(await api.ctx.db.select().from(products).where(eq(products.id, cheapest.id))).toEqual([]);
  });
});
