/**
 * Issue 6: each remote deploys alone and the shell survives any of them. These tests run their own
 * server (a runtime config file they can rewrite) and serve remote builds from other ports, as
 * separate teams' hosts would.
 */

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@store/contracts/runtime-config';
import { IDLE_WORK_MARK } from '@store/contracts/server-render';
import type { FastifyInstance } from 'fastify';
import { serveRemote } from '../../scripts/serve-remote.ts';
import { WITH_STARTUP_TIMEOUT_MS } from '../support/startup.ts';
import { expect, type Page, test } from './support/fixture.ts';
import { freePort, type RunningServer, repoRoot, startStoreServer } from './support/servers.ts';
import { buildStoreVariant } from './support/variant-build.ts';

// Each case builds a storefront or starts a server: minutes on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: WITH_STARTUP_TIMEOUT_MS });

let server: RunningServer;
let configFile: string;
const hosts: FastifyInstance[] = [];

const localConfig: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

function pointRemotes(remotes: Partial<typeof localConfig.remotes>) {
  writeFileSync(
    configFile,
    JSON.stringify({ ...localConfig, remotes: { ...localConfig.remotes, ...remotes } }),
  );
}

async function host(dir: string, port = freePort()) {
  const app = await serveRemote(dir, port);
  hosts.push(app);
  return { app, port, manifest: `http://127.0.0.1:${port}/mf-manifest.json` };
}

function shellFingerprint(): string {
  const dir = path.join(repoRoot, 'shell/dist');
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(path.join(dir, file)));
  return hash.digest('hex');
}

const productHeadings = (page: Page) => page.getByRole('heading', { level: 3 });

test.beforeAll(async () => {
  test.setTimeout(WITH_STARTUP_TIMEOUT_MS);
  configFile = path.join(repoRoot, 'test-results', `runtime-config-${process.pid}.json`);
  writeFileSync(configFile, JSON.stringify(localConfig));
  server = await startStoreServer({ RUNTIME_CONFIG_FILE: configFile });
});

test.afterAll(async () => {
  await Promise.all(hosts.map((app) => app.close()));
  await server?.stop();
});

test('a new storefront build deployed elsewhere is picked up by a reload; the shell is untouched', async ({
  page,
}) => {
  const shellBefore = shellFingerprint();
  const shellScripts = (urls: string[]) =>
    urls.filter((url) => url.startsWith(`${server.url}/`) && url.endsWith('.js')).sort();

  const before: string[] = [];
  page.on('request', (request) => before.push(request.url()));
  await page.goto(server.url);
  await expect(productHeadings(page).first()).toBeVisible();
  const marker = () => page.evaluate(() => getComputedStyle(document.body, '::before').content);
  expect(await marker()).toBe('none');
  // The first page's idle work (the sections below the first screen, fetched from the old
  // storefront) is done before the switch: the old page lives on until the reload's answer comes,
  // and what it fetched then was counted as the new page's (3 runs of 8 on a slow machine).
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_WORK_MARK);
  await page.waitForLoadState('networkidle');

  const variant = buildStoreVariant((copy) => {
    appendFileSync(
      path.join(copy, 'store-remote/src/styles.css'),
      '\nbody::before { content: "Storefront build 2"; display: block; text-align: center; }\n',
    );
  });
  const deployed = await host(variant);
  pointRemotes({ store: deployed.manifest });

  const after: string[] = [];
  page.removeAllListeners('request');
  page.on('request', (request) => after.push(request.url()));
  await page.reload();
  await expect(productHeadings(page).first()).toBeVisible();
  expect(await marker()).toBe('"Storefront build 2"');
  expect(after.some((url) => url.startsWith(`http://127.0.0.1:${deployed.port}/`))).toBe(true);
  // By their URLs: a failure names what was still fetched from the old storefront.
  expect(after.filter((url) => url.includes('/remotes/store/'))).toEqual([]);
  expect(shellScripts(after)).toEqual(shellScripts(before).filter((url) => !url.includes('/remotes/')));
  expect(shellFingerprint()).toBe(shellBefore);
});

