import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { isDatabaseUnavailable } from './driver-errors';
import { migrationsApplied, migrationsFolder } from './migration-status';
import * as schema from './schema';

/** One handle type for both drivers, so services never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /**
   * Where reads that may be a moment stale go (console searches, exports, the overview, the
   * funnel, the audit log): a standby's pool with DATABASE_READ_URL, else `db` itself.
   */
  readDb: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onNotify` for every `NOTIFY` on `channel`, from any process sharing the database,
   * and also after a lost listening connection is back (what it missed is unknown). Resolves
   * once listening; the returned function stops.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /** The connection pool's use now; none for the embedded database (one connection). */
  poolUse(): PoolUse | undefined;
  close(): Promise<void>;
}

export interface PoolUse {
  open: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export { migrationsFolder };

/** Any number fixed for the whole product; serializes migrations of replicas starting together. */
const MIGRATION_LOCK_ID = 724_311_905;

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize: number;
  /**
   * Told when PostgreSQL ends an idle pooled connection (restart, failover, idle timeout). The
   * pool drops it and the next query opens a new one; without a listener the process would die.
   */
  onConnectionLost?: (error: Error) => void;
  /** How long to wait for a connection; unset waits as long as the driver does. */
  connectTimeoutMs?: number;
  /** The longest statement PostgreSQL runs for a request (migrations have none). */
  statementTimeoutMs?: number;
  /**
   * Given each new pooled connection to instrument (the database plugin wraps its queries in
   * trace spans): db/ knows nothing of the layers above it.
   */
  onClient?: (client: pg.PoolClient) => void;
  /** A read-only standby of `databaseUrl` for reads that may be a moment stale; never migrated. */
  readDatabaseUrl?: string;
  /** Where the migrations are read from: the product's own unless a test brings its own. */
  migrationsFolder?: string;
}

/** The longest wait before a lost listening connection is opened again. */
const MAX_RELISTEN_DELAY_MS = 30_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), opened
 * again after a failover or restart with a growing delay.
 */
async function listenOnPostgres(
  options: DatabaseOptions & { databaseUrl: string },
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let delayMs = 500;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: options.connectTimeoutMs,
    });
    const lost = (error?: Error) => {
      if (stopped || client !== next) return;
      client = undefined;
      if (error !== undefined) options.onConnectionLost?.(error);
      void next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };

  const scheduleReconnect = () => {
    timer = setTimeout(() => {
      connect().then(
        () => {
          delayMs = 500;
          onNotify();
        },
        () => scheduleReconnect(),
      );
    }, delayMs);
    delayMs = Math.min(delayMs * 2, MAX_RELISTEN_DELAY_MS);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}

/**
 * A pool of connections to `url` with the options' limits, and its drizzle handle, whose
 * transactions give their connection back even when it broke.
 */
function openPool(url: string, options: DatabaseOptions): { pool: pg.Pool; db: Database } {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize,
    connectionTimeoutMillis: options.connectTimeoutMs,
    statement_timeout: options.statementTimeoutMs,
    // The same limit on this side, for a server that no longer answers at all.
    query_timeout:
      options.statementTimeoutMs === undefined ? undefined : options.statementTimeoutMs + 1000,
  });
  pool.on('error', (error) => options.onConnectionLost?.(error));
  // The pool listens to idle clients only: a client checked out by a request or a
  // transaction when PostgreSQL ends its connection would throw its 'error' event out of
  // the process. Its query fails on its own (503); the event is only told.
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onConnectionLost?.(error));
    options.onClient?.(client);
  });
  const db = drizzlePg(pool, { schema });
  // drizzle sends a pooled transaction's BEGIN before its try/finally, so a connection lost
  // at that moment never went back to the pool: each fault leaked a slot until none was
  // left. Here the client is checked out, and given back (or dropped if broken), by us.
  db.transaction = async (work, config) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await drizzlePg(client, { schema }).transaction(work, config);
    } catch (error) {
      if (isDatabaseUnavailable(error) && error instanceof Error) broken = error;
      throw error;
    } finally {
      client.release(broken);
    }
  };
  return { pool, db };
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in the data folder; migrates. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { pool, db } = openPool(options.databaseUrl, options);
    const read = options.readDatabaseUrl ? openPool(options.readDatabaseUrl, options) : undefined;
    // A connection of its own, without the pool's limits: a migration may take far longer than
    // a request's statement may (an index built over 20 million rows), on either side.
    const client = new pg.Client({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: options.connectTimeoutMs,
    });
    client.on('error', (error) => options.onConnectionLost?.(error));
    try {
      await client.connect();
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      // Nothing to apply: nothing asked of the role either. The replicas' role may read and
      // write rows only (docs/operations.md §4), and drizzle's migrator would create its schema.
      const migrating = drizzlePg(client, { schema });
      if (!(await migrationsApplied(migrating))) {
        await migratePg(migrating, {
          migrationsFolder: options.migrationsFolder ?? migrationsFolder,
        });
      }
    } catch (error) {
      await Promise.all([pool.end(), read?.pool.end()]).catch(() => undefined);
      throw error;
    } finally {
      // Ending the session releases its advisory lock too.
      await client.end().catch(() => undefined);
    }
    const { databaseUrl } = options;
    return {
      db,
      readDb: read?.db ?? db,
      kind: 'postgres',
      listen: (channel, onNotify) =>
        listenOnPostgres({ ...options, databaseUrl }, channel, onNotify),
      poolUse: () => ({
        open: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: options.poolSize,
      }),
      close: async () => {
        await Promise.all([pool.end(), read?.pool.end()]);
      },
    };
  }
  const folder = path.join(options.dataDir, 'pglite');
  mkdirSync(folder, { recursive: true });
  // pg_trgm: the console's name filter has a trigram index (migration 0037).
  const client = await PGlite.create(folder, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: options.migrationsFolder ?? migrationsFolder });
  // A crashed instance is closed already; shutting down must not fail on it.
  return {
    db,
    readDb: db,
    kind: 'pglite',
    // One process owns the embedded database: its own NOTIFY is all there is to hear.
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, () => onNotify());
      return async () => (client.closed ? undefined : stop());
    },
    poolUse: () => undefined,
    close: async () => (client.closed ? undefined : client.close()),
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
