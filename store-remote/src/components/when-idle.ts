import { IDLE_WORK_MARK } from '@store/contracts/server-render';

/** Where the browser has no requestIdleCallback (Safari): this long after the load event. */
const FALLBACK_DELAY_MS = 1000;

/** Marks, once, when the page's idle work begins (what it fetches from then on is not its first load). */
function markIdleWork() {
  if (typeof performance.getEntriesByName !== 'function' || typeof performance.mark !== 'function') return;
  if (performance.getEntriesByName(IDLE_WORK_MARK).length === 0) performance.mark(IDLE_WORK_MARK);
}

/**
 * Runs `task` once the page has loaded (its pictures and scripts in) and the browser then has a
 * moment with nothing else to do. Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  let cancel: () => void = () => undefined;
  const run = () => {
    markIdleWork();
    task();
  };
  const schedule = () => {
    const { requestIdleCallback, cancelIdleCallback } = window;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run);
      cancel = () => cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, FALLBACK_DELAY_MS);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}
