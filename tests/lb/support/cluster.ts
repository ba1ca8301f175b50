/**
 * Several API processes of the production build (`server/dist/main.js`) on one PostgreSQL database
 * and one Redis database, behind nginx: what the load-balancer suite and `npm run bench:api` start.
 * Every process is started and stopped by its PID; nginx by the PID in its pid file.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort } from '../../support/free-port.ts';
import { STARTUP_LIMIT_MS } from '../../support/startup.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER = path.join(repoRoot, 'server/dist/main.js');

/** Where nginx is looked for: NGINX_BIN, then Debian's path, then PATH. */
export function findNginx(): string | null {
  if (process.env.NGINX_BIN) return existsSync(process.env.NGINX_BIN) ? process.env.NGINX_BIN : null;
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx'])
    if (existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

export { freePort };

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A database of its own on the server DATABASE_URL names: `<name>_<suffix>` (`test` gives
 * `test_lb`), dropped and created afresh. Never the database of DATABASE_URL itself.
 */
export async function freshDatabase(baseUrl: string, suffix: string): Promise<string> {
  const url = new URL(baseUrl);
  const base = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'threadline';
  const name = `${base}_${suffix}`.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 60);
  const admin = new URL(baseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${url.host} does not answer (${(error as Error).message}). The load-balancer suite needs a PostgreSQL server: set DATABASE_URL to one (its database is left alone; the suite creates \`${name}\` beside it).`,
    );
  }
  try {
    // Connections left over from an interrupted run would block the drop.
    await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await client.query(`drop database if exists "${name}"`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await client.query(`drop database if exists "${name}"`);
  } finally {
    await client.end();
  }
}

/**
 * REDIS_URL (default redis://127.0.0.1:6379) with a database number of its own, derived from
 * `key` (8 to 15, so two suites on different PostgreSQL databases do not share one), emptied.
 */
export async function freshRedis(
  key: string,
  base = process.env.REDIS_URL || 'redis://127.0.0.1:6379',
): Promise<string> {
  const url = new URL(base);
  const number = 8 + ((createHash('sha1').update(key).digest()[0] ?? 0) % 8);
  url.pathname = `/${number}`;
  const redis = new Redis(url.toString(), {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 3000,
    retryStrategy: () => null,
  });
  let cause = '';
  redis.on('error', (error: Error) => {
    cause = error.message;
  });
  try {
    await redis.connect();
    await redis.flushdb();
  } catch (error) {
    throw new Error(
      `Redis at ${url.host} does not answer (${cause || (error as Error).message}). The load-balancer suite needs Redis for the shared login limits: start redis-server or set REDIS_URL.`,
    );
  } finally {
    redis.disconnect();
  }
  return url.toString();
}

/**
 * A Redis server of the suite's own on a free port (Debian's redis-server, nothing saved to disk),
 * for when REDIS_URL is unset and nothing answers on the default port. Stopped by its PID.
 */
export async function startRedis(workDir: string): Promise<{ url: string; pid: number }> {
  const binary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((candidate) =>
    existsSync(candidate),
  );
  if (!binary) {
    throw new Error(
      'Redis does not answer on 127.0.0.1:6379 and redis-server is not installed: the load-balancer suite needs Redis for the shared login limits. Install it with `sudo apt-get install redis-server` (.ci/run does this), or set REDIS_URL.',
    );
  }
  const port = await freePort();
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', workDir],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  child.unref();
  if (child.pid === undefined) throw new Error('could not start redis-server');
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (await listening(port)) return { url: `redis://127.0.0.1:${port}`, pid: child.pid };
    if (!alive(child.pid)) throw new Error(`redis-server exited before it listened on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  stopPid(child.pid, 'SIGKILL');
  throw new Error(`redis-server did not listen on port ${port} within ${STARTUP_LIMIT_MS / 1000} s`);
}

export interface ApiProcess {
  name: string;
  port: number;
  pid: number;
  dataDir: string;
  logFile: string;
  env: Record<string, string>;
}

/** Starts one API process (detached from the caller's lifetime; stop it by PID) and waits until it answers. */
export async function startApi(
  name: string,
  env: Record<string, string>,
  workDir: string,
  port?: number,
): Promise<ApiProcess> {
  if (!existsSync(SERVER)) {
    throw new Error(
      `${SERVER} is missing: run \`npm run build\` first (npm test builds it before this suite).`,
    );
  }
  const chosen = port ?? (await freePort());
  const dataDir = path.join(workDir, `data-${name}`);
  mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(workDir, `${name}.log`);
  const log = openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(chosen),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', log],
    detached: true,
  });
  child.unref();
  if (child.pid === undefined) throw new Error(`could not start API process ${name}`);
  const api: ApiProcess = { name, port: chosen, pid: child.pid, dataDir, logFile, env };
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (!alive(api.pid)) {
      throw new Error(
        `API process ${name} exited while starting; its log:\n${readFileSync(logFile, 'utf8')}`,
      );
    }
    try {
      if ((await fetch(`http://127.0.0.1:${chosen}/api/health`)).ok) return api;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stopPid(api.pid, 'SIGKILL');
  throw new Error(
    `API process ${name} did not answer within ${STARTUP_LIMIT_MS / 1000} s; its log:\n${readFileSync(logFile, 'utf8')}`,
  );
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function stopPid(pid: number, signal: NodeJS.Signals = 'SIGTERM'): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
export async function stopAndWait(pid: number, graceMs = 10_000): Promise<void> {
  stopPid(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (alive(pid)) stopPid(pid, 'SIGKILL');
}

/** The store's webhook route, where the test gateway posts through the balancer. */
export const WEBHOOK_PATH = '/api/payments/razorpay/webhook';
/** The balancer's log of webhook deliveries, in its folder (`<workDir>/nginx/`). */
export const WEBHOOK_LOG = 'webhooks.log';

export interface Balancer {
  port: number;
  pid: number;
  configFile: string;
}

/**
 * nginx config for `upstreams` on 127.0.0.1:port. Passive health checks: one failed connection
 * marks a process down for `failTimeout`, and the request goes to the next one (a POST only when
 * it never reached the dead process, so nothing is sent twice). X-Upstream tells tests which
 * process answered.
 */
export function nginxConfig(dir: string, port: number, upstreams: number[], failTimeout = '2s'): string {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  # Each webhook delivery that reaches the balancer: the API process it went to, its answer and its
  # event id (tests/lb/webhook.spec.ts reads it).
  log_format webhooks '$upstream_addr $status $http_x_razorpay_event_id';
  map $uri $webhook { ${WEBHOOK_PATH} 1; default 0; }
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 10m;
  upstream threadline {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=${failTimeout};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    access_log ${dir}/${WEBHOOK_LOG} webhooks if=$webhook;
    location / {
      proxy_pass http://threadline;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export async function startNginx(workDir: string, upstreams: number[], port?: number): Promise<Balancer> {
  const nginx = findNginx();
  if (!nginx) {
    throw new Error(
      'nginx is not installed: the load-balancer suite puts nginx in front of the API processes. Install it with `sudo apt-get install nginx` (Debian/Ubuntu; .ci/run does this), or set NGINX_BIN.',
    );
  }
  const dir = path.join(workDir, 'nginx');
  mkdirSync(dir, { recursive: true });
  // nginx's workers run as an unprivileged user when started by root: they must reach the temp folders.
  chmodSync(workDir, 0o755);
  chmodSync(dir, 0o755);
  const chosen = port || (await freePort());
  const configFile = path.join(dir, 'nginx.conf');
  writeFileSync(configFile, nginxConfig(dir, chosen, upstreams));
  const log = openSync(path.join(dir, 'nginx-stderr.log'), 'a');
  const child = spawn(nginx, ['-c', configFile, '-p', dir, '-e', path.join(dir, 'nginx-error.log')], {
    stdio: ['ignore', log, log],
    detached: true,
  });
  child.unref();
  const pidFile = path.join(dir, 'nginx.pid');
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (existsSync(pidFile) && (await listening(chosen))) {
      return { port: chosen, pid: Number(readFileSync(pidFile, 'utf8').trim()), configFile };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (child.pid !== undefined) stopPid(child.pid, 'SIGKILL');
  const errors = [path.join(dir, 'nginx-stderr.log'), path.join(dir, 'nginx-error.log')]
    .filter(existsSync)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  throw new Error(`nginx did not start on port ${chosen}:\n${errors}`);
}

/** nginx stops gracefully on SIGQUIT; the pid file names its master. */
export async function stopNginx(balancer: Balancer): Promise<void> {
  stopPid(balancer.pid, 'SIGQUIT');
  const deadline = Date.now() + 5000;
  while (alive(balancer.pid) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  if (alive(balancer.pid)) stopPid(balancer.pid, 'SIGKILL');
}
