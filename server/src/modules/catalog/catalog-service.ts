import {
  DEFAULT_PAGE_SIZE,
  type Product,
  type ProductCreate,
  type ProductListFilters,
  type ProductUpdate,
} from '@store/contracts';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { isUniqueViolation, uniqueConstraint } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { toPaise } from '../../lib/money.ts';
import { countMatches, type Page, pageWindow, totalBeside } from '../../lib/paging.ts';
import { nextVersionTime, type Precondition, satisfies } from '../../lib/preconditions.ts';
import { fireStockAlerts } from '../stock-alerts/index.ts';
import { productColumns } from './product-columns.ts';
import { bayesianRatingSql, listConditions, listOrder } from './product-filters.ts';
import {
  checkImageColours,
  lockVariants,
  planVariants,
  stockMovedMessage,
  writeVariants,
} from './product-variants.ts';
import { prepareSearch, type SearchVocabulary } from './search.ts';
import { productWithVariants, serializeSelected } from './serialize.ts';

export const PRODUCT_NOT_FOUND = 'Product not found';
const SKU_TAKEN = 'A product with that SKU already exists';
const VARIANT_SKU_TAKEN = 'A variant with that SKU already exists';
const VARIANT_SKU_UNIQUE = 'product_variants_sku_unique';
const NEW_ARRIVALS = 8;
const SIMILAR = 4;

/**
 * One page of the catalogue listing and the number of all matches, in one round trip. The page's
 * ids come from a top-N sort of the matches (id and sort keys only, read from the covering index
 * of migration 0006), the count from a count of the same matches; only the page's rows are then
 * read in full, ordered again by the same keys.
 */
export async function listProducts(
  db: Database,
  filters: ProductListFilters,
  vocabulary: SearchVocabulary,
): Promise<Page<Product>> {
  const window = pageWindow(filters, DEFAULT_PAGE_SIZE);
  const search = filters.search
    ? prepareSearch(filters.search, await vocabulary.get())
    : { condition: undefined, relevance: undefined };
  const where = listConditions(filters, search);
  const order = listOrder(filters, search);
  const page = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const rows = await db
    .select({
      ...productWithVariants,
      total: sql<number>`(select count(*) from ${products} where ${where ?? sql`true`})`.mapWith(Number),
    })
    .from(products)
    .where(inArray(products.id, page))
    .orderBy(...order);
  const total = await totalBeside(rows, window, () => countMatches(db, products, where));
  return { items: rows.map(serializeSelected), total };
}

export async function findProduct(db: Database, id: string): Promise<Product> {
  const [row] = await db.select(productWithVariants).from(products).where(eq(products.id, id)).limit(1);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return serializeSelected(row);
}

export async function newArrivals(db: Database): Promise<Product[]> {
  const rows = await db
    .select(productWithVariants)
    .from(products)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(NEW_ARRIVALS);
  return rows.map(serializeSelected);
}

/** The product with the most units sold (the best rated among equals). */
export async function bestSeller(db: Database): Promise<Product> {
  const [row] = await db
    .select(productWithVariants)
    .from(products)
    .orderBy(desc(products.unitsSold), desc(bayesianRatingSql), desc(products.id))
    .limit(1);
  if (!row) throw notFound('No best seller yet');
  return serializeSelected(row);
}

/** Other products of the same gender and category, best rated first. */
export async function similarProducts(db: Database, id: string): Promise<Product[]> {
  const [product] = await db
    .select({ gender: products.gender, category: products.category })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const rows = await db
    .select(productWithVariants)
    .from(products)
    .where(
      and(eq(products.gender, product.gender), eq(products.category, product.category), ne(products.id, id)),
    )
    .orderBy(desc(bayesianRatingSql), desc(products.unitsSold), desc(products.id))
    .limit(SIMILAR);
  return rows.map(serializeSelected);
}

/** Runs a product write; a second product with the same SKU (or a variant SKU taken) is a 409. */
async function skuUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(uniqueConstraint(error) === VARIANT_SKU_UNIQUE ? VARIANT_SKU_TAKEN : SKU_TAKEN);
    throw error;
  }
}

