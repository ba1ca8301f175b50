/**
 * What the global setup started, written to a file the tests and the teardown read (Playwright's
 * setup runs in another process than the tests). A test that restarts a process writes its new PID.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { ApiProcess, Balancer } from './cluster.ts';

export interface ClusterState {
  workDir: string;
  databaseUrl: string;
  redisUrl: string;
  jwtSecret: string;
  admin: { email: string; password: string };
  /** The balancer's address: every request of the suite goes through it. */
  baseUrl: string;
  balancer: Balancer;
  apis: ApiProcess[];
  /** The suite's own redis-server, when it had to start one. */
  redisPid: number | null;
}

export const LB_ADMIN = { email: 'admin@lb.test', password: 'lb-admin-password' };
export const LB_JWT_SECRET = 'load-balancer-suite-secret-long-enough-for-hs256';
/** Login and register attempts per minute per client address, low enough to reach in a test. */
export const LB_AUTH_RATE_LIMIT = 6;

export function stateFile(): string {
  const file = process.env.LB_STATE_FILE;
  if (!file) throw new Error('LB_STATE_FILE is not set: run the suite with its config (npm run test:lb)');
  return file;
}

export function readState(): ClusterState {
  return JSON.parse(readFileSync(stateFile(), 'utf8')) as ClusterState;
}

export function writeState(state: ClusterState): void {
  writeFileSync(stateFile(), JSON.stringify(state, null, 2));
}
