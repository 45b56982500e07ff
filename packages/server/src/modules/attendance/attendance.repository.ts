import { ATTENDANCE_SHIFT } from '@pulse/shared/domain/attendance-rules';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendanceRecords, employees, shifts } from '../../db/schema/index';

// The employee whose attendance is read or marked, with the start time of their shift (which decides
// day or night shift). Deleted employees are gone for attendance too.
export const findAttendanceEmployee = async (db: Database, organizationId: string, employeeId: string) => {
  const [row] = await db
    .select({
      id: employees.id,
      name: employees.name,
      employeeCode: employees.employeeCode,
      shiftStartTime: shifts.startTime,
    })
    .from(employees)
    .leftJoin(shifts, and(eq(shifts.organizationId, organizationId), eq(shifts.id, employees.shiftId)))
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.id, employeeId),
        isNull(employees.deletedAt),
      ),
    );
  return row;
};
export type AttendanceEmployee = NonNullable<Awaited<ReturnType<typeof findAttendanceEmployee>>>;

const recordColumns = {
  id: attendanceRecords.id,
  workDate: attendanceRecords.workDate,
  shift: attendanceRecords.shift,
  inTime: attendanceRecords.inTime,
  outTime: attendanceRecords.outTime,
  employeeId: attendanceRecords.employeeId,
  employeeName: employees.name,
  employeeCode: employees.employeeCode,
};
export type AttendanceRow = {
  id: string;
  workDate: string;
  shift: number;
  inTime: Date;
  outTime: Date | null;
  employeeId: string;
  employeeName: string;
  employeeCode: string;
};

const selectRecords = (db: Database, organizationId: string) =>
  db
    .select(recordColumns)
    .from(attendanceRecords)
    .innerJoin(
      employees,
      and(eq(employees.organizationId, organizationId), eq(employees.id, attendanceRecords.employeeId)),
    );

// The employee's latest night-shift record whose in time lies in (since, now]: the one that may still
// be open and so decide the current work day.
export const findLatestNightRecord = async (
  db: Database,
  organizationId: string,
  employeeId: string,
  window: { since: Date; now: Date },
) => {
  const [row] = await db
    .select({
      workDate: attendanceRecords.workDate,
      shift: attendanceRecords.shift,
      inTime: attendanceRecords.inTime,
      outTime: attendanceRecords.outTime,
    })
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.organizationId, organizationId),
        eq(attendanceRecords.employeeId, employeeId),
        eq(attendanceRecords.shift, ATTENDANCE_SHIFT.night),
        gt(attendanceRecords.inTime, window.since),
        lte(attendanceRecords.inTime, window.now),
      ),
    )
    .orderBy(desc(attendanceRecords.inTime))
    .limit(1);
  return row ?? null;
};

export const findRecordOfDay = async (
  db: Database,
  organizationId: string,
  employeeId: string,
  workDate: string,
): Promise<AttendanceRow | undefined> => {
  const [row] = await selectRecords(db, organizationId).where(
    and(
      eq(attendanceRecords.organizationId, organizationId),
      eq(attendanceRecords.employeeId, employeeId),
      eq(attendanceRecords.workDate, workDate),
    ),
  );
  return row;
};

export const findRecord = async (
  db: Database,
  organizationId: string,
  recordId: string,
): Promise<AttendanceRow | undefined> => {
  const [row] = await selectRecords(db, organizationId).where(
    and(eq(attendanceRecords.organizationId, organizationId), eq(attendanceRecords.id, recordId)),
  );
  return row;
};

// Inside the mark's transaction: the day's record, locked until commit, so two marks of the same day
// (a double click, two tabs, an administrator at the same time) apply one after the other.
export const lockRecordOfDay = async (
  db: Database,
  organizationId: string,
  employeeId: string,
  workDate: string,
) => {
  const [row] = await db
    .select({
      id: attendanceRecords.id,
      shift: attendanceRecords.shift,
      inTime: attendanceRecords.inTime,
      outTime: attendanceRecords.outTime,
    })
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.organizationId, organizationId),
        eq(attendanceRecords.employeeId, employeeId),
        eq(attendanceRecords.workDate, workDate),
      ),
    )
    .for('update');
  return row;
};

// Inserts the day's record unless one exists; the unique (employee_id, work_date) decides between two
// concurrent inserts, and the loser gets undefined (and then updates the winner's row under its lock).
export const insertRecordIfAbsent = async (db: Database, values: typeof attendanceRecords.$inferInsert) => {
  const [row] = await db
    .insert(attendanceRecords)
    .values(values)
    .onConflictDoNothing({ target: [attendanceRecords.employeeId, attendanceRecords.workDate] })
    .returning({ id: attendanceRecords.id });
  return row;
};

export const updateRecordTimes = (
  db: Database,
  organizationId: string,
  recordId: string,
  values: { inTime: Date; outTime: Date | null; markedById: string; updatedAt: Date },
) =>
  db
    .update(attendanceRecords)
    .set(values)
    .where(and(eq(attendanceRecords.organizationId, organizationId), eq(attendanceRecords.id, recordId)));

export type AttendanceFilter = { employeeIds: readonly string[]; from: string; to: string };

const filterCondition = (organizationId: string, filter: AttendanceFilter): SQL | undefined =>
  and(
    eq(attendanceRecords.organizationId, organizationId),
    gte(attendanceRecords.workDate, filter.from),
    lte(attendanceRecords.workDate, filter.to),
    filter.employeeIds.length > 0
      ? inArray(attendanceRecords.employeeId, [...filter.employeeIds])
      : undefined,
  );

// Newest day first; within a day by name, then id, so pages never overlap or skip a row.
const listOrder = [desc(attendanceRecords.workDate), asc(employees.name), asc(attendanceRecords.id)];

export const listRecords = async (
  db: Database,
  organizationId: string,
  filter: AttendanceFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AttendanceRow[]; total: number }> => {
  const where = filterCondition(organizationId, filter);
  const [rows, [totals]] = await Promise.all([
    selectRecords(db, organizationId)
      .where(where)
      .orderBy(...listOrder)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(attendanceRecords).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

export const listAllRecords = (
  db: Database,
  organizationId: string,
  filter: AttendanceFilter,
): Promise<AttendanceRow[]> =>
  selectRecords(db, organizationId)
    .where(filterCondition(organizationId, filter))
    .orderBy(...listOrder);

// The organisation's current employees who had joined by a day and have no attendance record on it.
export const findEmployeesWithoutRecord = (db: Database, organizationId: string, workDate: string) =>
  db
    .select({ id: employees.id, name: employees.name, employeeCode: employees.employeeCode })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
        or(isNull(employees.joiningDate), lte(employees.joiningDate, workDate)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(attendanceRecords)
            .where(
              and(
                eq(attendanceRecords.organizationId, organizationId),
                eq(attendanceRecords.employeeId, employees.id),
                eq(attendanceRecords.workDate, workDate),
              ),
            ),
        ),
      ),
    )
    .orderBy(sql`lower(${employees.name})`, asc(employees.id));
