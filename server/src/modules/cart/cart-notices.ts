import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { affectedRows } from '../../db/results.ts';
import { variantName } from '../inventory/index.ts';
import type { CartLineRow } from './serialize.ts';

/** Cart notices (docs/api.md, "Cart notices"): what changed in the cart and why, said once. */
export const noLongerSold = (name: string, size: string, color: string) =>
  `${variantName(name, size, color)} is no longer sold and was removed from your cart.`;
export const soldOutRemoved = (name: string, size: string, color: string) =>
  `${variantName(name, size, color)} sold out and was removed from your cart.`;
export const reducedTo = (name: string, size: string, color: string, units: number) =>
  `${variantName(name, size, color)}: only ${units} left, so your cart now holds ${units}.`;

/**
 * Drops the lines whose variant the store no longer sells (a size or colour the admin removed).
 * Each line is deleted by one statement, and only the request whose delete removed it reports it:
 * the notice reaches the shopper once, in the answer that made the change.
 */
export async function settleLines(
  db: Database,
  cartId: string | null,
  lines: readonly CartLineRow[],
): Promise<{ lines: CartLineRow[]; notices: string[] }> {
  const gone = lines.filter((line) => line.sku === null);
  if (cartId === null || gone.length === 0) return { lines: [...lines], notices: [] };
  const notices: string[] = [];
  for (const line of gone) {
    const deleted = await db.execute(sql`
      delete from cart_items
      where cart_id = ${cartId} and product_id = ${line.productId}
        and size = ${line.size} and color = ${line.color}
        and not exists (
          select 1 from product_variants as v
          where v.product_id = ${line.productId} and v.size = ${line.size} and v.color = ${line.color})`);
    if (affectedRows(deleted) > 0) notices.push(noLongerSold(line.name, line.size, line.color));
  }
  return { lines: lines.filter((line) => line.sku !== null), notices };
}
