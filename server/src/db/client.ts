import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
import { QueryStats, sqlTextOf } from './query-stats';
import * as tables from './tables';

/**
 * The database handle every route uses. Typed as the common Postgres base class, so
 * the same queries run on PGlite and on PostgreSQL. Driver-specific result shapes
 * (`db.execute`) differ between the two, so prefer the query builder.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof tables>;

/** A transaction handle (`db.transaction(async (tx) => ...)`), usable wherever a Database is. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Either a database or a transaction: helpers that can run inside a transaction take this. */
export type Queryable = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

/** The concrete driver handle, needed only by the migrator. */
export type DriverHandle =
  | { kind: 'pglite'; db: PgliteDatabase<typeof tables>; client: PGlite }
  | { kind: 'postgres'; db: NodePgDatabase<typeof tables>; pool: Pool };

export interface OpenedDatabase {
  db: Database;
  kind: DatabaseKind;
  driver: DriverHandle;
  /** Every query of this handle, timed (the data-source monitor). */
  stats: QueryStats;
  close(): Promise<void>;
}

type QueryFunction = (...args: unknown[]) => Promise<unknown>;

/** Replaces `target.query` with one that times each call (callback-style calls are left alone). */
function timeQueries(target: { query: unknown }, stats: QueryStats): void {
  const original = target.query as QueryFunction;
  target.query = function timedQuery(this: unknown, ...args: unknown[]) {
    if (typeof args[args.length - 1] === 'function') return original.apply(this, args);
    return stats.time(sqlTextOf(args[0]), () => original.apply(this, args));
  };
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; wins over `pgliteDir`. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; in memory when undefined (tests). */
  pgliteDir?: string | undefined;
  /**
   * An in-memory PGlite starts from this dump of a data folder (`dumpDataDir`) instead of
   * an empty cluster: the tests' migrated and seeded template, which skips initdb.
   */
  pgliteDump?: Blob | undefined;
  /** Connection-level PostgreSQL errors outside a query (server restarted, connection killed). */
  onConnectionError?: (error: Error) => void;
}

const warnConnectionError = (error: Error) => console.warn(`PostgreSQL connection error: ${error.message}`);

export async function openDatabase(options: DatabaseOptions): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    // A database that does not answer fails a request after 5 s instead of holding it.
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // Without listeners, an error on an idle or closing connection (e.g. PostgreSQL
    // restarting) is an unhandled 'error' event and kills the process. Query errors
    // still reach their callers; the pool replaces broken connections.
    const onConnectionError = options.onConnectionError ?? warnConnectionError;
    pool.on('error', onConnectionError);
    pool.on('connect', (client) => client.on('error', onConnectionError));
    const stats = new QueryStats();
    // Plain queries go through the pool, transactions through a checked-out client.
    timeQueries(pool as unknown as { query: unknown }, stats);
    pool.on('connect', (client) => timeQueries(client as unknown as { query: unknown }, stats));
    // Fail early with the driver's message (wrong URL, server down) instead of at the first query.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePostgres(pool, { schema: tables });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      driver: { kind: 'postgres', db, pool },
      stats,
      close: () => pool.end(),
    };
  }
  // The search indexes need pg_trgm (migration 0020); a data folder that has it must load it.
  const extensions = { pg_trgm };
  const client = options.pgliteDir
    ? new PGlite(options.pgliteDir, { extensions })
    : new PGlite(options.pgliteDump ? { loadDataDir: options.pgliteDump, extensions } : { extensions });
  await client.waitReady;
  const stats = new QueryStats();
  timeQueries(client as unknown as { query: unknown }, stats);
  // A transaction hands drizzle a handle of its own: time its queries too.
  const transaction = client.transaction.bind(client);
  (client as unknown as { transaction: unknown }).transaction = <T>(
    run: (tx: { query: unknown }) => Promise<T>,
  ) =>
    transaction((tx) => {
      timeQueries(tx as unknown as { query: unknown }, stats);
      return run(tx as unknown as { query: unknown });
    });
  const db = drizzlePglite(client, { schema: tables });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    driver: { kind: 'pglite', db, client },
    stats,
    close: () => client.close(),
  };
}
