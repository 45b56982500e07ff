import { and, asc, count, eq, getTableColumns, max, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { employees } from '../../db/schema/index';
import type { EmployeeReference, MasterDataRow, MasterDataTable } from './master-data-kinds';

// The queries of every master-data kind (master-data-kinds.ts). Every query takes the organisation
// first and filters on it: ids from the path never reach another organisation's rows.

// What the queries need of a kind.
type Stored = { table: MasterDataTable; numberKey: string; unique: { fields: readonly string[] } };

const columnOf = (table: MasterDataTable, key: string): PgColumn => {
  const column = getTableColumns(table)[key];
  if (!column) throw new Error(`${key} is not a column of this master-data table`);
  return column;
};

const ofOrganization = (table: MasterDataTable, organizationId: string) =>
  eq(table.organizationId, organizationId);
const byId = (table: MasterDataTable, organizationId: string, id: string) =>
  and(ofOrganization(table, organizationId), eq(table.id, id));

export const findRows = (db: Database, kind: Stored, organizationId: string): Promise<MasterDataRow[]> =>
  db
    .select()
    .from(kind.table)
    .where(ofOrganization(kind.table, organizationId))
    .orderBy(asc(columnOf(kind.table, kind.numberKey)));

export const findRow = async (
  db: Database,
  kind: Stored,
  organizationId: string,
  id: string,
): Promise<MasterDataRow | undefined> => {
  const [row] = await db
    .select()
    .from(kind.table)
    .where(byId(kind.table, organizationId, id));
  return row;
};

export const findLastNumber = async (db: Database, kind: Stored, organizationId: string) => {
  const [row] = await db
    .select({ last: max(columnOf(kind.table, kind.numberKey)) })
    .from(kind.table)
    .where(ofOrganization(kind.table, organizationId));
  return row?.last == null ? null : Number(row.last);
};

// Text compares case-insensitively, as the unique indexes on lower(...) do; other values exactly.
const sameValue = (column: PgColumn, value: unknown): SQL =>
  typeof value === 'string' ? sql`lower(${column}) = ${value.toLowerCase()}` : eq(column, value);

// Whether another row of the organisation (not the one being edited) has the same values in the
// kind's unique fields.
export const isTaken = async (
  db: Database,
  kind: Stored,
  organizationId: string,
  values: MasterDataRow,
  exceptId?: string,
) => {
  const [row] = await db
    .select({ id: kind.table.id })
    .from(kind.table)
    .where(
      and(
        ofOrganization(kind.table, organizationId),
        ...kind.unique.fields.map((field) => sameValue(columnOf(kind.table, field), values[field])),
        exceptId ? ne(kind.table.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
};

export const insertRow = async (
  db: Database,
  kind: Stored,
  organizationId: string,
  number: number,
  values: MasterDataRow,
): Promise<MasterDataRow> => {
  const [row] = await db
    .insert(kind.table)
    .values({ ...values, organizationId, [kind.numberKey]: number })
    .returning();
  if (!row) throw new Error(`${kind.numberKey} insert returned nothing`);
  return row;
};

export const updateRow = async (
  db: Database,
  kind: Stored,
  organizationId: string,
  id: string,
  values: MasterDataRow,
): Promise<MasterDataRow | undefined> => {
  const [row] = await db
    .update(kind.table)
    .set(values)
    .where(byId(kind.table, organizationId, id))
    .returning();
  return row;
};

// Returns whether a row of this organisation was deleted.
export const deleteRow = async (db: Database, kind: Stored, organizationId: string, id: string) => {
  const deleted = await db
    .delete(kind.table)
    .where(byId(kind.table, organizationId, id))
    .returning({ id: kind.table.id });
  return deleted.length > 0;
};

// Employees pointing at a master-data row, soft-deleted ones included: they keep their history.
export const countEmployeesUsing = async (
  db: Database,
  organizationId: string,
  column: EmployeeReference,
  id: string,
) => {
  const [row] = await db
    .select({ employees: count() })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees[column], id)));
  return row?.employees ?? 0;
};
