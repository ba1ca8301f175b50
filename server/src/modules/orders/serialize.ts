import type { Order, TaxDocumentSummary } from '@store/contracts';
import type { orders, taxDocuments } from '../../db/schema.ts';
import { toRupees } from '../../lib/money.ts';

export type OrderRow = typeof orders.$inferSelect;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * An order as the API answers it. The customer's current name and email when the account still
 * exists, else those kept on the order.
 */
export function serializeOrder(
  row: OrderRow,
  customer?: { name: string | null; email: string | null },
  documents: readonly DocumentRow[] = [],
): Order {
  return {
    _id: row.id,
    user: {
      _id: row.userId,
      name: customer?.name ?? row.userName,
      email: customer?.email ?? row.userEmail,
    },
    orderItems: row.items,
    shippingAddress: row.shippingAddress,
    paymentMethod: row.paymentMethod,
    shippingMethod: row.shippingMethod,
    subtotal: toRupees(row.subtotalPaise),
    discount: toRupees(row.discountPaise),
    codFee: toRupees(row.codFeePaise),
    totalPrice: toRupees(row.totalPaise),
    isPaid: row.isPaid,
    paidAt: iso(row.paidAt),
    paymentStatus: row.paymentStatus,
    refundedAt: iso(row.refundedAt),
    isDelivered: row.isDelivered,
    deliveredAt: iso(row.deliveredAt),
    status: row.status,
    statusHistory: row.statusHistory,
    checkoutId: row.checkoutId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    taxDocuments: documents.map((document) => serializeDocumentSummary(document, documents)),
    archivedAt: iso(row.archivedAt),
  };
}

type DocumentRow = Pick<
  typeof taxDocuments.$inferSelect,
  'id' | 'kind' | 'number' | 'issuedAt' | 'totalPaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'invoiceId'
>;

/** One of the order's tax documents, as listed with it; `all` are the order's, to name a credit note's invoice. */
function serializeDocumentSummary(document: DocumentRow, all: readonly DocumentRow[]): TaxDocumentSummary {
  return {
    _id: document.id,
    kind: document.kind,
    number: document.number,
    issuedAt: document.issuedAt.toISOString(),
    total: toRupees(document.totalPaise),
    tax: toRupees(document.cgstPaise + document.sgstPaise + document.igstPaise),
    invoiceNumber: all.find((other) => other.id === document.invoiceId)?.number ?? null,
  };
}
