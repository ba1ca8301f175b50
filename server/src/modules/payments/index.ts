/** What other modules may use of payments: the provider interface, attempts, and the webhook's jobs. */

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
  type AttemptState,
  type GatewayReturn,
  GatewayUnavailableError,
  type PaymentProvider,
  type PaymentProviderId,
  type PaymentStatus,
  type VerifiedWebhook,
} from './provider.ts';
export { REFUND_EVENT_JOB, type RefundEventPayload } from './refund-events.ts';
export { ONLINE_PAYMENTS_OFF, PAYMENT_WEBHOOK_JOB } from './webhook-routes.ts';
