import { z } from 'zod';
import { idSchema } from './common.ts';

/** One try to pay an order's checkout online (or by COD), as the gateway last told (issue 21). */
export const paymentAttemptSchema = z.object({
  _id: idSchema,
  provider: z.string(),
  /** The gateway's order id (Razorpay `order_…`), null for Cash on Delivery. */
  gatewayOrderId: z.string().nullable(),
  /** The gateway's payment id (`pay_…`) once a payment was made. */
  gatewayPaymentId: z.string().nullable(),
  /** Rupees. */
  amount: z.number(),
  state: z.enum(['created', 'pending', 'authorized', 'captured', 'failed']),
  /** upi, card, netbanking... as the gateway says; null until known. */
  method: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});

/** One refund of the order through the gateway. */
export const orderRefundSchema = z.object({
  _id: idSchema,
  /** The gateway's refund id (`rfnd_…`) once it accepted the refund. */
  providerRefundId: z.string().nullable(),
  gatewayPaymentId: z.string(),
  /** Rupees. */
  amount: z.number(),
  reason: z.string(),
  /** requested: not yet accepted by the gateway; pending; processed (the money is back); failed. */
  state: z.enum(['requested', 'pending', 'processed', 'failed']),
  /** Times the gateway failed it (each is sent again, up to five). */
  failures: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});

/** GET /api/admin/orders/{id}/payment: how an order was paid and refunded at the gateway. */
export const adminOrderPaymentSchema = z.object({
  attempts: z.array(paymentAttemptSchema),
  refunds: z.array(orderRefundSchema),
  /**
   * True when the admin marks the refund done by hand: a cancelled order whose refund is pending
   * and that no gateway refund is on its way for (Direct Payment, orders from before online payments).
   */
  manualRefund: z.boolean(),
});

export type PaymentAttemptView = z.infer<typeof paymentAttemptSchema>;
export type OrderRefund = z.infer<typeof orderRefundSchema>;
export type AdminOrderPayment = z.infer<typeof adminOrderPaymentSchema>;
