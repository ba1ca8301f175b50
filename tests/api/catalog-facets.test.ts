import { COLORS, type ProductFacets, SIZES } from '@store/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../server/src/db/results.ts';
import { productVariants } from '../../server/src/db/schema.ts';
import {
  addToCart,
  createProducts,
  createTestApp,
  createUser,
  paidCheckout,
  type TestApp,
} from './support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const day = 24 * 3600 * 1000;

/**
 * A small catalogue with stock per size × colour (cells not listed have none):
 * A Men Top Wear Cotton Kesar: S/red 3, M/blue 2 (S/blue and M/red sold out)
 * B Men Bottom Wear Linen Thistle: L/navy 4 (M/navy sold out)
 * C Women Dresses Cotton Kesar: S/pink 5 (S/red sold out)
 * D Women Top Wear Silk Thistle: wholly sold out (M/red)
 * E Unisex Top Wear Cotton Dhaga: XL/black 1
 * F Men Bottom Wear Denim Kesar, sizes 28 and M, colours maroon and black (outside the lists the
 *   listing offers): 28/maroon 2, M/black 3
 */
const CATALOGUE = [
  {
    name: 'A',
    gender: 'Men',
    category: 'Top Wear',
    material: 'Cotton',
    brand: 'Kesar',
    sizes: ['S', 'M'],
    colors: ['red', 'blue'],
    stock: { 'S/red': 3, 'M/blue': 2 },
  },
  {
    name: 'B',
    gender: 'Men',
    category: 'Bottom Wear',
    material: 'Linen',
    brand: 'Thistle',
    sizes: ['M', 'L'],
    colors: ['navy'],
    stock: { 'L/navy': 4 },
  },
  {
    name: 'C',
    gender: 'Women',
    category: 'Dresses',
    material: 'Cotton',
    brand: 'Kesar',
    sizes: ['S'],
    colors: ['pink', 'red'],
    stock: { 'S/pink': 5 },
  },
  {
    name: 'D',
    gender: 'Women',
    category: 'Top Wear',
    material: 'Silk',
    brand: 'Thistle',
    sizes: ['M'],
    colors: ['red'],
    stock: {},
  },
  {
    name: 'E',
    gender: 'Unisex',
    category: 'Top Wear',
    material: 'Cotton',
    brand: 'Dhaga',
    sizes: ['XL'],
    colors: ['black'],
    stock: { 'XL/black': 1 },
  },
  {
    name: 'F',
    gender: 'Men',
    category: 'Bottom Wear',
    material: 'Denim',
    brand: 'Kesar',
    sizes: ['28', 'M'],
    colors: ['maroon', 'black'],
    stock: { '28/maroon': 2, 'M/black': 3 },
  },
] as const;

/** Sets each variant's stock and the product's total, as the inventory keeps them. */
async function setStock(productId: string, stock: Record<string, number>) {
  const { db } = api.ctx;
  await db.update(productVariants).set({ countInStock: 0 }).where(eq(productVariants.productId, productId));
  for (const [cell, units] of Object.entries(stock)) {
    const [size = '', color = ''] = cell.split('/');
    await db
      .update(productVariants)
      .set({ countInStock: units })
      .where(
        and(
          eq(productVariants.productId, productId),
          eq(productVariants.size, size),
          eq(productVariants.color, color),
        ),
      );
  }
  await db.execute(
    sql`update products set count_in_stock = (select coalesce(sum(count_in_stock), 0) from product_variants where product_id = ${productId}) where id = ${productId}`,
  );
  api.ctx.stockChanged();
}

const ids = new Map<string, string>();
beforeAll(async () => {
  const now = Date.now();
  for (const [index, product] of CATALOGUE.entries()) {
    const { stock, ...fields } = product;
    const [row] = await createProducts(api, 1, {
      ...fields,
      sizes: [...fields.sizes],
      colors: [...fields.colors],
      countInStock: 10,
      description: 'Everyday wear.',
      discountPricePaise: null,
      pricePaise: 100_000 * (index + 1),
      collections: ['essentials'],
      featured: false,
      createdAt: new Date(now - (10 - index) * day),
    });
    if (!row) throw new Error('no product');
    ids.set(product.name, row.id);
    await setStock(row.id, stock);
  }
});

async function list(query: string) {
  const response = await api.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as Array<{ name: string }>).map((product) => product.name).join('');
}

