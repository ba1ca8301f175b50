import { Button } from '@store/ui';
import type { ReactNode } from 'react';
import { table } from './table-styles.ts';

interface RowActionsProps {
  /** How the row is named to screen readers: 'Delete Asha Verma', 'Delete order #abcd1234'. */
  name: string;
  /** True while the row has a request in flight: nothing can be sent twice. */
  busy: boolean;
  /** Asks before deleting; absent when the row cannot be deleted from here. */
  onDelete?: (() => void) | undefined;
  /** The row's other actions, before Delete. */
  children?: ReactNode;
}

/** The last cell of an admin row: its actions, side by side on phones, Delete last. */
export function RowActions({ name, busy, onDelete, children }: RowActionsProps) {
  return (
    <td className={`${table.plainCell} justify-end`}>
      <div className="flex w-full items-center gap-2 md:w-auto md:justify-end">
        {children}
        {onDelete && (
          <Button
            variant="danger"
            className="flex-1 py-1.5 md:flex-none"
            aria-label={`Delete ${name}`}
            disabled={busy}
            onClick={onDelete}
          >
            Delete
          </Button>
        )}
      </div>
    </td>
  );
}
