import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { STYLESHEET_KEYS_FIELD } from '@store/contracts/server-render';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { ChangeFeed } from './change-feed.ts';
import { encodedBody, pageEncodingFor } from './page-encodings.ts';
import type { RuntimeConfigSource } from './runtime-config.ts';
import {
  BUILD_CHECK_INTERVAL_MS,
  createServerRenderer,
  type PageParts,
  type Stylesheet,
} from './server-render.ts';

const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|webp|woff2?)(\.br|\.gz)?$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const LOCAL_REMOTE = /^\/remotes\/(store|admin)\/mf-manifest\.json$/;

/** Hashed files never change (immutable); anything else (manifests, remote entries) is revalidated. */
export function cacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('Cache-Control', HASHED.test(filePath) ? IMMUTABLE : REVALIDATE);
}

interface ManifestFiles {
  remoteEntry: string;
  js: string[];
  css: string[];
  /** Each stylesheet's key for the remote's CSS loading (STYLESHEET_KEYS_FIELD), where the build gave one. */
  stylesheetKeys: Record<string, string>;
}

/** What a `data-rspack` value looks like (`uniqueName:chunk-id`); anything else is not put in a page. */
const STYLESHEET_KEY = /^[\w@./-]+:chunk-[\w.-]+$/;

/** The keys a manifest's metaData gives its stylesheets, those of the expected shape only. */
function stylesheetKeysOf(metaData: Record<string, unknown> | undefined): Record<string, string> {
  const given = metaData?.[STYLESHEET_KEYS_FIELD];
  if (typeof given !== 'object' || given === null) return {};
  return Object.fromEntries(
    Object.entries(given).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && STYLESHEET_KEY.test(entry[1]),
    ),
  );
}

/** Reads a remote's mf-manifest.json (again only when it changes): its entry and App's files. */
function manifestReader(dir: string) {
  let cached: { mtime: number; files: ManifestFiles | null } = { mtime: -1, files: null };
  let checkedAt = Number.NEGATIVE_INFINITY;
  return (): ManifestFiles | null => {
    const now = performance.now();
    if (now - checkedAt < BUILD_CHECK_INTERVAL_MS) return cached.files;
    checkedAt = now;
    const file = path.join(dir, 'mf-manifest.json');
    try {
      const mtime = statSync(file).mtimeMs;
      if (mtime !== cached.mtime) {
        const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
          metaData: { remoteEntry: { name: string; path: string } } & Record<string, unknown>;
          exposes: Array<{ path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
        };
        const app = manifest.exposes.find((expose) => expose.path === './App');
        const entry = manifest.metaData.remoteEntry;
        cached = {
          mtime,
          files: {
            remoteEntry: entry.path ? `${entry.path}/${entry.name}` : entry.name,
            js: app?.assets.js.sync ?? [],
            css: app?.assets.css.sync ?? [],
            stylesheetKeys: stylesheetKeysOf(manifest.metaData),
          },
        };
      }
      return cached.files;
    } catch {
      cached = { mtime: -1, files: null };
      return null;
    }
  };
}

/** Which app a page of the shell shows: the admin's under /admin, the storefront's everywhere else. */
const isAdminPath = (pathname: string) => /^\/admin(\/|$)/.test(pathname);

/**
 * The shell's index.html with preload hints, so the first page does not wait for one round trip
 * after another: the runtime config always; on a storefront page the storefront's manifest and, when
 * the storefront is served from here, its remote entry and the files of its App. An admin page
 * preloads only the runtime config: nothing of the storefront, which it never loads (the browser
 * warns of a file preloaded and not used), nor of the admin, which waits for the sign-in check.
 */
