import type { Order } from '@store/contracts';

/** The GST in the order's latest invoice, in rupees (the server worked it out); undefined without one. */
export function invoiceTax(order: Pick<Order, 'taxDocuments'>): number | undefined {
  return order.taxDocuments.findLast((document) => document.kind === 'invoice')?.tax;
}
