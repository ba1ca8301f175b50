import { adminApi } from '@store/api/admin';
import type { AdminStats } from '@store/contracts';
import { createLoadStore } from '../../lib/load-store.ts';

/** The dashboard's figures from GET /api/admin/stats; null until the first answer. */
export const useStatsStore = createLoadStore(() => adminApi.getAdminStats(), null as AdminStats | null);
