import { z } from 'zod';
import { idSchema, text, wholeNumber } from './common.ts';
import {
  RETURN_NOTE_MAX,
  RETURN_REASONS,
  RETURN_REJECT_REASON_MAX,
  RETURN_RESOLUTIONS,
  RETURN_STATUSES,
} from './return-rules.ts';

/** Body of POST /api/orders/{id}/returns (docs/api.md, Returns). */
export const returnCreateSchema = z
  .object({
    /** The line's position in the order's items, from 0. */
    line: wholeNumber('Line', { min: 0, max: 199 }),
    quantity: wholeNumber('Quantity', { min: 1, max: 99 }),
    reason: z.enum(RETURN_REASONS, { error: 'Choose a reason for the return' }),
    note: z
      .string({ error: 'Note must be text' })
      .trim()
      .max(RETURN_NOTE_MAX, `Note must be at most ${RETURN_NOTE_MAX} characters`)
      .optional(),
    resolution: z.enum(RETURN_RESOLUTIONS, { error: 'Choose a refund or an exchange' }),
    exchange: z.object({ size: text('Size', 10), color: text('Color', 30) }).optional(),
  })
  .superRefine((value, context) => {
    if (value.resolution === 'exchange' && !value.exchange) {
      context.addIssue({
        code: 'custom',
        path: ['exchange'],
        message: 'Choose the size and colour you want instead',
      });
    }
  });
export type ReturnCreate = z.input<typeof returnCreateSchema>;

export const returnHistoryEntrySchema = z.object({ status: z.enum(RETURN_STATUSES), at: z.string() });

export const returnRequestSchema = z.object({
  _id: idSchema,
  orderId: idSchema,
  line: z.number().int(),
  productId: idSchema,
  name: z.string(),
  image: z.string(),
  size: z.string(),
  color: z.string(),
  quantity: z.number().int(),
  reason: z.enum(RETURN_REASONS),
  note: z.string().nullable(),
  resolution: z.enum(RETURN_RESOLUTIONS),
  /** The size and colour asked for instead (an exchange), held from the request. */
  exchange: z.object({ size: z.string(), color: z.string() }).nullable(),
  status: z.enum(RETURN_STATUSES),
  rejectReason: z.string().nullable(),
  /** The amount refunded in rupees, once refunded. */
  refundAmount: z.number().nullable(),
  history: z.array(returnHistoryEntrySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

/** What an admin sees of a request: with its customer. */
export const adminReturnRequestSchema = returnRequestSchema.extend({
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  /** What the refund would be, computed by the server (the line's share of discounts included). */
  refundDue: z.number(),
  /**
   * Where the refund stands at the payment provider (an order paid online): requested, pending,
   * processed or failed; null when it was not refunded through the provider (not paid online, or not
   * refunded yet).
   */
  gatewayRefund: z.enum(['requested', 'pending', 'processed', 'failed']).nullable(),
});
export type AdminReturnRequest = z.infer<typeof adminReturnRequestSchema>;

/** GET /api/orders/{id}/returns: the order's requests and what each line may still do. */
export const orderReturnsSchema = z.object({
  /** When the return window closes (ISO); null until the order is delivered. */
  windowClosesAt: z.string().nullable(),
  /** Whether a new request can be made now (delivered, within the window). */
  open: z.boolean(),
  lines: z.array(
    z.object({
      line: z.number().int(),
      /** Units that may still be returned: bought minus those in requests that are not rejected. */
      returnable: z.number().int(),
      /** The other sizes and colours of the product that are in stock (an exchange). */
      exchanges: z.array(z.object({ size: z.string(), color: z.string(), stock: z.number().int() })),
    }),
  ),
  requests: z.array(returnRequestSchema),
});
export type OrderReturns = z.infer<typeof orderReturnsSchema>;

export const rejectReturnSchema = z.object({ reason: text('Reason', RETURN_REJECT_REASON_MAX) });

export const adminReturnListQuerySchema = z.object({
  status: z
    .enum(RETURN_STATUSES, { error: `status must be one of: ${RETURN_STATUSES.join(', ')}` })
    .optional(),
  orderId: idSchema.optional(),
  page: wholeNumber('page', { min: 1, max: 100_000 }).optional(),
});
export type AdminReturnListQuery = z.output<typeof adminReturnListQuerySchema>;

export const adminReturnsResponseSchema = z.object({
  returns: z.array(adminReturnRequestSchema),
  total: z.number().int(),
});
export type AdminReturnsResponse = z.infer<typeof adminReturnsResponseSchema>;

/** GET /api/products/{id}/usual-size: the size the shopper usually keeps in the product's category. */
export const usualSizeSchema = z.object({ size: z.string().nullable(), category: z.string() });
export type UsualSize = z.infer<typeof usualSizeSchema>;
