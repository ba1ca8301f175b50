import {
  categoryHsnListSchema,
  categoryHsnParamsSchema,
  categoryHsnSchema,
  hsnUpdateSchema,
} from '@store/contracts';
import type { AppContext } from '../../app-context.ts';
import { adminArea } from '../../lib/admin-routes.ts';
import { listHsnCodes, setHsnCode } from './hsn-service.ts';

/** The admin's GST settings: each category's HSN code (docs/product.md §10). */
export function adminTaxRoutes(ctx: AppContext) {
  return adminArea('Admin: GST', (admin, app) => {
    app.get(
      '/api/admin/hsn-codes',
      {
        schema: admin.schema({
          summary: 'Every category with its HSN code',
          response: { 200: categoryHsnListSchema },
        }),
      },
      async () => listHsnCodes(ctx.db),
    );

    app.put(
      '/api/admin/hsn-codes/:category',
      {
        schema: admin.schema({
          summary: "Set a category's HSN code (four digits, chapter 61 or 62)",
          description:
            'Invoices issued from now on carry the new code; documents already issued keep theirs.',
          params: categoryHsnParamsSchema,
          body: hsnUpdateSchema,
          response: { 200: categoryHsnSchema },
        }),
      },
      async (request) => setHsnCode(ctx.db, request.params.category, request.body.hsn),
    );
  });
}
