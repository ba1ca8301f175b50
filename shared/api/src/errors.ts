/**
 * ky's errors, recognised by their `name` rather than by `instanceof`: ky is loaded only with the
 * first request (http.ts), so this module, which every screen imports, must not import it.
 */
interface KyHttpError {
  name: 'HTTPError';
  response: Response;
  data?: unknown;
}
const isKyError = (error: unknown, name: string): error is Error =>
  error instanceof Error && error.name === name;
const isHttpError = (error: unknown): error is KyHttpError =>
  isKyError(error, 'HTTPError') && (error as Partial<KyHttpError>).response instanceof Response;

export const NETWORK_ERROR_MESSAGE = 'Could not reach the store. Check your connection and try again.';
export const TIMEOUT_ERROR_MESSAGE = 'The store took too long to answer. Please try again.';

/** One problem of a refused request, by the field it concerns (`path`, dotted: `shippingAddress.city`). */
export interface FieldIssue {
  path: string;
  message: string;
}

/** Every failed call rejects with this: the HTTP status (0 without a response) and a readable message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** True when the server sent its own message, which screens show instead of their fallback. */
    readonly fromServer: boolean,
    /** Each problem of a refused body by field (a 400's `issues`), for forms to show under their fields. */
    readonly issues: readonly FieldIssue[] = [],
    /** The record as it is now, sent with a 409 to a change based on a stale version (docs/api.md). */
    readonly current: unknown = undefined,
  ) {
    super(message);
  }
}

function issuesOf(data: unknown): FieldIssue[] {
  if (typeof data !== 'object' || data === null || !('issues' in data)) return [];
  const { issues } = data as { issues: unknown };
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is FieldIssue =>
      typeof issue === 'object' &&
      issue !== null &&
      typeof (issue as FieldIssue).path === 'string' &&
      typeof (issue as FieldIssue).message === 'string',
  );
}

function currentOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null && 'current' in data
    ? (data as { current: unknown }).current
    : undefined;
}

function serverMessage(data: unknown): string | null {
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isHttpError(error)) {
    const message = serverMessage(error.data);
    return new ApiError(
      error.response.status,
      message ?? `Request failed with status ${error.response.status}`,
      message !== null,
      issuesOf(error.data),
      currentOf(error.data),
    );
  }
  if (isKyError(error, 'TimeoutError')) return new ApiError(0, TIMEOUT_ERROR_MESSAGE, false);
  if (isKyError(error, 'NetworkError')) return new ApiError(0, NETWORK_ERROR_MESSAGE, false);
  if (error instanceof Error) return new ApiError(0, error.message || NETWORK_ERROR_MESSAGE, false);
  return new ApiError(0, NETWORK_ERROR_MESSAGE, false);
}

/**
 * The message to show for a failure: the server's words when it sent some, else the screen's own
 * fallback (docs/product.md §8: "the server message, or 'Failed to ...'").
 */
export function errorMessage(error: unknown, fallback: string): string {
  const apiError = toApiError(error);
  return apiError.fromServer ? apiError.message : fallback;
}
