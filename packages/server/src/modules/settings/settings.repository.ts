import { and, asc, count, eq, max, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  banks,
  defaultColumns,
  departments,
  designations,
  employees,
  leaveSettings,
  organizations,
  shifts,
} from '../../db/schema/index';

// Every query takes the organisation first and filters on it: ids from the path never reach
// another organisation's rows.

// The columns every master-data table shares, so the numbering and deleting queries exist once.
export type NumberedTable = { table: PgTable; id: PgColumn; organizationId: PgColumn; number: PgColumn };

export const NUMBERED = {
  banks: { table: banks, id: banks.id, organizationId: banks.organizationId, number: banks.bankNumber },
  departments: {
    table: departments,
    id: departments.id,
    organizationId: departments.organizationId,
    number: departments.departmentNumber,
  },
  designations: {
    table: designations,
    id: designations.id,
    organizationId: designations.organizationId,
    number: designations.designationNumber,
  },
  shifts: { table: shifts, id: shifts.id, organizationId: shifts.organizationId, number: shifts.shiftNumber },
  leaveSettings: {
    table: leaveSettings,
    id: leaveSettings.id,
    organizationId: leaveSettings.organizationId,
    number: leaveSettings.leaveSettingNumber,
  },
} satisfies Record<string, NumberedTable>;

export const findLastNumber = async (db: Database, kind: NumberedTable, organizationId: string) => {
  const [row] = await db
    .select({ last: max(kind.number) })
    .from(kind.table)
    .where(eq(kind.organizationId, organizationId));
  return row?.last == null ? null : Number(row.last);
};

// Returns whether a row of this organisation was deleted.
export const deleteNumbered = async (
  db: Database,
  kind: NumberedTable,
  organizationId: string,
  id: string,
) => {
  const deleted = await db
    .delete(kind.table)
    .where(and(eq(kind.organizationId, organizationId), eq(kind.id, id)))
    .returning({ id: kind.id });
  return deleted.length > 0;
};

// Employees pointing at a master-data row, soft-deleted ones included: they keep their history.
export const countEmployeesUsing = async (
  db: Database,
  organizationId: string,
  column: 'bankId' | 'departmentId' | 'designationId' | 'shiftId',
  id: string,
) => {
  const [row] = await db
    .select({ employees: count() })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees[column], id)));
  return row?.employees ?? 0;
};

// Case-insensitive name match within the organisation, ignoring the row being edited.
const sameName = (column: PgColumn, name: string): SQL => sql`lower(${column}) = ${name.toLowerCase()}`;
const notThis = (column: PgColumn, exceptId: string | undefined) =>
  exceptId ? ne(column, exceptId) : undefined;

// Banks
export const findBanks = (db: Database, organizationId: string) =>
  db.select().from(banks).where(eq(banks.organizationId, organizationId)).orderBy(asc(banks.bankNumber));

export const findBank = async (db: Database, organizationId: string, id: string) => {
  const [row] = await db
    .select()
    .from(banks)
    .where(and(eq(banks.organizationId, organizationId), eq(banks.id, id)));
  return row;
};

export const isBankTaken = async (
  db: Database,
  organizationId: string,
  values: { name: string; branch: string },
  exceptId?: string,
) => {
  const [row] = await db
    .select({ id: banks.id })
    .from(banks)
    .where(
      and(
        eq(banks.organizationId, organizationId),
        sameName(banks.name, values.name),
        sameName(banks.branch, values.branch),
        notThis(banks.id, exceptId),
      ),
    );
  return row !== undefined;
};

export const insertBank = async (db: Database, values: typeof banks.$inferInsert) => {
  const [row] = await db.insert(banks).values(values).returning();
  if (!row) throw new Error('bank insert returned nothing');
  return row;
};

export const updateBank = async (
  db: Database,
  organizationId: string,
  id: string,
  values: { name: string; branch: string; ifsc: string },
) => {
  const [row] = await db
    .update(banks)
    .set(values)
    .where(and(eq(banks.organizationId, organizationId), eq(banks.id, id)))
    .returning();
  return row;
};

// Departments
export const findDepartments = (db: Database, organizationId: string) =>
  db
    .select()
    .from(departments)
    .where(eq(departments.organizationId, organizationId))
    .orderBy(asc(departments.departmentNumber));

export const findDepartment = async (db: Database, organizationId: string, id: string) => {
  const [row] = await db
    .select()
    .from(departments)
    .where(and(eq(departments.organizationId, organizationId), eq(departments.id, id)));
  return row;
};

export const isDepartmentNameTaken = async (
  db: Database,
  organizationId: string,
  name: string,
  exceptId?: string,
) => {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.organizationId, organizationId),
        sameName(departments.name, name),
        notThis(departments.id, exceptId),
      ),
    );
  return row !== undefined;
};

export const insertDepartment = async (db: Database, values: typeof departments.$inferInsert) => {
  const [row] = await db.insert(departments).values(values).returning();
  if (!row) throw new Error('department insert returned nothing');
  return row;
};

export const updateDepartment = async (db: Database, organizationId: string, id: string, name: string) => {
  const [row] = await db
    .update(departments)
    .set({ name })
    .where(and(eq(departments.organizationId, organizationId), eq(departments.id, id)))
    .returning();
  return row;
};

// Designations
export const findDesignations = (db: Database, organizationId: string) =>
  db
    .select()
    .from(designations)
    .where(eq(designations.organizationId, organizationId))
    .orderBy(asc(designations.designationNumber));

