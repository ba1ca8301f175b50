import type { AdminUser } from '@store/contracts';
import { useAuthStore } from '@store/state';
import { useId } from 'react';
import { AdminList } from '../../components/AdminList.tsx';
import { AdminTable } from '../../components/AdminTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useDeleteQuestion } from '../../components/use-delete-question.tsx';
import { useListAddress } from '../../lib/list-params.ts';
import { useLoaded } from '../../lib/load-store.ts';
import { AddUserForm } from './AddUserForm.tsx';
import { UserRow } from './UserRow.tsx';
import { useRoleQuestion } from './use-role-question.tsx';
import { useUserChanges, useUserList } from './users-store.ts';

/** /admin/users: add users, change roles inline, delete after confirmation (docs/product.md §2, §5). */
export function UsersPage() {
  const listId = useId();
  const me = useAuthStore((state) => state.user);
  const address = useListAddress();
  const list = useLoaded(useUserList, { page: address.page, search: address.search });
  const { items: users, total } = list.data;
  const roleQuestion = useRoleQuestion();
  const deletion = useDeleteQuestion<AdminUser>(useUserChanges, {
    message: 'Are you sure you want to delete this user?',
    deleted: (user) => `${user.name} was deleted`,
  });

  return (
    <>
      <PageHeader
        title="User Management"
        summary={!list.error && total > 0 ? `${total} ${total === 1 ? 'user' : 'users'}` : undefined}
      />
      <div className="flex flex-col gap-6">
        <AddUserForm />
        <section aria-labelledby={listId}>
          <h2 id={listId} className="mb-3 text-lg font-semibold text-ink">
            Users
          </h2>
          <AdminList
            noun="users"
            list={list}
            address={address}
            searchPlaceholder="Name or email"
            rowHeight="h-12"
            empty={address.search === '' ? 'No users yet.' : `No users match “${address.search}”.`}
          >
            <AdminTable aria-labelledby={listId} columns={['Name', 'Email', 'Role', 'Joined']} withActions>
              {users.map((user) => (
                <UserRow
                  key={user._id}
                  user={user}
                  isSelf={user._id === me?._id}
                  onDelete={deletion.ask}
                  onRoleChange={roleQuestion.ask}
                />
              ))}
            </AdminTable>
          </AdminList>
        </section>
      </div>
      {deletion.dialog}
      {roleQuestion.dialog}
    </>
  );
}
