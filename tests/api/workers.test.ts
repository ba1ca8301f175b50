/**
 * `npm run serve` with WEB_CONCURRENCY: the built server (built here first, into a folder of its own)
 * runs several API workers on one port with PostgreSQL, replaces a worker that dies and stops
 * cleanly on SIGTERM; with the embedded database it says why it stays single-process. Each answer
 * names its process in X-Worker-Pid (EXPOSE_WORKER_PID=1).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../support/free-port.ts';
import { STARTUP_LIMIT_MS, WITH_STARTUP_TIMEOUT_MS } from '../support/startup.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dirs.ts';
import { testDatabaseKind } from './support/test-app.ts';

const root = path.resolve(__dirname, '../..');
/**
 * This suite's own build of the server, not server/dist: the production build (which cleans its
 * folder) and this suite on the other database may run at the same moment (scripts/test-all.ts). It
 * lives inside server/ so that its packages and migrations resolve as they do for server/dist.
 */
const buildRoot = path.join(root, 'server', `workers-test-${process.pid}`);
const serverEntry = path.join(buildRoot, 'dist', 'main.js');
const started: Array<{ child: ChildProcess; dataDir: string }> = [];

beforeAll(() => {
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'),
      'build',
      '-c',
      'server/rspack.server.config.ts',
      '--output-path',
      path.dirname(serverEntry),
    ],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
}, STARTUP_LIMIT_MS);

// A server a failed test left running is asked to stop (its workers with it), killed if it does not
// within 30 s, and its data folder goes once it has exited.
afterAll(async () => {
  await Promise.all(
    started.map(async ({ child, dataDir }) => {
      if (child.exitCode === null && child.signalCode === null) {
        const gone = exited(child);
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
        await gone;
        clearTimeout(timer);
      }
      removeTempDir(dataDir);
    }),
  );
  rmSync(buildRoot, { recursive: true, force: true });
}, 60_000);

interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function start(env: Record<string, string | undefined>): Promise<Server> {
  return freePort().then((port) => {
    const dataDir = makeTempDir('workers');
    const childEnv: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EXPOSE_WORKER_PID: '1',
      LOG_LEVEL: 'warn',
      SHELL_DIR: path.join(dataDir, 'no-shell'),
      ...env,
    };
    for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
    const child = spawn(process.execPath, [serverEntry], {
      cwd: root,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push({ child, dataDir });
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    return { child, url: `http://127.0.0.1:${port}`, output: () => text };
  });
}

/**
 * Resolves once `check` gives a value, asking every 100 ms. Fails at once if `server` has exited, and
 * only after the generous start-up bound otherwise: a loaded machine takes long to start a cluster.
 */
async function until<T>(what: string, server: Server, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(
        `the server exited (${server.child.exitCode ?? server.child.signalCode}) while waiting for ${what}; it said:\n${server.output()}`,
      );
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}; the server said:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The pid that served a fresh connection's request (the cluster hands connections out in turn). */
async function servedBy(url: string): Promise<number> {
  const response = await fetch(`${url}/api/health/live`, { headers: { connection: 'close' } });
  expect(response.status).toBe(200);
  return Number(response.headers.get('x-worker-pid'));
}

async function pidsAnswering(url: string, requests = 12): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let index = 0; index < requests; index++) pids.add(await servedBy(url));
  return pids;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

const ADMIN = { email: 'workers-admin@example.test', password: 'workers-admin-password' };

async function emptyStore(): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      'truncate table cart_items, carts, checkouts, orders, products, users restart identity cascade',
    );
  } finally {
    await client.end();
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

if (testDatabaseKind === 'postgres') {
  describe('WEB_CONCURRENCY=2 on PostgreSQL', () => {
    it(
      'serves from two workers on one port, both fresh right after a write; replaces a killed worker; stops on SIGTERM',
      async () => {
        // An empty store, so the primary seeds it with a known admin.
        await emptyStore();
        const server = await start({
          WEB_CONCURRENCY: '2',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
        });
        await until('two workers listening', server, async () =>
          server.output().includes('Workers:   2') ? true : undefined,
        );
        const primary = server.child.pid ?? 0;
        const workers = await until('both workers answering', server, async () => {
          const pids = await pidsAnswering(server.url);
          return pids.size === 2 ? pids : undefined;
        });
        expect(workers.has(primary)).toBe(false);

        // A write through one worker is seen at once by both: each answer right after it is fresh.
        const login = await fetch(`${server.url}/api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
        });
        expect(login.status).toBe(200);
        const { token } = (await login.json()) as { token: string };
        const [first] = (await (await fetch(`${server.url}/api/products?limit=1`)).json()) as Array<{
          _id: string;
        }>;
        const productUrl = `${server.url}/api/products/${first?._id}`;
        const readers = new Set<number>();
        for (let round = 0; round < 6; round++) {
          for (let warm = 0; warm < 4; warm++) await fetch(productUrl, { headers: { connection: 'close' } });
          const price = 1500 + round;
          const put = await fetch(`${server.url}/api/admin/products/${first?._id}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ price, discountPrice: null }),
          });
          expect(put.status).toBe(200);
          for (let read = 0; read < 2; read++) {
            const response = await fetch(productUrl, { headers: { connection: 'close' } });
            readers.add(Number(response.headers.get('x-worker-pid')));
            expect(((await response.json()) as { price: number }).price).toBe(price);
          }
        }
        expect(readers).toEqual(workers);

        const [victim, survivor] = [...workers] as [number, number];
        process.kill(victim, 'SIGKILL');
        await until('the killed worker gone', server, async () => (alive(victim) ? undefined : true));
        // Every request succeeds meanwhile, and a new worker takes the dead one's place.
        let replacement: number | undefined;
        const deadline = Date.now() + STARTUP_LIMIT_MS;
        while (replacement === undefined) {
          if (Date.now() > deadline) {
            throw new Error(`no replacement worker answered; the server said:\n${server.output()}`);
          }
          const pids = await pidsAnswering(server.url, 4);
          expect(pids.has(victim)).toBe(false);
          replacement = [...pids].find((pid) => pid !== survivor);
        }
        expect([victim, survivor, primary]).not.toContain(replacement);
        expect(server.output()).toContain(`[cluster] worker ${victim} exited (SIGKILL); starting a new one`);

        server.child.kill('SIGTERM');
        expect(await exited(server.child)).toBe(0);
        expect(alive(survivor)).toBe(false);
        expect(alive(replacement)).toBe(false);
      },
      WITH_STARTUP_TIMEOUT_MS,
    );
  });
}

describe('WEB_CONCURRENCY=2 on the embedded database', () => {
  it(
    'runs single-process and says why',
    async () => {
      const server = await start({ WEB_CONCURRENCY: '2', DATABASE_URL: undefined });
      const pid = await until('the server answering', server, () => servedBy(server.url));
      expect(pid).toBe(server.child.pid);
      expect(server.output()).toContain(
        'WEB_CONCURRENCY=2 ignored: the embedded PGlite database lives in one process, so Threadline runs single-process. Set DATABASE_URL to a PostgreSQL database to run several workers.',
      );
      expect(await pidsAnswering(server.url, 4)).toEqual(new Set([pid]));
      server.child.kill('SIGTERM');
      expect(await exited(server.child)).toBe(0);
    },
    WITH_STARTUP_TIMEOUT_MS,
  );
});
