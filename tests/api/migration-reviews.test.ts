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
 * Migration 0013 on products written before reviews existed: their stored rating and number of
 * reviews were made up, and become the truth (no reviews: 0 and 0). On PGlite and on PostgreSQL.
 */

const BEFORE_REVIEWS = 12;
const PRODUCT = 'aaaaaaaaaaaaaaaaaaaaaa21';

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
  const name = `${new URL(testUrl).pathname.slice(1)}_reviews_${process.pid}`;
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

beforeAll(async () => {
  workDir = makeTempDir('reviews');
  database = await freshDatabase();
  await migrateWith(await migrationsUpTo(BEFORE_REVIEWS));
  await database.db.execute(sql`
    insert into products (id, name, description, price_paise, sku, category, gender, brand, material,
      colors, sizes, rating, num_reviews)
    values (${PRODUCT}, 'Linen Shirt', 'An airy shirt.', 120000, 'OLD-SHIRT-1', 'Top Wear', 'Men', 'Kesar',
      'Linen', '{navy}', '{M}', 4.7, 312)`);
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

describe('migration 0013: reviews', () => {
  it('resets the made-up rating and number of reviews of an existing product to none', async () => {
    const response = await api.app.inject({ method: 'GET', url: `/api/products/${PRODUCT}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rating: 0, numReviews: 0 });
  });
});
