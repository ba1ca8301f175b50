import type { VerifiedWebhook } from './provider.ts';

/**
 * The extension point for refund webhooks (issue 21, refunds): a verified `refund.*` event is kept
 * as a job of this kind, with the event as its payload. The refunds code registers the handler with
 * `ctx.jobs.handle(REFUND_EVENT_JOB, ...)`; until one is registered the jobs wait in the table (no
 * runner claims a kind it has no handler for), so no refund event is lost.
 */
export const REFUND_EVENT_JOB = 'payment.refund-event';

export type RefundEventPayload = VerifiedWebhook & { provider: string };
