import { getTableColumns, getTableName, type SQL, type SQLChunk, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

type Insert<Table extends PgTable> = Table['$inferInsert'];

const bindable = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

// An INSERT of many rows that binds one array per column as a single parameter and unnests them: any
// number of rows is one short statement that PostgreSQL parses once, where a multi-row VALUES list
// has a parameter per cell and costs time to build, send and parse (what brings the tracker API near
// a raw INSERT, and the demo's 150,000 rows of history into seconds). Values every row shares (the
// owner) are bound once instead of once per row. Columns left out take their default (ids). Callers
// append their `on conflict` clause. The casts are the schema's column types, never data.
export const insertRowsSql = <
  Table extends PgTable,
  Common extends keyof Insert<Table> & string,
  Key extends keyof Insert<Table> & string,
>(
  table: Table,
  common: Pick<Insert<Table>, Common>,
  keys: readonly Key[],
  rows: readonly Pick<Insert<Table>, Key>[],
): SQL => {
  const columnsOf = getTableColumns(table) as Record<string, PgColumn>;
  const columnOf = (key: string) => {
    const column = columnsOf[key];
    if (!column) throw new Error(`${key} is not a column of ${getTableName(table)}`);
    return { name: sql.identifier(column.name), type: column.getSQLType() };
  };
  const commonColumns = Object.entries(common).map(([key, value]) => {
    const { name, type } = columnOf(key);
    return { name, select: sql`${sql.param(bindable(value))}::${sql.raw(type)}` };
  });
  const rowColumns = keys.map((key) => {
    const { name, type } = columnOf(key);
    const values = rows.map((row) => row[key] as unknown);
    // An array column holds a different number of items per row, which a two-dimensional array
    // cannot: each row's array travels as one JSON value and becomes an array again in the select.
    if (type.endsWith('[]')) {
      return {
        name,
        array: sql`${sql.param(values.map((value) => JSON.stringify(value)))}::jsonb[]`,
        select: sql`array(select jsonb_array_elements_text(row.${name}))::${sql.raw(type)}`,
      };
    }
    return {
      name,
      array: sql`${sql.param(values.map(bindable))}::${sql.raw(type)}[]`,
      select: sql`row.${name}`,
    };
  });
  const columns = [...commonColumns, ...rowColumns];
  const list = (parts: SQLChunk[]) => sql.join(parts, sql`, `);
  return sql`insert into ${table} (${list(columns.map((column) => column.name))})
    select ${list(columns.map((column) => column.select))}
    from unnest(${list(rowColumns.map((column) => column.array))}) as row(${list(rowColumns.map((column) => column.name))})`;
};
