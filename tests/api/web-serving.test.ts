/**
 * Production web serving (issue 6): hashed assets immutable; manifests, remote entries, index.html
 * and /config.json revalidated; precompressed files; SPA fallback; preload hints; and a runtime
 * config file that can point the shell at a redeployed remote without a restart.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@store/contracts';
import { makeTempDir, removeTempDir } from '../support/temp-dirs.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

let api: TestApp;
let configFile: string;
let root: string | undefined;

const local: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;
const writeConfig = (config: RuntimeConfig | string) =>
  writeFileSync(configFile, typeof config === 'string' ? config : JSON.stringify(config));

function write(file: string, body: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
}

beforeAll(async () => {
  root = makeTempDir('web');
  const shellDir = path.join(root, 'shell');
  const storeDir = path.join(root, 'store');
  const adminDir = path.join(root, 'admin');
  write(
    path.join(shellDir, 'index.html'),
    '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
  );
  const mainJs = 'console.log("shell");'.repeat(100);
  write(path.join(shellDir, 'main.0123abcd.js'), mainJs);
  writeFileSync(path.join(shellDir, 'main.0123abcd.js.br'), brotliCompressSync(mainJs));
  write(
    path.join(storeDir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { path: './App', assets: { js: { sync: ['app.89abcdef.js'] }, css: { sync: ['app.89abcdef.css'] } } },
      ],
    }),
  );
  write(path.join(storeDir, 'remoteEntry.js'), 'var store;');
  write(path.join(storeDir, 'app.89abcdef.js'), 'export{}');
  write(path.join(adminDir, 'mf-manifest.json'), '{}');
  configFile = path.join(root, 'runtime-config.json');
  api = await createTestApp(
    {
      shellDir,
      remoteDirs: { store: storeDir, admin: adminDir },
      runtimeConfigFile: configFile,
    },
    { serveWeb: true },
  );
});
afterAll(async () => {
  try {
    await api?.close();
  } finally {
    removeTempDir(root);
  }
});

const get = (url: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url, headers });

describe('cache headers', () => {
  it('serves hashed files as immutable, also when sending the precompressed copy', async () => {
    const plain = await get('/main.0123abcd.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    const brotli = await get('/main.0123abcd.js', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/remotes/store/app.89abcdef.js')).headers['cache-control']).toBe(IMMUTABLE);
  });

  it('revalidates manifests, remote entries, the runtime config and index.html', async () => {
    for (const url of [
      '/remotes/store/mf-manifest.json',
      '/remotes/store/remoteEntry.js',
      '/config.json',
      '/',
    ]) {
      const response = await get(url);
      expect({ url, status: response.statusCode, cache: response.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: 'no-cache',
      });
    }
  });
});

describe('the shell page', () => {
  it('answers client-side routes with index.html, and unknown API paths with JSON', async () => {
    const page = await get('/collections/all?gender=Men');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root"></div>');
    const api404 = await get('/api/nothing-here');
    expect(api404.statusCode).toBe(404);
    expect(api404.json()).toEqual({ message: 'No route for GET /api/nothing-here' });
  });

  it('preloads the runtime config, the storefront manifest, its entry and its App files', async () => {
    writeConfig(local);
    const { body } = await get('/');
    expect(body).toContain('<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />');
    expect(body).toContain(
      '<link rel="preload" href="/remotes/store/mf-manifest.json" as="fetch" crossorigin="anonymous" />',
    );
    expect(body).toContain('<link rel="preload" href="/remotes/store/remoteEntry.js" as="script" />');
    expect(body).toContain('<link rel="preload" href="/remotes/store/app.89abcdef.js" as="script" />');
    expect(body).toContain('<link rel="preload" href="/remotes/store/app.89abcdef.css" as="style" />');
  });

  it('preloads nothing of the storefront on an admin page, which never loads it', async () => {
    writeConfig(local);
    for (const url of ['/admin', '/admin/orders?status=Shipped']) {
      const { body } = await get(url);
      expect(body).toContain('<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />');
      expect(body).not.toContain('/remotes/store/');
      expect(body.match(/rel="preload"/g)).toHaveLength(1);
    }
  });
});

describe('runtime config file', () => {
  it('is re-read when it changes: a remote moves without a restart, and the CSP follows', async () => {
    const moved: RuntimeConfig = {
      ...local,
      remotes: { ...local.remotes, store: 'https://store.cdn.example/v42/mf-manifest.json' },
    };
    writeConfig(moved);
    expect((await get('/config.json')).json()).toEqual(moved);
    const page = await get('/');
    expect(page.headers['content-security-policy']).toContain("script-src 'self' https://store.cdn.example");
    expect(page.body).toContain('<link rel="preconnect" href="https://store.cdn.example" crossorigin />');
    expect(page.body).not.toContain('/remotes/store/remoteEntry.js');
  });

  it('keeps the last good config when the file is broken or has the wrong shape', async () => {
    writeConfig(local);
    expect((await get('/config.json')).json()).toEqual(local);
    writeConfig('{ "apiBaseUrl": ');
    expect((await get('/config.json')).json()).toEqual(local);
    writeConfig(JSON.stringify({ apiBaseUrl: '', remotes: { store: 'https://elsewhere.example/m.json' } }));
    expect((await get('/config.json')).json()).toEqual(local);
  });

  it('answers only the fields of the runtime config', async () => {
    writeConfig(JSON.stringify({ ...local, secret: 'not for the browser' }));
    expect((await get('/config.json')).json()).toEqual(local);
  });
});
