import type { EmployeeColumnKey } from '@pulse/shared/domain/default-columns';
import { and, asc, eq, ilike, inArray, isNull, max, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  banks,
  defaultColumns,
  departments,
  designations,
  employees,
  leaveSettings,
  sessions,
  shifts,
} from '../../db/schema/index';

export const findVisibleEmployeeColumns = (db: Database, organizationId: string) =>
  db
    .select({ columnKey: defaultColumns.columnKey, columnName: defaultColumns.columnName })
    .from(defaultColumns)
    .where(
      and(
        eq(defaultColumns.organizationId, organizationId),
        eq(defaultColumns.entity, 'employee'),
        eq(defaultColumns.isVisible, true),
      ),
    )
    .orderBy(asc(defaultColumns.position));

export const findLeaveSettings = (db: Database, organizationId: string, years: number[]) =>
  db
    .select({ year: leaveSettings.year, numberOfLeaves: leaveSettings.numberOfLeaves })
    .from(leaveSettings)
    .where(and(eq(leaveSettings.organizationId, organizationId), inArray(leaveSettings.year, years)));

// ---- List ------------------------------------------------------------------------------------------

// What each configured column shows, searches and sorts by. Dates are searched as the DD-MM-YYYY text
// the list shows (spec A §2 Birthday hint) but sorted as dates.
const columnSql: Record<EmployeeColumnKey, { search: SQL | AnyPgColumn; sort: SQL | AnyPgColumn }> = {
  name: { search: employees.name, sort: sql`lower(${employees.name})` },
  employeeCode: { search: employees.employeeCode, sort: employees.employeeCode },
  designation: { search: designations.name, sort: sql`lower(${designations.name})` },
  department: { search: departments.name, sort: sql`lower(${departments.name})` },
  officialEmail: { search: employees.officialEmail, sort: employees.officialEmail },
  contactNumber: { search: employees.contactNumber1, sort: employees.contactNumber1 },
  birthday: { search: sql`to_char(${employees.dateOfBirth}, 'DD-MM-YYYY')`, sort: employees.dateOfBirth },
  joiningDate: { search: sql`to_char(${employees.joiningDate}, 'DD-MM-YYYY')`, sort: employees.joiningDate },
};

// LIKE's wildcards typed by a user are matched literally.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export type EmployeeListFilter = {
  search: string;
  searchBy: EmployeeColumnKey;
  sortBy: EmployeeColumnKey;
  order: 'asc' | 'desc';
  isActive: boolean;
  limit: number;
  offset: number;
};

const listConditions = (organizationId: string, filter: EmployeeListFilter) =>
  and(
    eq(employees.organizationId, organizationId),
    isNull(employees.deletedAt),
    eq(employees.isActive, filter.isActive),
    // spec A §5: non-empty values, case-insensitive substring (NULL never matches ILIKE).
    filter.search ? ilike(columnSql[filter.searchBy].search, `%${escapeLike(filter.search)}%`) : undefined,
  );

// Filter, sort and page in one statement; the total rides along as a window count.
export const findEmployeePage = async (db: Database, organizationId: string, filter: EmployeeListFilter) => {
  const sortExpression = columnSql[filter.sortBy].sort;
  const direction = filter.order === 'asc' ? sql`asc` : sql`desc`;
  const rows = await db
    .select({
      id: employees.id,
      employeeNumber: employees.employeeNumber,
      employeeCode: employees.employeeCode,
      name: employees.name,
      bloodGroup: employees.bloodGroup,
      isActive: employees.isActive,
      photoStorageKey: employees.photoStorageKey,
      joiningDate: employees.joiningDate,
      dateOfBirth: employees.dateOfBirth,
      officialEmail: employees.officialEmail,
      contactNumber: employees.contactNumber1,
      designationName: designations.name,
      departmentName: departments.name,
      total: sql<number>`cast(count(*) over () as integer)`,
    })
    .from(employees)
    .leftJoin(
      departments,
      and(
        eq(departments.organizationId, employees.organizationId),
        eq(departments.id, employees.departmentId),
      ),
    )
    .leftJoin(
      designations,
      and(
        eq(designations.organizationId, employees.organizationId),
        eq(designations.id, employees.designationId),
      ),
    )
    .where(listConditions(organizationId, filter))
    .orderBy(sql`${sortExpression} ${direction} nulls last`, asc(employees.employeeNumber))
    .limit(filter.limit)
    .offset(filter.offset);
  const total = rows[0]?.total ?? (filter.offset > 0 ? await countEmployees(db, organizationId, filter) : 0);
  return { rows, total };
};

