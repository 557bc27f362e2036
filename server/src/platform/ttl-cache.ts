/**
 * A small cache of promised values that expire after `ttlMs`, holding at most `max` keys (oldest out).
 * A failed load is forgotten at once. Values are promises, so concurrent misses share one load.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    if (hit) this.entries.delete(key);
    else if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    const value = load();
    this.entries.set(key, { at: now, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Whether a fresh value (or its load) is held for the key. */
  has(key: string): boolean {
    const hit = this.entries.get(key);
    return hit !== undefined && Date.now() - hit.at < this.ttlMs;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/** One cache per database handle: tests run several apps, each on its own database, in one process. */
export function cachePerDatabase<V>(ttlMs: number, max: number): (db: object) => TtlCache<V> {
  const caches = new WeakMap<object, TtlCache<V>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new TtlCache<V>(ttlMs, max)));
    return cache;
  };
}
