/**
 * Server rendering of the storefront (docs/architecture.md §2, Server rendering). The storefront's
 * server build is loaded at run time through Module Federation from the URL the runtime config
 * names (`serverRemotes.store`), so a new storefront version needs no rebuild or restart here: the
 * next page rendered after the config points at it uses it. A build that cannot be loaded, throws or
 * does not answer within SSR_TIMEOUT_MS never makes a page worse: the client-rendered page is sent
 * and the reason logged. A load that does not finish within SSR_LOAD_TIMEOUT_MS is abandoned and
 * tried again a few seconds later.
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createInstance } from '@module-federation/enhanced/runtime';
import {
  SERVER_DATA_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
  type ServerRenderResult,
  type StoreServerRender,
} from '@store/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { requestOrigin } from '../lib/request-origin.ts';
import type { ChangeFeed } from './change-feed.ts';
import { type RenderedPage, type RenderOutcome, renderedPageCache } from './rendered-page-cache.ts';
import type { RuntimeConfigSource } from './runtime-config.ts';

const LOCAL_SERVER_REMOTE = /^\/remotes\/store\/(.+)$/;
/** API reads of a render that tell what the page shows (PageDependencies); any other is a listing's. */
const SIMILAR_PATH = /^\/api\/products\/similar\/([^/]+)$/;
const PRODUCT_PATH = /^\/api\/products\/([^/]+)$/;
const NOT_A_PRODUCT = new Set(['new-arrivals', 'best-seller', 'facets', 'search-suggestions']);
/**
 * A build served from here is checked for a new version at most this often: every page asks, and a
 * look at the disk per page was a measurable part of a cached page's cost (bench:api).
 */
export const BUILD_CHECK_INTERVAL_MS = 1_000;
/** A build that failed to load is not asked for again before this (every page would wait on it). */
const FAILED_LOAD_RETRY_MS = 5_000;
export class RenderTimeout extends Error {
  override readonly name = 'RenderTimeout';
}

interface LoadedBuild {
  key: string;
  module: Promise<StoreServerRender>;
  failedAt: number | null;
  /** How many loads of this build failed before this one. */
  retry: number;
}

let instances = 0;

