/**
 * What a raw `db.execute(sql...)` answers differs between the drivers: node-postgres answers
 * `{ rows, rowCount }`, PGlite `{ rows, affectedRows }` (and some paths a bare array of rows).
 */

export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** Rows changed by a raw statement. */
export function affectedRows(result: unknown): number {
  const value = result as { rowCount?: number | null; affectedRows?: number };
  return value.rowCount ?? value.affectedRows ?? 0;
}
