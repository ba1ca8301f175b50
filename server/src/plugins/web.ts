import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../config.ts';

const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|webp|woff2?)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function cacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('Cache-Control', HASHED.test(filePath) ? IMMUTABLE : REVALIDATE);
}

/** The shell's index.html with preload hints for the runtime config and the storefront's manifest. */
function indexHtml(config: ServerConfig): string {
  const html = readFileSync(path.join(config.shellDir, 'index.html'), 'utf8');
  const hints = [
    '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />',
    `<link rel="preload" href="${config.runtime.storeManifestUrl}" as="fetch" crossorigin="anonymous" />`,
  ].join('\n    ');
  return html.replace('</head>', `    ${hints}\n  </head>`);
}

export function runtimeConfig(config: ServerConfig) {
  return {
    apiBaseUrl: config.runtime.apiBaseUrl,
    remotes: { store: config.runtime.storeManifestUrl, admin: config.runtime.adminManifestUrl },
  };
}

/**
 * Production web serving from the same process: the shell at / (SPA fallback), each remote's build
 * under /remotes/{name}/ (uploads are served by plugins/uploads.ts). Hashed files are immutable; manifests, remote
 * entries, index.html and config.json are revalidated on every load.
 */
export async function registerWeb(
  app: FastifyInstance,
  config: ServerConfig,
): Promise<{ servesShell: boolean }> {
  const configBody = JSON.stringify(runtimeConfig(config));
  app.get('/config.json', { schema: { hide: true } }, (_request, reply) =>
    reply.header('Cache-Control', REVALIDATE).type('application/json').send(configBody),
  );

  for (const [name, root] of Object.entries(config.remoteDirs)) {
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      index: false,
      setHeaders: cacheHeaders,
    });
  }

  const servesShell = existsSync(path.join(config.shellDir, 'index.html'));
  if (!servesShell) return { servesShell };
  const html = indexHtml(config);
  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(html);
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  await app.register(fastifyStatic, {
    root: config.shellDir,
    prefix: '/',
    decorateReply: false,
    index: false,
    setHeaders: cacheHeaders,
  });
  app.decorate('sendShellIndex', sendIndex);
  return { servesShell };
}

declare module 'fastify' {
  interface FastifyInstance {
    sendShellIndex?: (reply: FastifyReply) => FastifyReply;
  }
}
