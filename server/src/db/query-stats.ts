/** One statement's figures (the SQL is drizzle's parameterised text: no values). */
export interface StatementStats {
  sql: string;
  count: number;
  errors: number;
  totalMs: number;
  maxMs: number;
  lastMs: number;
  lastAt: number;
}

/** Distinct statements kept; the least run ones go first when it is full. */
const MAX_STATEMENTS = 500;
/** A statement slower than this counts as slow (Druid's default slowSqlMillis is 3000; a back office wants less). */
export const SLOW_MS = 500;
const MAX_SQL_LENGTH = 2000;

/**
 * Query statistics of this process since it started (or was reset): Druid's SQL
 * monitor for this server. Every query through the database handle is timed by the
 * instrumented driver (see `client.ts`).
 */
export class QueryStats {
  private statements = new Map<string, StatementStats>();
  private since = Date.now();
  private total = { count: 0, errors: 0, totalMs: 0, slow: 0 };

  record(text: string, ms: number, failed: boolean, now = Date.now()): void {
    // Drizzle's statements are one line already: no normalising on the hot path.
    const sql = text.length > MAX_SQL_LENGTH ? text.slice(0, MAX_SQL_LENGTH) : text;
    this.total.count += 1;
    this.total.totalMs += ms;
    if (failed) this.total.errors += 1;
    if (ms >= SLOW_MS) this.total.slow += 1;
    let entry = this.statements.get(sql);
    if (!entry) {
      if (this.statements.size >= MAX_STATEMENTS) this.evict();
      entry = { sql, count: 0, errors: 0, totalMs: 0, maxMs: 0, lastMs: 0, lastAt: now };
      this.statements.set(sql, entry);
    }
    entry.count += 1;
    entry.totalMs += ms;
    entry.maxMs = Math.max(entry.maxMs, ms);
    entry.lastMs = ms;
    entry.lastAt = now;
    if (failed) entry.errors += 1;
  }

  /** Times a driver call and records it, passing its result or error through. */
  async time<T>(text: string, run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      const result = await run();
      this.record(text, performance.now() - started, false);
      return result;
    } catch (error) {
      this.record(text, performance.now() - started, true);
      throw error;
    }
  }

  summary() {
    return { since: this.since, statements: this.statements.size, slowMs: SLOW_MS, ...this.total };
  }

  list(): StatementStats[] {
    return [...this.statements.values()].map((entry) => ({ ...entry }));
  }

  reset(now = Date.now()): void {
    this.statements.clear();
    this.since = now;
    this.total = { count: 0, errors: 0, totalMs: 0, slow: 0 };
  }

  private evict(): void {
    let least: StatementStats | undefined;
    for (const entry of this.statements.values()) if (!least || entry.count < least.count) least = entry;
    if (least) this.statements.delete(least.sql);
  }
}

/** The SQL text of a driver call's first argument (a string or `{ text }` / `{ sql }`). */
export function sqlTextOf(query: unknown): string {
  if (typeof query === 'string') return query;
  if (query && typeof query === 'object') {
    const value = (query as { text?: unknown; sql?: unknown }).text ?? (query as { sql?: unknown }).sql;
    if (typeof value === 'string') return value;
  }
  return '(unknown statement)';
}
