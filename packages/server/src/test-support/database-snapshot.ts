import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { type Database, rowsOf, type Transaction } from '../db/client';
import * as schema from '../db/schema/index';

const tables: PgTable[] = Object.values(schema).filter((value) => is(value, PgTable));
const tablesByName = new Map(tables.map((table) => [getTableName(table), table]));

// Plain data, so a snapshot taken in vitest's global setup reaches the test files.
export type DatabaseSnapshot = { schemaName: string; tableNamesWithRows: string[] };

const copyOf = (snapshot: string, tableName: string) =>
  sql`${sql.identifier(snapshot)}.${sql.identifier(tableName)}`;

const tableNamed = (tableName: string) => {
  const table = tablesByName.get(tableName);
  if (!table) throw new Error(`the schema has no table ${tableName}`);
  return table;
};

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

// Rows go back table by table in no particular order, so foreign keys are not checked while they
// do (the snapshot was consistent when taken), and as a replica no trigger marks the tables as
// changed. Tests connect as a superuser.
const asReplica = (tx: Transaction) => tx.execute(sql`set local session_replication_role = replica`);

const refill = async (tx: Transaction, snapshot: DatabaseSnapshot, tableName: string) => {
  if (!snapshot.tableNamesWithRows.includes(tableName)) return;
  await tx.execute(
    sql`insert into ${tableNamed(tableName)} select * from ${copyOf(snapshot.schemaName, tableName)}`,
  );
};

export const restoreDatabaseSnapshot = async (db: Database, snapshot: DatabaseSnapshot) => {
  await db.transaction(async (tx) => {
    await asReplica(tx);
    await truncateAllTables(tx);
    for (const tableName of snapshot.tableNamesWithRows) await refill(tx, snapshot, tableName);
  });
};

// A test changes a few tables of forty: after `watchTableChanges`, every statement that writes to a
// table notes the table's name, and a reset puts back only those tables. A statement that changed
// no row notes its table too; restoring it once more costs little.
export const watchTableChanges = async (db: Database) => {
  await db.execute(sql`create schema if not exists test_support`);
  await db.execute(sql`create table if not exists test_support.changed_tables (name text primary key)`);
  await db.execute(sql`
    create or replace function test_support.note_changed_table() returns trigger language plpgsql as $$
    begin
      insert into test_support.changed_tables values (tg_table_name) on conflict do nothing;
      return null;
    end $$`);
  for (const table of tables) {
    await db.execute(sql`
      create or replace trigger test_note_changed_table
      after insert or update or delete or truncate on ${table}
      for each statement execute function test_support.note_changed_table()`);
  }
};

export const changedTableNames = async (db: Database) =>
  (await rowsOf<{ name: string }>(db, sql`select name from test_support.changed_tables order by name`)).map(
    (row) => row.name,
  );

export const forgetTableChanges = async (db: Database) => {
  await db.execute(sql`delete from test_support.changed_tables`);
};

const refillTables = async (tx: Transaction, snapshot: DatabaseSnapshot, tableNames: string[]) => {
  for (const tableName of tableNames) {
    await tx.execute(sql`delete from ${tableNamed(tableName)}`);
    await refill(tx, snapshot, tableName);
  }
};

// Puts back the rows of the named tables as the snapshot holds them; the tables stay noted as
// changed (since the template), so the next reset still restores them.
export const restoreTables = async (db: Database, snapshot: DatabaseSnapshot, tableNames: string[]) => {
  if (tableNames.length === 0) return;
  await db.transaction(async (tx) => {
    await asReplica(tx);
    await refillTables(tx, snapshot, tableNames);
  });
};

// Back to the snapshot for every table changed since the last reset, and nothing noted any more.
export const restoreChangedTables = async (db: Database, snapshot: DatabaseSnapshot) => {
  await db.transaction(async (tx) => {
    await asReplica(tx);
    const changed = await rowsOf<{ name: string }>(
      tx,
      sql`delete from test_support.changed_tables returning name`,
    );
    await refillTables(
      tx,
      snapshot,
      changed.map((row) => row.name),
    );
  });
};

// Which of the named tables hold other rows than the snapshot (compared as text, so every column
// type compares, json included).
export const tablesDifferingFrom = async (db: Database, snapshot: DatabaseSnapshot, tableNames: string[]) => {
  const differing: string[] = [];
  for (const tableName of tableNames) {
    const live = sql`select t::text as row from ${tableNamed(tableName)} t`;
    const kept = snapshot.tableNamesWithRows.includes(tableName)
      ? sql`select s::text as row from ${copyOf(snapshot.schemaName, tableName)} s`
      : sql`select null::text as row where false`;
    const [result] = await rowsOf<{ differs: boolean }>(
      db,
      sql`select exists ((${live} except all ${kept}) union all (${kept} except all ${live})) as differs`,
    );
    if (result?.differs) differing.push(tableName);
  }
  return differing;
};
