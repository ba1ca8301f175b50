/**
 * Where focus goes after a navigation (docs/product.md §2, "Keyboard"), carried in the history
 * entry's state: by default to the new screen's heading; a change a screen makes to itself (a
 * filter, the sort, a cleared search) keeps focus where it is, and the listing's pages take it to the
 * top of the results.
 */
export const KEEP_FOCUS = { focus: 'keep' } as const;
export const FOCUS_RESULTS = { focus: 'results' } as const;

export type FocusIntent = 'heading' | 'keep' | 'results';

export function focusIntent(state: unknown): FocusIntent {
  if (typeof state !== 'object' || state === null || !('focus' in state)) return 'heading';
  return state.focus === 'keep' || state.focus === 'results' ? state.focus : 'heading';
}
