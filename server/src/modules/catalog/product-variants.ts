import { type ProductImage, type VariantInput, variantSku } from '@store/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema.ts';
import { variantCells } from '../../db/variant-rows.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';

export const STOCK_PER_VARIANT = 'Stock is kept per size and colour: send variants instead of countInStock';
export const stockSumMessage = (sum: number) => `Stock must equal the sum of the variants (${sum})`;
export const notACell = (size: string, color: string) =>
  `Variant ${size} / ${color} is not one of the product's sizes and colours`;
export const sentTwice = (size: string, color: string) => `Variant ${size} / ${color} is sent twice`;
export const imageColourMessage = (colors: readonly string[]) =>
  `Image colour must be one of the product's colours (${colors.join(', ')})`;

/** Sizes are stored upper-cased and colours lower-cased (product-columns.ts): cells match that way. */
export const normalSize = (size: string) => size.trim().toUpperCase();
export const normalColor = (color: string) => color.trim().toLowerCase();
const cellKey = (size: string, color: string) => `${size}\u0000${color}`;

interface ExistingVariant {
  id: string;
  sku: string;
  size: string;
  color: string;
  countInStock: number;
}

/** A cell the admin changed whose stock moved after the editor loaded it (a sale, a cancel, an edit). */
export interface MovedCell {
  size: string;
  color: string;
  loaded: number;
  now: number;
}

/** The 409 of an edit that changed cells whose stock moved meanwhile: which, and what they hold now. */
export const stockMovedMessage = (moved: readonly MovedCell[]) =>
  `The stock changed after you opened this product: ${moved
    .map((cell) => `${cell.size} / ${cell.color} now has ${cell.now}, not ${cell.loaded}`)
    .join(
      '; ',
    )}. Your changes were not saved: the form now shows the product as it is, make them again there.`;

/**
 * What a product write does to its variants; `total` becomes products.count_in_stock. `moved` lists
 * the cells that refuse the write (an update with loaded figures, see planVariants).
 */
export interface VariantPlan {
  keep: Array<{ id: string; sku: string; countInStock: number; position: number }>;
  add: Array<{ size: string; color: string; sku: string | null; countInStock: number; position: number }>;
  remove: string[];
  total: number;
  moved: MovedCell[];
}

/**
 * The variants after a create or update: one per size × colour of the product (cells added by new
 * sizes or colours start at 0, cells of removed ones go), the stock sent per cell, else what the cell
 * had (0 when new). A product-level countInStock must equal the resulting sum when variants come
 * too; alone it sets the only variant of a one-variant product, and otherwise is accepted only when
 * it changes nothing (the sum as it stands), since stock is kept per size and colour.
 *
 * On an update (`existing` locked by the caller) a cell may come with the figure the editor loaded
 * (`loadedCountInStock`): sent back unchanged, the cell keeps what it has now, so a sale or a restock
 * made meanwhile is never written over; changed while the stock moved from the loaded figure, the
 * cell is listed in `moved` and the caller refuses the whole edit (409). The product-level sum is
 * checked against the figures as sent.
 */
export function planVariants(input: {
  sizes: readonly string[];
  colors: readonly string[];
  existing: readonly ExistingVariant[];
  variants?: readonly VariantInput[] | undefined;
  countInStock?: number | undefined;
  /** Whether loaded figures count (updates); a new product has no stock to have moved. */
  honourLoaded?: boolean;
}): VariantPlan {
  const cells = variantCells(input.sizes, input.colors);
  const offered = new Set(cells.map((cell) => cellKey(cell.size, cell.color)));
  const sent = new Map<string, VariantInput>();
  for (const variant of input.variants ?? []) {
    const size = normalSize(variant.size);
    const color = normalColor(variant.color);
    const key = cellKey(size, color);
    if (!offered.has(key)) throw badRequest(notACell(size, color));
    if (sent.has(key)) throw badRequest(sentTwice(size, color));
    sent.set(key, variant);
  }
  const existing = new Map(input.existing.map((variant) => [cellKey(variant.size, variant.color), variant]));
  const stock = cells.map((cell) => {
    const key = cellKey(cell.size, cell.color);
    return sent.get(key)?.countInStock ?? existing.get(key)?.countInStock ?? 0;
  });
  const sentTotal = stock.reduce((sum, units) => sum + units, 0);
  if (input.countInStock !== undefined && input.countInStock !== sentTotal) {
    if (input.variants !== undefined) throw badRequest(stockSumMessage(sentTotal));
    if (cells.length !== 1) throw badRequest(STOCK_PER_VARIANT);
    stock[0] = input.countInStock;
  }
  const moved: MovedCell[] = [];
  if (input.honourLoaded)
    cells.forEach((cell, position) => {
      const key = cellKey(cell.size, cell.color);
      const loaded = sent.get(key)?.loadedCountInStock;
      if (loaded === undefined) return;
      const now = existing.get(key)?.countInStock ?? 0;
      if (stock[position] === loaded) stock[position] = now;
      else if (now !== loaded) moved.push({ size: cell.size, color: cell.color, loaded, now });
    });
  const total = stock.reduce((sum, units) => sum + units, 0);
  const plan: VariantPlan = { keep: [], add: [], remove: [], total, moved };
  cells.forEach((cell, position) => {
    const key = cellKey(cell.size, cell.color);
    const current = existing.get(key);
    const sku = sent.get(key)?.sku ?? null;
    const countInStock = stock[position] ?? 0;
    if (current) plan.keep.push({ id: current.id, sku: sku ?? current.sku, countInStock, position });
    else plan.add.push({ size: cell.size, color: cell.color, sku, countInStock, position });
  });
  for (const [key, variant] of existing) if (!offered.has(key)) plan.remove.push(variant.id);
  return plan;
}

