import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { rowsOf } from '../../db/results.ts';
import { webhookEvents } from '../../db/schema.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { REFUND_EVENT_JOB } from './refund-events.ts';

/** The job that acts on a verified payment or order webhook (registered by the checkout module). */
export const PAYMENT_WEBHOOK_JOB = 'payment.webhook';

export const WEBHOOK_NOT_VERIFIED = 'The webhook signature does not verify.';
export const WEBHOOK_NOT_JSON = 'The webhook body must be JSON.';
export const ONLINE_PAYMENTS_OFF = 'Online payments are not available right now.';

const webhookAnswer = z.object({ received: z.literal(true), duplicate: z.boolean() });

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * POST /api/payments/razorpay/webhook (docs/api.md, payments): the gateway's signed events. The body
 * is kept as the raw bytes for this route only (the signature is an HMAC of exactly those bytes;
 * re-serialised JSON would break it). A verified event is recorded by its event id and handed to a
 * job in one transaction, and the gateway gets its 2xx at once: a second delivery of the same event
 * answers 200 and does nothing; the work (attempt state, the order of a paid checkout, refunds) runs
 * as a database-backed job, in whatever order the events came.
 */
export function paymentWebhookRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Encapsulated: the raw-body parser applies to this plugin's route only.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    app.post(
      '/api/payments/razorpay/webhook',
      {
        schema: {
          tags: ['Payments'],
          summary: "The payment gateway's signed webhook (Razorpay's protocol)",
          description:
            'X-Razorpay-Signature is the HMAC-SHA256 of the raw body with the webhook secret; X-Razorpay-Event-Id de-duplicates deliveries. 200 once the event is recorded (a repeat delivery also answers 200 and changes nothing); 400 when the signature does not verify.',
          response: { 200: webhookAnswer, ...errorResponses(400, 415, 503) },
        },
      },
      async (request) => {
        const provider = ctx.payments;
        if (!provider) throw new HttpError(503, ONLINE_PAYMENTS_OFF);
        const raw = request.body;
        if (!Buffer.isBuffer(raw)) throw badRequest(WEBHOOK_NOT_JSON);
        const hook = provider.verifyWebhook(
          raw,
          header(request.headers['x-razorpay-signature']),
          header(request.headers['x-razorpay-event-id']),
        );
        if (!hook) {
          request.log.info('payment webhook refused: signature does not verify');
          throw badRequest(WEBHOOK_NOT_VERIFIED);
        }
        const payload = { provider: provider.id, ...hook };
        const fresh = await ctx.db.transaction(async (tx) => {
          const inserted = await tx.execute(sql`
            insert into ${webhookEvents} (provider, event_id, event, payload)
            values (${provider.id}, ${hook.eventId}, ${hook.event}, ${JSON.stringify(payload)}::jsonb)
            on conflict do nothing
            returning event_id`);
          if (rowsOf(inserted).length === 0) return false;
          const kind = hook.refund ? REFUND_EVENT_JOB : PAYMENT_WEBHOOK_JOB;
          await ctx.jobs.enqueue(tx, kind, payload, { dedupeKey: `webhook:${provider.id}:${hook.eventId}` });
          return true;
        });
        return { received: true as const, duplicate: !fresh };
      },
    );
  };
}
