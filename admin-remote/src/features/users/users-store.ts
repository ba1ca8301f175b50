import { adminApi } from '@store/api/admin';
import type { AdminCustomer, AdminUser, AdminUserCreate } from '@store/contracts';
import { ADMIN_PAGE_SIZE, type Role } from '@store/contracts/constants';
import { create } from 'zustand';
import type { ListParams } from '../../lib/list-params.ts';
import { createLoadStore } from '../../lib/load-store.ts';
import { attempt, attemptForRow, type Outcome, type PendingRows } from '../../lib/outcome.ts';
import { emptyPage, prependRow, removeRow, replaceRow } from '../../lib/page-edits.ts';

/** One page of accounts, newest first, and how many match the search over every page. */
export const useUserList = createLoadStore(
  ({ page, search }: ListParams) => adminApi.listUsers({ page, search, limit: ADMIN_PAGE_SIZE }),
  emptyPage<AdminUser>(),
);

/** The customer open on their own page (/admin/users/{id}): the account, its orders and totals. */
export const useCustomer = createLoadStore(
  (id: string) => adminApi.getCustomer(id),
  null as AdminCustomer | null,
);

/** User Management's changes; each one shows the server's answer in the list. */
export interface UserChangesState extends PendingRows {
  /** True while an add-user request runs. */
  adding: boolean;
  addUser: (body: AdminUserCreate) => Promise<Outcome<AdminUser>>;
  changeRole: (id: string, role: Role) => Promise<Outcome<AdminUser>>;
  remove: (id: string) => Promise<Outcome>;
}

const list = () => useUserList.getState();

export const useUserChanges = create<UserChangesState>()((set) => ({
  adding: false,
  pending: [],
  addUser: async (body) => {
    set({ adding: true });
    const outcome = await attempt(async () => (await adminApi.createUser(body)).user, 'Failed to add user');
    if (outcome.ok) list().update((page) => prependRow(page, outcome.value));
    set({ adding: false });
    return outcome;
  },
  changeRole: async (id, role) => {
    const outcome = await attemptForRow(
      set,
      id,
      () => adminApi.updateUser(id, { role }),
      'Failed to update user',
    );
    if (outcome.ok) {
      const changed = outcome.value;
      list().update((page) => replaceRow(page, changed));
      useCustomer.getState().update((open) => (open?.user._id === id ? { ...open, user: changed } : open));
    }
    return outcome;
  },
  remove: async (id) => {
    const gone = () => adminApi.deleteUser(id).then(() => undefined);
    const outcome = await attemptForRow(set, id, gone, 'Failed to delete user');
    if (outcome.ok) list().update((page) => removeRow(page, id));
    return outcome;
  },
}));