export const findDesignation = async (db: Database, organizationId: string, id: string) => {
  const [row] = await db
    .select()
    .from(designations)
    .where(and(eq(designations.organizationId, organizationId), eq(designations.id, id)));
  return row;
};

export const isDesignationNameTaken = async (
  db: Database,
  organizationId: string,
  name: string,
  exceptId?: string,
) => {
  const [row] = await db
    .select({ id: designations.id })
    .from(designations)
    .where(
      and(
        eq(designations.organizationId, organizationId),
        sameName(designations.name, name),
        notThis(designations.id, exceptId),
      ),
    );
  return row !== undefined;
};

export const insertDesignation = async (db: Database, values: typeof designations.$inferInsert) => {
  const [row] = await db.insert(designations).values(values).returning();
  if (!row) throw new Error('designation insert returned nothing');
  return row;
};

export const updateDesignation = async (db: Database, organizationId: string, id: string, name: string) => {
  const [row] = await db
    .update(designations)
    .set({ name })
    .where(and(eq(designations.organizationId, organizationId), eq(designations.id, id)))
    .returning();
  return row;
};

// Shifts
export const findShifts = (db: Database, organizationId: string) =>
  db.select().from(shifts).where(eq(shifts.organizationId, organizationId)).orderBy(asc(shifts.shiftNumber));

export const findShift = async (db: Database, organizationId: string, id: string) => {
  const [row] = await db
    .select()
    .from(shifts)
    .where(and(eq(shifts.organizationId, organizationId), eq(shifts.id, id)));
  return row;
};

export const isShiftNameTaken = async (
  db: Database,
  organizationId: string,
  name: string,
  exceptId?: string,
) => {
  const [row] = await db
    .select({ id: shifts.id })
    .from(shifts)
    .where(
      and(
        eq(shifts.organizationId, organizationId),
        sameName(shifts.name, name),
        notThis(shifts.id, exceptId),
      ),
    );
  return row !== undefined;
};

export const insertShift = async (db: Database, values: typeof shifts.$inferInsert) => {
  const [row] = await db.insert(shifts).values(values).returning();
  if (!row) throw new Error('shift insert returned nothing');
  return row;
};

export const updateShift = async (
  db: Database,
  organizationId: string,
  id: string,
  values: { name: string; startTime: string; endTime: string },
) => {
  const [row] = await db
    .update(shifts)
    .set(values)
    .where(and(eq(shifts.organizationId, organizationId), eq(shifts.id, id)))
    .returning();
  return row;
};

// Leave settings
export const findLeaveSettings = (db: Database, organizationId: string) =>
  db
    .select()
    .from(leaveSettings)
    .where(eq(leaveSettings.organizationId, organizationId))
    .orderBy(asc(leaveSettings.leaveSettingNumber));

export const findLeaveSetting = async (db: Database, organizationId: string, id: string) => {
  const [row] = await db
    .select()
    .from(leaveSettings)
    .where(and(eq(leaveSettings.organizationId, organizationId), eq(leaveSettings.id, id)));
  return row;
};

export const isLeaveYearTaken = async (
  db: Database,
  organizationId: string,
  year: number,
  exceptId?: string,
) => {
  const [row] = await db
    .select({ id: leaveSettings.id })
    .from(leaveSettings)
    .where(
      and(
        eq(leaveSettings.organizationId, organizationId),
        eq(leaveSettings.year, year),
        notThis(leaveSettings.id, exceptId),
      ),
    );
  return row !== undefined;
};

export const insertLeaveSetting = async (db: Database, values: typeof leaveSettings.$inferInsert) => {
  const [row] = await db.insert(leaveSettings).values(values).returning();
  if (!row) throw new Error('leave setting insert returned nothing');
  return row;
};

export const updateLeaveSetting = async (
  db: Database,
  organizationId: string,
  id: string,
  values: { year: number; numberOfLeaves: number },
) => {
  const [row] = await db
    .update(leaveSettings)
    .set(values)
    .where(and(eq(leaveSettings.organizationId, organizationId), eq(leaveSettings.id, id)))
    .returning();
  return row;
};

// Organisation settings
export const findOrganizationSettings = async (db: Database, organizationId: string) => {
  const [row] = await db
    .select({
      isShiftsEnabled: organizations.isShiftsEnabled,
      isLogOffIncludedInIdle: organizations.isLogOffIncludedInIdle,
      currency: organizations.currency,
      timeZone: organizations.timeZone,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
};

export const updateOrganizationFlags = async (
  db: Database,
  organizationId: string,
  flags: { isShiftsEnabled?: boolean; isLogOffIncludedInIdle?: boolean },
) => {
  await db.update(organizations).set(flags).where(eq(organizations.id, organizationId));
};

// Default columns
export const findDefaultColumns = (db: Database, organizationId: string, entity: string) =>
  db
    .select()
    .from(defaultColumns)
    .where(and(eq(defaultColumns.organizationId, organizationId), eq(defaultColumns.entity, entity)))
    .orderBy(asc(defaultColumns.position));

export const replaceDefaultColumns = async (
  db: Database,
  organizationId: string,
  entity: string,
  columns: (typeof defaultColumns.$inferInsert)[],
) => {
  await db
    .delete(defaultColumns)
    .where(and(eq(defaultColumns.organizationId, organizationId), eq(defaultColumns.entity, entity)));
  await db.insert(defaultColumns).values(columns);
};
