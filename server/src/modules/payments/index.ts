/**
 * Payments (issue 21): the provider interface, the Razorpay adapter (live or against the embedded
 * test gateway) and what other modules call. Nothing else of this module may be imported.
 */
import type { AppContext } from '../../app-context.ts';
import type { RazorpayProvider } from './razorpay-adapter.ts';

export {
  createOnlinePayments,
  type OnlinePayments,
  TEST_GATEWAY_PATH,
  type TestGatewayLink,
} from './online.ts';
export * from './provider.ts';
export {
  createRazorpayProvider,
  RAZORPAY_API_URL,
  type RazorpayAdapterOptions,
  type RazorpayProvider,
} from './razorpay-adapter.ts';
export type { FetchLike } from './razorpay-http.ts';
export { paymentSignature, sameSignature, webhookSignature } from './razorpay-signatures.ts';
export { verifyRazorpayWebhook } from './razorpay-webhook.ts';

/** The online payment provider of this server (Razorpay, or the embedded test gateway). */
export function paymentProviderFor(ctx: AppContext): Promise<RazorpayProvider> {
  return ctx.payments.provider();
}
