import {
  categoryHsnListSchema,
  categoryHsnParamsSchema,
  categoryHsnSchema,
  hsnUpdateSchema,
  idSchema,
} from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { adminArea } from '../../lib/admin-routes.ts';
import { signedIn } from '../../lib/route-docs.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { documentFor } from './documents-service.ts';
import { listHsnCodes, setHsnCode } from './hsn-service.ts';
import { renderDocumentPdf } from './pdf.ts';
import { gstSummary, gstSummaryCsv } from './summary-service.ts';

const monthQuerySchema = z.object({
  month: z
    .string({ error: 'month is required, as YYYY-MM' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM, such as 2026-11'),
});

const documentParamsSchema = z.object({ id: idSchema, documentId: idSchema });

/** GET /api/orders/{id}/documents/{documentId}: an order's invoice or credit note as a PDF. */
export function taxDocumentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/orders/:id/documents/:documentId',
      {
        schema: signedIn('Orders')({
          summary: "An order's tax invoice or credit note as a PDF (its customer or an admin)",
          description:
            'application/pdf, as an attachment named after the document number (TL-26-27-000123.pdf). 404 when the order has no such document, 403 for anyone but its customer and admins.',
          params: documentParamsSchema,
          response: {
            200: z.any().describe('The PDF (application/pdf)'),
            ...errorResponses(400, 401, 403, 404),
          },
        }),
      },
      async (request, reply) => {
        const { document, invoiceNumber } = await documentFor(
          ctx.db,
          requireUser(request),
          request.params.id,
          request.params.documentId,
        );
        const pdf = await renderDocumentPdf(document, invoiceNumber);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${document.number.replaceAll('/', '-')}.pdf"`)
          .header('Cache-Control', 'private, no-store')
          .send(pdf);
      },
    );
  };
}

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

    app.get(
      '/api/admin/gst-summary',
      {
        schema: admin.schema({
          summary: "A month's GST: by rate, by head, by place of supply, its invoices and credit notes",
          description:
            'Documents issued in the month by the calendar in India; credit notes count against the invoices (net figures).',
          querystring: monthQuerySchema,
          response: { 200: z.any() },
        }),
      },
      async (request) => gstSummary(ctx.db, request.query.month),
    );

    app.get(
      '/api/admin/gst-summary.csv',
      {
        schema: admin.schema({
          summary: 'The same figures as CSV (text/csv)',
          querystring: monthQuerySchema,
          response: { 200: z.any() },
        }),
      },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="gst-summary-${request.query.month}.csv"`)
          .send(gstSummaryCsv(await gstSummary(ctx.db, request.query.month))),
    );
  });
}
