import { z } from 'zod';
import { GUEST_ID_PATTERN } from './constants.ts';

/** 24 lower-case hex characters: 8 of creation time, 16 random (sortable, like a Mongo ObjectId). */
export const idSchema = z.string().regex(/^[a-f0-9]{24}$/, 'That id is not valid');
export const idParamsSchema = z.object({ id: idSchema });

export const guestIdSchema = z.string().regex(GUEST_ID_PATTERN, 'guestId must look like guest_{timestamp}');

/** The largest amount in rupees the API accepts anywhere (prices, filters): ₹1,00,00,000. */
export const MAX_RUPEES = 10_000_000;
/** The largest whole number a PostgreSQL `integer` column holds. */
export const MAX_INT32 = 2_147_483_647;

/** A number written as text: "2500", " 2 ", "-1.5" (no exponents, hex or Infinity). */
const NUMERIC_TEXT = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/;

/**
 * Accepts a number sent as a numeric string (`"price": "2500"`, as clients written for the original
 * API send) wherever the contract says number; anything else reaches the number schema unchanged, so
 * its messages ("Price must be a number") stay. The declared types stay the number schema's: our
 * own clients send numbers, and the generated OpenAPI still says number.
 */
export function numeric<T extends z.ZodType<number>>(schema: T): z.ZodType<z.output<T>, z.input<T>> {
  const fromText = (value: unknown) =>
    typeof value === 'string' && NUMERIC_TEXT.test(value) ? Number(value) : value;
  // The pipe validates like `schema` and infers its types; only its input is wider (numeric text).
  return z.preprocess(fromText, schema) as unknown as z.ZodType<z.output<T>, z.input<T>>;
}

const numberError = (label: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? `${label} is required` : `${label} must be a number`,
});

/** An amount in rupees with at most two decimals, as sent and received in JSON; messages name the field. */
export function rupees(label: string) {
  return numeric(
    z
      .number(numberError(label))
      .min(0, `${label} must not be negative`)
      .max(MAX_RUPEES, `${label} must be at most ₹1,00,00,000`)
      .refine(
        (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
        `${label} may have at most two decimals`,
      ),
  );
}

/**
 * A whole number between `min` and `max` (at most what an integer column holds), also sent as
 * numeric text; messages name the field.
 */
export function wholeNumber(
  label: string,
  { min, max, minMessage }: { min: number; max: number; minMessage?: string },
) {
  return numeric(
    z
      .number(numberError(label))
      .int(`${label} must be a whole number`)
      .min(min, minMessage ?? `${label} must be at least ${min}`)
      .max(
        Math.min(max, MAX_INT32),
        `${label} must be at most ${Math.min(max, MAX_INT32).toLocaleString('en-US')}`,
      ),
  );
}

/** A number between `min` and `max` (fractions allowed), also sent as numeric text. */
export function decimalNumber(label: string, { min, max }: { min: number; max: number }) {
  return numeric(
    z
      .number(numberError(label))
      .min(min, `${label} must be between ${min} and ${max}`)
      .max(max, `${label} must be between ${min} and ${max}`),
  );
}

/** An optional amount in rupees in a query string (a filter): converted from text and checked. */
export function queryRupees(label: string) {
  return z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Number(value)),
    z
      .number({ error: `${label} must be a number` })
      .finite(`${label} must be a number`)
      .min(0, `${label} must not be negative`)
      .max(MAX_RUPEES, `${label} must be at most ₹1,00,00,000`)
      .optional(),
  );
}

/**
 * An optional value that a client may also send as `null` (JSON) or as an empty or `null` query
 * parameter, meaning "none" (`userId: null` in the cart's calls: no signed-in user). The declared
 * input type admits null; the output is the value or undefined.
 */
export function nullableAsAbsent<T extends z.ZodType>(schema: T) {
  const none = (value: unknown) => (value === null || value === '' || value === 'null' ? undefined : value);
  return z.preprocess(none, schema.optional()) as unknown as z.ZodOptional<
    z.ZodType<z.output<T>, z.input<T> | null>
  >;
}

export const isoDateSchema = z.string();

export const errorResponseSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** An answer that only says what was done (`{ message }`), for a person to read. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

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
