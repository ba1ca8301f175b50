import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../../server/src/db/client.ts';
import { STARTUP_LIMIT_MS } from '../support/startup.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dirs.ts';
import { migrationsDir } from './support/paths.ts';
import { createTestApp, type TestApp, testDatabaseKind } from './support/test-app.ts';

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

let workDir: string;
let database: DatabaseHandle;
let dropDatabase: (() => Promise<void>) | null = null;
let api: TestApp;

async function migrationsUpTo(last: number): Promise<string> {
  const folder = path.join(workDir, 'drizzle');
  await cp(migrationsDir, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

async function freshDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind !== 'postgres') return openPglite(null);
  const testUrl = process.env.DATABASE_URL ?? '';
  const name = `${new URL(testUrl).pathname.slice(1)}_materials_${process.pid}`;
  const onTestDatabase = async (statement: string) => {
    const client = new pg.Client({ connectionString: testUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onTestDatabase(`drop database if exists "${name}"`);
  await onTestDatabase(`create database "${name}"`);
  dropDatabase = () => onTestDatabase(`drop database if exists "${name}"`);
  const url = new URL(testUrl);
  url.pathname = `/${name}`;
  return openPostgres(url.toString(), 20);
}

async function migrateWith(folder: string) {
  const previous = process.env.MIGRATIONS_DIR;
  process.env.MIGRATIONS_DIR = folder;
  try {
    await database.migrate();
  } finally {
    process.env.MIGRATIONS_DIR = previous;
  }
}

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

beforeAll(async () => {
  workDir = makeTempDir('materials');
  database = await freshDatabase();
  await migrateWith(await migrationsUpTo(BEFORE_LISTS));
  await writeOldProducts(database.db);
  await migrateWith(migrationsDir);
  api = await createTestApp({}, { database });
}, STARTUP_LIMIT_MS);

afterAll(async () => {
  try {
    await api?.close();
    await dropDatabase?.();
  } finally {
    removeTempDir(workDir);
  }
});

describe("migration 0012: materials in the store's list spelling", () => {
  it('gives a listed material its spelling, and keeps one on no list', async () => {
    const material = async (id: string) =>
      (await api.app.inject({ method: 'GET', url: `/api/products/${id}` })).json().material;
    expect(await material(products.lower)).toBe('Linen');
    expect(await material(products.spaced)).toBe('Cotton');
    expect(await material(products.listed)).toBe('Silk');
    expect(await material(products.unlisted)).toBe('Bamboo');
    // Shoppers can filter by them now: the facet of each listed material counts its product.
    const facets = (await api.app.inject({ method: 'GET', url: '/api/products/facets' })).json();
    const count = (value: string) =>
      facets.material.find((entry: { value: string }) => entry.value === value)?.count;
    expect([count('Linen'), count('Cotton'), count('Silk')]).toEqual([1, 1, 1]);
  });
});
