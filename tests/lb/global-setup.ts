import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  type ApiProcess,
  findNginx,
  freshDatabase,
  freshRedis,
  repoRoot,
  startApi,
  startNginx,
  startRedis,
  stopAndWait,
  stopPid,
  WEBHOOK_PATH,
} from './support/cluster.ts';
import { LB_ADMIN, LB_AUTH_RATE_LIMIT, LB_JWT_SECRET, writeState } from './support/state.ts';

/**
 * Two API processes of the production build on a fresh PostgreSQL database and a Redis database of
 * their own, each with its own data folder (nothing shared on disk), behind nginx. Fails, never
 * skips, when nginx, PostgreSQL, Redis or the build is missing.
 */
export default async function globalSetup(): Promise<void> {
  if (!findNginx()) {
    throw new Error(
      'nginx is not installed: the load-balancer suite puts nginx in front of the API processes. Install it with `sudo apt-get install nginx` (Debian/Ubuntu; .ci/run does this), or set NGINX_BIN.',
    );
  }
  if (!existsSync(path.join(repoRoot, 'shell/dist/index.html'))) {
    throw new Error(
      'The production build is missing: run `npm run build` first (npm test builds it before this suite).',
    );
  }
  const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/threadline';
  const workDir = process.env.LB_WORK_DIR as string;
  // Redis first: a missing Redis then leaves no database behind. Without REDIS_URL and with nothing
  // on the default port, a Redis server of the suite's own.
  let redis: { url: string; pid: number } | null = null;
  let redisUrl: string;
  try {
    redisUrl = await freshRedis(`${baseUrl} lb`);
  } catch (error) {
    if (process.env.REDIS_URL) throw error;
    redis = await startRedis(workDir);
    redisUrl = await freshRedis(`${baseUrl} lb`, redis.url);
  }
  const databaseUrl = await freshDatabase(baseUrl, 'lb');
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: LB_JWT_SECRET,
    ADMIN_EMAIL: LB_ADMIN.email,
    ADMIN_PASSWORD: LB_ADMIN.password,
    AUTH_RATE_LIMIT: String(LB_AUTH_RATE_LIMIT),
    // nginx on this machine is the only proxy whose X-Forwarded-For is believed.
    TRUST_PROXY: '127.0.0.1',
    // The test gateway (run by both processes) posts its webhooks to the store through the
    // balancer, as Razorpay would to the shop's public address: they land on either process.
    TEST_GATEWAY_WEBHOOK_URL: `http://127.0.0.1:${process.env.LB_PORT}${WEBHOOK_PATH}`,
    WEB_CONCURRENCY: '1',
  };
  const apis: ApiProcess[] = [];
  try {
    // One after the other: the first migrates and seeds the empty database.
    apis.push(await startApi('api-1', env, workDir));
    apis.push(await startApi('api-2', env, workDir));
    const balancer = await startNginx(
      workDir,
      apis.map((api) => api.port),
      Number(process.env.LB_PORT),
    );
    writeState({
      workDir,
      databaseUrl,
      redisUrl,
      jwtSecret: LB_JWT_SECRET,
      admin: LB_ADMIN,
      baseUrl: `http://127.0.0.1:${balancer.port}`,
      balancer,
      apis,
      redisPid: redis?.pid ?? null,
    });
  } catch (error) {
    await Promise.all(apis.map((api) => stopAndWait(api.pid)));
    if (redis) stopPid(redis.pid);
    throw error;
  }
}
