import { toApiError } from '@store/api';
import { adminApi } from '@store/api/admin';
import type { AdminUser, AdminUserCreate } from '@store/contracts';
import { ADMIN_PAGE_SIZE, type Role } from '@store/contracts/constants';
import { create } from 'zustand';
import type { ListParams } from '../../lib/list-params.ts';
import { attempt, type Outcome, togglePending } from '../../lib/outcome.ts';

/** User Management state: the list request goes pending → fulfilled | rejected (spec §4). */
export interface UsersState {
  /** One page, newest first. */
  users: AdminUser[];
  /** Accounts matching the search, over every page (X-Total-Count). */
  total: number;
  pageSize: number;
  loading: boolean;
  error: string | null;
  /** True while an add-user request runs. */
  adding: boolean;
  /** Ids of users with a role change or deletion in flight; their controls are disabled. */
  pending: string[];
  fetchUsers: (query: ListParams) => Promise<void>;
  addUser: (body: AdminUserCreate) => Promise<Outcome<AdminUser>>;
  changeRole: (id: string, role: Role) => Promise<Outcome<AdminUser>>;
  deleteUser: (id: string) => Promise<Outcome>;
}

export const useUsersStore = create<UsersState>()((set) => {
  let latest = 0;
  const mark = (id: string, on: boolean) =>
    set((state) => ({ pending: togglePending(state.pending, id, on) }));

  return {
    users: [],
    total: 0,
    pageSize: ADMIN_PAGE_SIZE,
    loading: false,
    error: null,
    adding: false,
    pending: [],
    fetchUsers: async ({ page, search }) => {
      const mine = ++latest;
      set({ loading: true, error: null });
      try {
        const answer = await adminApi.listUsers({
          page,
          limit: ADMIN_PAGE_SIZE,
          ...(search !== '' && { search }),
        });
        if (mine === latest) set({ users: answer.items, total: answer.total, loading: false });
      } catch (error) {
        if (mine === latest) set({ loading: false, error: toApiError(error).message });
      }
    },
    addUser: async (body) => {
      set({ adding: true });
      const outcome = await attempt(async () => (await adminApi.createUser(body)).user, 'Failed to add user');
      // Newest first, like the list the server sends.
      set((state) =>
        outcome.ok
          ? { adding: false, users: [outcome.value, ...state.users], total: state.total + 1 }
          : { adding: false },
      );
      return outcome;
    },
    changeRole: async (id, role) => {
      mark(id, true);
      const outcome = await attempt(() => adminApi.updateUser(id, { role }), 'Failed to update user');
      set((state) => ({
        pending: togglePending(state.pending, id, false),
        users: outcome.ok ? state.users.map((user) => (user._id === id ? outcome.value : user)) : state.users,
      }));
      return outcome;
    },
    deleteUser: async (id) => {
      mark(id, true);
      const outcome = await attempt(async () => {
        await adminApi.deleteUser(id);
        return undefined;
      }, 'Failed to delete user');
      set((state) => {
        const pending = togglePending(state.pending, id, false);
        if (!outcome.ok) return { pending };
        const users = state.users.filter((user) => user._id !== id);
        return { pending, users, total: Math.max(0, state.total - (state.users.length - users.length)) };
      });
      return outcome;
    },
  };
});
