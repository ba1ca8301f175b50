import type { LineItem } from '@store/contracts';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { affectedRows } from '../../db/results.ts';
import { products, productVariants } from '../../db/schema.ts';
import { conflict } from '../../lib/http-errors.ts';

/** A product in one size and colour, as messages name it: `Linen Shirt in M / navy`. */
export const variantName = (name: string, size: string, color: string) => `${name} in ${size} / ${color}`;

/** What a shopper reads when they want more of a variant than the store has. */
export function stockMessage(name: string, size: string, color: string, stock: number): string {
  return stock <= 0
    ? `${variantName(name, size, color)} is sold out`
    : `Only ${stock} left of ${variantName(name, size, color)}`;
}

/** What a shopper reads when the product is not offered in that size and colour (any more). */
export const notSoldMessage = (name: string, size: string, color: string) =>
  `${name} is not sold in ${size} / ${color}`;

/** 409 with the stock message when `wanted` units are more than the `stock` of the variant. */
export function assertStock(
  line: { name: string; size: string; color: string },
  stock: number,
  wanted: number,
): void {
  if (wanted > stock) throw conflict(stockMessage(line.name, line.size, line.color, stock));
}

interface LockedVariant {
  id: string;
  productId: string;
  sku: string;
  size: string;
  color: string;
  stock: number;
}

/**
 * Locks the products of the lines, then their variants, each in id order (every stock change and
 * product edit takes them in that order: no deadlock), and finds each line's variant: by its SKU,
 * or by product, size and colour for lines written before variants had SKUs. Null when the variant
 * (or the product) is gone.
 */
async function lockLines(tx: Database, items: readonly LineItem[]) {
  const ids = [...new Set(items.map((item) => item.productId))].sort();
  const lockedProducts = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
  const variants: LockedVariant[] =
    ids.length === 0
      ? []
      : await tx
          .select({
            id: productVariants.id,
            productId: productVariants.productId,
            sku: productVariants.sku,
            size: productVariants.size,
            color: productVariants.color,
            stock: productVariants.countInStock,
          })
          .from(productVariants)
          .where(inArray(productVariants.productId, ids))
          .orderBy(asc(productVariants.id))
          .for('update');
  const bySku = new Map(variants.map((variant) => [variant.sku, variant]));
  const byCell = new Map(
    variants.map((variant) => [`${variant.productId}\u0000${variant.size}\u0000${variant.color}`, variant]),
  );
  const names = new Map(lockedProducts.map((product) => [product.id, product.name]));
  return items.map((item) => {
    const found = item.sku
      ? bySku.get(item.sku)
      : byCell.get(`${item.productId}\u0000${item.size}\u0000${item.color}`);
    return {
      item,
      productName: names.get(item.productId) ?? null,
      variant: found && found.productId === item.productId ? found : null,
    };
  });
}

/** Units per key, summed. */
function sumBy<T>(entries: Iterable<[T, number]>): Map<T, number> {
  const sums = new Map<T, number>();
  for (const [key, units] of entries) sums.set(key, (sums.get(key) ?? 0) + units);
  return sums;
}

const valuesList = (units: Map<string, number>) =>
  sql.join(
    [...units].map(([id, quantity]) => sql`(${id}, ${quantity}::integer)`),
    sql`, `,
  );

/** The products of these lines, each once: what a stock change announces (AppContext.stockChanged). */
export const productsOf = (items: readonly LineItem[]): string[] => [
  ...new Set(items.map((item) => item.productId)),
];

/**
 * Takes the units of an order from the stock of each line's variant inside the caller's
 * transaction: rows are locked in id order (lockLines), every variant must still exist and have
 * enough, and the decrement itself is conditional (`count_in_stock >= q`), so stock never goes below
 * zero even under concurrent orders. The products' stock (the sum over their variants) goes down and
 * their units sold up by the same amounts (`sold: false` for a checkout's hold: units sold follow
 * when the hold becomes an order, sellHeld). Throws 409 naming the first line that falls short; the
 * caller's transaction then rolls back.
 */
