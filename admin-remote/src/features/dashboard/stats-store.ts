import { toApiError } from '@store/api';
import { adminApi } from '@store/api/admin';
import type { AdminStats } from '@store/contracts';
import { create } from 'zustand';

/** Dashboard figures from GET /api/admin/stats: pending → fulfilled | rejected (spec §4). */
export interface StatsState {
  stats: AdminStats | null;
  loading: boolean;
  error: string | null;
  fetchStats: () => Promise<void>;
}

export const useStatsStore = create<StatsState>()((set) => {
  let latest = 0;
  return {
    stats: null,
    loading: false,
    error: null,
    fetchStats: async () => {
      const mine = ++latest;
      set({ loading: true, error: null });
      try {
        const stats = await adminApi.getAdminStats();
        if (mine === latest) set({ stats, loading: false });
      } catch (error) {
        if (mine === latest) set({ loading: false, error: toApiError(error).message });
      }
    },
  };
});
