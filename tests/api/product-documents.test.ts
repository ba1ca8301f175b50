import { ProductDocuments } from '../../server/src/modules/catalog/index.ts';
import { createProducts, createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The products' answers kept in the process (modules/catalog/product-documents.ts) are bounded by
 * bytes: the oldest kept leave first, and what is kept always answers as the database does.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

it('keeps answers up to its byte budget, dropping the oldest first, and answers every product', async () => {
  const rows = await createProducts(app, 6);
  const ids = rows.map((row) => row.id);
  const sizes = await Promise.all(
    ids.map(async (id) => (await app.ctx.productDocuments.one(id))?.length ?? 0),
  );
  expect(sizes.every((size) => size > 0)).toBe(true);
  // Room for the three largest answers, not four.
  const largest = [...sizes].sort((a, b) => b - a);
  const budget = (largest[0] ?? 0) + (largest[1] ?? 0) + (largest[2] ?? 0);
  const documents = new ProductDocuments(app.ctx.db, budget);
  for (const id of ids) await documents.one(id);
  expect(documents.size).toBeLessThanOrEqual(budget);
  const lastThree = sizes.slice(3).reduce((sum, size) => sum + size, 0);
  // The last three read fit and are kept; the first ones made room for them.
  expect(documents.size).toBeGreaterThanOrEqual(lastThree);
  // The newest is among those kept: forgetting it takes its bytes off.
  const kept = documents.size;
  documents.invalidate([ids[5] as string]);
  expect(kept - documents.size).toBe(sizes[5]);
  // Kept or not, every product is answered, in the order asked.
  const array = JSON.parse((await documents.jsonArray(ids)).toString()) as Array<{ _id: string }>;
  expect(array.map((product) => product._id)).toEqual(ids);
  expect(documents.size).toBeLessThanOrEqual(budget);
  documents.invalidate();
  expect(documents.size).toBe(0);
});
