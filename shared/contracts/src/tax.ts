import { z } from 'zod';
import { CATEGORIES } from './constants.ts';

/** Four digits in chapter 61 or 62 (apparel): the rate table of @store/contracts/gst is apparel's. */
export const HSN_PATTERN = /^6[12][0-9]{2}$/;
export const HSN_MESSAGE = 'HSN code must be four digits in chapter 61 or 62 (apparel), such as 6109';

/** One category with its HSN code (GET /api/admin/hsn-codes). */
export const categoryHsnSchema = z.object({ category: z.enum(CATEGORIES), hsn: z.string() });
export type CategoryHsn = z.infer<typeof categoryHsnSchema>;
export const categoryHsnListSchema = z.array(categoryHsnSchema);

export const categoryHsnParamsSchema = z.object({
  category: z.enum(CATEGORIES, { error: 'No such category' }),
});

/** Body of PUT /api/admin/hsn-codes/{category}. */
export const hsnUpdateSchema = z.object({
  hsn: z.string({ error: HSN_MESSAGE }).trim().regex(HSN_PATTERN, HSN_MESSAGE),
});
export type HsnUpdate = z.input<typeof hsnUpdateSchema>;
