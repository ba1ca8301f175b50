import { toast } from '@store/ui';
import { type ReactNode, useState } from 'react';
import type { StoreApi, UseBoundStore } from 'zustand';
import type { Outcome, PendingRows } from '../lib/outcome.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** A feature's change store as far as deleting goes. */
interface Removes extends PendingRows {
  remove: (id: string) => Promise<Outcome>;
}

interface DeleteQuestion<Row> {
  /** Opens the question about this row (a row's Delete button). */
  ask: (row: Row) => void;
  /** The dialog, to render once on the screen. */
  dialog: ReactNode;
}

/**
 * Every deletion asks first: "Delete {name}?" with the screen's question, Cancel as the safe choice.
 * Confirming sends the deletion once (both buttons disabled while it runs), announces the outcome
 * (the server's refusal, or `deleted`), runs `after` on success, then closes.
 */
export function useDeleteQuestion<Row extends { _id: string; name: string }>(
  changes: UseBoundStore<StoreApi<Removes>>,
  {
    message,
    deleted,
    after,
  }: {
    /** e.g. 'Are you sure you want to delete this user?' (docs/product.md §5). */
    message: string;
    /** The success toast, e.g. 'Asha Verma was deleted'. */
    deleted: (row: Row) => string;
    after?: () => void;
  },
): DeleteQuestion<Row> {
  const pending = changes((state) => state.pending);
  const remove = changes((state) => state.remove);
  const [row, setRow] = useState<Row | null>(null);

  async function confirm(target: Row) {
    const outcome = await remove(target._id);
    if (outcome.ok) {
      toast.success(deleted(target));
      after?.();
    } else {
      toast.error(outcome.message);
    }
    setRow(null);
  }

  return {
    ask: setRow,
    dialog: (
      <ConfirmDialog
        open={row !== null}
        title={row ? `Delete ${row.name}?` : ''}
        message={message}
        confirmLabel="Delete"
        busy={row !== null && pending.includes(row._id)}
        onConfirm={() => row && void confirm(row)}
        onCancel={() => setRow(null)}
      />
    ),
  };
}