test('a new storefront server build is picked up by the server; neither the shell nor the API is rebuilt or restarted', async ({
  page,
}) => {
  const shellBefore = shellFingerprint();
  const variant = buildStoreVariant((copy) => {
    const hero = path.join(copy, 'store-remote/src/features/home/Hero.tsx');
    writeFileSync(
      hero,
      readFileSync(hero, 'utf8').replace(
        'Clothes that keep up with you',
        'Clothes that keep up with you, version 2',
      ),
    );
  });
  const deployed = await host(variant);
  // Browser and server builds side by side, as the team deploys them; the server process stays up.
  writeFileSync(
    configFile,
    JSON.stringify({
      ...localConfig,
      remotes: { ...localConfig.remotes, store: deployed.manifest },
      serverRemotes: { store: `http://127.0.0.1:${deployed.port}/server/remoteEntry.js` },
    }),
  );
  // The first page may still be client-rendered while the server loads the new build (its budget).
  await expect
    .poll(async () => (await page.request.get(server.url)).text())
    .toContain('Clothes that keep up with you, version 2</h1>');
  await page.goto(server.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Clothes that keep up with you, version 2',
  );
  expect(shellFingerprint()).toBe(shellBefore);
});

test('storefront host down: fallback with Retry, and Retry works once it is back', async ({ page }) => {
  const port = freePort();
  const dir = path.join(repoRoot, 'store-remote/dist');
  const first = await serveRemote(dir, port);
  pointRemotes({ store: `http://127.0.0.1:${port}/mf-manifest.json` });
  await first.close();

  await page.goto(server.url);
  await expect(page.getByRole('alert')).toHaveText('The storefront is unavailable right now');
  await expect(page.getByText('The storefront could not be loaded')).toBeVisible();

  await host(dir, port);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(productHeadings(page).first()).toBeVisible();
});

test('admin host down: the storefront works and /admin shows the fallback', async ({ page }) => {
  pointRemotes({ admin: `http://127.0.0.1:${freePort()}/mf-manifest.json` });
  await page.goto(server.url);
  await expect(productHeadings(page).first()).toBeVisible();
  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole('alert')).toHaveText('The admin area is unavailable right now');
  await page.getByRole('link', { name: 'Back to the store' }).click();
  await expect(productHeadings(page).first()).toBeVisible();
});

test('version skew: a remote built against an incompatible shared singleton is refused, and check:remote says why', async ({
  page,
}) => {
  const shipped = (
    JSON.parse(readFileSync(path.join(repoRoot, 'shared/state/package.json'), 'utf8')) as { version: string }
  ).version;
  const nextMajor = `${Number(shipped.split('.')[0]) + 1}.0.0`;
  const variant = buildStoreVariant((copy) => {
    const file = path.join(copy, 'shared/state/package.json');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(`"version": "${shipped}"`, `"version": "${nextMajor}"`),
    );
  });
  const check = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
      'scripts/check-remote.ts',
      path.join(variant, 'mf-manifest.json'),
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  expect(check.status).toBe(1);
  expect(check.stdout).toContain(`FAIL store needs @store/state@^${nextMajor} but shell provides ${shipped}`);

  const deployed = await host(variant);
  pointRemotes({ store: deployed.manifest });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(server.url);
  await expect(page.getByRole('alert')).toHaveText('The storefront is unavailable right now');
  expect(errors.join('\n')).toContain('the storefront (store) could not be loaded');
  expect(errors.join('\n')).toMatch(/@store\/state/);
});

test('a remote that throws while rendering is caught by its boundary; the shell keeps working', async ({
  page,
}) => {
  // Rendered in the browser only: this case is a crash of the client render (a server-rendered page
  // that cannot hydrate is client-rendered again by React, which the suite counts as a failure).
  writeFileSync(configFile, JSON.stringify({ ...localConfig, serverRemotes: {} }));
  // The best seller arrives as an object without any of a product's fields: the storefront fails
  // while rendering it (its pictures, sizes and price), the shell (which shows no product) does not.
  await page.route('**/api/products/best-seller', (route) => route.fulfill({ json: {} }));
  await page.goto(server.url);
  await expect(page.getByRole('alert')).toHaveText('Something went wrong in the storefront');
  await expect(page.getByText('The storefront ran into a problem')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Threadline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeEnabled();
});
