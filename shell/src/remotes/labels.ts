import type { RemoteName } from '../runtime-config.ts';

export const REMOTE_LABELS: Record<RemoteName, string> = { store: 'storefront', admin: 'admin area' };
