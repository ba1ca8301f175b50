import type { ProductCreate, ProductUpdate } from '@store/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { products } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { toPaise } from '../../lib/money.ts';
import type { ProductRow } from './serialize.ts';

export const PRODUCT_NOT_FOUND = 'Product not found';
const SKU_TAKEN = 'A product with that SKU already exists';

const lower = (values: string[]) => [
  ...new Set(values.map((value) => value.trim().toLowerCase()).filter(Boolean)),
];
const unique = (values: string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))];

function toColumns(input: ProductUpdate) {
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.price !== undefined && { pricePaise: toPaise(input.price) }),
    ...(input.discountPrice !== undefined && {
      discountPricePaise: input.discountPrice === null ? null : toPaise(input.discountPrice),
    }),
    ...(input.countInStock !== undefined && { countInStock: input.countInStock }),
    ...(input.sku !== undefined && { sku: input.sku }),
    ...(input.category !== undefined && { category: input.category }),
    ...(input.gender !== undefined && { gender: input.gender }),
    ...(input.brand !== undefined && { brand: input.brand }),
    ...(input.material !== undefined && { material: input.material }),
    ...(input.colors !== undefined && { colors: lower(input.colors) }),
    ...(input.sizes !== undefined && { sizes: unique(input.sizes).map((size) => size.toUpperCase()) }),
    ...(input.collections !== undefined && { collections: lower(input.collections) }),
    ...(input.images !== undefined && {
      images: input.images.map((image) => ({ url: image.url, altText: image.altText ?? '' })),
    }),
    ...(input.featured !== undefined && { featured: input.featured }),
    ...(input.rating !== undefined && { rating: input.rating }),
    ...(input.numReviews !== undefined && { numReviews: input.numReviews }),
  };
}

export async function createProduct(ctx: AppContext, input: ProductCreate): Promise<ProductRow> {
  try {
    const [row] = await ctx.db
      .insert(products)
      .values({
        id: newId(),
        ...toColumns(input),
        name: input.name,
        description: input.description,
        pricePaise: toPaise(input.price),
        countInStock: input.countInStock,
        sku: input.sku,
        category: input.category,
        gender: input.gender,
        brand: input.brand,
        material: input.material,
      })
      .returning();
    ctx.productsChanged();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SKU_TAKEN);
    throw error;
  }
}

export async function updateProduct(ctx: AppContext, id: string, input: ProductUpdate): Promise<ProductRow> {
  const [current] = await ctx.db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!current) throw notFound(PRODUCT_NOT_FOUND);
  const price = input.price !== undefined ? toPaise(input.price) : current.pricePaise;
  const discount =
    input.discountPrice === undefined
      ? current.discountPricePaise
      : input.discountPrice === null
        ? null
        : toPaise(input.discountPrice);
  if (discount !== null && discount > price) throw badRequest('Discount price must not exceed the price');
  try {
    const [row] = await ctx.db
      .update(products)
      .set({ ...toColumns(input), updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    ctx.productsChanged();
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SKU_TAKEN);
    throw error;
  }
}

export async function deleteProduct(ctx: AppContext, id: string): Promise<void> {
  const deleted = await ctx.db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  if (deleted.length === 0) throw notFound(PRODUCT_NOT_FOUND);
  ctx.productsChanged();
}
