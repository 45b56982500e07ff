import type {
  AttendanceRecord,
  AttendanceToday,
  markAttendanceBodySchema,
} from '@pulse/shared/contracts/attendance';
import type { ListPageQuery } from '@pulse/shared/contracts/list-page';
import {
  attendanceState,
  currentWorkDate,
  isWithinOwnMarkWindow,
  NIGHT_SHIFT_WINDOW_MS,
  shiftOfStartTime,
} from '@pulse/shared/domain/attendance-rules';
import { formatDayMonthYear, weekdayName } from '@pulse/shared/domain/display-format';
import { yearRangeOf } from '@pulse/shared/domain/leave-days';
import { calendarDayOf, todayIn } from '@pulse/shared/domain/organization-day';
import { attendancePulseTexts } from '@pulse/shared/spec-texts';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import type { ListSlice } from '../../lib/list-page';
import { recordAuditEvent } from '../audit/audit.service';
import { withdrawUnsupportedMarks } from '../leaves/day-presence.service';
import { attendanceErrors } from './attendance.errors';
import {
  type AttendanceEmployee,
  type AttendanceFilter,
  type AttendanceRow,
  findAttendanceEmployee,
  findEmployeesWithoutRecord,
  findLatestNightRecord,
  findRecord,
  findRecordOfDay,
  insertRecordIfAbsent,
  listAllRecords,
  listRecords,
  lockRecordOfDay,
  updateRecordTimes,
} from './attendance.repository';

// What the routes' list query looks like once zod has parsed it.
type ParsedListQuery = { employeeIds: string[]; from?: string; to?: string };

const toRecordDto = (row: AttendanceRow, now: Date): AttendanceRecord => ({
  id: row.id,
  employee: { id: row.employeeId, name: row.employeeName, employeeCode: row.employeeCode },
  workDate: row.workDate,
  day: weekdayName(row.workDate),
  shift: row.shift,
  inTime: row.inTime.toISOString(),
  outTime: row.outTime ? row.outTime.toISOString() : null,
  state: attendanceState(row, now),
});

// Whose attendance: the caller's own, or (administrators only) another employee of the organisation.
// An employee naming anyone else gets 403 whatever the id; an administrator naming an id outside the
// organisation gets 404, as if it did not exist.
const resolveEmployee = async (
  deps: Deps,
  auth: Auth,
  employeeId: string | undefined,
): Promise<AttendanceEmployee> => {
  const targetId = employeeId ?? auth.employeeId;
  requireAccess(auth, { employeeId: targetId });
  const employee = await findAttendanceEmployee(deps.db, auth.organizationId, targetId);
  if (!employee) throw new AppError('NOT_FOUND');
  return employee;
};

// The day a mark made now belongs to: today in the organisation's zone, or the start day of a night
// shift that is still open (spec B §4: a night-shift record stays open for 20 hours).
const workDateNow = async (
  db: Database,
  organizationId: string,
  employeeId: string,
  timeZone: string,
  now: Date,
) => {
  const latest = await findLatestNightRecord(db, organizationId, employeeId, {
    since: new Date(now.getTime() - NIGHT_SHIFT_WINDOW_MS),
    now,
  });
  return currentWorkDate(now, timeZone, latest);
};

export const getAttendanceToday = async (
  deps: Deps,
  auth: Auth,
  query: { employeeId?: string | undefined; workDate?: string | undefined },
): Promise<AttendanceToday> => {
  const isOwn = query.employeeId === undefined || query.employeeId === auth.employeeId;
  if (isOwn && query.workDate !== undefined) throw ownDateFixed();
  const employee = await resolveEmployee(deps, auth, query.employeeId);
  const now = deps.clock.now();
  const { timeZone } = auth.organization;
  const workDate =
    query.workDate ?? (await workDateNow(deps.db, auth.organizationId, employee.id, timeZone, now));
  const row = await findRecordOfDay(deps.db, auth.organizationId, employee.id, workDate);
  const record = row ? toRecordDto(row, now) : null;
  return {
    employeeId: employee.id,
    workDate,
    shift: row?.shift ?? shiftOfStartTime(employee.shiftStartTime),
    record,
    // spec B §4: Save is disabled once the record is complete (or closed).
    canSave: record === null || record.state === 'open',
    serverTime: now.toISOString(),
  };
};

