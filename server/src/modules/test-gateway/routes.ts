import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { paymentSignature, sameSignature } from '../payments/index.ts';
import { testCredentials } from './credentials.ts';
import { gatewayError, orderEntity, paymentEntity, refundEntity } from './entities.ts';
import {
  createOrder,
  createRefund,
  findOrder,
  findPayment,
  findRefund,
  GatewayInputError,
  orderPayments,
  type PayResult,
  payOrder,
  settlePayment,
} from './gateway-service.ts';
import { checkoutPage, messagePage, pageSecurityPolicy, pendingPage, postBackPage } from './page.ts';
import type { WebhookSender } from './webhook-sender.ts';

export const TEST_GATEWAY_PREFIX = '/test-gateway';

export interface TestGatewayRouteOptions {
  db: Database;
  sender: WebhookSender;
  refundDelayMs: number;
}

/** Razorpay's limits: at least ₹1, amounts in paise. */
const orderBodySchema = z.object({
  amount: z.number().int().min(100).max(1_000_000_000_00),
  currency: z.literal('INR'),
  receipt: z.string().max(40).optional(),
  notes: z.record(z.string(), z.string().max(256)).optional(),
});

const refundBodySchema = z
  .object({
    amount: z.number().int().min(100).optional(),
    speed: z.enum(['normal', 'optimum']).optional(),
    receipt: z.string().max(40).optional(),
    notes: z.record(z.string(), z.string().max(256)).optional(),
  })
  .optional();

const idParams = z.object({ id: z.string().min(1).max(64) });

/** A shop address to send the shopper back to: http(s), or a path on this origin. */
const callbackUrlSchema = z
  .string()
  .min(1)
  .max(2000)
  .refine((value) => /^https?:\/\/[^/]/i.test(value) || /^\/(?!\/)/.test(value), {
    message: 'callback_url must be an http(s) address or a path',
  });

/**
 * The hosted checkout's form, as Razorpay takes it at /v1/checkout/embedded: the key id and the
 * order are required; the amount, when sent, must be the order's; the rest is what the page shows.
 */
const embeddedForm = z.object({
  key_id: z.string().min(1).max(64),
  order_id: z.string().min(1).max(64),
  amount: z
    .string()
    .regex(/^\d{1,12}$/, 'amount must be in paise')
    .optional(),
  currency: z.literal('INR').optional(),
  name: z.string().max(255).optional(),
  description: z.string().max(255).optional(),
  callback_url: callbackUrlSchema,
  cancel_url: callbackUrlSchema.optional(),
});
const checkoutForm = z.object({
  outcome: z.enum(['upi', 'card_success', 'card_failure', 'pending']),
  callback_url: callbackUrlSchema,
});
const settleForm = z.object({
  outcome: z.enum(['capture', 'fail']),
  callback_url: callbackUrlSchema.optional(),
});

/**
 * The embedded test gateway's HTTP side (docs/api.md, "Payments"): Razorpay's REST API under
 * /test-gateway/v1 with HTTP Basic auth, and the hosted payment page. Registered only when no live
 * Razorpay keys are configured.
 */
