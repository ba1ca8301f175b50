import { sql } from 'drizzle-orm';
import { openPostgres } from './server/src/db/client.ts';
import { rowsOf } from './server/src/db/results.ts';
import { facetStatement, productFacets } from './server/src/modules/catalog/facets.ts';
import { listProducts } from './server/src/modules/catalog/catalog-service.ts';
import { SearchVocabulary } from './server/src/modules/catalog/search.ts';
import { productListQuerySchema } from '@store/contracts';
const h = await openPostgres(process.env.URL ?? 'postgres://postgres@127.0.0.1:5432/wt_vlisting_bench', 2);
const vocab = new SearchVocabulary(h.db);
const q = productListQuerySchema.parse(Object.fromEntries(new URLSearchParams(process.env.Q ?? 'size=M&minPrice=300')));
const none = { condition: undefined, relevance: undefined };
if (process.env.EXPLAIN) {
  const r = await h.db.execute(sql`explain (analyze, buffers) ${facetStatement(q, none)}`);
  console.log(rowsOf<Record<string, string>>(r).map((x) => Object.values(x)[0]).join('\n'));
}
for (const [name, fn] of [['facets', () => productFacets(h.db, q, vocab)], ['listing', () => listProducts(h.db, q, vocab)]] as const) {
  for (let i = 0; i < 5; i++) await fn();
  const t = performance.now();
  for (let i = 0; i < 30; i++) await fn();
  console.log(name, ((performance.now() - t) / 30).toFixed(2), 'ms');
}
await h.close();
{
  const { listConditions, listOrder } = await import('./server/src/modules/catalog/product-filters.ts');
  const { products } = await import('./server/src/db/schema.ts');
  const { productWithVariants } = await import('./server/src/modules/catalog/serialize.ts');
  const { inArray } = await import('drizzle-orm');
  const h2 = await openPostgres('postgres://postgres@127.0.0.1:5432/wt_vlisting_bench', 1);
  const where = listConditions(q, none);
  const order = listOrder(q, none);
  const page = h2.db.select({ id: products.id }).from(products).where(where).orderBy(...order).limit(24).offset(0);
  const query = h2.db.select({ ...productWithVariants, total: sql<number>`(select count(*) from ${products} where ${where ?? sql`true`})` }).from(products).where(inArray(products.id, page)).orderBy(...order);
  const { sql: text, params } = query.toSQL();
  const pgm = await import('pg');
  const c = new pgm.default.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/wt_vlisting_bench' });
  await c.connect();
  await c.query('set jit=off');
  const r = await c.query(`explain (analyze, buffers) ${text}`, params);
  console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
  await c.end(); await h2.close();
}