/** Creates the product and its variants (one per size × colour; cells not sent have no stock). */
export async function createProduct(ctx: AppContext, input: ProductCreate): Promise<Product> {
  const columns = productColumns(input);
  const sizes = columns.sizes ?? [];
  const colors = columns.colors ?? [];
  const images = checkImageColours(columns.images ?? [], colors, true);
  const plan = planVariants({
    sizes,
    colors,
    existing: [],
    variants: input.variants,
    countInStock: input.countInStock,
  });
  const id = newId();
  await skuUnique(() =>
    ctx.db.transaction(async (tx) => {
      await tx.insert(products).values({
        id,
        ...columns,
        images,
        name: input.name,
        description: input.description,
        pricePaise: toPaise(input.price),
        countInStock: 0,
        sku: input.sku,
        category: input.category,
        gender: input.gender,
        brand: input.brand,
        material: input.material,
      });
      await writeVariants(tx, { id, sku: input.sku }, plan);
    }),
  );
  await ctx.productsChanged([id]);
  return findProduct(ctx.db, id);
}

/**
 * Changes the fields sent; the discount price must stay at or below the price. Variants follow the
 * sizes and colours (planVariants); the product row is locked before its variants, the order every
 * stock change takes, so an edit and an order never deadlock.
 */
export const STALE_PRODUCT =
  'This product was changed by someone else after you opened it. Your changes were not saved: the form now shows the product as it is, make them again there.';

/**
 * Thrown inside the transaction when the edit is based on a stale view (the version, or the stock of
 * a cell it changed); answered with its message once the transaction is rolled back.
 */
class StaleProduct extends Error {}

/**
 * Changes any of a product's fields. With a precondition (If-Match), the version is checked with the
 * row locked, so an edit made from a stale view answers 409 with the product as it is now, and
 * changes nothing (docs/api.md, "Stale changes: If-Match and 409"). Cells sent with the stock the
 * editor loaded are compared with the variant rows locked in the same transaction: a stock edit never
 * undoes a sale or a restock made meanwhile (docs/api.md, "Stock edits after a sale").
 */
export async function updateProduct(
  ctx: AppContext,
  id: string,
  input: ProductUpdate,
  precondition: Precondition | null = null,
): Promise<Product> {
  try {
    await saveProductChange(ctx, id, input, precondition);
  } catch (error) {
    if (!(error instanceof StaleProduct)) throw error;
    throw conflict(error.message, { current: await findProduct(ctx.db, id) });
  }
  await ctx.productsChanged([id]);
  return findProduct(ctx.db, id);
}

async function saveProductChange(
  ctx: AppContext,
  id: string,
  input: ProductUpdate,
  precondition: Precondition | null,
): Promise<void> {
  await skuUnique(() =>
    ctx.db.transaction(async (tx) => {
      const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!current) throw notFound(PRODUCT_NOT_FOUND);
      if (!satisfies(precondition, current.updatedAt)) throw new StaleProduct(STALE_PRODUCT);
      const price = input.price !== undefined ? toPaise(input.price) : current.pricePaise;
      const discount =
        input.discountPrice === undefined
          ? current.discountPricePaise
          : input.discountPrice === null
            ? null
            : toPaise(input.discountPrice);
      if (discount !== null && discount > price) throw badRequest('Discount price must not exceed the price');
      const columns = productColumns(input);
      const colors = columns.colors ?? current.colors;
      const images = checkImageColours(
        columns.images ?? current.images,
        colors,
        columns.images !== undefined,
      );
      const plan = planVariants({
        sizes: columns.sizes ?? current.sizes,
        colors,
        existing: await lockVariants(tx, id),
        variants: input.variants,
        countInStock: input.countInStock,
        honourLoaded: true,
      });
      if (plan.moved.length > 0) throw new StaleProduct(stockMovedMessage(plan.moved));
      await tx
        .update(products)
        .set({ ...columns, images, updatedAt: nextVersionTime(current.updatedAt) })
        .where(eq(products.id, id));
      await writeVariants(tx, { id, sku: columns.sku ?? current.sku }, plan);
      await fireStockAlerts(
        ctx,
        tx,
        plan.keep.map((variant) => variant.id),
      );
    }),
  );
}

export async function deleteProduct(ctx: AppContext, id: string): Promise<void> {
  const deleted = await ctx.db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  if (deleted.length === 0) throw notFound(PRODUCT_NOT_FOUND);
  await ctx.productsChanged([id]);
}
