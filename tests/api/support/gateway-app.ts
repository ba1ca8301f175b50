import { GatewayUnavailableError, type PaymentProvider } from '../../../server/src/modules/payments/index.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * An API on the embedded test gateway, listening on a free port (the hosted page posts back to it):
 * quick webhook retries and job retries, reconciliation out of the way, and orders placed as soon as
 * the webhook comes. `refunds.down = true` makes the gateway refuse refund requests (as if it were
 * down) while everything else works.
 */
export async function startGatewayApp(): Promise<{
  api: TestApp;
  origin: string;
  refunds: { down: boolean };
}> {
  const api = await createTestApp({
    testGateway: { webhookUrl: null, retryMs: 100, maxAttempts: 10, refundDelayMs: 50, pollMs: 5_000 },
    jobRetryMs: 100,
    reconcileAfterMs: 3_600_000,
    paidOrderGraceMs: 0,
  });
  const origin = await api.app.listen({ port: 0, host: '127.0.0.1' });
  const refunds = { down: false };
  const real = api.ctx.payments as PaymentProvider;
  api.ctx.payments = {
    ...real,
    refund: async (paymentId, amountPaise, key) => {
      if (refunds.down) throw new GatewayUnavailableError();
      return real.refund(paymentId, amountPaise, key);
    },
  };
  return { api, origin, refunds };
}
