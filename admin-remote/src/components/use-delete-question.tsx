import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';

interface DeleteQuestion<Row> {
  /** Opens the question about this row (a row's Delete button). */
  ask: (row: Row) => void;
  /** The dialog, to render once on the screen. */
  dialog: ReactNode;
}

/**
 * Every deletion asks first: "Delete {name}?" with the screen's question, Cancel as the safe choice.
 * Confirming runs `remove` (which announces the outcome) with both buttons disabled while the row
 * has a request in flight, then closes.
 */
export function useDeleteQuestion<Row extends { _id: string; name: string }>({
  message,
  pending,
  remove,
}: {
  /** e.g. 'Are you sure you want to delete this user?' (docs/product.md §5). */
  message: string;
  /** Ids of rows with a request in flight. */
  pending: readonly string[];
  remove: (row: Row) => Promise<void>;
}): DeleteQuestion<Row> {
  const [row, setRow] = useState<Row | null>(null);
  async function confirm(target: Row) {
    await remove(target);
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
