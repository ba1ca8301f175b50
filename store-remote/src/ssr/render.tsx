/**
 * The storefront's server entry (exposed as `store/render` by its server build, rspack.store.config.ts):
 * the server loads it at run time through Module Federation and renders every storefront page with
 * it (docs/architecture.md §2, Server rendering). It finds the screen in the route table, loads what
 * the screen shows into a query cache of the page's own through the API client, renders the same
 * tree the shell mounts in the browser (the store's App under the shell's splat route) reading that
 * cache, whole (render-markup.ts: in one synchronous pass once its lazy parts have loaded, else
 * streamed when every one is in); the cache's entries go to the page once, as its data.
 */

import { configureApi } from '@store/api';
import type { ServerRenderRequest, ServerRenderResult } from '@store/contracts';
import { Route, Routes } from '@store/router';
import { MemoryRouter } from '@store/router/memory';
import StoreApp from '../app/App.tsx';
import { PROMO_PRE_PAINT } from '../components/layout/PromoBar.tsx';
import { QueryCacheContext } from '../query/use-query.ts';
import { headTags } from './head.ts';
import { loadPage } from './load-page.ts';
import { renderMarkup } from './render-markup.ts';

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
  const markup = await renderMarkup(tree);
  return { status, head, scripts: [PROMO_PRE_PAINT.script], data, ...markup };
}
