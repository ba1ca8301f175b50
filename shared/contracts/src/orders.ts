import { z } from 'zod';
import { checkoutSchema, lineItemSchema, shippingAddressSchema } from './checkout.ts';
import { idSchema } from './common.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES, STATUS_CHANGERS } from './constants.ts';

export const orderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `Status must be one of: ${ORDER_STATUSES.join(', ')}`,
});

export const statusChangeSchema = z.object({
  status: orderStatusSchema,
  at: z.string(),
  by: z.enum(STATUS_CHANGERS).optional(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const orderUserSchema = z.object({ _id: idSchema, name: z.string(), email: z.string() });

export const orderSchema = z.object({
  _id: idSchema,
  user: orderUserSchema,
  orderItems: z.array(lineItemSchema),
  shippingAddress: shippingAddressSchema,
  paymentMethod: z.string(),
  shippingMethod: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  /** The Cash on Delivery fee in rupees (0 when none); included in totalPrice. */
  codFee: z.number().optional(),
  totalPrice: z.number(),
  isPaid: z.boolean(),
  paidAt: z.string().nullable(),
  /** pending, paid; a cancelled paid order: refund_pending, then refunded (docs/product.md §4). */
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** When an admin marked the refund done; null until then. */
  refundedAt: z.string().nullable(),
  isDelivered: z.boolean(),
  deliveredAt: z.string().nullable(),
  status: orderStatusSchema,
  /**
   * Every status change with its time, oldest first; `by` says who made a change after the order
   * was placed (absent on the first entry and on changes recorded before it was kept).
   */
  statusHistory: z.array(statusChangeSchema),
  checkoutId: idSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const myOrdersResponseSchema = z.object({
  orders: z.array(orderSchema),
  totalOrders: z.number().int(),
});
export type MyOrdersResponse = z.infer<typeof myOrdersResponseSchema>;

/** GET /api/checkout/{id} answers the checkout; finalize answers the order. */
export const checkoutWithOrderSchema = checkoutSchema;
