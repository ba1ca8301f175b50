/**
 * A small in-process cache for read-mostly answers (catalogue listings). Every write that changes
 * what it holds calls `clear()` in every process (plugins/change-feed.ts); while `trusted()` is false
 * (a process cannot hear other processes' writes) it is bypassed. Entries also expire after `ttlMs`,
 * for changes made outside the API (SQL by hand, a seed). Concurrent misses of one key share a single
 * computation, so an expired popular listing costs one query, not one per waiting request.
 */
export class ResponseCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  private readonly pending = new Map<string, Promise<T>>();
  /** Bumped by clear(): a computation started before a write is answered but not stored. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly trusted: () => boolean = () => true,
  ) {}

  private get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.until < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  private set(key: string, value: T): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, until: Date.now() + this.ttlMs });
  }

  /** The cached value, or the one computation of it already under way, or a new one (stored). */
  getOrCompute(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.trusted()) return compute();
    const cached = this.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.generation;
    const computation = compute().then(
      (value) => {
        if (this.pending.get(key) === computation) this.pending.delete(key);
        if (generation === this.generation) this.set(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.pending.get(key) === computation) this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, computation);
    return computation;
  }

  clear(): void {
    this.entries.clear();
    this.pending.clear();
    this.generation++;
  }
}
