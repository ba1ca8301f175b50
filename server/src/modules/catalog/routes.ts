import {
  errorResponseSchema,
  idParamsSchema,
  type Product,
  productListQuerySchema,
  productSchema,
  productUpdateSchema,
} from '@store/contracts';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { products } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { listProducts } from './list-products.ts';
import { deleteProduct, PRODUCT_NOT_FOUND, updateProduct } from './product-writes.ts';
import { serializeProduct } from './serialize.ts';

const tags = ['Catalogue'];
const errors = { 400: errorResponseSchema, 404: errorResponseSchema };
const adminErrors = {
  ...errors,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
};

export function catalogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;

  /**
   * Answers from the product cache (serialized JSON, 2 s, cleared by every product write and stock
   * change in this process), computing and storing the answer on a miss.
   */
  async function cached<T>(reply: FastifyReply, key: string, compute: () => Promise<T>) {
    const body = await ctx.productCache.getOrCompute(key, async () => JSON.stringify(await compute()));
    // A string payload goes out as-is: the cached JSON of the same value.
    return reply.type('application/json').send(body as unknown as T);
  }

  return async (app) => {
    app.get(
      '/api/products',
      {
        schema: {
          tags,
          summary: 'List products with filters, sort, search and paging',
          description: 'A bare array; the number of matches is in the X-Total-Count header.',
          querystring: productListQuerySchema,
          response: { 200: z.array(productSchema), ...errors },
        },
      },
      async (request, reply) => {
        const key = JSON.stringify(request.query);
        const cached = await ctx.catalogCache.getOrCompute(key, async () => {
          const { rows, total } = await listProducts(db, request.query, ctx.searchVocabulary);
          return { body: JSON.stringify(rows.map(serializeProduct)), total };
        });
        // A string payload goes out as-is (no second serialization): the cached JSON of the same array.
        const body = cached.body as unknown as Product[];
        return reply.header('X-Total-Count', String(cached.total)).type('application/json').send(body);
      },
    );

    app.get(
      '/api/products/new-arrivals',
      { schema: { tags, summary: 'The 8 newest products', response: { 200: z.array(productSchema) } } },
      async (_request, reply) =>
        cached(reply, 'new-arrivals', async () => {
          const rows = await db
            .select()
            .from(products)
            .orderBy(desc(products.createdAt), desc(products.id))
            .limit(8);
          return rows.map(serializeProduct);
        }),
    );

    app.get(
      '/api/products/best-seller',
      { schema: { tags, summary: 'The best-selling product', response: { 200: productSchema, ...errors } } },
      async (_request, reply) =>
        cached(reply, 'best-seller', async () => {
          const [row] = await db
            .select()
            .from(products)
            .orderBy(desc(products.unitsSold), desc(products.rating), desc(products.id))
            .limit(1);
          if (!row) throw notFound('No best seller yet');
          return serializeProduct(row);
        }),
    );

    app.get(
      '/api/products/similar/:id',
      {
        schema: {
          tags,
          summary: 'Up to 4 products of the same gender and category',
          params: idParamsSchema,
          response: { 200: z.array(productSchema), ...errors },
        },
      },
      async (request, reply) =>
        cached(reply, `similar:${request.params.id}`, async () => {
          const [product] = await db
            .select({ gender: products.gender, category: products.category })
            .from(products)
            .where(eq(products.id, request.params.id))
            .limit(1);
          if (!product) throw notFound(PRODUCT_NOT_FOUND);
          const rows = await db
            .select()
            .from(products)
            .where(
              and(
                eq(products.gender, product.gender),
                eq(products.category, product.category),
                ne(products.id, request.params.id),
              ),
            )
            .orderBy(desc(products.rating), desc(products.unitsSold), desc(products.id))
            .limit(4);
          return rows.map(serializeProduct);
        }),
    );

    app.get(
      '/api/products/:id',
      {
        schema: {
          tags,
          summary: 'One product',
          params: idParamsSchema,
          response: { 200: productSchema, ...errors },
        },
      },
      async (request, reply) =>
        cached(reply, `product:${request.params.id}`, async () => {
          const [row] = await db.select().from(products).where(eq(products.id, request.params.id)).limit(1);
          if (!row) throw notFound(PRODUCT_NOT_FOUND);
          return serializeProduct(row);
        }),
    );

    app.put(
      '/api/products/:id',
      {
        schema: {
          tags,
          summary: 'Update a product (admin)',
          security: [{ bearer: [] }],
          params: idParamsSchema,
          body: productUpdateSchema,
          response: { 200: productSchema, ...adminErrors },
        },
      },
      async (request) => {
        requireAdmin(request);
        return serializeProduct(await updateProduct(ctx, request.params.id, request.body));
      },
    );

    app.delete(
      '/api/products/:id',
      {
        schema: {
          tags,
          summary: 'Delete a product (admin)',
          security: [{ bearer: [] }],
          params: idParamsSchema,
          response: { 200: z.object({ message: z.string() }), ...adminErrors },
        },
      },
      async (request) => {
        requireAdmin(request);
        await deleteProduct(ctx, request.params.id);
        return { message: 'Product deleted' };
      },
    );
  };
}
