/**
 * The storefront's server entry (exposed as `store/render` by its server build, rspack.store.config.ts):
 * the server loads it at run time through Module Federation and renders every storefront page with
 * it (docs/architecture.md §2, Server rendering). It finds the screen in the route table, loads what
 * the screen shows into a query cache of the page's own through the API client, renders the same
 * tree the shell mounts in the browser (the store's App under the shell's splat route) reading that
 * cache, and streams it with React's streaming renderer once every lazy screen is in; the cache's
 * entries go to the page once, as its data.
 */

import type { Writable } from 'node:stream';
import { configureApi } from '@store/api';
import type { ServerRenderRequest, ServerRenderResult } from '@store/contracts';
import { Route, Routes } from '@store/router';
import { MemoryRouter } from '@store/router/memory';
import { renderToPipeableStream } from 'react-dom/server';
import StoreApp from '../app/App.tsx';
import { PROMO_PRE_PAINT } from '../components/layout/PromoBar.tsx';
import { QueryCacheContext } from '../query/use-query.ts';
import { headTags } from './head.ts';
import { loadPage } from './load-page.ts';

/** Renders `request.url`, or resolves null when that screen is rendered in the browser only. */
export async function render(request: ServerRenderRequest): Promise<ServerRenderResult | null> {
  configureApi({ baseUrl: request.apiBaseUrl, fetch: request.fetch });
  const page = await loadPage(request.url);
  if (page === null) return null;
  const { status, facts, cache, data } = page;
  const head = `${headTags(facts, request.origin, request.url)}
    ${PROMO_PRE_PAINT.style}`;
  const tree = (
    <QueryCacheContext value={cache}>
      <MemoryRouter initialEntries={[request.url]}>
        <Routes>
          <Route path="*" element={<StoreApp />} />
        </Routes>
      </MemoryRouter>
    </QueryCacheContext>
  );
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    const stream = renderToPipeableStream(tree, {
      // Every boundary inline, however large: the page reads without scripts (and the store's
      // Content-Security-Policy allows no inline ones, which React's out-of-order reveal needs).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // Search engines and browsers without JavaScript get the whole page, never a fallback.
      onAllReady() {
        // A part that failed would be rendered again in the browser (a hydration error): the server
        // sends the client-rendered page instead.
        if (errors.length > 0) {
          stream.abort();
          reject(errors[0]);
          return;
        }
        resolve({
          status,
          head,
          scripts: [PROMO_PRE_PAINT.script],
          data,
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
