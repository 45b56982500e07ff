import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/client';
import * as schema from '../db/schema/index';

const tables: PgTable[] = Object.values(schema).filter((value) => is(value, PgTable));
const tablesByName = new Map(tables.map((table) => [getTableName(table), table]));

// Plain data, so a snapshot taken in vitest's global setup reaches the test files.
export type DatabaseSnapshot = { schemaName: string; tableNamesWithRows: string[] };

const copyOf = (snapshot: string, tableName: string) =>
  sql`${sql.identifier(snapshot)}.${sql.identifier(tableName)}`;

const truncateAllTables = (db: Database | Transaction) =>
  db.execute(sql`truncate table ${sql.join(tables, sql`, `)} cascade`);

export const emptyDatabase = async (db: Database) => {
  await truncateAllTables(db);
};

// Copies every table's rows into a schema of their own. Restoring them is a truncate and one
// insert per non-empty table: a few milliseconds, where seeding the demo again takes hundreds.
export const takeDatabaseSnapshot = async (db: Database, name: string): Promise<DatabaseSnapshot> => {
  const schemaName = `test_snapshot_${name}`;
  const tableNamesWithRows: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`drop schema if exists ${sql.identifier(schemaName)} cascade`);
    await tx.execute(sql`create schema ${sql.identifier(schemaName)}`);
    for (const table of tables) {
      const [row] = await tx.select({ rows: count() }).from(table);
      if ((row?.rows ?? 0) === 0) continue;
      const tableName = getTableName(table);
      await tx.execute(sql`create table ${copyOf(schemaName, tableName)} as select * from ${table}`);
      tableNamesWithRows.push(tableName);
    }
  });
  return { schemaName, tableNamesWithRows };
};

export const restoreDatabaseSnapshot = async (db: Database, snapshot: DatabaseSnapshot) => {
  await db.transaction(async (tx) => {
    // Rows go back table by table in no particular order, so foreign keys are not checked while
    // they do (the snapshot was consistent when taken). Tests connect as a superuser.
    await tx.execute(sql`set local session_replication_role = replica`);
    await truncateAllTables(tx);
    for (const tableName of snapshot.tableNamesWithRows) {
      const table = tablesByName.get(tableName);
      if (!table) throw new Error(`the snapshot has a table the schema does not: ${tableName}`);
      await tx.execute(sql`insert into ${table} select * from ${copyOf(snapshot.schemaName, tableName)}`);
    }
  });
};
