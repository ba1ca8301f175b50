import {
  adminProductListQuerySchema,
  idParamsSchema,
  LOW_STOCK_THRESHOLD,
  productCreateSchema,
  productSchema,
  productUpdateSchema,
} from '@store/contracts';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { adminArea, tagVersion } from '../../lib/admin-routes.ts';
import { answerPage } from '../../lib/paging.ts';
import { createProduct, deleteProduct, findProduct, updateProduct } from '../catalog/index.ts';
import { listProducts } from './admin-products-service.ts';

/** The admin's product routes; PUT and DELETE answer at /api/products/{id} too (docs/product.md §7). */
export function adminProductRoutes(ctx: AppContext) {
  const { db } = ctx;
  return adminArea('Admin: products', (admin, app) => {
    app.get(
      '/api/admin/products',
      {
        schema: admin.schema({
          summary: 'Products, newest first, optionally searched by name, SKU or brand',
          description: `A bare array; the number of matches is in the X-Total-Count header. stock=low: only products with a variant (a size in a colour) at ${LOW_STOCK_THRESHOLD} units or fewer.`,
          querystring: adminProductListQuerySchema,
          response: { 200: z.array(productSchema) },
        }),
      },
      async (request, reply) => answerPage(reply, await listProducts(db, request.query)),
    );

    app.get(
      '/api/admin/products/:id',
      {
        schema: admin.schema({
          summary: 'One product',
          description: "The ETag header is the product's version, for If-Match on an update.",
          params: idParamsSchema,
          response: { 200: productSchema },
        }),
      },
      async (request, reply) => {
        const product = await findProduct(db, request.params.id);
        tagVersion(reply, product);
        return product;
      },
    );

    app.post(
      '/api/admin/products',
      {
        schema: admin.schema({
          summary: 'Create a product',
          body: productCreateSchema,
          response: { 201: productSchema },
        }),
      },
      async (request, reply) => reply.status(201).send(await createProduct(ctx, request.body)),
    );

    for (const url of ['/api/admin/products/:id', '/api/products/:id']) {
      admin.update(
        url,
        {
          summary: 'Update any of the fields of a product',
          description:
            "With If-Match (the ETag of the version the edit is based on: the product's updatedAt in quotes), an edit of a product that changed since answers 409 with the product as it is now in `current`, and changes nothing; without If-Match the edit is made on the product as it is. Sales do not change the version: a variant sent with loadedCountInStock (its stock when the editor loaded it) keeps its current stock when countInStock equals the loaded figure, and when it differs while the stock moved since, the edit answers 409 with `current` too.",
          body: productUpdateSchema,
          item: productSchema,
          versioned: true,
        },
        (id, body, precondition) => updateProduct(ctx, id, body, precondition),
      );
      admin.deletion(url, { summary: 'Delete a product', message: 'Product deleted' }, (id) =>
        deleteProduct(ctx, id),
      );
    }
  });
}
