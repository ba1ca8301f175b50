import type { AdminUser } from '@store/contracts';
import type { Role } from '@store/contracts/constants';
import { formatDate, toast } from '@store/ui';
import { RowActions } from '../../components/RowActions.tsx';
import { table } from '../../components/table-styles.ts';
import { ROLE_OPTIONS } from './user-form.ts';
import { useUserChanges } from './users-store.ts';

interface UserRowProps {
  user: AdminUser;
  /** The signed-in admin's own row: no role change or deletion from here (no locking oneself out). */
  isSelf: boolean;
  onDelete: (user: AdminUser) => void;
}

export function UserRow({ user, isSelf, onDelete }: UserRowProps) {
  const busy = useUserChanges((state) => state.pending.includes(user._id));
  const changeRole = useUserChanges((state) => state.changeRole);
  const selfNote = isSelf ? 'You cannot change your own role' : undefined;

  async function onRoleChange(role: Role) {
    const outcome = await changeRole(user._id, role);
    if (outcome.ok) toast.success(`${user.name} is now ${role === 'admin' ? 'an admin' : 'a customer'}`);
    else toast.error(outcome.message);
  }

  return (
    <tr className={table.row} aria-busy={busy || undefined}>
      <td className={`${table.plainCell} font-medium text-ink`}>
        <span>
          {user.name}
          {isSelf && (
            <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
              You
            </span>
          )}
        </span>
      </td>
      <td className={`${table.plainCell} break-all text-stone-600 md:text-ink`}>{user.email}</td>
      <td data-label="Role" className={table.cell}>
        <select
          aria-label={`Role of ${user.name}`}
          value={user.role}
          disabled={busy || isSelf}
          title={selfNote}
          onChange={(event) => void onRoleChange(event.target.value as Role)}
          className="rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm disabled:bg-stone-100 focus:outline-2 focus:outline-brand-700"
        >
          {ROLE_OPTIONS.map((role) => (
            <option key={role.value} value={role.value}>
              {role.label}
            </option>
          ))}
        </select>
      </td>
      <td data-label="Joined" className={table.cell}>
        {formatDate(user.createdAt)}
      </td>
      <RowActions name={user.name} busy={busy} onDelete={isSelf ? undefined : () => onDelete(user)}>
        {isSelf && <span className="text-xs text-stone-500">Your account</span>}
      </RowActions>
    </tr>
  );
}
