import type { AuthUser } from '../types/auth';

interface Entry {
  user: AuthUser | null;
  expires: number;
}

/**
 * The signed-in user with roles and permissions, kept per process for a moment
 * (`AUTH_CACHE_MS`, default 2 s) so a burst of reads does not load them on every
 * call. Any write request of this process empties it (see the auth plugin), so a
 * change of roles, menus, status or department is seen by the next request here;
 * another process sees it within the time-to-live. Sessions are never cached:
 * a forced logout takes effect at once everywhere.
 */
export class AuthUserCache {
  private readonly entries = new Map<number, Entry>();
  /** Bumped on every clear, so a load that began before a write is not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(userId: number, load: () => Promise<AuthUser | null>): Promise<AuthUser | null> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(userId);
    if (hit && hit.expires > this.now()) return hit.user;
    const started = this.generation;
    const user = await load();
    if (started === this.generation) {
      // Bounded: entries are few (signed-in users), but never let it grow without end.
      if (this.entries.size >= 10_000) this.entries.clear();
      this.entries.set(userId, { user, expires: this.now() + this.ttlMs });
    }
    return user;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
