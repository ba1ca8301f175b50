/**
 * The load-balancer suite: two API processes of the production build on one PostgreSQL database
 * and Redis, behind nginx (tests/lb/global-setup.ts). Everything goes through nginx. Run it after
 * `npm run build` with `npm run test:lb`; `npm test` runs it after the end-to-end suite.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/ensure-chromium.ts';
import { makeTempDir, makeTempDirForProcess } from '../support/temp-dirs.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

// Chosen once in the runner process; the setup, the workers and the teardown inherit them.
process.env.LB_PORT ??= execFileSync(process.execPath, [
  path.join(root, 'tests/e2e/support/free-port.cjs'),
]).toString();
// The teardown removes it; so does the runner's exit when the setup failed half-way (LB_KEEP_LOGS=1
// keeps it, with the processes' logs).
process.env.LB_WORK_DIR ??=
  process.env.LB_KEEP_LOGS === '1' ? makeTempDir('lb') : makeTempDirForProcess('lb');
process.env.LB_STATE_FILE ??= path.join(process.env.LB_WORK_DIR, 'cluster.json');

const chromiumLaunch = {
  executablePath: CHROMIUM,
  args: CHROMIUM_ARGS,
};

export default defineConfig({
  testDir: root,
  // The end-to-end purchase flow, unchanged, through the balancer; then the suite's own cases.
  testMatch: ['tests/e2e/store-checkout.spec.ts', 'tests/lb/**/*.spec.ts'],
  outputDir: path.join(root, 'test-results/lb'),
  globalSetup: path.join(here, 'global-setup.ts'),
  globalTeardown: path.join(here, 'global-teardown.ts'),
  // One at a time: the cases count orders, kill a process and read which process answered.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous, as in the end-to-end suite (docs/architecture.md §6).
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: process.env.LB_REPORT_FILE
    ? [['list'], ['json', { outputFile: process.env.LB_REPORT_FILE }]]
    : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${process.env.LB_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
});
