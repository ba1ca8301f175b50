import { errorMessage, toApiError } from '@store/api';

/**
 * What a change request ended with: the server's answer, or a message a person can read (and, when
 * the change was based on a stale version, the record as it is now: `current`).
 */
export type Outcome<T = undefined> =
  | { ok: true; value: T }
  | { ok: false; message: string; current?: T | undefined };

/** Runs a change request; a failure becomes the server's message, or the fallback. */
export async function attempt<T>(call: () => Promise<T>, fallback: string): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    const { status, current } = toApiError(error);
    // Only a 409 carries the record as it is now, of the type the change answers.
    const stale = status === 409 && typeof current === 'object' && current !== null;
    return { ok: false, message: errorMessage(error, fallback), ...(stale && { current: current as T }) };
  }
}

/** Adds or removes an id from the list of ids with a request in flight. */
export function togglePending(pending: readonly string[], id: string, on: boolean): string[] {
  return on ? [...pending.filter((item) => item !== id), id] : pending.filter((item) => item !== id);
}

/** The ids of rows with a change request in flight; their controls are disabled meanwhile. */
export interface PendingRows {
  pending: string[];
}

/** Runs a change request for one row (`attempt`), with the row's id pending until it answers. */
export async function attemptForRow<T>(
  set: (update: (state: PendingRows) => PendingRows) => void,
  id: string,
  call: () => Promise<T>,
  fallback: string,
): Promise<Outcome<T>> {
  set((state) => ({ pending: togglePending(state.pending, id, true) }));
  const outcome = await attempt(call, fallback);
  set((state) => ({ pending: togglePending(state.pending, id, false) }));
  return outcome;
}
