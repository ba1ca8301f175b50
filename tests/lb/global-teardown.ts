import { existsSync, rmSync } from 'node:fs';
import { dropDatabase, stopAndWait, stopNginx } from './support/cluster.ts';
import { readState, stateFile } from './support/state.ts';

/** Stops nginx and every API process by PID, drops the suite's database, removes the temp folder. */
export default async function globalTeardown(): Promise<void> {
  const workDir = process.env.LB_WORK_DIR;
  if (!existsSync(stateFile())) {
    if (workDir) rmSync(workDir, { recursive: true, force: true });
    return;
  }
  const state = readState();
  await stopNginx(state.balancer);
  await Promise.all(state.apis.map((api) => stopAndWait(api.pid)));
  if (state.redisPid) await stopAndWait(state.redisPid);
  await dropDatabase(state.databaseUrl);
  if (process.env.LB_KEEP_LOGS !== '1') rmSync(state.workDir, { recursive: true, force: true });
}