/** The storefront's `render` module, loaded once per build (a new URL, or a rebuilt local file). */
function buildLoader(loadTimeoutMs: number, log: (message: string) => void) {
  let current: LoadedBuild | null = null;
  return (entry: string, version: string): Promise<StoreServerRender> => {
    const key = `${entry}#${version}`;
    const now = Date.now();
    if (
      current?.key === key &&
      (current.failedAt === null || now - current.failedAt < FAILED_LOAD_RETRY_MS)
    ) {
      return current.module;
    }
    // A federation instance per build: nothing of an older version is reused by a newer one. The
    // runtime keeps a loaded container under the remote's name on globalThis and would hand the old
    // one to the new instance; the old version's module stays with those already holding it.
    Reflect.deleteProperty(globalThis, 'store');
    instances += 1;
    // The runtime shares a download in progress between instances, by URL: after a failed load (one
    // abandoned may still be downloading) the next is asked for under an address of its own.
    const retry = current?.key === key ? current.retry + 1 : 0;
    const address = new URL(entry);
    if (version) address.searchParams.set('v', version);
    if (retry > 0) address.searchParams.set('retry', String(retry));
    const federation = createInstance({
      name: `threadline_server_${instances}`,
      remotes: [{ name: 'store', entry: address.toString() }],
    });
    const loaded: LoadedBuild = { key, failedAt: null, retry, module: Promise.resolve(null as never) };
    // The runtime's download has no deadline of its own (undici gives up on a server that never
    // answers after 300 s): past this one the load is abandoned, and tried again FAILED_LOAD_RETRY_MS
    // later, instead of every page waiting on it meanwhile.
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${entry} did not load within ${loadTimeoutMs} ms; abandoned`)),
        loadTimeoutMs,
      );
      timer.unref();
    });
    loaded.module = Promise.race([federation.loadRemote<StoreServerRender>('store/render'), deadline]).then(
      (module) => {
        clearTimeout(timer);
        if (typeof module?.render !== 'function') throw new Error(`${entry} exposes no render function`);
        log(`storefront server build loaded from ${entry}`);
        return module;
      },
      (error: unknown) => {
        clearTimeout(timer);
        loaded.failedAt = Date.now();
        throw error;
      },
    );
    loaded.module.catch(() => {
      loaded.failedAt ??= Date.now();
    });
    current = loaded;
    return loaded.module;
  };
}

/** Rejects with a RenderTimeout once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number, onLate: (value: T) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      reject(new RenderTimeout(`no answer within ${ms} ms`));
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        if (late) onLate(value);
        else resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (!late) reject(error);
      },
    );
  });
}

/** JSON inside <script>: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function injectHeaders(headers: Record<string, string | string[] | number | undefined>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) result.append(name, String(one));
  }
  return result;
}

export interface Stylesheet {
  href: string;
  /** The `data-rspack` value its remote's runtime recognises the stylesheet by (web.ts), if any. */
  key?: string;
}

export interface PageParts {
  /** The shell's index.html with its preload hints. */
  template: string;
  /** Stylesheets the server-rendered page needs before any script runs (shell and storefront). */
  stylesheets: Stylesheet[];
}

export interface ServerRenderer {
  /** Streams the server-rendered page; null when the client-rendered page must be sent instead. */
  render: (
    request: FastifyRequest,
    parts: PageParts,
  ) => Promise<
    | (RenderedPage & {
        /** How long this request waited for the page (a kept page: the look-up). */
        ms: number;
        cached: boolean;
      })
    | null
  >;
  /** Loads the current server build ahead of the first page. */
  warmUp: () => void;
}

export function createServerRenderer(
  app: FastifyInstance,
  config: ServerConfig,
  runtime: RuntimeConfigSource,
  changes: Pick<ChangeFeed, 'subscribe' | 'live'>,
  /** The group ("gender|category") of a product as last known (the catalogue index), if known. */
  productGroup: (productId: string) => string | undefined = () => undefined,
): ServerRenderer {
  const load = buildLoader(config.ssrLoadTimeoutMs, (message) => app.log.info(message));
  const cache = renderedPageCache(changes, { groupOf: productGroup });

  /** Where this process itself answers: relative server-build URLs are on it. */
  const selfOrigin = () => {
    const address = app.server.address() as AddressInfo | null;
    if (address === null || typeof address === 'string') return null;
    const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
    return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  };

  /**
   * The server build's entry URL and its version stamp, or null when there is none to use; a build
   * served from here is looked for on disk at most once per BUILD_CHECK_INTERVAL_MS.
   */
  let lastBuild: {
    url: string | undefined;
    at: number;
    build: { entry: string; version: string } | null;
  } | null = null;
  const serverBuild = (): { entry: string; version: string } | null => {
    const url = runtime.current().serverRemotes?.store;
    const now = performance.now();
    if (lastBuild !== null && lastBuild.url === url && now - lastBuild.at < BUILD_CHECK_INTERVAL_MS) {
      return lastBuild.build;
    }
    const build = findServerBuild(url);
    // Not kept before this process listens: its address is part of a local build's URL.
    if (build !== null || url === undefined) lastBuild = { url, at: now, build };
    return build;
  };
  const findServerBuild = (url: string | undefined): { entry: string; version: string } | null => {
    if (!url) return null;
    if (/^https?:\/\//.test(url)) return { entry: url, version: '' };
    const origin = selfOrigin();
    if (origin === null) return null;
    // A build served by this process: rebuilt in place, it is loaded again (its file's time changed).
    const local = LOCAL_SERVER_REMOTE.exec(url);
    if (local?.[1]) {
      const file = path.join(config.remoteDirs.store, local[1]);
      if (!existsSync(file)) return null;
      return { entry: new URL(url, origin).toString(), version: String(statSync(file).mtimeMs) };
    }
    return { entry: new URL(url, origin).toString(), version: '' };
  };

  /** Reaches the API in this process (no socket); the answer's bytes come with the Response. */
  const askApi = async (request: Request, url = new URL(request.url)) => {
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(request.method === 'GET' || request.method === 'HEAD' ? {} : { payload: await request.text() }),
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    const response = new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: injectHeaders(answer.headers),
    });
    return { response, bytes: answer.rawPayload };
  };
  /** The storefront reads a page's data through this. */
  const fetchApi = async (request: Request): Promise<Response> => (await askApi(request)).response;

  /**
   * One render of a page, whole, with what it was rendered from (the API answers it read, through
   * a fetch of its own) and how long each part took: data (the API answers), React (rendering the
   * tree to HTML) and serialization (the page's data as JSON and the document around the markup).
   */
  const renderPage = async (
    build: { entry: string; version: string },
    request: FastifyRequest,
    parts: PageParts,
    origin: string,
  ): Promise<RenderOutcome> => {
    const started = performance.now();
    const products = new Set<string>();
    const groups = new Set<string>();
    let catalogue = false;
    let dataStart = Number.POSITIVE_INFINITY;
    let dataEnd = started;
    const tracked = async (apiRequest: Request): Promise<Response> => {
      dataStart = Math.min(dataStart, performance.now());
      const url = new URL(apiRequest.url);
      const { pathname } = url;
      const { response, bytes } = await askApi(apiRequest, url);
      dataEnd = Math.max(dataEnd, performance.now());
      const similar = SIMILAR_PATH.exec(pathname);
      const one = similar ? null : PRODUCT_PATH.exec(pathname);
      if (similar?.[1]) {
        const id = decodeURIComponent(similar[1]);
        products.add(id);
        const group = productGroup(id);
        if (group === undefined) catalogue = true;
        else groups.add(group);
        if (response.ok) {
          // Read from the answer's bytes: a clone of the Response would copy its body stream.
          const list = JSON.parse(bytes.toString()) as Array<{ _id?: unknown }>;
          for (const item of Array.isArray(list) ? list : []) {
            if (typeof item._id === 'string') products.add(item._id);
          }
        }
      } else if (one?.[1] && !NOT_A_PRODUCT.has(one[1])) {
        products.add(decodeURIComponent(one[1]));
      } else {
        // Listings, facets, the best seller, new arrivals: any product or stock change may show.
        catalogue = true;
      }
      return response;
    };
    const module = await load(build.entry, build.version);
    const result = await module.render({
      url: request.url,
      origin,
      apiBaseUrl: runtime.current().apiBaseUrl,
      fetch: tracked,
    });
    if (result === null) return null;
    const rendered = performance.now();
    // React hands each chunk over for good (it writes the next ones into a new buffer), so they are
    // kept as they come and copied once, into the page.
    const markup = await new Promise<Buffer[]>((resolve, reject) => {
      const chunks: Buffer[] = [];
      result.pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            resolve(chunks);
            done();
          },
          destroy(error, done) {
            if (error) reject(error);
            done(error);
          },
        }),
      );
    });
    const reacted = performance.now();
    const [before, after] = splitTemplate(parts, result);
    const body = Buffer.concat([Buffer.from(before), ...markup, Buffer.from(after)]);
    const scriptHashes = (result.scripts ?? []).map(
      (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    );
    const data = Number.isFinite(dataStart) ? dataEnd - dataStart : 0;
    return {
      status: result.status,
      body,
      encodings: new Map(),
      scriptHashes,
      timings: {
        data,
        react: rendered - started - data + (reacted - rendered),
        serialize: performance.now() - reacted,
      },
      dependencies: { products, groups, catalogue },
    };
  };

  /**
   * What every page's cache key shares (the build, the runtime config, the stylesheets), made once
   * per change of them: a short name for their JSON, so that a kept page's key is hashed in a few
   * bytes rather than in the whole config on every look-up (bench:api's profile of cached pages).
   */
  let context: { build: object; config: object; parts: PageParts; json: string; key: string } | null = null;
  let contexts = 0;
  const pageContext = (build: { entry: string; version: string }, parts: PageParts): string => {
    const config = runtime.current();
    if (context?.build !== build || context.config !== config || context.parts !== parts) {
      const json = JSON.stringify([build, config, parts.stylesheets]);
      // The same content read again (a config file rewritten unchanged) keeps its pages.
      const key = context?.json === json ? context.key : String(contexts++);
      context = { build, config, parts, json, key };
    }
    return context.key;
  };

  const render: ServerRenderer['render'] = async (request, parts) => {
    const build = serverBuild();
    if (build === null) return null;
    const started = performance.now();
    // A Host header that is no host name is 400, as for the sitemap: it never reaches the page.
    const origin = requestOrigin(request, config.publicUrl);
    const key = `${pageContext(build, parts)}\n${origin}\n${request.url}`;
    const cached = cache.get(key);
    if (cached) return { ...cached, ms: performance.now() - started, cached: true };
    let page: RenderedPage | null;
    const rendering = cache.render(key, () => renderPage(build, request, parts, origin));
    try {
      page = await within(rendering, config.ssrTimeoutMs, () => undefined);
    } catch (error) {
      // Over the time budget the render goes on (it is kept for the next request when it ends),
      // but a request that comes meanwhile starts its own rather than wait on one that may hang.
      if (error instanceof RenderTimeout) cache.forget(key, rendering);
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      request.log.warn(
        { url: request.url, serverBuild: build.entry, reason },
        `server rendering failed, sending the client-rendered page: ${reason}`,
      );
      return null;
    }
    if (page === null) return null;
    const ms = performance.now() - started;
    request.log.debug({ url: request.url, ms }, 'server rendered');
    return { ...page, ms, cached: false };
  };

  return {
    render,
    // Loads the build and renders the home page once, unseen, so the first shopper does not wait
    // for the code to load and warm up.
    warmUp: () => {
      const build = serverBuild();
      const origin = selfOrigin();
      if (build === null || origin === null) return;
      load(build.entry, build.version)
        .then((module) =>
          module.render({ url: '/', origin, apiBaseUrl: runtime.current().apiBaseUrl, fetch: fetchApi }),
        )
        .then((page) => page?.abort())
        .catch((error: unknown) =>
          app.log.warn(`storefront server build not ready from ${build.entry}: ${(error as Error).message}`),
        );
    },
  };
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The shell's template cut where a page's head and markup go, with the stylesheets' links that end
 * every head, once per template (PageParts).
 */
interface TemplateCut {
  head: string;
  links: string[];
  body: string;
  tail: string;
}
const templateCuts = new WeakMap<PageParts, TemplateCut>();

function cutTemplate(parts: PageParts): TemplateCut {
  let cut = templateCuts.get(parts);
  if (cut !== undefined) return cut;
  const html = parts.template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    // The page reads without JavaScript.
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  const headEnd = html.indexOf('</head>');
  const root = html.indexOf(ROOT_ELEMENT);
  if (root < 0 || headEnd < 0 || headEnd > root) {
    throw new Error(`the shell's index.html has no </head> before its ${ROOT_ELEMENT}`);
  }
  cut = {
    head: html.slice(0, headEnd),
    links: parts.stylesheets.map(
      ({ href, key }) =>
        `<link rel="stylesheet" href="${href}"${key === undefined ? '' : ` data-rspack="${key}"`} />`,
    ),
    body: html.slice(headEnd + '</head>'.length, root),
    tail: html.slice(root + ROOT_ELEMENT.length),
  };
  templateCuts.set(parts, cut);
  return cut;
}

/** The page around the rendered markup: the shell's template with the page's head and data. */
function splitTemplate(parts: PageParts, result: ServerRenderResult): [string, string] {
  const scripts = (result.scripts ?? []).map(
    (script) => `<script>${script.replace(/<\//g, '<\\/')}</script>`,
  );
  const { head, links, body, tail } = cutTemplate(parts);
  const data = `<script id="${SERVER_DATA_ELEMENT_ID}" type="application/json">${scriptJson(result.data)}</script>`;
  return [
    `${head}${[result.head, ...scripts, ...links].join('\n    ')}\n  </head>${body}<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="">`,
    `</div>${data}${tail}`,
  ];
}
