import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../server/src/db/client.ts';
import { migratedApiSuite } from './support/migration-harness.ts';

/**
 * Migration 0012 on products written while materials were free text: one in another case or with
 * spaces gets the list's spelling, one on no list is kept (the product still shows). On PGlite and
 * on PostgreSQL.
 */

const BEFORE_LISTS = 11;
const products = {
  lower: 'aaaaaaaaaaaaaaaaaaaaa121',
  spaced: 'aaaaaaaaaaaaaaaaaaaaa122',
  listed: 'aaaaaaaaaaaaaaaaaaaaa123',
  unlisted: 'aaaaaaaaaaaaaaaaaaaaa124',
};

async function writeOldProducts(db: DatabaseHandle['db']) {
  const rows = [
    [products.lower, 'MAT-1', 'linen'],
    [products.spaced, 'MAT-2', ' COTTON '],
    [products.listed, 'MAT-3', 'Silk'],
    [products.unlisted, 'MAT-4', 'Bamboo'],
  ] as const;
  for (const [id, sku, material] of rows) {
    await db.execute(sql`
      insert into products (id, name, description, price_paise, count_in_stock, sku, category, gender,
        brand, material, colors, sizes, images)
      values (${id}, ${`Shirt ${sku}`}, 'Airy.', 150000, 0, ${sku}, 'Top Wear', 'Men', 'Rangrez',
        ${material}, '{navy}', '{M}', '[]'::jsonb)`);
    await db.execute(sql`
      insert into product_variants (id, product_id, sku, size, color, count_in_stock, position)
      values (${`${id.slice(0, -3)}v${id.slice(-2)}`}, ${id}, ${`${sku}-M-NAVY`}, 'M', 'navy', 0, 0)`);
  }
}

const suite = migratedApiSuite('materials', BEFORE_LISTS, writeOldProducts);

describe("migration 0012: materials in the store's list spelling", () => {
  it('gives a listed material its spelling, and keeps one on no list', async () => {
    const material = async (id: string) =>
      (await suite.api.app.inject({ method: 'GET', url: `/api/products/${id}` })).json().material;
    expect(await material(products.lower)).toBe('Linen');
    expect(await material(products.spaced)).toBe('Cotton');
    expect(await material(products.listed)).toBe('Silk');
    expect(await material(products.unlisted)).toBe('Bamboo');
    // Shoppers can filter by them now: the facet of each listed material counts its product.
    const facets = (await suite.api.app.inject({ method: 'GET', url: '/api/products/facets' })).json();
    const count = (value: string) =>
      facets.material.find((entry: { value: string }) => entry.value === value)?.count;
    expect([count('Linen'), count('Cotton'), count('Silk')]).toEqual([1, 1, 1]);
  });
});
