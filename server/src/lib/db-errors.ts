/**
 * The first `field` along a failed statement's error and its causes that `accept` takes (drizzle
 * wraps the driver's error; both drivers put `code` and `constraint` on theirs).
 */
function fromCauses(
  error: unknown,
  field: 'code' | 'constraint',
  accept: (value: string) => boolean = () => true,
): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const value = (current as Record<string, unknown>)[field];
    if (typeof value === 'string' && accept(value)) return value;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** PostgreSQL error code of a failed statement (SQLSTATE: five characters; not Node's `ECONN…`). */
export const pgErrorCode = (error: unknown): string | null =>
  fromCauses(error, 'code', (code) => /^[0-9A-Z]{5}$/.test(code));

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

/** The constraint a failed statement broke, if any. */
export const uniqueConstraint = (error: unknown): string | null => fromCauses(error, 'constraint');
