import { errorMessage } from '@store/api';

/** What a change request ended with: the server's answer, or a message a person can read. */
export type Outcome<T = undefined> = { ok: true; value: T } | { ok: false; message: string };

/** Runs a change request; a failure becomes the server's message, or the fallback. */
export async function attempt<T>(call: () => Promise<T>, fallback: string): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return { ok: false, message: errorMessage(error, fallback) };
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
