import { idParamsSchema, productCreateSchema, productSchema, productUpdateSchema } from '@store/contracts';
import type { AppContext } from '../../app-context.ts';
import { adminArea } from '../../lib/admin-routes.ts';
import { createProduct, deleteProduct, findProduct, updateProduct } from '../catalog/index.ts';
import { listProducts } from './admin-products-service.ts';

/** The admin's product routes; PUT and DELETE answer at /api/products/{id} too (docs/product.md §7). */
export function adminProductRoutes(ctx: AppContext) {
  const { db } = ctx;
  return adminArea('Admin: products', (admin, app) => {
    admin.page(
      '/api/admin/products',
      { summary: 'Products, newest first, optionally searched by name, SKU or brand', item: productSchema },
      (query) => listProducts(db, query),
    );

    app.get(
      '/api/admin/products/:id',
      {
        schema: admin.schema({
          summary: 'One product',
          params: idParamsSchema,
          response: { 200: productSchema },
        }),
      },
      async (request) => findProduct(db, request.params.id),
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
        { summary: 'Update any of the fields of a product', body: productUpdateSchema, item: productSchema },
        (id, body) => updateProduct(ctx, id, body),
      );
      admin.deletion(url, { summary: 'Delete a product', message: 'Product deleted' }, (id) =>
        deleteProduct(ctx, id),
      );
    }
  });
}
