import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STARTUP_LIMIT_MS } from '../../support/startup.ts';
import { makeTempDir, removeTempDir } from '../../support/temp-dirs.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function freePort(): number {
  return Number(
    execFileSync(process.execPath, [path.join(repoRoot, 'tests/e2e/support/free-port.cjs')]).toString(),
  );
}

/**
 * Waits until `url` answers 200, asking every 250 ms: the server gives no other sign that it listens
 * (its output is silenced). Fails at once if the server exits, and after `timeoutMs` at the latest.
 */
async function waitForServer(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server for ${url} exited (${child.exitCode ?? child.signalCode})`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface RunningServer {
  url: string;
  dataDir: string;
  /** What the server has logged so far (its standard output). */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Another instance of the production server (`server/dist/main.js`) on a free port, stopped by PID;
 * `root` is the checkout whose build it runs (another one's for `npm run bench:web`'s "before").
 */
export async function startStoreServer(
  env: Record<string, string> = {},
  root: string = repoRoot,
): Promise<RunningServer> {
  const port = freePort();
  const dataDir = scratchDir('extra');
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'e2e-extra-admin',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    removeTempDir(dataDir);
  };
  try {
    await waitForServer(child, `${url}/api/health`, STARTUP_LIMIT_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, output: () => output, stop };
}

/**
 * A folder of this test run: inside the run's folder that the Playwright runner removes when it
 * exits (playwright.config.ts), or a temp folder of its own when a spec runs without that config.
 */
export function scratchDir(purpose: string): string {
  const runDir = process.env.E2E_RUN_DIR;
  return runDir ? mkdtempSync(path.join(runDir, `${purpose}-`)) : makeTempDir(`e2e-${purpose}`);
}