const ownDateFixed = () =>
  new AppError('VALIDATION_FAILED', attendancePulseTexts.ownDateFixed, [
    { path: 'workDate', message: attendancePulseTexts.ownDateFixed },
  ]);

const outsideWindow = (path: string) =>
  new AppError(attendanceErrors.ATTENDANCE_TIME_OUTSIDE_WINDOW, undefined, [
    { path, message: attendancePulseTexts.outsideOwnWindow },
  ]);

// Insert or update (spec B §4). Marking one's own attendance: the day is the current work day and each
// time that is new must be within 10 minutes of the server's clock (what the old client's 600-second
// encrypted payload tried to enforce). An administrator marking another employee chooses the day
// (default: that employee's current work day) and any times on it.
export const markAttendance = async (
  deps: Deps,
  auth: Auth,
  body: z.output<typeof markAttendanceBodySchema>,
): Promise<AttendanceRecord> => {
  const isOwn = body.employeeId === undefined || body.employeeId === auth.employeeId;
  if (isOwn && body.workDate !== undefined) throw ownDateFixed();
  const employee = await resolveEmployee(deps, auth, body.employeeId);
  const { organizationId } = auth;
  const now = deps.clock.now();
  const { timeZone } = auth.organization;
  const inTime = new Date(body.inTime);
  const outTime = body.outTime ? new Date(body.outTime) : null;
  const workDate =
    (isOwn ? undefined : body.workDate) ??
    (await workDateNow(deps.db, organizationId, employee.id, timeZone, now));
  // The record belongs to the day its shift started (spec B §3: a night shift can cross midnight), so
  // an administrator's in time must be on that day in the organisation's zone. Own marks are tied to
  // the clock instead.
  if (!isOwn && calendarDayOf(inTime, timeZone) !== workDate)
    throw new AppError('VALIDATION_FAILED', attendancePulseTexts.inTimeOffDate, [
      { path: 'inTime', message: attendancePulseTexts.inTimeOffDate },
    ]);

  const saveRecord = async (tx: Transaction) => {
    const changed = { markedById: auth.employeeId, updatedAt: now };
    let record = await lockRecordOfDay(tx, organizationId, employee.id, workDate);
    if (!record) {
      if (isOwn && !isWithinOwnMarkWindow(inTime, now)) throw outsideWindow('inTime');
      if (isOwn && outTime && !isWithinOwnMarkWindow(outTime, now)) throw outsideWindow('outTime');
      const inserted = await insertRecordIfAbsent(tx, {
        organizationId,
        employeeId: employee.id,
        workDate,
        shift: shiftOfStartTime(employee.shiftStartTime),
        inTime,
        outTime,
        ...changed,
      });
      if (inserted) return inserted.id;
      // Another mark of the same day committed between our read and our insert: update that row.
      record = await lockRecordOfDay(tx, organizationId, employee.id, workDate);
      if (!record) throw new Error('attendance record vanished after a conflicting insert');
    }
    // spec B §4/§5: a complete (or closed) record is not marked again.
    if (attendanceState(record, now) !== 'open')
      throw new AppError(attendanceErrors.ATTENDANCE_ALREADY_MARKED);
    const isNewIn = record.inTime.getTime() !== inTime.getTime();
    if (isOwn && isNewIn && !isWithinOwnMarkWindow(inTime, now)) throw outsideWindow('inTime');
    if (isOwn && outTime && !isWithinOwnMarkWindow(outTime, now)) throw outsideWindow('outTime');
    if (!isNewIn && !outTime) return record.id;
    await updateRecordTimes(tx, organizationId, record.id, {
      inTime,
      outTime: outTime ?? record.outTime,
      ...changed,
    });
    return record.id;
  };
  const recordId = await deps.db.transaction(async (tx) => {
    const id = await saveRecord(tx);
    // The day has attendance now: a Marked Absent on it is withdrawn in the same transaction.
    await withdrawUnsupportedMarks(tx, auth.organization, {
      employeeId: employee.id,
      dates: [workDate],
      actorId: auth.employeeId,
      cause: 'attendance marked',
    });
    return id;
  });

  const saved = await findRecord(deps.db, organizationId, recordId);
  if (!saved) throw new Error('attendance record missing after save');
  return toRecordDto(saved, now);
};

