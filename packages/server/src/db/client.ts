import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/package-root';
import * as schema from './schema/index';

export type Schema = typeof schema;
// Both drivers share drizzle's PostgreSQL surface; services see only this type.
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

// The rows of a hand-written statement. Both drivers answer with `rows`; drizzle's shared type does
// not say so.
export const rowsOf = async <Row>(db: Database | Transaction, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  // Another folder only in tests that need a database as an earlier release left it.
  migrate: (migrationsFolder?: string) => Promise<void>;
  close: () => Promise<void>;
  // PGlite only: the whole database as a tarball, which `{ inMemory: true, dump }` opens again
  // (tests start each file from one migrated and seeded database instead of running initdb).
  dump?: () => Promise<Blob>;
};

export type DatabaseLocation =
  | { databaseUrl: string }
  | { dataDir: string }
  | { inMemory: true; dump?: Blob };

// Drizzle's node-postgres driver must talk to a real server: over PGlite's pg adapter it crashes,
// so PGlite gets drizzle's own PGlite driver.
export const openDatabase = async (location: DatabaseLocation): Promise<DatabaseHandle> => {
  if ('databaseUrl' in location) {
    const pool = new pg.Pool({ connectionString: location.databaseUrl, max: 10 });
    // The server may end an idle connection (restart, failover, a dropped test database); the pool
    // discards it and opens another. Unheard, that 'error' event would crash the process.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = drizzleNodePostgres(pool, { schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      migrate: (migrationsFolder = migrationsDir) => migrateNodePostgres(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('dataDir' in location) {
    const directory = join(location.dataDir, 'db');
    mkdirSync(directory, { recursive: true });
    client = await PGlite.create(directory);
  } else {
    client = await PGlite.create(location.dump ? { loadDataDir: location.dump } : {});
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder = migrationsDir) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
};
