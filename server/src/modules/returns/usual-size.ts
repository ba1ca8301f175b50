import type { UsualSize } from '@store/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, products, returnRequests } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { PRODUCT_NOT_FOUND } from '../catalog/index.ts';

/**
 * The size the shopper usually keeps in the product's category (docs/product.md §2, product page):
 * over their delivered orders, the units of each size of that category they kept (bought, exchanges
 * received included, minus units in return requests that are not rejected); the size with the most,
 * the most recent order deciding a tie. Null when they kept nothing of the category.
 */
export async function usualSize(db: Database, user: AuthUser, productId: string): Promise<UsualSize> {
  const [product] = await db
    .select({ category: products.category })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const delivered = await db
    .select({ id: orders.id, items: orders.items, deliveredAt: orders.deliveredAt })
    .from(orders)
    .where(and(eq(orders.userId, user.id), eq(orders.status, 'Delivered')));
  const ids = [...new Set(delivered.flatMap((order) => order.items.map((item) => item.productId)))];
  if (ids.length === 0) return { size: null, category: product.category };
  const [categories, returned] = await Promise.all([
    db
      .select({ id: products.id, category: products.category })
      .from(products)
      .where(inArray(products.id, ids)),
    db
      .select({
        orderId: returnRequests.orderId,
        line: returnRequests.line,
        quantity: returnRequests.quantity,
      })
      .from(returnRequests)
      .where(and(eq(returnRequests.userId, user.id), ne(returnRequests.status, 'rejected'))),
  ]);
  const inCategory = new Set(
    categories.filter((row) => row.category === product.category).map((row) => row.id),
  );
  const returnedUnits = new Map<string, number>();
  for (const row of returned) {
    const key = `${row.orderId}#${row.line}`;
    returnedUnits.set(key, (returnedUnits.get(key) ?? 0) + row.quantity);
  }
  const kept = new Map<string, { units: number; latest: number }>();
  for (const order of delivered) {
    const at = order.deliveredAt?.getTime() ?? 0;
    order.items.forEach((item, line) => {
      if (!inCategory.has(item.productId)) return;
      const units = item.quantity - (returnedUnits.get(`${order.id}#${line}`) ?? 0);
      if (units <= 0) return;
      const entry = kept.get(item.size) ?? { units: 0, latest: 0 };
      kept.set(item.size, { units: entry.units + units, latest: Math.max(entry.latest, at) });
    });
  }
  let best: [string, { units: number; latest: number }] | null = null;
  for (const entry of kept) {
    if (
      !best ||
      entry[1].units > best[1].units ||
      (entry[1].units === best[1].units && entry[1].latest > best[1].latest)
    )
      best = entry;
  }
  return { size: best?.[0] ?? null, category: product.category };
}
