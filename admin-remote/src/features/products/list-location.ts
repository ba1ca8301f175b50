import { adminPaths } from '../../app/paths.ts';

/** Router state passed from the list to the editor and back. */
export interface ListLocationState {
  /** The list's address (page and search) to return to after saving or cancelling. */
  from?: string;
  /** The product just saved, highlighted in the list. */
  highlight?: string;
}

export function readListState(state: unknown): ListLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const { from, highlight } = state as Record<string, unknown>;
  return {
    ...(typeof from === 'string' && from.startsWith(adminPaths.products) && { from }),
    ...(typeof highlight === 'string' && { highlight }),
  };
}
