import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The temporary folders tests make (docs/architecture.md §6, Temporary folders): each is named
 * `threadline-<run>-<purpose>-XXXXXX` in the system's temp folder, where `<run>` is the tag that
 * `npm test` gives its run in THREADLINE_TEST_RUN, so that it can list what the run left behind
 * without counting another run's folders. Whoever makes a folder removes it, on failure too.
 */
export const TEMP_PREFIX = 'threadline-';

export function tempDirPrefix(purpose: string): string {
  const run = process.env.THREADLINE_TEST_RUN;
  return path.join(os.tmpdir(), `${TEMP_PREFIX}${run ? `${run}-` : ''}${purpose}-`);
}

export function makeTempDir(purpose: string): string {
  return mkdtempSync(tempDirPrefix(purpose));
}

export function removeTempDir(dir: string | undefined): void {
  if (dir) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

/**
 * A folder for this process's run that goes when the process exits, whatever the outcome: for a
 * Playwright runner's data, which its web servers write until the runner stops them at the very end.
 */
export function makeTempDirForProcess(purpose: string): string {
  const dir = makeTempDir(purpose);
  process.once('exit', () => removeTempDir(dir));
  return dir;
}

/** The temp folders a run tagged `run` left behind. */
export function leftoverTempDirs(run: string): string[] {
  return readdirSync(os.tmpdir())
    .filter((name) => name.startsWith(`${TEMP_PREFIX}${run}-`))
    .map((name) => path.join(os.tmpdir(), name));
}
