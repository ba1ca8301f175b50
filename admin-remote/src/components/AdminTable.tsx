import type { ReactNode } from 'react';
import { table } from './table-styles.ts';

interface AdminTableProps {
  /** Column headings, in order; rows label their cells with the same words for phones. */
  columns: string[];
  /** Adds a last column for row actions, named for screen readers only. */
  withActions?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** The rows (`<tr className={table.row}>`). */
  children: ReactNode;
}

/** A table that is a table from md up and a stack of cards on phones (see table-styles.ts). */
export function AdminTable({ columns, withActions = false, children, ...labelling }: AdminTableProps) {
  return (
    <table className={table.table} {...labelling}>
      <thead className={table.head}>
        <tr>
          {columns.map((column) => (
            <th key={column} className={table.th}>
              {column}
            </th>
          ))}
          {withActions && (
            <th className={table.th}>
              <span className="sr-only">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody className={table.body}>{children}</tbody>
    </table>
  );
}
