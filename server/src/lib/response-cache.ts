/**
 * A small in-process cache for read-mostly answers (catalogue listings). Entries expire after `ttlMs`
 * so several API processes sharing one PostgreSQL converge quickly; writes in this process call
 * `clear()` so they are visible at once here.
 */
export class ResponseCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.until < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, until: Date.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
