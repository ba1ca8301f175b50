/**
 * How long a test waits for something it started (a server, a worker, a build) before it gives up.
 * Every such wait ends as soon as its condition holds, and at once when the process it waits for has
 * exited; this bound only ends a run that hangs. It is generous on purpose: several suites share two
 * cores, and a loaded machine takes minutes for what takes seconds on a quiet one
 * (docs/architecture.md §6).
 */
export const STARTUP_LIMIT_MS = 5 * 60_000;

/** The time limit of a test or hook that starts something and then works with it. */
export const WITH_STARTUP_TIMEOUT_MS = STARTUP_LIMIT_MS + 5 * 60_000;