function indexHtml(
  template: string,
  config: ServerConfig,
  runtime: RuntimeConfigSource,
  storeFiles: () => ManifestFiles | null,
  admin = false,
) {
  const hints = ['<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />'];
  // Functions, not strings: a `$` in a configured URL is not a replacement pattern.
  if (admin) return template.replace('</head>', () => `    ${hints[0]}\n  </head>`);
  const storeManifest = runtime.current().remotes.store;
  hints.push(`<link rel="preload" href="${storeManifest}" as="fetch" crossorigin="anonymous" />`);
  const local = LOCAL_REMOTE.exec(storeManifest);
  const files = local && existsSync(config.remoteDirs.store) ? storeFiles() : null;
  if (files) {
    const base = storeManifest.replace(/mf-manifest\.json$/, '');
    hints.push(`<link rel="preload" href="${base}${files.remoteEntry}" as="script" />`);
    for (const js of files.js) hints.push(`<link rel="preload" href="${base}${js}" as="script" />`);
    for (const css of files.css) hints.push(`<link rel="preload" href="${base}${css}" as="style" />`);
  } else if (/^https?:\/\//.test(storeManifest)) {
    hints.unshift(`<link rel="preconnect" href="${new URL(storeManifest).origin}" crossorigin />`);
  }
  return template.replace('</head>', () => `    ${hints.join('\n    ')}\n  </head>`);
}

const MANIFEST_TTL_MS = 5_000;

/**
 * Which page was sent and how long the server took to have it ready; a page rendered for this
 * request also gives the parts of its render (data, React, serialization).
 */
