import type { ServerResponse } from 'node:http';

/**
 * Work a request starts and does not wait for (a password reset request answers before it looks the
 * email up, so that its answer and its timing say nothing about whether an account has it). A
 * failure is logged; `settled` resolves once everything started so far has finished (closing the
 * app waits for it, and tests use it).
 */
export function createBackground(log: (message: string) => void) {
  const running = new Set<Promise<void>>();
  const run = (what: string, work: () => Promise<void>): void => {
    const task = work()
      .catch((error: unknown) => log(`${what} failed: ${(error as Error).message}`))
      .finally(() => running.delete(task));
    running.add(task);
  };
  return {
    run,
    /**
     * As `run`, started only once `response` is sent (or its client has gone): the work does not
     * share the event loop, the database or the CPU with the answer, so the answer's timing cannot
     * depend on what the work finds.
     */
    runAfter(response: ServerResponse, what: string, work: () => Promise<void>): void {
      run(what, async () => {
        await answered(response);
        await work();
      });
    },
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
export type Background = ReturnType<typeof createBackground>;

/** Resolves once the response has been handed to the connection, or the connection has closed. */
function answered(response: ServerResponse): Promise<void> {
  if (response.writableFinished || response.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    response.once('finish', () => resolve());
    response.once('close', () => resolve());
  });
}