// Only for a page past the end, where the window count has no row to ride on.
const countEmployees = async (db: Database, organizationId: string, filter: EmployeeListFilter) => {
  const [row] = await db
    .select({ total: sql<number>`cast(count(*) as integer)` })
    .from(employees)
    .leftJoin(
      departments,
      and(
        eq(departments.organizationId, employees.organizationId),
        eq(departments.id, employees.departmentId),
      ),
    )
    .leftJoin(
      designations,
      and(
        eq(designations.organizationId, employees.organizationId),
        eq(designations.id, employees.designationId),
      ),
    )
    .where(listConditions(organizationId, filter));
  return row?.total ?? 0;
};

// ---- Master data for the form -------------------------------------------------------------------

export const findFormOptionRows = async (db: Database, organizationId: string) => {
  const [departmentRows, designationRows, shiftRows, bankRows, [last]] = await Promise.all([
    db
      .select({ id: departments.id, number: departments.departmentNumber, name: departments.name })
      .from(departments)
      .where(eq(departments.organizationId, organizationId))
      .orderBy(asc(departments.departmentNumber)),
    db
      .select({ id: designations.id, number: designations.designationNumber, name: designations.name })
      .from(designations)
      .where(eq(designations.organizationId, organizationId))
      .orderBy(asc(designations.designationNumber)),
    db
      .select({ id: shifts.id, number: shifts.shiftNumber, name: shifts.name })
      .from(shifts)
      .where(eq(shifts.organizationId, organizationId))
      .orderBy(asc(shifts.shiftNumber)),
    db
      .select({ id: banks.id, number: banks.bankNumber, name: banks.name, ifsc: banks.ifsc })
      .from(banks)
      .where(eq(banks.organizationId, organizationId))
      .orderBy(asc(banks.bankNumber)),
    db
      .select({ lastNumber: max(employees.employeeNumber) })
      .from(employees)
      .where(eq(employees.organizationId, organizationId)),
  ]);
  return {
    departments: departmentRows,
    designations: designationRows,
    shifts: shiftRows,
    banks: bankRows,
    // Deleted employees keep their numbers (soft delete), so they count.
    nextEmployeeNumber: (last?.lastNumber ?? 0) + 1,
  };
};

export const findNextEmployeeNumber = async (db: Database, organizationId: string) => {
  const [row] = await db
    .select({ lastNumber: max(employees.employeeNumber) })
    .from(employees)
    .where(eq(employees.organizationId, organizationId));
  return (row?.lastNumber ?? 0) + 1;
};

export const findDepartment = async (db: Database, organizationId: string, departmentId: string) => {
  const [row] = await db
    .select({ id: departments.id, departmentNumber: departments.departmentNumber })
    .from(departments)
    .where(and(eq(departments.organizationId, organizationId), eq(departments.id, departmentId)));
  return row;
};

// How many of the given ids exist in the organisation (a foreign key alone would accept another
// organisation's designation, shift or bank).
export const countOwnedOptions = async (
  db: Database,
  organizationId: string,
  ids: { designationId: string | null; shiftId: string | null; bankId: string | null },
) => {
  const checks = await Promise.all([
    ids.designationId
      ? db
          .select({ id: designations.id })
          .from(designations)
          .where(and(eq(designations.organizationId, organizationId), eq(designations.id, ids.designationId)))
      : [{ id: '' }],
    ids.shiftId
      ? db
          .select({ id: shifts.id })
          .from(shifts)
          .where(and(eq(shifts.organizationId, organizationId), eq(shifts.id, ids.shiftId)))
      : [{ id: '' }],
    ids.bankId
      ? db
          .select({ id: banks.id })
          .from(banks)
          .where(and(eq(banks.organizationId, organizationId), eq(banks.id, ids.bankId)))
      : [{ id: '' }],
  ]);
  return checks.every((rows) => rows.length === 1);
};

// ---- One employee ----------------------------------------------------------------------------------

