import {
  ADMIN_PAGE_SIZE,
  adminListQuerySchema,
  idParamsSchema,
  type Product,
  productCreateSchema,
  productSchema,
  productUpdateSchema,
} from '@store/contracts';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { products } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { likePattern } from '../../lib/like.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { createProduct, deleteProduct, PRODUCT_NOT_FOUND, updateProduct } from '../catalog/product-writes.ts';
import { serializeProduct } from '../catalog/serialize.ts';

const tags = ['Admin: products'];
const security = [{ bearer: [] }];
const refusals = errorResponses(400, 401, 403, 404, 409);

export function adminProductRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      requireAdmin(request);
    });

    app.get(
      '/api/admin/products',
      {
        schema: {
          tags,
          security,
          summary: 'Products, newest first, optionally searched by name, SKU or brand',
          description: 'A bare array; the number of matches is in the X-Total-Count header.',
          querystring: adminListQuerySchema,
          response: { 200: z.array(productSchema), ...refusals },
        },
      },
      async (request, reply) => {
        const { search, page = 1, limit = ADMIN_PAGE_SIZE } = request.query;
        const where = search
          ? or(
              ilike(products.name, likePattern(search)),
              ilike(products.sku, likePattern(search)),
              ilike(products.brand, likePattern(search)),
            )
          : undefined;
        const rows = await db
          .select({ product: products, total: sql<number>`count(*) over()`.mapWith(Number) })
          .from(products)
          .where(where)
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(limit)
          .offset((page - 1) * limit);
        const total =
          rows[0]?.total ??
          (page > 1
            ? ((
                await db
                  .select({ value: sql<number>`count(*)`.mapWith(Number) })
                  .from(products)
                  .where(where)
              )[0]?.value ?? 0)
            : 0);
        const body: Product[] = rows.map((row) => serializeProduct(row.product));
        return reply.header('X-Total-Count', String(total)).send(body);
      },
    );

    app.get(
      '/api/admin/products/:id',
      {
        schema: {
          tags,
          security,
          summary: 'One product',
          params: idParamsSchema,
          response: { 200: productSchema, ...refusals },
        },
      },
      async (request) => {
        const [row] = await db.select().from(products).where(eq(products.id, request.params.id)).limit(1);
        if (!row) throw notFound(PRODUCT_NOT_FOUND);
        return serializeProduct(row);
      },
    );

    app.post(
      '/api/admin/products',
      {
        schema: {
          tags,
          security,
          summary: 'Create a product',
          body: productCreateSchema,
          response: { 201: productSchema, ...refusals },
        },
      },
      async (request, reply) =>
        reply.status(201).send(serializeProduct(await createProduct(ctx, request.body))),
    );

    app.put(
      '/api/admin/products/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Update any of the fields of a product',
          params: idParamsSchema,
          body: productUpdateSchema,
          response: { 200: productSchema, ...refusals },
        },
      },
      async (request) => serializeProduct(await updateProduct(ctx, request.params.id, request.body)),
    );

    app.delete(
      '/api/admin/products/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Delete a product (same as DELETE /api/products/{id})',
          params: idParamsSchema,
          response: { 200: z.object({ message: z.string() }), ...refusals },
        },
      },
      async (request) => {
        await deleteProduct(ctx, request.params.id);
        return { message: 'Product deleted' };
      },
    );
  };
}