export async function takeStock(
  tx: Database,
  items: readonly LineItem[],
  { sold = true }: { sold?: boolean } = {},
): Promise<void> {
  if (items.length === 0) return;
  const lines = await lockLines(tx, items);
  const wanted = sumBy(
    lines.flatMap((line) =>
      line.variant ? [[line.variant.id, line.item.quantity] as [string, number]] : [],
    ),
  );
  for (const { item, productName, variant } of lines) {
    if (productName === null) throw conflict(`${item.name} is no longer available`);
    if (!variant) throw conflict(notSoldMessage(productName, item.size, item.color));
    assertStock(
      { name: productName, size: variant.size, color: variant.color },
      variant.stock,
      wanted.get(variant.id) ?? 0,
    );
  }
  const updated = await tx.execute(sql`
    update ${productVariants} as v
    set count_in_stock = v.count_in_stock - x.quantity
    from (values ${valuesList(wanted)}) as x(id, quantity)
    where v.id = x.id and v.count_in_stock >= x.quantity`);
  if (affectedRows(updated) !== wanted.size)
    throw conflict('Some items just sold out. Please review your cart.');
  const perProduct = sumBy(
    lines.map((line) => [line.item.productId, line.item.quantity] as [string, number]),
  );
  await tx.execute(sql`
    update ${products} as p
    set count_in_stock = p.count_in_stock - x.quantity,
      units_sold = p.units_sold + ${sold ? sql`x.quantity` : sql`0`}
    from (values ${valuesList(perProduct)}) as x(id, quantity)
    where p.id = x.id`);
}

/**
 * A checkout's hold becomes an order (checkout/stock-holds.ts): its units already left the stock
 * when the checkout was created, so only the products' units sold go up.
 */
export async function sellHeld(tx: Database, items: readonly LineItem[]): Promise<void> {
  if (items.length === 0) return;
  await lockLines(tx, items);
  const perProduct = sumBy(items.map((item) => [item.productId, item.quantity] as [string, number]));
  await tx.execute(sql`
    update ${products} as p
    set units_sold = p.units_sold + x.quantity
    from (values ${valuesList(perProduct)}) as x(id, quantity)
    where p.id = x.id`);
}

/**
 * Puts the units of an order back on the variants they came from (a cancellation, or deleting an
 * order still being processed); the products' stock follows and units sold go down, never below
 * zero. Units of a variant the store has since removed have nowhere to go: only units sold change.
 * Resolves with the variants that got units back, for the caller to fire their back-in-stock alerts
 * (stock-alerts: fireStockAlerts) in the same transaction. `sold: false` for a checkout's hold
 * released (its units were never counted as sold).
 */
export async function returnStock(
  tx: Database,
  items: readonly LineItem[],
  { sold: countedSold = true }: { sold?: boolean } = {},
): Promise<string[]> {
  if (items.length === 0) return [];
  const lines = await lockLines(tx, items);
  const back = sumBy(
    lines.flatMap((line) =>
      line.variant ? [[line.variant.id, line.item.quantity] as [string, number]] : [],
    ),
  );
  if (back.size > 0)
    await tx.execute(sql`
      update ${productVariants} as v
      set count_in_stock = v.count_in_stock + x.quantity
      from (values ${valuesList(back)}) as x(id, quantity)
      where v.id = x.id`);
  const stockBack = sumBy(
    lines.map((line) => [line.item.productId, line.variant ? line.item.quantity : 0] as [string, number]),
  );
  const sold = sumBy(
    lines.map((line) => [line.item.productId, countedSold ? line.item.quantity : 0] as [string, number]),
  );
  await tx.execute(sql`
    update ${products} as p
    set count_in_stock = p.count_in_stock + x.back, units_sold = greatest(p.units_sold - x.sold, 0)
    from (values ${sql.join(
      [...sold].map(([id, units]) => sql`(${id}, ${stockBack.get(id) ?? 0}::integer, ${units}::integer)`),
      sql`, `,
    )}) as x(id, back, sold)
    where p.id = x.id`);
  return [...back.keys()];
}

/**
 * Locks the products and variants of all these lines in id order (as every stock change does),
 * before a transaction that gives back the units of some lines and takes those of others: taking
 * every lock up front keeps the one global order, so two such transactions never deadlock.
 */
export async function lockStock(tx: Database, items: readonly LineItem[]): Promise<void> {
  if (items.length > 0) await lockLines(tx, items);
}
