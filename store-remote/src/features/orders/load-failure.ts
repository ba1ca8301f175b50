import { toApiError } from '@store/api';

/**
 * An order (or checkout) that cannot be shown: unknown, not the shopper's, or a malformed id
 * is "not found"; anything else (network, server) is a failure to load.
 */
export function isNotFound(error: unknown): boolean {
  const { status } = toApiError(error);
  return status === 400 || status === 403 || status === 404;
}
