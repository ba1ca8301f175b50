/** localStorage access that never throws: unavailable storage or a corrupt value reads as absent. */

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readString(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Reads JSON and checks its shape; anything unreadable is removed so it cannot break the next start. */
export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isValid(value)) return value;
  } catch {
    // fall through: corrupt JSON
  }
  remove(key);
  return null;
}

export function writeString(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the in-memory state still works for this visit.
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

export function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // ignore: nothing to remove
  }
}
