import { z } from 'zod';
import { GUEST_ID_PATTERN } from './constants.ts';

/** 24 lower-case hex characters: 8 of creation time, 16 random (sortable, like a Mongo ObjectId). */
export const idSchema = z.string().regex(/^[a-f0-9]{24}$/, 'That id is not valid');
export const idParamsSchema = z.object({ id: idSchema });

export const guestIdSchema = z.string().regex(GUEST_ID_PATTERN, 'guestId must look like guest_{timestamp}');

/** An amount in rupees with at most two decimals, as sent and received in JSON; messages name the field. */
export function rupees(label: string) {
  return z
    .number({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
    })
    .min(0, `${label} must not be negative`)
    .max(10_000_000, `${label} must be at most ₹1,00,00,000`)
    .refine(
      (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      `${label} may have at most two decimals`,
    );
}

export const isoDateSchema = z.string();

export const errorResponseSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A trimmed, non-empty text field of bounded length, with a readable message. */
export function text(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** Query-string list: "a,b" or repeated parameters, trimmed, empties dropped. */
export function commaList<T extends z.ZodType<string>>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(','));
    const cleaned = parts.map((part) => part.trim()).filter((part) => part.length > 0);
    return cleaned.length > 0 ? cleaned : undefined;
  }, z.array(item).max(50, 'Too many values').optional());
}

/** Case-insensitive enum for query strings: "men" → "Men". */
export function looseEnum<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const match = values.find((candidate) => candidate.toLowerCase() === String(value).trim().toLowerCase());
    return match ?? value;
  }, z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` }).optional());
}

export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;