function serverTiming(page: { ms: number; cached: boolean; timings: Record<string, number> }): string {
  if (page.cached) return `ssr;dur=${page.ms.toFixed(1)};desc="cached"`;
  const parts = Object.entries(page.timings).map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`);
  return [`ssr;dur=${page.ms.toFixed(1)}`, ...parts].join(', ');
}

/** A page's policy with its scripts allowed, by its hashes (each page's own list) and the policy it extends. */
const policiesWithScripts = new WeakMap<string[], { policy: string; allowing: string }>();

/** Allows a server-rendered page's own inline scripts, by hash, in the policy helmet has set. */
function allowScripts(reply: FastifyReply, hashes: string[]): FastifyReply {
  const policy = reply.getHeader('content-security-policy');
  if (hashes.length === 0 || typeof policy !== 'string') return reply;
  // Made once per kept page (its hashes) and policy: a cached page is sent many times.
  const known = policiesWithScripts.get(hashes);
  if (known?.policy === policy) return reply.header('content-security-policy', known.allowing);
  const allowing = policy.replace(
    /script-src ([^;]*)/,
    (_directive, sources: string) => `script-src ${sources} ${hashes.join(' ')}`,
  );
  policiesWithScripts.set(hashes, { policy, allowing });
  return reply.header('content-security-policy', allowing);
}

/**
 * The stylesheets of the storefront's App, from its browser manifest (the one the runtime config
 * names): read from disk when served from here, else fetched and kept a few seconds.
 */
function storefrontStylesheets(runtime: RuntimeConfigSource, localFiles: () => ManifestFiles | null) {
  let remote: { url: string; at: number; css: Stylesheet[] } | null = null;
  return async (): Promise<Stylesheet[]> => {
    const manifestUrl = runtime.current().remotes.store;
    const base = manifestUrl.replace(/[^/]*$/, '');
    if (LOCAL_REMOTE.test(manifestUrl)) {
      const files = localFiles();
      return (files?.css ?? []).map((css) => ({ href: `${base}${css}`, key: files?.stylesheetKeys[css] }));
    }
    if (!/^https?:\/\//.test(manifestUrl)) return [];
    if (remote?.url === manifestUrl && Date.now() - remote.at < MANIFEST_TTL_MS) return remote.css;
    try {
      const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(1_000) });
      const manifest = (await response.json()) as {
        metaData?: Record<string, unknown>;
        exposes?: Array<{ path: string; assets: { css: { sync: string[] } } }>;
      };
      const app = manifest.exposes?.find((expose) => expose.path === './App');
      const keys = stylesheetKeysOf(manifest.metaData);
      const css = (app?.assets.css.sync ?? []).map((file) => ({
        href: new URL(file, manifestUrl).toString(),
        key: keys[file],
      }));
      remote = { url: manifestUrl, at: Date.now(), css };
      return css;
    } catch {
      return [];
    }
  };
}

/** The shell's own stylesheets (its base layer), which it otherwise loads from a script. */
function shellStylesheets(shellDir: string): Stylesheet[] {
  try {
    return readdirSync(shellDir)
      .filter((file) => file.endsWith('.css'))
      .map((file) => ({ href: `/${file}` }));
  } catch {
    return [];
  }
}

/**
 * Production web serving from the same process: the shell at / (SPA fallback), each remote's build
 * under /remotes/{name}/ (uploads are served by plugins/uploads.ts). Hashed files are immutable;
 * manifests, remote entries, index.html and config.json are revalidated on every load.
 */
export async function registerWeb(
  app: FastifyInstance,
  config: ServerConfig,
  runtime: RuntimeConfigSource,
  changes: Pick<ChangeFeed, 'subscribe' | 'live'>,
  productGroup?: (productId: string) => string | undefined,
): Promise<{ servesShell: boolean }> {
  app.get('/config.json', { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('Cache-Control', REVALIDATE)
      .type('application/json')
      .send(JSON.stringify(runtime.current())),
  );

  for (const [name, root] of Object.entries(config.remoteDirs)) {
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }

  const indexFile = path.join(config.shellDir, 'index.html');
  const servesShell = existsSync(indexFile);
  if (!servesShell) return { servesShell };
  const template = readFileSync(indexFile, 'utf8');
  const storeFiles = manifestReader(config.remoteDirs.store);
  const shellCss = shellStylesheets(config.shellDir);
  const storeCss = storefrontStylesheets(runtime, storeFiles);
  /**
   * The page around a server-rendered storefront page, made again only when the runtime config, the
   * storefront's build or its stylesheets change (a cached page would otherwise cost as much to wrap).
   */
  let madeParts: {
    runtime: unknown;
    files: ManifestFiles | null;
    css: Stylesheet[];
    parts: PageParts;
  } | null = null;
  const storefrontParts = async (): Promise<PageParts> => {
    const current = runtime.current();
    const files = storeFiles();
    const css = await storeCss();
    if (
      madeParts?.runtime === current &&
      madeParts.files === files &&
      madeParts.css.length === css.length &&
      madeParts.css.every((sheet, index) => sheet.href === css[index]?.href && sheet.key === css[index]?.key)
    ) {
      return madeParts.parts;
    }
    const parts = {
      template: indexHtml(template, config, runtime, storeFiles),
      stylesheets: [...shellCss, ...css],
    };
    madeParts = { runtime: current, files, css, parts };
    return parts;
  };
  const renderer = createServerRenderer(app, config, runtime, changes, productGroup);
  app.addHook('onListen', async () => renderer.warmUp());
  const sendClientRendered = (reply: FastifyReply, pathname = '/') =>
    reply
      .header('Cache-Control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(indexHtml(template, config, runtime, storeFiles, isAdminPath(pathname)));
  /** A storefront page rendered on the server when it can be, else the client-rendered page. */
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (request.method === 'GET' && !isAdminPath(pathname)) {
      const page = await renderer.render(request, await storefrontParts());
      // Server-Timing says which page was sent (and how long the server took to have it ready).
      if (page !== null) {
        // Compressed once per kept page, not once per request (@fastify/compress leaves it be).
        const encoding = pageEncodingFor(request.headers['accept-encoding']);
        if (encoding !== null) reply.header('Content-Encoding', encoding);
        return allowScripts(reply, page.scriptHashes)
          .status(page.status)
          .header('Server-Timing', serverTiming(page))
          .header('Cache-Control', REVALIDATE)
          .header('Vary', 'Accept-Encoding')
          .type('text/html; charset=utf-8')
          .send(encoding === null ? page.body : await encodedBody(page, encoding));
      }
    }
    return sendClientRendered(reply.header('Server-Timing', 'ssr;desc="client-rendered"'), pathname);
  };
  app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
  app.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendClientRendered(reply));
  // A route per file of the shell's build (read at start, as index.html is), not a wildcard: a
  // storefront page's address then goes straight to the page instead of through a look for a file of
  // that name on disk first (a stat and a directory read per page, bench:api's profile).
  await app.register(fastifyStatic, {
    root: config.shellDir,
    prefix: '/',
    decorateReply: false,
    index: false,
    wildcard: false,
    // Answered by the routes above.
    globIgnore: ['index.html', 'config.json'],
    preCompressed: true,
    setHeaders: cacheHeaders,
  });
  app.decorate('sendShellIndex', sendIndex);
  return { servesShell };
}

declare module 'fastify' {
  interface FastifyInstance {
    sendShellIndex?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}
