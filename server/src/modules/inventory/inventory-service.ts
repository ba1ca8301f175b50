import type { LineItem } from '@store/contracts';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { affectedRows } from '../../db/results.ts';
import { products } from '../../db/schema.ts';
import { conflict } from '../../lib/http-errors.ts';

/** What a shopper reads when they want more of a product than the store has. */
export function stockMessage(name: string, stock: number): string {
  return stock === 0 ? `${name} is out of stock` : `Only ${stock} of ${name} left in stock`;
}

/** 409 with the stock message when `wanted` units are more than the `stock` of the product. */
export function assertStock(name: string, stock: number, wanted: number): void {
  if (wanted > stock) throw conflict(stockMessage(name, stock));
}

/** Units per product: lines of one product in several sizes or colours draw on one stock figure. */
export function unitsByProduct(
  items: readonly Pick<LineItem, 'productId' | 'quantity'>[],
): Map<string, number> {
  const units = new Map<string, number>();
  for (const item of items) units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity);
  return units;
}

const valuesList = (units: Map<string, number>) =>
  sql.join(
    [...units].map(([id, quantity]) => sql`(${id}, ${quantity}::integer)`),
    sql`, `,
  );

/**
 * Takes the units of an order from stock inside the caller's transaction: rows are locked in id
 * order (no deadlock between two orders of the same products), every product must still exist and
 * have enough, and the decrement itself is conditional (`count_in_stock >= q`), so stock never goes
 * below zero even under concurrent orders. Units sold go up by the same amount. Throws 409 naming
 * the first product that falls short; the caller's transaction then rolls back.
 */
export async function takeStock(tx: Database, items: readonly LineItem[]): Promise<void> {
  const units = unitsByProduct(items);
  if (units.size === 0) return;
  const ids = [...units.keys()];
  const locked = await tx
    .select({ id: products.id, name: products.name, stock: products.countInStock })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
  const byId = new Map(locked.map((row) => [row.id, row]));
  for (const [id, quantity] of units) {
    const row = byId.get(id);
    const name = row?.name ?? items.find((item) => item.productId === id)?.name ?? 'A product';
    if (!row) throw conflict(`${name} is no longer available`);
    if (row.stock < quantity) throw conflict(stockMessage(name, row.stock));
  }
  const updated = await tx.execute(sql`
    update ${products} as p
    set count_in_stock = p.count_in_stock - v.quantity, units_sold = p.units_sold + v.quantity
    from (values ${valuesList(units)}) as v(id, quantity)
    where p.id = v.id and p.count_in_stock >= v.quantity`);
  if (affectedRows(updated) !== units.size)
    throw conflict('Some items just sold out. Please review your cart.');
}

/** Puts the units of an order back (a cancellation); units sold go down, never below zero. */
export async function returnStock(tx: Database, items: readonly LineItem[]): Promise<void> {
  const units = unitsByProduct(items);
  if (units.size === 0) return;
  await tx.execute(sql`
    update ${products} as p
    set count_in_stock = p.count_in_stock + v.quantity, units_sold = greatest(p.units_sold - v.quantity, 0)
    from (values ${valuesList(units)}) as v(id, quantity)
    where p.id = v.id`);
}