async function facets(query: string): Promise<ProductFacets> {
  const response = await api.app.inject({ method: 'GET', url: `/api/products/facets?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A facet as `value:count` for the values with products, in the order the endpoint lists them. */
const nonZero = (values: Array<{ value: string; count: number }>) =>
  values
    .filter((entry) => entry.count > 0)
    .map((entry) => `${entry.value}:${entry.count}`)
    .join(' ');

describe('size and colour filters match stock (docs/api.md, the listing)', () => {
  it.each([
    ['size=M', 'AF'],
    ['size=S', 'AC'],
    ['size=s,l', 'ABC'],
    ['color=red', 'A'],
    ['color=RED&size=M', ''],
    ['color=blue&size=M', 'A'],
    ['color=navy', 'B'],
    ['color=black', 'EF'],
    ['size=XXL', ''],
    ['size=28', 'F'],
    ['color=maroon', 'F'],
    ['size=28&color=black', ''],
    ['size=M&color=maroon', ''],
    ['size=M&color=black', 'F'],
    ['size=28,L&color=maroon,navy', 'BF'],
    ['gender=Women&size=M', ''],
  ])('%s → %s', async (query, expected) => {
    expect(await list(`${query}&sortBy=priceAsc`)).toBe(expected);
  });

  it('puts sold-out products last in the default order, newest first otherwise', async () => {
    expect(await list('')).toBe('FECBAD');
    expect(await list('sortBy=newest')).toBe('FEDCBA');
  });

  it('follows stock changes: a sold-out size stops matching, a restocked one matches again', async () => {
    const a = ids.get('A') ?? '';
    await setStock(a, { 'S/red': 3 });
    expect(await list('size=M&sortBy=priceAsc')).toBe('F');
    await setStock(a, { 'S/red': 3, 'M/blue': 2 });
    expect(await list('size=M&sortBy=priceAsc')).toBe('AF');
  });
});

describe('GET /api/products/facets', () => {
  it('lists every value the listing offers, in its order, with zeros', async () => {
    const all = await facets('');
    expect(all.size.map((entry) => entry.value)).toEqual([...SIZES]);
    expect(all.color.map((entry) => entry.value)).toEqual([...COLORS]);
    expect(all.gender.map((entry) => entry.value)).toEqual(['Men', 'Women', 'Unisex']);
    expect(all.category.map((entry) => entry.value)).toEqual(['Top Wear', 'Bottom Wear', 'Dresses', 'Sets']);
    expect(all.material).toHaveLength(8);
    expect(all.brand).toHaveLength(34);
    expect(all.size).toEqual([
      { value: 'XS', count: 0 },
      { value: 'S', count: 2 },
      { value: 'M', count: 2 },
      { value: 'L', count: 1 },
      { value: 'XL', count: 1 },
      { value: 'XXL', count: 0 },
    ]);
  });

  it('counts without filters: sizes and colours in stock, every product for the others', async () => {
    const all = await facets('');
    expect(nonZero(all.color)).toBe('red:1 blue:1 black:2 pink:1 navy:1');
    expect(nonZero(all.gender)).toBe('Men:3 Women:2 Unisex:1');
    expect(nonZero(all.category)).toBe('Top Wear:3 Bottom Wear:2 Dresses:1');
    expect(nonZero(all.material)).toBe('Cotton:3 Denim:1 Silk:1 Linen:1');
    expect(nonZero(all.brand)).toBe('Dhaga:1 Kesar:3 Thistle:2');
  });

  it('counts each facet with every other filter kept and its own ignored', async () => {
    const men = await facets('gender=Men&size=M');
    expect(nonZero(men.size)).toBe('S:1 M:2 L:1');
    expect(nonZero(men.color)).toBe('blue:1 black:1');
    expect(nonZero(men.gender)).toBe('Men:2');
    expect(nonZero(men.category)).toBe('Top Wear:1 Bottom Wear:1');
    expect(nonZero(men.material)).toBe('Cotton:1 Denim:1');
    expect(nonZero(men.brand)).toBe('Kesar:2');

    const red = await facets('color=red');
    expect(nonZero(red.size)).toBe('S:1');
    expect(nonZero(red.color)).toBe('red:1 blue:1 black:2 pink:1 navy:1');
    expect(nonZero(red.gender)).toBe('Men:1');

    const cotton = await facets('material=cotton&category=Top Wear');
    expect(nonZero(cotton.category)).toBe('Top Wear:2 Dresses:1');
    expect(nonZero(cotton.material)).toBe('Cotton:2 Silk:1');
    expect(nonZero(cotton.size)).toBe('S:1 M:1 XL:1');
  });

  it('each count is what the listing shows with that value chosen', async () => {
    const counted = await facets('gender=Men&brand=Kesar');
    for (const { value, count } of counted.size) {
      const response = await api.app.inject({
        method: 'GET',
        url: `/api/products?gender=Men&brand=Kesar&size=${value}`,
      });
      expect([value, Number(response.headers['x-total-count'])]).toEqual([value, count]);
    }
  });

  it('answers sizes and colours outside the listed ones from the variants', async () => {
    const odd = await facets('size=28');
    expect(nonZero(odd.size)).toBe('S:2 M:2 L:1 XL:1');
    expect(nonZero(odd.color)).toBe('');
    expect(nonZero(odd.gender)).toBe('Men:1');
    const maroon = await facets('size=M&color=maroon');
    expect(nonZero(maroon.size)).toBe('');
    expect(nonZero(maroon.color)).toBe('blue:1 black:1');
    expect(nonZero(maroon.brand)).toBe('');
  });

  it('keeps price, collection and search for every facet', async () => {
    const dear = await facets('minPrice=3000');
    expect(nonZero(dear.gender)).toBe('Men:1 Women:2 Unisex:1');
    expect(nonZero(dear.size)).toBe('S:1 M:1 XL:1');
    const searched = await facets('search=Kesar');
    expect(nonZero(searched.brand)).toBe('Kesar:3');
  });

  it.each([
    ['limit=1000', 'limit must be at most 100'],
    ['sortBy=cheapest', 'sortBy must be one of: default, priceAsc, priceDesc, popularity, newest, rating'],
    ['minPrice=abc', 'minPrice must be a number'],
  ])('refuses %s with 400 and a message', async (query, message) => {
    const response = await api.app.inject({ method: 'GET', url: `/api/products/facets?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('the migration’s size and colour bits follow the lists of @store/contracts', async () => {
    const result = await api.ctx.db.execute(
      sql`select ${sql.raw(
        [
          ...SIZES.map((size, index) => `variant_size_bit('${size}') = ${1 << index}`),
          ...COLORS.map((color, index) => `variant_color_bit('${color}') = ${1 << index}`),
        ].join(' and '),
      )} as agrees`,
    );
    expect(rowsOf<{ agrees: boolean }>(result)[0]?.agrees).toBe(true);
  });
});

describe('the stock filters follow every write path (triggers of migration 0006)', () => {
  // Runs last: it adds a product the counts above do not expect.
  it('an admin’s create and update, and a sale of the last unit', async () => {
    const admin = await createUser(api, { role: 'admin' });
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.auth,
      payload: {
        name: 'G',
        description: 'For the festive season.',
        price: 9000,
        sku: 'FACET-G-001',
        category: 'Sets',
        gender: 'Women',
        brand: 'Zari House',
        material: 'Viscose',
        colors: ['green', 'beige'],
        sizes: ['XXL'],
        variants: [
          { size: 'XXL', color: 'green', countInStock: 0 },
          { size: 'XXL', color: 'beige', countInStock: 1 },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    expect(await list('size=XXL')).toBe('G');
    expect(await list('color=green')).toBe('');
    expect(nonZero((await facets('category=Sets')).color)).toBe('beige:1');

    const updated = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: admin.auth,
      payload: { variants: [{ size: 'XXL', color: 'green', countInStock: 4 }] },
    });
    expect(updated.statusCode).toBe(200);
    expect(await list('color=green&size=XXL')).toBe('G');

    const buyer = await createUser(api);
    await addToCart(api, buyer, { id, sizes: ['XXL'], colors: ['beige'] }, 1);
    const checkoutId = await paidCheckout(api, buyer);
    const finalized = await api.app.inject({
      method: 'POST',
      url: `/api/checkout/${checkoutId}/finalize`,
      headers: buyer.auth,
    });
    expect(finalized.statusCode).toBe(201);
    expect(await list('color=beige')).toBe('');
    expect(nonZero((await facets('category=Sets')).color)).toBe('green:1');
  });
});
