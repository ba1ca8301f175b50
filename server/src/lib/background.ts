/**
 * Work a request starts and does not wait for (a password reset request answers before it looks the
 * email up, so that its answer and its timing say nothing about whether an account has it). A
 * failure is logged; `settled` resolves once everything started so far has finished (closing the
 * app waits for it, and tests use it).
 */
export function createBackground(log: (message: string) => void) {
  const running = new Set<Promise<void>>();
  return {
    run(what: string, work: () => Promise<void>): void {
      const task = work()
        .catch((error: unknown) => log(`${what} failed: ${(error as Error).message}`))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
export type Background = ReturnType<typeof createBackground>;
