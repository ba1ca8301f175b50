import { createJobRunner } from '../../server/src/plugins/jobs.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Two API processes share the job queue (plugins/jobs.ts). A runner claims up to ten jobs at once
 * and runs them one after another; a job still waiting in that batch when its lease ends may be
 * claimed by the other process, and must then run there only.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('a job whose lease ended while it waited behind a slow one runs once, on the runner that claimed it again', async () => {
  const { db } = app.database;
  const quiet = () => undefined;
  const options = { retryMs: 60_000, pollMs: 60_000, leaseSeconds: 1 };
  const first = createJobRunner(db, options, quiet);
  const second = createJobRunner(db, options, quiet);
  const runs: string[] = [];
  let release = () => {};
  const slow = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The first runner is held by whichever of the two jobs it runs first (both have the same due time).
  let held: unknown = null;
  first.handle('test.lease', async (payload) => {
    runs.push(`first ran ${String(payload.n)}`);
    if (held === null) {
      held = payload.n;
      await slow;
    }
    return undefined;
  });
  second.handle('test.lease', async (payload) => {
    runs.push(`second ran ${String(payload.n)}`);
    return undefined;
  });
  try {
    await first.enqueue(db, 'test.lease', { n: 1 });
    await first.enqueue(db, 'test.lease', { n: 2 });
    // The first runner claims both and is held by one; the other waits behind it in the batch.
    const firstPass = first.runDue();
    for (let wait = 0; held === null; wait++) {
      if (wait > 600) throw new Error('the first runner never started a job');
      await pause(50);
    }
    // Once the leases have ended, the second runner claims both jobs again and runs them.
    for (let tries = 0; (await second.runDue()) === 0; tries++) {
      if (tries > 600) throw new Error('the second runner never claimed the jobs');
      await pause(50);
    }
    release();
    await firstPass;
    const waited = held === 1 ? 2 : 1;
    expect(runs.filter((run) => run.endsWith(` ${waited}`))).toEqual([`second ran ${waited}`]);
  } finally {
    release();
    await Promise.all([first.close(), second.close()]);
  }
});
