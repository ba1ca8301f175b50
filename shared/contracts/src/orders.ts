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

/** A tax invoice or credit note of an order, as listed with it (docs/product.md §10). */
export const taxDocumentSummarySchema = z.object({
  _id: idSchema,
  kind: z.enum(['invoice', 'credit_note']),
  /** 'TL/26-27/000123' (invoices), 'CN/26-27/000004' (credit notes). */
  number: z.string(),
  issuedAt: z.string(),
  /** The amount of the document (tax included) and the GST in it, in rupees. */
  total: z.number(),
  tax: z.number(),
  /** The invoice a credit note reduces; null on an invoice. */
  invoiceNumber: z.string().nullable(),
});
export type TaxDocumentSummary = z.infer<typeof taxDocumentSummarySchema>;

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
  /** Its tax invoice(s) and credit notes, oldest first; empty on orders placed before invoicing. */
  taxDocuments: z.array(taxDocumentSummarySchema),
  /** When an admin archived it (the delete of an order with an invoice): hidden from the admin's lists, kept. */
  archivedAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const myOrdersResponseSchema = z.object({
  orders: z.array(orderSchema),
  totalOrders: z.number().int(),
});
export type MyOrdersResponse = z.infer<typeof myOrdersResponseSchema>;

/** GET /api/checkout/{id} answers the checkout; finalize answers the order. */
export const checkoutWithOrderSchema = checkoutSchema;
