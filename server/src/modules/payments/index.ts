/**
 * What other modules may use of payments (issue 21): the provider interface, the Razorpay adapter
 * (live, or against the embedded test gateway), attempts, and the webhook's jobs.
 */

export {
  attemptByGatewayOrder,
  attemptById,
  attemptsOf,
  nextState,
  type PaymentAttempt,
  recordAttempt,
  reportAttempt,
} from './attempts.ts';
export {
  COD_INDIA_ONLY,
  COD_OFF,
  type CodQuote,
  type CodRules,
  codAbove,
  codBelow,
  codPinRefused,
  codProvider,
  codQuote,
} from './cod.ts';
export { createOnlineProvider, TEST_GATEWAY_PATH, type TestGatewayLink } from './online.ts';
export * from './provider.ts';
export {
  createRazorpayProvider,
  HOSTED_CHECKOUT_PATH,
  RAZORPAY_API_URL,
  type RazorpayAdapterOptions,
  type RazorpayProvider,
} from './razorpay-adapter.ts';
export type { FetchLike } from './razorpay-http.ts';
export { paymentSignature, sameSignature, webhookSignature } from './razorpay-signatures.ts';
export { verifyRazorpayWebhook } from './razorpay-webhook.ts';
export { REFUND_EVENT_JOB, type RefundEventPayload } from './refund-events.ts';
export {
  applyRefundState,
  CHECK_AFTER_MS,
  MAX_FAILURES,
  type OtherRefundOwner,
  onRefundWebhook,
  REFUND_NOT_POSSIBLE,
  REFUND_THROUGH_GATEWAY,
  REFUND_TOO_LARGE,
  REFUNDING_REOPEN_REFUSED,
  type RefundRow,
  refundOrder,
  refundsOf,
  refundThroughGateway,
  registerRefundJobs,
  registerRefundOwner,
  requestRefund,
} from './refunds.ts';
export { ONLINE_PAYMENTS_OFF, PAYMENT_WEBHOOK_JOB } from './webhook-routes.ts';
