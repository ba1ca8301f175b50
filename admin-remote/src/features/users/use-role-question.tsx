import type { AdminUser } from '@store/contracts';
import type { Role } from '@store/contracts/constants';
import { toast } from '@store/ui';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useUserChanges } from './users-store.ts';

const roleName = (role: Role) => (role === 'admin' ? 'an admin' : 'a customer');

interface RoleQuestion {
  /** Asks before giving `user` the `role` chosen in their row's select. */
  ask: (user: AdminUser, role: Role) => void;
  dialog: ReactNode;
}

/**
 * A role change asks first (docs/product.md §5): 'Make {name} an admin?' with what it does (every
 * session of the account ends). Confirming sends it once and announces the outcome.
 */
export function useRoleQuestion(): RoleQuestion {
  const pending = useUserChanges((state) => state.pending);
  const changeRole = useUserChanges((state) => state.changeRole);
  const [question, setQuestion] = useState<{ user: AdminUser; role: Role } | null>(null);

  async function confirm(user: AdminUser, role: Role) {
    const outcome = await changeRole(user._id, role);
    if (outcome.ok) toast.success(`${user.name} is now ${roleName(role)}`);
    else toast.error(outcome.message);
    setQuestion(null);
  }

  return {
    ask: (user, role) => {
      if (role !== user.role) setQuestion({ user, role });
    },
    dialog: (
      <ConfirmDialog
        open={question !== null}
        title={question ? `Make ${question.user.name} ${roleName(question.role)}?` : ''}
        message={
          question?.role === 'admin'
            ? 'They will be able to change products, orders and accounts. They are signed out everywhere and sign in again as an admin.'
            : 'They will no longer reach the admin area. They are signed out everywhere and sign in again as a customer.'
        }
        confirmLabel="Change Role"
        busy={question !== null && pending.includes(question.user._id)}
        onConfirm={() => question && void confirm(question.user, question.role)}
        onCancel={() => setQuestion(null)}
      />
    ),
  };
}
