import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { departments, designations, employees, salarySheets, salarySlips } from '../../db/schema/index';

// Postgres allows 65,535 bound parameters per statement; 500 slips × ~25 columns stays well below.
const SLIP_INSERT_CHUNK = 500;

// Employees a sheet may name: active or inactive, but not deleted (spec B §3).
export const listSheetEmployees = (db: Database, organizationId: string) =>
  db
    .select({
      id: employees.id,
      employeeNumber: employees.employeeNumber,
      name: employees.name,
      officialEmail: employees.officialEmail,
      isActive: employees.isActive,
      isRelieved: employees.isRelieved,
      ifscCode: employees.ifscCode,
      bankAccountNumberEncrypted: employees.bankAccountNumberEncrypted,
      departmentName: departments.name,
      designationName: designations.name,
    })
    .from(employees)
    .leftJoin(
      departments,
      and(eq(departments.organizationId, organizationId), eq(departments.id, employees.departmentId)),
    )
    .leftJoin(
      designations,
      and(eq(designations.organizationId, organizationId), eq(designations.id, employees.designationId)),
    )
    .where(and(eq(employees.organizationId, organizationId), isNull(employees.deletedAt)))
    .orderBy(asc(employees.employeeNumber));
export type SheetEmployee = Awaited<ReturnType<typeof listSheetEmployees>>[number];

export const findSheet = async (db: Database, organizationId: string, year: number, month: number) => {
  const [row] = await db
    .select()
    .from(salarySheets)
    .where(
      and(
        eq(salarySheets.organizationId, organizationId),
        eq(salarySheets.year, year),
        eq(salarySheets.month, month),
      ),
    );
  return row;
};

export const insertSheet = async (db: Database, values: typeof salarySheets.$inferInsert) => {
  const [row] = await db.insert(salarySheets).values(values).returning({ id: salarySheets.id });
  if (!row) throw new Error('salary sheet insert returned nothing');
  return row;
};

export const updateSheet = (
  db: Database,
  organizationId: string,
  sheetId: string,
  values: Pick<typeof salarySheets.$inferInsert, 'fileName' | 'uploadedBy' | 'uploadedAt'>,
) =>
  db
    .update(salarySheets)
    .set(values)
    .where(and(eq(salarySheets.organizationId, organizationId), eq(salarySheets.id, sheetId)));

export const insertSlips = async (db: Database, values: (typeof salarySlips.$inferInsert)[]) => {
  for (let start = 0; start < values.length; start += SLIP_INSERT_CHUNK) {
    await db.insert(salarySlips).values(values.slice(start, start + SLIP_INSERT_CHUNK));
  }
};

export const deleteSlipsOfSheet = (db: Database, organizationId: string, sheetId: string) =>
  db
    .delete(salarySlips)
    .where(and(eq(salarySlips.organizationId, organizationId), eq(salarySlips.salarySheetId, sheetId)));

export const deleteSheet = (db: Database, organizationId: string, sheetId: string) =>
  db
    .delete(salarySheets)
    .where(and(eq(salarySheets.organizationId, organizationId), eq(salarySheets.id, sheetId)));

export const listSheetYears = async (db: Database, organizationId: string) => {
  const rows = await db
    .selectDistinct({ year: salarySheets.year })
    .from(salarySheets)
    .where(eq(salarySheets.organizationId, organizationId));
  return rows.map((row) => row.year);
};

export const listSheetsOfYear = (db: Database, organizationId: string, year: number) =>
  db
    .select({
      month: salarySheets.month,
      fileName: salarySheets.fileName,
      uploadedAt: salarySheets.uploadedAt,
      slipCount: count(salarySlips.id),
    })
    .from(salarySheets)
    .leftJoin(
      salarySlips,
      and(eq(salarySlips.organizationId, organizationId), eq(salarySlips.salarySheetId, salarySheets.id)),
    )
    .where(and(eq(salarySheets.organizationId, organizationId), eq(salarySheets.year, year)))
    .groupBy(salarySheets.id)
    .orderBy(asc(salarySheets.month));

export const listSlipsOfSheet = (db: Database, organizationId: string, sheetId: string) =>
  db
    .select({ slip: salarySlips, employeeNumber: employees.employeeNumber, email: employees.officialEmail })
    .from(salarySlips)
    .innerJoin(
      employees,
      and(eq(employees.organizationId, organizationId), eq(employees.id, salarySlips.employeeId)),
    )
    .where(and(eq(salarySlips.organizationId, organizationId), eq(salarySlips.salarySheetId, sheetId)))
    .orderBy(asc(employees.employeeNumber));

// Any employee of the organisation, deleted ones included: their old slips stay readable by admins.
export const findEmployee = async (db: Database, organizationId: string, employeeId: string) => {
  const [row] = await db
    .select({ id: employees.id, employeeNumber: employees.employeeNumber })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)));
  return row;
};

export const listSlipMonths = async (
  db: Database,
  organizationId: string,
  employeeId: string,
  year: number,
) => {
  const rows = await db
    .select({ month: salarySlips.month })
    .from(salarySlips)
    .where(
      and(
        eq(salarySlips.organizationId, organizationId),
        eq(salarySlips.employeeId, employeeId),
        eq(salarySlips.year, year),
      ),
    )
    .orderBy(asc(salarySlips.month));
  return rows.map((row) => row.month);
};

export const findSlip = async (
  db: Database,
  organizationId: string,
  employeeId: string,
  year: number,
  month: number,
) => {
  const [row] = await db
    .select()
    .from(salarySlips)
    .where(
      and(
        eq(salarySlips.organizationId, organizationId),
        eq(salarySlips.employeeId, employeeId),
        eq(salarySlips.year, year),
        eq(salarySlips.month, month),
      ),
    )
    .orderBy(desc(salarySlips.id))
    .limit(1);
  return row;
};
