import { z } from 'zod';
import type { AttemptState, RefundState } from './provider.ts';

/**
 * Razorpay's documented entities, reduced to the fields the store reads (unknown fields pass
 * through unread). Amounts are integer paise.
 */
export const orderEntitySchema = z.object({
  id: z.string(),
  entity: z.literal('order').optional(),
  amount: z.number().int(),
  amount_paid: z.number().int().optional(),
  amount_due: z.number().int().optional(),
  currency: z.string(),
  receipt: z.string().nullable().optional(),
  status: z.string(),
  attempts: z.number().int().optional(),
});
export type RazorpayOrder = z.infer<typeof orderEntitySchema>;

export const paymentEntitySchema = z.object({
  id: z.string(),
  entity: z.literal('payment').optional(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  order_id: z.string().nullable().optional(),
  method: z.string().nullable().optional(),
  amount_refunded: z.number().int().optional(),
  captured: z.boolean().optional(),
  error_code: z.string().nullable().optional(),
  error_description: z.string().nullable().optional(),
});
export type RazorpayPayment = z.infer<typeof paymentEntitySchema>;

export const refundEntitySchema = z.object({
  id: z.string(),
  entity: z.literal('refund').optional(),
  amount: z.number().int(),
  currency: z.string().optional(),
  payment_id: z.string(),
  status: z.string(),
  speed_processed: z.string().nullable().optional(),
});
export type RazorpayRefund = z.infer<typeof refundEntitySchema>;

export const collectionSchema = <T extends z.ZodType>(item: T) =>
  z.object({ entity: z.literal('collection').optional(), count: z.number().int(), items: z.array(item) });

export const webhookEnvelopeSchema = z.object({
  entity: z.literal('event'),
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntitySchema }).optional(),
    order: z.object({ entity: orderEntitySchema }).optional(),
    refund: z.object({ entity: refundEntitySchema }).optional(),
  }),
  created_at: z.number().optional(),
});

/** A payment's status at Razorpay as the store's attempt state ("created" is a payment still pending). */
export function attemptStateOf(status: string): AttemptState {
  switch (status) {
    case 'captured':
    case 'refunded':
      return 'captured';
    case 'authorized':
      return 'authorized';
    case 'failed':
      return 'failed';
    default:
      return 'pending';
  }
}

export function refundStateOf(status: string): RefundState {
  if (status === 'processed') return 'processed';
  if (status === 'failed') return 'failed';
  return 'pending';
}

/** How far a payment got: the order's most advanced one is its status. */
export const ATTEMPT_RANK: Record<AttemptState, number> = {
  failed: 0,
  created: 1,
  pending: 2,
  authorized: 3,
  captured: 4,
};
