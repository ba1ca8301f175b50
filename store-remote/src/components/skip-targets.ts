/**
 * Where the skip links lead (docs/product.md §2, "Keyboard"): the screen, and on a listing its
 * products, so a keyboard user reaches the first product without tabbing through the header and
 * the filters.
 */
export const SKIP_TARGETS = {
  content: 'main',
  results: 'results',
} as const;

/** Moves focus to a skip target and scrolls it into view below the sticky header. */
export function skipTo(id: string): boolean {
  const target = document.getElementById(id);
  if (target === null) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: 'start' });
  return true;
}
