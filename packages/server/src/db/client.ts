import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/package-root';
import { embeddedDatabaseDir, emptyDatabaseFor } from './empty-database';
import * as schema from './schema/index';

export type Schema = typeof schema;
// Both drivers share drizzle's PostgreSQL surface; services see only this type.
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

// The rows of a hand-written statement. Both drivers answer with `rows`; drizzle's shared type does
// not say so.
export const rowsOf = async <Row>(db: Database | Transaction, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

export type ConnectionObserver = { connected: () => void; lost: (error: Error) => void };

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  // Another folder only in tests that need a database as an earlier release left it.
  migrate: (migrationsFolder?: string) => Promise<void>;
  close: () => Promise<void>;
  // A server's connections: told when one opens and when one is lost (a restart, a failover,
  // pg_terminate_backend). The embedded database has no connections to lose.
  observe: (observer: ConnectionObserver) => void;
  // PGlite only: the whole database as a tarball, which `{ inMemory: true, dump }` opens again
  // (tests start each file from one migrated and seeded database instead of running initdb).
  dump?: (compression?: 'none' | 'gzip') => Promise<Blob>;
};

// poolSize: connections to PostgreSQL this process keeps at most (DATABASE_POOL_SIZE).
export type DatabaseLocation =
  | { databaseUrl: string; poolSize?: number | undefined }
  | { dataDir: string }
  | { inMemory: true; dump?: Blob };

// Instances starting together (a release rolled out to N of them) would each run the same migration
// and all but one fail on duplicate catalog rows: one at a time, under a session advisory lock held
// on a connection of its own, and the later ones find nothing left to do.
const MIGRATION_LOCK_KEY = 7_310_401;
const migrateWithLock = async (
  pool: pg.Pool,
  db: Parameters<typeof migrateNodePostgres>[0],
  migrationsFolder: string,
) => {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePostgres(db, { migrationsFolder });
  } finally {
    await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockHolder.release();
  }
};

// Hardening (the load bench): a request waits for a free connection, and an upload's transaction
// holds one for all its statements, longer whenever the event loop is busy. With 10, 200 agents and
// 50 portal users on 2 cores queued up to 80 requests for one and portal reads waited behind batch
// transactions; with 20 the queue stayed under 10 at the same load. More would only add PostgreSQL
// backends competing for the same cores, and 20 leaves room for four instances under PostgreSQL's
// default max_connections (100). DATABASE_POOL_SIZE sets another size.
const DEFAULT_POOL_SIZE = 20;

// Hardening: memory. PGlite's buffer cache lives in its WebAssembly memory, which never shrinks: at
// initdb's 128 MB it filled as the demo was seeded and read, and stayed resident. Pages past this are
// read from DATA_DIR through the operating system's file cache, outside the process. The demo idled
// 125 MB lower, and the 1,000-employee report and time sheet ran as fast (bench/report.ts on files).
const PGLITE_SHARED_BUFFERS = '16MB';

// Drizzle's node-postgres driver must talk to a real server: over PGlite's pg adapter it crashes,
// so PGlite gets drizzle's own PGlite driver.
export const openDatabase = async (location: DatabaseLocation): Promise<DatabaseHandle> => {
  if ('databaseUrl' in location) {
    // A server that accepts connections but never answers fails a connection after 10 s instead of
    // holding it (and `npm start`) forever.
    const pool = new pg.Pool({
      connectionString: location.databaseUrl,
      max: location.poolSize ?? DEFAULT_POOL_SIZE,
      connectionTimeoutMillis: 10_000,
    });
    const observers: ConnectionObserver[] = [];
    const lost = (error: Error) => {
      for (const observer of observers) observer.lost(error);
    };
    // The server may end a connection at any time (restart, failover, a dropped test database). The
    // pool hears it for idle connections and discards them; a connection checked out between two
    // statements (a transaction waiting on a file write) has no listener from the pool, and an
    // unheard 'error' event ends the process. Every connection gets one for its whole life: its next
    // statement then fails (503, lib/dependency-errors.ts) and the pool discards it on release.
    pool.on('error', lost);
    pool.on('connect', (client) => {
      client.on('error', lost);
      for (const observer of observers) observer.connected();
    });
    const db = drizzleNodePostgres(pool, { schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      observe: (observer) => {
        observers.push(observer);
      },
      migrate: (migrationsFolder = migrationsDir) => migrateWithLock(pool, db, migrationsFolder),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('dataDir' in location) {
    const directory = embeddedDatabaseDir(location.dataDir);
    mkdirSync(directory, { recursive: true });
    const emptyDatabase = emptyDatabaseFor(location.dataDir);
    client = await PGlite.create(directory, {
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      ...(emptyDatabase ? { loadDataDir: emptyDatabase } : {}),
    });
  } else {
    client = await PGlite.create(location.dump ? { loadDataDir: location.dump } : {});
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder = migrationsDir) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    observe: () => {},
    dump: (compression = 'none') => client.dumpDataDir(compression),
  };
};
