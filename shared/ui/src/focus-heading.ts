import { type RefObject, useEffect, useRef } from 'react';

/** How long a new screen may take to show its heading (its code or data still loading). */
const WAIT_MS = 10_000;

/**
 * Moves focus to the new screen's main heading (its h1 inside `container`) each time `trigger`
 * changes to a new value, but not on the first screen of a visit: a keyboard or screen-reader user
 * then continues from the top of the new content instead of the link they left behind. A screen
 * still loading is waited for; if the person moves focus meanwhile (types in a field of the new
 * screen), it is left where they put it. `null` moves nothing (a change inside the same screen).
 */
export function useFocusHeading(trigger: string | null, container: RefObject<HTMLElement | null>): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = container.current;
    if (trigger === null || root === null) return;
    const before = document.activeElement;
    const focusHeading = (): boolean => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (heading === null) return false;
      const active = document.activeElement;
      const untouched = active === before || active === null || active === document.body || active === root;
      if (untouched) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [trigger, container]);
}
