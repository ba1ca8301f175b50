import { pgErrorCode } from './db-errors.ts';

/**
 * Secrets stay out of the log (docs/api.md, "Logs"): passwords, password hashes and tokens never
 * appear in a log line. Two layers: pino's redaction for the places a secret could be logged as a
 * field (headers, bodies, a user row), and an error serializer that never writes a failed
 * statement's parameters (drizzle puts them into its error message, PGlite onto its error).
 */

const SECRET_KEYS = ['password', 'passwordHash', 'password_hash', 'token', 'authorization', 'cookie'];

/** pino `redact` paths: the secret keys at the top of a logged object and one or two levels down. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

type SafeError = {
  type: string;
  message: string;
  code?: string;
  stack: string;
  [key: string]: unknown;
};

/** The first line of a message: drizzle's second line is `params: ...`, the statement's values. */
const firstLine = (text: string) => text.split('\n')[0] ?? '';

/**
 * An error as it may be logged: its type, message and stack, and a database error's SQLSTATE code
 * and the database's own message (which quotes no parameter), but never a failed statement's text
 * or parameters (drizzle's `query`/`params`, PGlite's `params`, node-postgres' `detail` can hold a
 * value such as an email or a hash).
 */
export function serializeError(error: unknown): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'Non-error thrown', stack: '' };
  // drizzle wraps a failed statement: "Failed query: {sql}\nparams: {values}", the driver's error
  // as its cause. Log the driver's error instead.
  let source: Error = error;
  while (source.message.startsWith('Failed query:') && source.cause instanceof Error) source = source.cause;
  const message = source.message.startsWith('Failed query:') ? 'Failed query' : firstLine(source.message);
  const code = pgErrorCode(error);
  return {
    type: source.constructor.name,
    message,
    ...(code !== null ? { code } : {}),
    // The stack without its first line, which repeats the (unsafe) message.
    stack: (source.stack ?? '').split('\n').slice(1).join('\n'),
  };
}
