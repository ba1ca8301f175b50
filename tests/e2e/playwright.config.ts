import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/ensure-chromium.ts';
import { STARTUP_LIMIT_MS } from '../support/startup.ts';
import { makeTempDirForProcess } from '../support/temp-dirs.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

// Chosen once in the runner process; workers inherit them through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  path.join(here, 'support/free-port.cjs'),
]).toString();
// The run's temp folder: the store's data and the mails it sent, the extra servers' data and the
// storefront builds the specs make (support/servers.ts, support/variant-build.ts). The runner
// removes it when it exits, after it has stopped the web servers.
process.env.E2E_RUN_DIR ??= makeTempDirForProcess('e2e');
process.env.E2E_DATA_DIR ??= path.join(process.env.E2E_RUN_DIR, 'store');
// The store sends its mails to a real SMTP receiver of the suite's, which files them here (support/mail.ts).
process.env.E2E_SMTP_PORT ??= execFileSync(process.execPath, [
  path.join(here, 'support/free-port.cjs'),
]).toString();
process.env.E2E_MAIL_DIR ??= path.join(process.env.E2E_RUN_DIR, 'received-mail');
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/** Debian's chromium (browsers cannot be downloaded here), with flags for a closed network. */
const chromiumLaunch = {
  executablePath: CHROMIUM,
  args: CHROMIUM_ARGS,
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results/e2e'),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous: two shared cores under load take tens of seconds to load a remote or render a page.
  // A test and each expectation still end as soon as they are met (docs/architecture.md §6).
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: process.env.E2E_REPORT_FILE
    ? [['list'], ['json', { outputFile: process.env.E2E_REPORT_FILE }]]
    : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
  webServer: [
    {
      command: `${path.join(root, 'node_modules/.bin/tsx')} ${path.join(here, 'support/mail-receiver.ts')}`,
      cwd: root,
      port: Number(process.env.E2E_SMTP_PORT),
      reuseExistingServer: false,
      timeout: STARTUP_LIMIT_MS,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: process.env.E2E_SMTP_PORT, E2E_MAIL_DIR: process.env.E2E_MAIL_DIR },
    },
    {
      // The production build, exactly as `npm start` serves it (build first: npm run build).
      command: `node ${path.join(root, 'server/dist/main.js')}`,
      cwd: root,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: STARTUP_LIMIT_MS,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        AUTH_RATE_LIMIT: '10000',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        MAIL_RETRY_SECONDS: '1',
      },
    },
  ],
});
