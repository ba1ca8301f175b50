import type { Writable } from 'node:stream';
import type { ServerRenderResult } from '@store/contracts';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

/** The rendered markup of a page: piped into the page once, or stopped before that. */
export type RenderedMarkup = Pick<ServerRenderResult, 'pipe' | 'abort'>;

/**
 * React's marks of a Suspense boundary it did not finish: `<!--$?-->` still pending, `<!--$!-->`
 * left to the browser (a part that suspended, or threw). Text never holds them: React escapes `<`.
 */
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/;

/**
 * The markup in one synchronous pass, or null when the tree is not ready for one: a part of it
 * suspended (a lazy screen or section whose code has not loaded in this process yet) or threw.
 * Once every lazy part a page uses has loaded, this is the page's markup exactly as the streaming
 * renderer writes it, without its stream, byte chunks and scheduling between them: React's part of a
 * product page's render took about a quarter less time by Server-Timing (README, issue 24).
 */
export function synchronousMarkup(tree: ReactNode): string | null {
  let markup: string;
  try {
    markup = renderToString(tree);
  } catch {
    // The shell itself suspended or threw: the streaming render waits for it, or reports the error.
    return null;
  }
  return UNFINISHED_BOUNDARY.test(markup) ? null : markup;
}

/**
 * Renders `tree` whole, for search engines and browsers without JavaScript too: synchronously when
 * it can (every lazy part loaded, nothing failing), else with React's streaming renderer, which
 * waits for every lazy part and reports what failed (the promise rejects: the server then sends the
 * client-rendered page rather than markup the browser would have to render again).
 */
export function renderMarkup(tree: ReactNode): Promise<RenderedMarkup> {
  const markup = synchronousMarkup(tree);
  if (markup === null) return streamMarkup(tree);
  return Promise.resolve({
    pipe: (destination) => {
      destination.write(markup);
      destination.end();
    },
    abort: () => undefined,
  });
}

/** React's streaming render of `tree`, resolved once every part is in (rejected when one failed). */
export function streamMarkup(tree: ReactNode): Promise<RenderedMarkup> {
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    const stream = renderToPipeableStream(tree, {
      // Every boundary inline, however large: the page reads without scripts (and the store's
      // Content-Security-Policy allows no inline ones, which React's out-of-order reveal needs).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // Search engines and browsers without JavaScript get the whole page, never a fallback.
      onAllReady() {
        if (errors.length > 0) {
          stream.abort();
          reject(errors[0]);
          return;
        }
        resolve({
          pipe: (destination) => void stream.pipe(destination as unknown as Writable),
          abort: (reason) => stream.abort(reason),
        });
      },
      onShellError: reject,
      onError(error) {
        errors.push(error);
      },
    });
  });
}
