import { adminApi, toApiError } from '@store/api';
import type { AdminUser, AdminUserCreate } from '@store/contracts';
import type { Role } from '@store/contracts/constants';
import { create } from 'zustand';
import { attempt, type Outcome, togglePending } from '../../lib/outcome.ts';

/** User Management state: the list request goes pending → fulfilled | rejected (spec §4). */
export interface UsersState {
  users: AdminUser[];
  loading: boolean;
  error: string | null;
  /** True while an add-user request runs. */
  adding: boolean;
  /** Ids of users with a role change or deletion in flight; their controls are disabled. */
  pending: string[];
  fetchUsers: () => Promise<void>;
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
    loading: false,
    error: null,
    adding: false,
    pending: [],
    fetchUsers: async () => {
      const mine = ++latest;
      set({ loading: true, error: null });
      try {
        const users = await adminApi.listUsers();
        if (mine === latest) set({ users: Array.isArray(users) ? users : [], loading: false });
      } catch (error) {
        if (mine === latest) set({ loading: false, error: toApiError(error).message });
      }
    },
    addUser: async (body) => {
      set({ adding: true });
      const outcome = await attempt(async () => (await adminApi.createUser(body)).user, 'Failed to add user');
      set((state) => ({
        adding: false,
        users: outcome.ok ? [...state.users, outcome.value] : state.users,
      }));
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
      set((state) => ({
        pending: togglePending(state.pending, id, false),
        users: outcome.ok ? state.users.filter((user) => user._id !== id) : state.users,
      }));
      return outcome;
    },
  };
});
