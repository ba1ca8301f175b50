import type { ReturnRequest } from '@store/contracts';
import type { returnRequests } from '../../db/schema.ts';
import { toRupees } from '../../lib/money.ts';

export type ReturnRow = typeof returnRequests.$inferSelect;

/** A return request as the API answers it. */
export function serializeReturn(row: ReturnRow): ReturnRequest {
  return {
    _id: row.id,
    orderId: row.orderId,
    line: row.line,
    productId: row.productId,
    name: row.name,
    image: row.image,
    size: row.size,
    color: row.color,
    quantity: row.quantity,
    reason: row.reason,
    note: row.note,
    resolution: row.resolution,
    exchange:
      row.exchangeSize !== null && row.exchangeColor !== null
        ? { size: row.exchangeSize, color: row.exchangeColor }
        : null,
    status: row.status,
    rejectReason: row.rejectReason,
    refundAmount: row.refundPaise === null ? null : toRupees(row.refundPaise),
    history: row.history,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
