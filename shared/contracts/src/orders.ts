import { z } from 'zod';
import { checkoutSchema, lineItemSchema, shippingAddressSchema } from './checkout.ts';
import { idSchema } from './common.ts';
import { ORDER_STATUSES } from './constants.ts';

export const orderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `Status must be one of: ${ORDER_STATUSES.join(', ')}`,
});

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
  totalPrice: z.number(),
  isPaid: z.boolean(),
  paidAt: z.string().nullable(),
  paymentStatus: z.enum(['pending', 'paid']),
  isDelivered: z.boolean(),
  deliveredAt: z.string().nullable(),
  status: orderStatusSchema,
  /** Every status change with its time, oldest first. */
  statusHistory: z.array(z.object({ status: orderStatusSchema, at: z.string() })),
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