// The filter of the list and the export: employees see only their own records (naming anyone else is
// refused with 403); administrators filter by employees; the range defaults to the current year in the
// organisation's zone (spec B §9).
const resolveFilter = (deps: Deps, auth: Auth, query: ParsedListQuery): AttendanceFilter => {
  for (const employeeId of query.employeeIds) requireAccess(auth, { employeeId });
  const caller = requireAccess(auth, 'authenticated');
  const employeeIds = caller.isAdmin ? query.employeeIds : [caller.employeeId];
  const year = yearRangeOf(todayIn(auth.organization.timeZone, deps.clock.now()));
  const from = query.from ?? year.from;
  const to = query.to ?? year.to;
  if (from > to)
    throw new AppError('VALIDATION_FAILED', attendancePulseTexts.rangeInvalid, [
      { path: 'to', message: attendancePulseTexts.rangeInvalid },
    ]);
  return { employeeIds, from, to };
};

// Offsets past this are pages nobody can reach (2,000,000 rows); they are simply empty.
const MAX_OFFSET = 2_000_000;

export const findAttendance = async (
  deps: Deps,
  auth: Auth,
  query: ParsedListQuery & ListPageQuery,
): Promise<ListSlice<AttendanceRecord>> => {
  const filter = resolveFilter(deps, auth, query);
  const { page, pageSize } = query;
  const offset = (page - 1) * pageSize;
  const now = deps.clock.now();
  const { rows, total } = await listRecords(deps.db, auth.organizationId, filter, {
    limit: offset > MAX_OFFSET ? 0 : pageSize,
    offset: Math.min(offset, MAX_OFFSET),
  });
  return { items: rows.map((row) => toRecordDto(row, now)), total, page, pageSize };
};

export type AttendanceExport = { from: string; to: string; timeZone: string; rows: AttendanceRow[] };

// People's working times leave Pulse in the file: recorded in the audit trail (hardening: audit
// trail). The employee is named only when the rows (this organisation's) are all one person's.
export const findAttendanceForExport = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  query: ParsedListQuery,
): Promise<AttendanceExport> => {
  requireAccess(auth, 'admin');
  const filter = resolveFilter(deps, auth, query);
  const rows = await listAllRecords(deps.db, auth.organizationId, filter);
  const employeeIds = new Set(rows.map((row) => row.employeeId));
  const [onlyEmployeeId] = employeeIds.size === 1 ? employeeIds : [];
  await recordAuditEvent(deps.db, auth, ipAddress, {
    action: 'personal-data.exported',
    subjectId: onlyEmployeeId ?? null,
    summary: `Exported attendance ${formatDayMonthYear(filter.from)} To ${formatDayMonthYear(filter.to)} (records: ${rows.length}, employees: ${employeeIds.size})`,
    details: {
      export: 'attendance',
      from: filter.from,
      to: filter.to,
      employeeIds: filter.employeeIds,
      records: rows.length,
    },
  });
  return { from: filter.from, to: filter.to, timeZone: auth.organization.timeZone, rows };
};

// Who has not marked attendance on a day: the active employees (joined by then) without a record on it,
// by name. The Attendance list shows the records that exist; ProBot names the people missing from it.
export const findEmployeesWithoutAttendance = (deps: Deps, auth: Auth, workDate: string) => {
  requireAccess(auth, 'admin');
  return findEmployeesWithoutRecord(deps.db, auth.organizationId, workDate);
};