/**
 * The product's pictures checked against its colours: a picture's colour must be one of them or
 * null. When colours are removed and the pictures were not sent, pictures of a removed colour
 * become pictures of every colour rather than blocking the edit.
 */
export function checkImageColours(
  images: readonly ProductImage[],
  colors: readonly string[],
  sent: boolean,
): ProductImage[] {
  return images.map((image) => {
    const color = image.color == null ? null : normalColor(image.color);
    if (color === null || colors.includes(color)) return { ...image, color };
    if (sent) throw badRequest(imageColourMessage(colors));
    return { ...image, color: null };
  });
}

/** SKUs not yet taken: the derived SKU, else the same with -2, -3, ... (a clash is rare). */
async function freeSkus(tx: Database, wanted: readonly string[]): Promise<string[]> {
  const chosen: string[] = [];
  const used = new Set<string>();
  let pending = wanted.map((base, index) => ({ index, base, attempt: 1 }));
  while (pending.length > 0) {
    const names = pending.map((item) => (item.attempt === 1 ? item.base : `${item.base}-${item.attempt}`));
    const taken = await tx
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(inArray(productVariants.sku, names));
    const takenNames = new Set(taken.map((row) => row.sku));
    const next: typeof pending = [];
    pending.forEach((item, position) => {
      const name = names[position] ?? item.base;
      if (takenNames.has(name) || used.has(name)) next.push({ ...item, attempt: item.attempt + 1 });
      else {
        used.add(name);
        chosen[item.index] = name;
      }
    });
    pending = next;
  }
  return chosen;
}

/** The product's existing variants, locked for the caller's transaction (after the product row). */
export function lockVariants(tx: Database, productId: string) {
  return tx
    .select({
      id: productVariants.id,
      sku: productVariants.sku,
      size: productVariants.size,
      color: productVariants.color,
      countInStock: productVariants.countInStock,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.id)
    .for('update');
}

/** Applies a plan inside the caller's transaction and sets the product's stock to the new sum. */
export async function writeVariants(
  tx: Database,
  product: { id: string; sku: string },
  plan: VariantPlan,
): Promise<void> {
  if (plan.remove.length > 0)
    await tx.delete(productVariants).where(inArray(productVariants.id, plan.remove));
  if (plan.keep.length > 0)
    await tx.execute(sql`
      update ${productVariants} as v
      set count_in_stock = x.stock, position = x.position, sku = x.sku
      from (values ${sql.join(
        plan.keep.map(
          (item) => sql`(${item.id}, ${item.countInStock}::integer, ${item.position}::integer, ${item.sku})`,
        ),
        sql`, `,
      )}) as x(id, stock, position, sku)
      where v.id = x.id`);
  const derived = plan.add.filter((item) => item.sku === null);
  const skus = await freeSkus(
    tx,
    derived.map((item) => variantSku(product.sku, item.size, item.color)),
  );
  const derivedSku = new Map(derived.map((item, index) => [item, skus[index] ?? '']));
  if (plan.add.length > 0)
    await tx.insert(productVariants).values(
      plan.add.map((item) => ({
        id: newId(),
        productId: product.id,
        sku: item.sku ?? derivedSku.get(item) ?? '',
        size: item.size,
        color: item.color,
        countInStock: item.countInStock,
        position: item.position,
      })),
    );
  await tx.update(products).set({ countInStock: plan.total }).where(eq(products.id, product.id));
}
