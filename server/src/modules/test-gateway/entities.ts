import type { gatewayOrders, gatewayPayments, gatewayRefunds } from '../../db/schema.ts';

type OrderRow = typeof gatewayOrders.$inferSelect;
type PaymentRow = typeof gatewayPayments.$inferSelect;
type RefundRow = typeof gatewayRefunds.$inferSelect;

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** An order as Razorpay's API answers it (GET /v1/orders/{id}). */
export function orderEntity(row: OrderRow) {
  return {
    id: row.id,
    entity: 'order',
    amount: row.amount,
    amount_paid: row.amountPaid,
    amount_due: row.amount - row.amountPaid,
    currency: row.currency,
    receipt: row.receipt,
    offer_id: null,
    status: row.status,
    attempts: row.attempts,
    notes: row.notes,
    created_at: unix(row.createdAt),
  };
}

/** A payment as Razorpay's API answers it (GET /v1/payments/{id}). */
export function paymentEntity(row: PaymentRow) {
  return {
    id: row.id,
    entity: 'payment',
    amount: row.amount,
    currency: row.currency,
    status: row.amountRefunded > 0 && row.amountRefunded >= row.amount ? 'refunded' : row.status,
    order_id: row.orderId,
    invoice_id: null,
    international: false,
    method: row.method,
    amount_refunded: row.amountRefunded,
    refund_status: row.amountRefunded === 0 ? null : row.amountRefunded >= row.amount ? 'full' : 'partial',
    captured: row.status === 'captured',
    description: null,
    card_id: null,
    bank: null,
    wallet: null,
    vpa: row.vpa,
    email: row.email,
    contact: row.contact,
    notes: {},
    fee: null,
    tax: null,
    error_code: row.errorCode,
    error_description: row.errorDescription,
    error_source: row.errorCode ? 'customer' : null,
    error_step: row.errorCode ? 'payment_authorization' : null,
    error_reason: row.errorReason,
    created_at: unix(row.createdAt),
  };
}

/** A refund as Razorpay's API answers it (GET /v1/refunds/{id}). */
export function refundEntity(row: RefundRow) {
  return {
    id: row.id,
    entity: 'refund',
    amount: row.amount,
    currency: row.currency,
    payment_id: row.paymentId,
    notes: row.notes,
    receipt: row.receipt,
    acquirer_data: { arn: null },
    created_at: unix(row.createdAt),
    batch_id: null,
    status: row.status,
    speed_processed: row.speed,
    speed_requested: row.speed,
  };
}

/** Razorpay's error answer. */
export const gatewayError = (description: string, code = 'BAD_REQUEST_ERROR') => ({
  message: description,
  error: {
    code,
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
  },
});
