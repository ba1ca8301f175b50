import type { RemoteName } from '../runtime-config.ts';

export const REMOTE_LABELS: Record<RemoteName, string> = { store: 'storefront', admin: 'admin area' };

/** The fallback's heading: "load" when the remote's files could not be fetched, "crash" when it threw. */
export function fallbackTitle(remote: RemoteName, reason: 'load' | 'crash'): string {
  const label = REMOTE_LABELS[remote];
  return reason === 'load' ? `The ${label} is unavailable right now` : `Something went wrong in the ${label}`;
}
