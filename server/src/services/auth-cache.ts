interface Entry<V> {
  value: V;
  expires: number;
}

/**
 * What the auth plugin reads on every request (the session of a token, the signed-in
 * user with roles and permissions), kept per process for a moment (`AUTH_CACHE_MS`,
 * default 2 s) so a burst of reads does not query them on every call. Any write
 * request of this process empties it (see the auth plugin), so a logout, a forced
 * logout or a change of roles, menus, status or department is seen by the next request
 * here; another process sees it within the time-to-live.
 */
export class AuthCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  /** Bumped on every clear, so a load that began before a write is not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
  ) {}

  async get(key: K, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    const started = this.generation;
    const value = await load();
    if (started === this.generation) {
      // Bounded: entries are few (signed-in users), but never let it grow without end.
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    }
    return value;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** The kept value, without loading (the cache monitor). */
  peek(key: K): V | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > this.now() ? hit.value : undefined;
  }

  /** Live entries (the cache monitor). */
  size(): number {
    return this.entries.size;
  }

  keys(): K[] {
    return [...this.entries.keys()];
  }
}
