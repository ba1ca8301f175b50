import type { AdminUser } from '@store/contracts';
import type { Role } from '@store/contracts/constants';
import { Link } from '@store/router';
import { adminPaths } from '../../app/paths.ts';
import { RowActions } from '../../components/RowActions.tsx';
import { table } from '../../components/table-styles.ts';
import { useShopDates } from '../../lib/shop-time.ts';
import { ROLE_OPTIONS } from './user-form.ts';
import { useUserChanges } from './users-store.ts';

interface UserRowProps {
  user: AdminUser;
  /** The signed-in admin's own row: no role change or deletion from here (no locking oneself out). */
  isSelf: boolean;
  onDelete: (user: AdminUser) => void;
  /** Asks before changing the role (use-role-question). */
  onRoleChange: (user: AdminUser, role: Role) => void;
}

export function UserRow({ user, isSelf, onDelete, onRoleChange }: UserRowProps) {
  const busy = useUserChanges((state) => state.pending.includes(user._id));
  const dates = useShopDates();
  const selfNote = isSelf ? 'You cannot change your own role' : undefined;

  return (
    <tr className={table.row} aria-busy={busy || undefined}>
      <td className={`${table.plainCell} font-medium text-ink`}>
        <span>
          <Link to={adminPaths.user(user._id)} className="underline-offset-2 hover:underline">
            {user.name}
          </Link>
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
          onChange={(event) => onRoleChange(user, event.target.value as Role)}
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
        {dates.date(user.createdAt)}
      </td>
      <RowActions name={user.name} busy={busy} onDelete={isSelf ? undefined : () => onDelete(user)}>
        {isSelf && <span className="text-xs text-stone-500">Your account</span>}
      </RowActions>
    </tr>
  );
}
