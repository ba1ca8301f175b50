import { idParamsSchema } from '@store/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { checkouts } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { acceptGatewayReturn, CHECKOUT_NOT_FOUND, PAYMENT_NOT_COMPLETE } from './checkout-service.ts';

/**
 * What Razorpay's hosted checkout POSTs to callback_url (and the embedded test gateway the same):
 * the signed ids of a payment, or error[...] fields. Other fields are ignored.
 */
const callbackForm = z
  .object({
    razorpay_payment_id: z.string().max(100).optional(),
    razorpay_order_id: z.string().max(100).optional(),
    razorpay_signature: z.string().max(200).optional(),
    'error[code]': z.string().max(100).optional(),
    'error[description]': z.string().max(1000).optional(),
  })
  .optional();

/**
 * POST /api/checkout/{id}/payment/callback: the gateway's callback_url, one route for Razorpay and
 * the test gateway. The browser arrives here from the gateway's page with no session of ours, so the
 * signature is the proof: checked against the gateway order we stored for this checkout, it pays the
 * checkout (as PUT .../pay does). The shopper is then sent (303) to /checkout/{id}/return with the
 * outcome: the verified ids, which the page brings to PUT .../pay and finalize as the owner, or the
 * reason the payment did not go through.
 */
export function gatewayCallbackRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Only this plugin reads HTML forms (the gateway's POST).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        done(
          null,
          Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString())),
        );
      },
    );

    app.post(
      '/api/checkout/:id/payment/callback',
      {
        schema: {
          tags: ['Checkout'],
          summary: "The payment gateway's return (callback_url)",
          description:
            "Razorpay's hosted checkout (and the embedded test gateway) POST the result here as a form: razorpay_payment_id, razorpay_order_id and razorpay_signature, or error[code] and error[description]. A signature that verifies against the gateway order stored for the checkout pays it. Answers 303 to /checkout/{id}/return with the verified ids, or with error[description] saying why the payment did not go through.",
          params: idParamsSchema,
          body: callbackForm,
          response: errorResponses(400, 404),
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const [checkout] = await ctx.db.select().from(checkouts).where(eq(checkouts.id, id)).limit(1);
        if (!checkout) throw notFound(CHECKOUT_NOT_FOUND);
        const returnPage = `${ctx.config.publicUrl ?? ''}/checkout/${encodeURIComponent(id)}/return`;
        const back = (params: Record<string, string>) =>
          reply.redirect(`${returnPage}?${new URLSearchParams(params).toString()}`, 303);
        const form = request.body ?? {};
        const proof = {
          razorpay_payment_id: form.razorpay_payment_id?.trim() ?? '',
          razorpay_order_id: form.razorpay_order_id?.trim() ?? '',
          razorpay_signature: form.razorpay_signature?.trim() ?? '',
        };
        if (proof.razorpay_payment_id && proof.razorpay_order_id && proof.razorpay_signature) {
          try {
            await acceptGatewayReturn(ctx, checkout, proof);
          } catch (error) {
            if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
            return back({ 'error[description]': error.message });
          }
          return back(proof);
        }
        // The gateway's own words for a payment that failed; they prove nothing, so nothing changes.
        const description = form['error[description]']?.trim().slice(0, 200) || PAYMENT_NOT_COMPLETE;
        return back({
          ...(form['error[code]'] ? { 'error[code]': form['error[code]'].slice(0, 100) } : {}),
          'error[description]': description,
        });
      },
    );
  };
}