// Unique across the whole system (spec A §5): it is the sign-in name. A deleted employee's is free again.
export const isOfficialEmailTaken = async (db: Database, email: string, exceptEmployeeId?: string) => {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.officialEmail, email.toLowerCase()), isNull(employees.deletedAt)));
  return rows.some((row) => row.id !== exceptEmployeeId);
};

// Whether an e-mail is taken for a new employee that nobody typed in (single sign-on): by a live
// employee of any organisation, or by a deleted one of this organisation, who is not to come back.
export const isOfficialEmailKnown = async (db: Database, organizationId: string, email: string) => {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.officialEmail, email),
        or(isNull(employees.deletedAt), eq(employees.organizationId, organizationId)),
      ),
    )
    .limit(1);
  return rows.length > 0;
};

// Of these (lower-case) e-mails, the ones an employee not deleted signs in with, in any organisation.
export const findTakenOfficialEmails = async (db: Database, emails: string[]) => {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ officialEmail: employees.officialEmail })
    .from(employees)
    .where(and(inArray(employees.officialEmail, emails), isNull(employees.deletedAt)));
  return rows.map((row) => row.officialEmail);
};

// One employee of the organisation, while not deleted (a deleted one reads as unknown).
const isEmployeeOf = (organizationId: string, employeeId: string) =>
  and(
    eq(employees.organizationId, organizationId),
    eq(employees.id, employeeId),
    isNull(employees.deletedAt),
  );

// Who an employee is, for other modules and for checks of existence: no password hash, no encrypted
// numbers.
export const findEmployeeReference = async (db: Database, organizationId: string, employeeId: string) => {
  const [row] = await db
    .select({ id: employees.id, name: employees.name, employeeCode: employees.employeeCode })
    .from(employees)
    .where(isEmployeeOf(organizationId, employeeId));
  return row;
};

export const findEmployee = async (db: Database, organizationId: string, employeeId: string) => {
  const [row] = await db
    .select({
      employee: employees,
      departmentName: departments.name,
      departmentNumber: departments.departmentNumber,
      designationName: designations.name,
      shiftName: shifts.name,
      bankName: banks.name,
    })
    .from(employees)
    .leftJoin(
      departments,
      and(
        eq(departments.organizationId, employees.organizationId),
        eq(departments.id, employees.departmentId),
      ),
    )
    .leftJoin(
      designations,
      and(
        eq(designations.organizationId, employees.organizationId),
        eq(designations.id, employees.designationId),
      ),
    )
    .leftJoin(
      shifts,
      and(eq(shifts.organizationId, employees.organizationId), eq(shifts.id, employees.shiftId)),
    )
    .leftJoin(banks, and(eq(banks.organizationId, employees.organizationId), eq(banks.id, employees.bankId)))
    .where(isEmployeeOf(organizationId, employeeId));
  return row;
};
export type EmployeeRow = NonNullable<Awaited<ReturnType<typeof findEmployee>>>;

export const insertEmployee = async (db: Database, values: typeof employees.$inferInsert) => {
  const [row] = await db.insert(employees).values(values).returning({ id: employees.id });
  if (!row) throw new Error('employee insert returned nothing');
  return row;
};

export const updateEmployee = async (
  db: Database,
  organizationId: string,
  employeeId: string,
  values: Partial<typeof employees.$inferInsert>,
) => {
  await db
    .update(employees)
    .set(values)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.id, employeeId),
        isNull(employees.deletedAt),
      ),
    );
};

// Returns the ended sessions' ids, so their live connections can be closed once the change commits.
export const deleteSessionsOf = async (db: Database, organizationId: string, employeeId: string) => {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.organizationId, organizationId), eq(sessions.employeeId, employeeId)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
};

// The employees (current or not: a past absence still shows) of one department of the organisation.
// Who is on a shift: the active people whose record names it, by name.
export const findShiftMemberNames = async (db: Database, organizationId: string, shiftId: string) => {
  const rows = await db
    .select({ name: employees.name })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.shiftId, shiftId),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
      ),
    )
    .orderBy(asc(employees.name));
  return rows.map((row) => row.name);
};

export const findDepartmentMemberIds = async (db: Database, organizationId: string, departmentId: string) => {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.departmentId, departmentId)));
  return rows.map((row) => row.id);
};
