import type { AdminUser } from '@store/contracts';
import { useSearchParams } from '@store/router';
import { useAuthStore } from '@store/state';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { AdminTable } from '../../components/AdminTable.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListBody } from '../../components/ListBody.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { SearchForm } from '../../components/SearchForm.tsx';
import { table } from '../../components/table-styles.ts';
import { listQuery, readListParams } from '../../lib/list-params.ts';
import { AddUserForm } from './AddUserForm.tsx';
import { UserRow } from './UserRow.tsx';
import { useUsersStore } from './users-store.ts';

/** /admin/users: add users, change roles inline, delete after confirmation (spec §2, §5). */
export function UsersPage() {
  const listId = useId();
  const me = useAuthStore((state) => state.user);
  const [params, setParams] = useSearchParams();
  const { page, search } = readListParams(params);
  const users = useUsersStore((state) => state.users);
  const total = useUsersStore((state) => state.total);
  const pageSize = useUsersStore((state) => state.pageSize);
  const loading = useUsersStore((state) => state.loading);
  const error = useUsersStore((state) => state.error);
  const pending = useUsersStore((state) => state.pending);
  const fetchUsers = useUsersStore((state) => state.fetchUsers);
  const deleteUser = useUsersStore((state) => state.deleteUser);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);

  useEffect(() => {
    void fetchUsers({ page, search });
  }, [fetchUsers, page, search]);
  const goTo = (next: { page?: number; search?: string }) =>
    setParams(listQuery({ search: next.search ?? search, page: next.page ?? 1 }));

  async function confirmDelete() {
    if (!toDelete) return;
    const outcome = await deleteUser(toDelete._id);
    if (outcome.ok) toast.success(`${toDelete.name} was deleted`);
    else toast.error(outcome.message);
    setToDelete(null);
  }

  return (
    <>
      <PageHeader
        title="User Management"
        summary={!error && total > 0 ? `${total} ${total === 1 ? 'user' : 'users'}` : undefined}
      />
      <div className="flex flex-col gap-6">
        <AddUserForm />
        <section aria-labelledby={listId}>
          <h2 id={listId} className="mb-3 text-lg font-semibold text-ink">
            Users
          </h2>
          <SearchForm
            label="Search users"
            placeholder="Name or email"
            value={search}
            onSearch={(text) => goTo({ search: text })}
          />
          <ListBody
            errorTitle="Error loading users"
            error={error}
            onRetry={() => void fetchUsers({ page, search })}
            loading={loading}
            count={users.length}
            loadingLabel="Loading users…"
            skeletons={{ rows: 4, className: 'h-12' }}
            empty={search === '' ? 'No users yet.' : `No users match “${search}”.`}
          >
            <div className={table.frame}>
              <AdminTable aria-labelledby={listId} columns={['Name', 'Email', 'Role', 'Joined']} withActions>
                {users.map((user) => (
                  <UserRow key={user._id} user={user} isSelf={user._id === me?._id} onDelete={setToDelete} />
                ))}
              </AdminTable>
            </div>
            <Pagination
              page={page}
              pageSize={pageSize}
              total={total}
              onPage={(next) => goTo({ page: next })}
            />
          </ListBody>
        </section>
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete ? `Delete ${toDelete.name}?` : 'Delete user?'}
        message="Are you sure you want to delete this user?"
        confirmLabel="Delete"
        busy={toDelete !== null && pending.includes(toDelete._id)}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