export function testGatewayRoutes(options: TestGatewayRouteOptions): FastifyPluginAsyncZod {
  const { db, sender } = options;
  const hide = { hide: true };

  /** HTTP Basic with the test key id and secret, compared in constant time. */
  async function authorized(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const header = request.headers.authorization ?? '';
    const match = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(header);
    const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    const credentials = await testCredentials(db);
    const ok =
      colon > 0 &&
      sameSignature(credentials.keyId, decoded.slice(0, colon)) &&
      sameSignature(credentials.keySecret, decoded.slice(colon + 1));
    if (!ok) {
      await reply.status(401).send(gatewayError('Authentication failed', 'BAD_REQUEST_ERROR'));
      return false;
    }
    return true;
  }

  const html = (
    reply: FastifyReply,
    status: number,
    body: string,
    callbackUrl: string | null,
    postBack = false,
  ) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', pageSecurityPolicy(callbackUrl, postBack))
      .send(body);

  /** Razorpay's hosted checkout POSTs the result to callback_url: the signed ids, or its error fields. */
  async function redirectBack(reply: FastifyReply, result: PayResult, callbackUrl: string) {
    if (result.kind === 'captured') {
      const { keySecret } = await testCredentials(db);
      const fields = {
        razorpay_payment_id: result.payment.id,
        razorpay_order_id: result.order.id,
        razorpay_signature: paymentSignature(keySecret, result.order.id, result.payment.id),
      };
      return html(reply, 200, postBackPage(callbackUrl, fields), callbackUrl, true);
    }
    if (result.kind === 'failed') {
      const fields = {
        'error[code]': result.payment.errorCode ?? 'BAD_REQUEST_ERROR',
        'error[description]': result.payment.errorDescription ?? 'Payment failed',
        'error[source]': 'customer',
        'error[step]': 'payment_authorization',
        'error[reason]': result.payment.errorReason ?? 'payment_failed',
        'error[metadata][order_id]': result.order.id,
        'error[metadata][payment_id]': result.payment.id,
      };
      return html(reply, 200, postBackPage(callbackUrl, fields), callbackUrl, true);
    }
    if (result.kind === 'pending')
      return html(reply, 200, pendingPage(result.payment, callbackUrl), callbackUrl);
    return html(
      reply,
      409,
      messagePage('Already paid', 'This order has been paid already.', callbackUrl),
      callbackUrl,
    );
  }

  return async (app) => {
    // The hosted page's forms post as HTML forms do (only within this plugin).
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
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-robots-tag', 'noindex');
    });

    app.post(
      `${TEST_GATEWAY_PREFIX}/v1/orders`,
      { schema: { ...hide, body: orderBodySchema } },
      async (request, reply) => {
        if (!(await authorized(request, reply))) return reply;
        return orderEntity(await createOrder(db, request.body));
      },
    );

    app.get(
      `${TEST_GATEWAY_PREFIX}/v1/orders/:id`,
      { schema: { ...hide, params: idParams } },
      async (request, reply) => {
        if (!(await authorized(request, reply))) return reply;
        const order = await findOrder(db, request.params.id);
        if (!order) return reply.status(404).send(gatewayError('The id provided does not exist'));
        return orderEntity(order);
      },
    );

    app.get(
      `${TEST_GATEWAY_PREFIX}/v1/orders/:id/payments`,
      { schema: { ...hide, params: idParams } },
      async (request, reply) => {
        if (!(await authorized(request, reply))) return reply;
        const order = await findOrder(db, request.params.id);
        if (!order) return reply.status(404).send(gatewayError('The id provided does not exist'));
        const items = (await orderPayments(db, order.id)).map(paymentEntity);
        return { entity: 'collection', count: items.length, items };
      },
    );

    app.get(
      `${TEST_GATEWAY_PREFIX}/v1/payments/:id`,
      { schema: { ...hide, params: idParams } },
      async (request, reply) => {
        if (!(await authorized(request, reply))) return reply;
        const payment = await findPayment(db, request.params.id);
        if (!payment) return reply.status(404).send(gatewayError('The id provided does not exist'));
        return paymentEntity(payment);
      },
    );

    app.post(
      `${TEST_GATEWAY_PREFIX}/v1/payments/:id/refund`,
      { schema: { ...hide, params: idParams, body: refundBodySchema } },
      async (request, reply) => {
        if (!(await authorized(request, reply))) return reply;
        const key = request.headers['x-refund-idempotency'];
        try {
          const refund = await createRefund(db, request.params.id, {
            ...(request.body ?? {}),
            idempotencyKey: typeof key === 'string' && key !== '' ? key.slice(0, 200) : null,
            delayMs: options.refundDelayMs,
          });
          void sender.kick();
          sender.later(options.refundDelayMs + 50);
          return refundEntity(refund);
        } catch (error) {
          if (error instanceof GatewayInputError) {
            return reply.status(error.statusCode).send(gatewayError(error.message));
          }
          throw error;
        }
      },
    );

    app.get(
      `${TEST_GATEWAY_PREFIX}/v1/refunds/:id`,
      { schema: { ...hide, params: idParams } },
      async (request, reply) => {
        if (!(await authorized(request, reply))) return reply;
        const refund = await findRefund(db, request.params.id);
        if (!refund) return reply.status(404).send(gatewayError('The id provided does not exist'));
        return refundEntity(refund);
      },
    );

    app.post(
      `${TEST_GATEWAY_PREFIX}/v1/checkout/embedded`,
      { schema: { ...hide, body: embeddedForm } },
      async (request, reply) => {
        const form = request.body;
        const callbackUrl = form.callback_url;
        const cancelUrl = form.cancel_url ?? null;
        const refuse = (status: number, title: string, message: string) =>
          html(reply, status, messagePage(title, message, cancelUrl ?? callbackUrl), callbackUrl);
        const { keyId } = await testCredentials(db);
        if (!sameSignature(keyId, form.key_id)) {
          return refuse(400, 'Payment link not valid', 'This payment link is not for this gateway.');
        }
        const order = await findOrder(db, form.order_id);
        if (!order || (form.amount !== undefined && Number(form.amount) !== order.amount)) {
          return refuse(404, 'Order not found', 'This payment link is not valid.');
        }
        if (order.status === 'paid') {
          return refuse(409, 'Already paid', 'This order has been paid already.');
        }
        return html(reply, 200, await checkoutPage(order, callbackUrl, cancelUrl), callbackUrl);
      },
    );

    app.post(
      `${TEST_GATEWAY_PREFIX}/checkout/:id`,
      { schema: { ...hide, params: idParams, body: checkoutForm } },
      async (request, reply) => {
        const { outcome, callback_url: callbackUrl } = request.body;
        const result = await payOrder(db, request.params.id, outcome);
        if (!result) {
          return html(
            reply,
            404,
            messagePage('Order not found', 'This payment link is not valid.', callbackUrl),
            callbackUrl,
          );
        }
        void sender.kick();
        return redirectBack(reply, result, callbackUrl);
      },
    );

    app.post(
      `${TEST_GATEWAY_PREFIX}/payments/:id/settle`,
      { schema: { ...hide, params: idParams, body: settleForm } },
      async (request, reply) => {
        const { outcome, callback_url: callbackUrl } = request.body;
        const settled = await settlePayment(db, request.params.id, outcome);
        if (!settled) return reply.status(404).send(gatewayError('The id provided does not exist'));
        void sender.kick();
        if (callbackUrl) return redirectBack(reply, settled.result, callbackUrl);
        return {
          id: settled.result.kind === 'already-paid' ? null : settled.result.payment.id,
          status: settled.result.kind,
        };
      },
    );
  };
}
