import type { ActivitySlot } from '@pulse/shared/domain/activity-slot';
import type { DayRange } from '@pulse/shared/domain/organization-day';
import { and, asc, eq, gte, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  activityDays,
  activityIntervals,
  activitySlots,
  designations,
  employees,
  projectDays,
  projects,
  projectTime,
  screenshots,
} from '../../db/schema/index';

// Read side of time tracking: every query filters the session's organisation first.

const employeeColumns = {
  id: employees.id,
  employeeCode: employees.employeeCode,
  name: employees.name,
  designation: designations.name,
  photoStorageKey: employees.photoStorageKey,
};

// The time sheet's employees: active or inactive (spec A §2 filter), optionally one of them.
export const findTimeSheetEmployees = (
  db: Database,
  organizationId: string,
  filter: { isActive: boolean; employeeId?: string },
) =>
  db
    .select(employeeColumns)
    .from(employees)
    .leftJoin(
      designations,
      and(
        eq(designations.organizationId, employees.organizationId),
        eq(designations.id, employees.designationId),
      ),
    )
    .where(
      and(
        eq(employees.organizationId, organizationId),
        isNull(employees.deletedAt),
        eq(employees.isActive, filter.isActive),
        filter.employeeId ? eq(employees.id, filter.employeeId) : undefined,
      ),
    )
    .orderBy(asc(employees.name), asc(employees.employeeCode));

export const findEmployeeById = async (db: Database, organizationId: string, employeeId: string) => {
  const [row] = await db
    .select({ id: employees.id, employeeCode: employees.employeeCode, name: employees.name })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.id, employeeId),
        isNull(employees.deletedAt),
      ),
    );
  return row ?? null;
};

export const findEmployeeByCode = async (db: Database, organizationId: string, employeeCode: string) => {
  const [row] = await db
    .select({ id: employees.id, employeeCode: employees.employeeCode, name: employees.name })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.employeeCode, employeeCode),
        isNull(employees.deletedAt),
      ),
    );
  return row ?? null;
};

// One employee's slots of one day: the day viewer's totals (the time sheet reads the roll-up).
export const findSlotsOfDay = async (
  db: Database,
  organizationId: string,
  employeeId: string,
  day: DayRange,
): Promise<ActivitySlot[]> => {
  const rows = await db
    .select({
      slotStart: activitySlots.slotStart,
      trackedSeconds: activitySlots.trackedSeconds,
      idleSeconds: activitySlots.idleSeconds,
      keyPresses: activitySlots.keyPresses,
      mouseClicks: activitySlots.mouseClicks,
      topApplication: activitySlots.topApplication,
      windowTitles: activitySlots.windowTitles,
    })
    .from(activitySlots)
    .where(
      and(
        eq(activitySlots.organizationId, organizationId),
        eq(activitySlots.employeeId, employeeId),
        gte(activitySlots.slotStart, day.start),
        lt(activitySlots.slotStart, day.end),
      ),
    );
  return rows.map((row) => ({ ...row, slotStart: row.slotStart.toISOString() }));
};

// One employee's focus intervals that start in a day, for the window usage of slots without a
// screenshot (windowUsageOfDay). The viewer asks only on a day that has such slots.
export const findFocusOfDay = (db: Database, organizationId: string, employeeId: string, day: DayRange) =>
  db
    .select({
      startedAt: activityIntervals.startedAt,
      durationSeconds: activityIntervals.durationSeconds,
      app: activityIntervals.app,
    })
    .from(activityIntervals)
    .where(
      and(
        eq(activityIntervals.organizationId, organizationId),
        eq(activityIntervals.employeeId, employeeId),
        eq(activityIntervals.kind, 'focus'),
        gte(activityIntervals.startedAt, day.start),
        lt(activityIntervals.startedAt, day.end),
      ),
    );

// The rolled-up sums of an employee-day (db/schema/activity-days.ts), as the time sheet and the report
// turn them into minutes (minutesOfAggregate).
const trackedDayColumns = {
  employeeId: activityDays.employeeId,
  trackedSeconds: activityDays.trackedSeconds,
  awaySeconds: activityDays.awaySeconds,
  firstStart: activityDays.firstSlotStart,
  lastStart: activityDays.lastSlotStart,
};

// The time sheet's day for every listed employee who tracked time on it, one row each (hardening: reads
// at scale — a thousand employees' day is a thousand small rows, not 48,000 slots with their window
// titles). The ids go as one array parameter: one bound value however many employees are listed.
export const findTrackedDaysOf = async (
  db: Database,
  organizationId: string,
  employeeIds: readonly string[],
  date: string,
) => {
  if (employeeIds.length === 0) return [];
  return db
    .select(trackedDayColumns)
    .from(activityDays)
    .where(
      and(
        eq(activityDays.organizationId, organizationId),
        eq(activityDays.workDate, date),
        sql`${activityDays.employeeId} = any(${sql.param(employeeIds)}::uuid[])`,
      ),
    );
};

// One employee's screenshots of a day, with their slot's top application (window usage, spec B §9).
export const findScreenshotsOfDay = (
  db: Database,
  organizationId: string,
  employeeId: string,
  day: DayRange,
) =>
  db
    .select({
      id: screenshots.id,
      capturedAt: screenshots.capturedAt,
      slotStart: screenshots.slotStart,
      contentHash: screenshots.contentHash,
      // Null once the employee deleted the image.
      storageKey: screenshots.storageKey,
      imageDeletedAt: screenshots.imageDeletedAt,
      windowTitles: screenshots.windowTitles,
      keyPresses: screenshots.keyPresses,
      mouseClicks: screenshots.mouseClicks,
      isIdle: screenshots.isIdle,
      topApplication: activitySlots.topApplication,
    })
    .from(screenshots)
    .leftJoin(
      activitySlots,
      and(
        eq(activitySlots.organizationId, screenshots.organizationId),
        eq(activitySlots.employeeId, screenshots.employeeId),
        eq(activitySlots.slotStart, screenshots.slotStart),
      ),
    )
    .where(
      and(
        eq(screenshots.organizationId, organizationId),
        eq(screenshots.employeeId, employeeId),
        gte(screenshots.slotStart, day.start),
        lt(screenshots.slotStart, day.end),
      ),
    )
    .orderBy(asc(screenshots.slotStart), asc(screenshots.capturedAt));

export const findScreenshotFile = async (db: Database, organizationId: string, screenshotId: string) => {
  const [row] = await db
    .select({
      employeeId: screenshots.employeeId,
      capturedAt: screenshots.capturedAt,
      storageKey: screenshots.storageKey,
      thumbnailKey: screenshots.thumbnailKey,
      contentType: screenshots.contentType,
      contentHash: screenshots.contentHash,
    })
    .from(screenshots)
    .where(and(eq(screenshots.organizationId, organizationId), eq(screenshots.id, screenshotId)));
  return row ?? null;
};

export type SlotDayAggregate = {
  employeeId: string;
  employeeCode: string;
  name: string;
  date: string;
  trackedSeconds: number;
  awaySeconds: number;
  firstStart: Date;
  lastStart: Date;
};

// One tracked day of an employee in the report's statement: the date, tracked and away seconds, and the
// first and last slot's start in seconds since the epoch (date_part's double precision: cheaper for
// the server than extract's numeric).
export type TrackedDayTuple = [
  date: string,
  trackedSeconds: number,
  awaySeconds: number,
  firstStartEpoch: number,
  lastStartEpoch: number,
];
const epochOf = (column: AnyPgColumn) => sql`date_part('epoch', ${column})`;
const trackedDaysAsJson = sql<TrackedDayTuple[]>`json_agg(json_build_array(
  ${activityDays.workDate}, ${activityDays.trackedSeconds}, ${activityDays.awaySeconds},
  ${epochOf(activityDays.firstSlotStart)}, ${epochOf(activityDays.lastSlotStart)}))`;

// A roll-up's days of a period (activity_days, project_days), one answer row per employee with their
// days as one JSON array, and the employee's code and name; deleted employees left out (hardening:
// reads at scale): a month of 1,000 employees is 30,000 days, and the drivers turn 1,000 JSON values
// into objects several times faster than 30,000 rows of eight columns (PGlite about 5 times). The
// days stay tuples: the callers add them into day arrays, and 30,000 objects on the way were a good
// part of the report's garbage.
type RollUp = typeof activityDays | typeof projectDays;
type PeriodFilter = {
  startDate: string;
  endDate: string;
  employeeId?: string;
  employeeIds?: readonly string[];
};
const daysPerEmployee = <TDay>(
  db: Database,
  organizationId: string,
  rollUp: RollUp,
  days: SQL<TDay[]>,
  filter: PeriodFilter & { narrower?: SQL | undefined },
) => {
  // Grouped by employee alone, then joined to the employees' rows: grouped by code and name beside the
  // id, a month's 30,000 days were sorted first and the sort spilt to disk (EXPLAIN ANALYZE, 95 →
  // 60 ms, bench/timesheets.ts).
  const perEmployee = db
    .select({ employeeId: rollUp.employeeId, days: days.as('days') })
    .from(rollUp)
    .where(
      and(
        eq(rollUp.organizationId, organizationId),
        filter.employeeId ? eq(rollUp.employeeId, filter.employeeId) : undefined,
        // The ids as one array parameter, as findTrackedDaysOf binds them: the approvals list asks for a
        // thousand people's week.
        filter.employeeIds
          ? sql`${rollUp.employeeId} = any(${sql.param(filter.employeeIds)}::uuid[])`
          : undefined,
        filter.narrower,
        gte(rollUp.workDate, filter.startDate),
        lte(rollUp.workDate, filter.endDate),
      ),
    )
    .groupBy(rollUp.employeeId)
    .as('per_employee');
  return db
    .select({
      employeeId: perEmployee.employeeId,
      employeeCode: employees.employeeCode,
      name: employees.name,
      days: perEmployee.days,
    })
    .from(perEmployee)
    .innerJoin(
      employees,
      and(eq(employees.organizationId, organizationId), eq(employees.id, perEmployee.employeeId)),
    )
    .where(isNull(employees.deletedAt));
};

// The report's tracked days (every tracked minute): one roll-up row per employee and organisation day.
export const findTrackedDayTuplesInRange = async (
  db: Database,
  organizationId: string,
  filter: PeriodFilter,
) => daysPerEmployee(db, organizationId, activityDays, trackedDaysAsJson, filter);

// The same days one object each, as the report reads them. (The approved-time report and the weekly
// timesheets read the tuples above: 30,000 objects with two dates each were a third of the report's
// time in JavaScript.)
export const findTrackedDaysInRange = async (
  db: Database,
  organizationId: string,
  filter: { startDate: string; endDate: string; employeeId?: string; employeeIds?: readonly string[] },
): Promise<SlotDayAggregate[]> => {
  const rows = await findTrackedDayTuplesInRange(db, organizationId, filter);
  return rows.flatMap(({ employeeId, employeeCode, name, days }) =>
    days.map(([date, trackedSeconds, awaySeconds, firstStartEpoch, lastStartEpoch]) => ({
      employeeId,
      employeeCode,
      name,
      date,
      trackedSeconds,
      awaySeconds,
      firstStart: new Date(firstStartEpoch * 1000),
      lastStart: new Date(lastStartEpoch * 1000),
    })),
  );
};

// A project's report reads only the time the tracker attributed to it (project_time, all its to-dos
// together): per employee and organisation day (the slot's start read in the organisation's zone), the
// clamped tracked and away seconds, by day-totals.ts's clamps (tracked 0…600, away ≤ tracked) so a bad
// row cannot make Actual Work negative. project_time is this module's read of attributed time as the
// roll-up is its read of tracked time: both are written by the tracking ingestion and read here for
// the report. An approved manual-time request's row is Manual Time, which the report reads from the
// requests themselves (modules/activity/manual-time-activity.ts). One project's rows of a range are
// found by their own index (project_time_project_slot_idx); the weekly timesheets and the approved-time
// report, which read every project's, read the same sums rolled up (aggregateProjectCostByDay).
export const aggregateProjectTimeByDay = async (
  db: Database,
  organizationId: string,
  filter: { projectId: string; timeZone: string; from: Date; to: Date; employeeId?: string },
) => {
  const tracked = sql`least(greatest(${projectTime.trackedSeconds}, 0), 600)`;
  const perSlot = db
    .select({
      employeeId: projectTime.employeeId,
      projectId: projectTime.projectId,
      day: sql<string>`to_char(${projectTime.slotStart} at time zone ${filter.timeZone}, 'YYYY-MM-DD')`.as(
        'day',
      ),
      tracked: sql<number>`${tracked}`.as('tracked'),
      away: sql<number>`least(greatest(${projectTime.idleSeconds}, 0), ${tracked})`.as('away'),
    })
    .from(projectTime)
    .where(
      and(
        eq(projectTime.organizationId, organizationId),
        eq(projectTime.projectId, filter.projectId),
        isNull(projectTime.manualTimeRequestId),
        filter.employeeId ? eq(projectTime.employeeId, filter.employeeId) : undefined,
        gte(projectTime.slotStart, filter.from),
        lt(projectTime.slotStart, filter.to),
        sql`${projectTime.trackedSeconds} > 0`,
      ),
    )
    .as('per_slot');
  return db
    .select({
      employeeId: perSlot.employeeId,
      employeeCode: employees.employeeCode,
      name: employees.name,
      projectId: perSlot.projectId,
      projectName: projects.name,
      date: perSlot.day,
      trackedSeconds: sql<number>`sum(${perSlot.tracked})::int`.mapWith(Number),
      awaySeconds: sql<number>`sum(${perSlot.away})::int`.mapWith(Number),
    })
    .from(perSlot)
    .innerJoin(
      employees,
      and(eq(employees.organizationId, organizationId), eq(employees.id, perSlot.employeeId)),
    )
    .innerJoin(projects, and(eq(projects.organizationId, organizationId), eq(projects.id, perSlot.projectId)))
    .where(isNull(employees.deletedAt))
    .groupBy(
      perSlot.employeeId,
      employees.employeeCode,
      employees.name,
      perSlot.projectId,
      projects.name,
      perSlot.day,
    );
};

// One attributed day of an employee in the cost statement: the project, the organisation day, the
// tracker's clamped tracked and away seconds and the day's recorded cost.
export type ProjectDayTuple = [
  projectId: string,
  date: string,
  trackedSeconds: number,
  awaySeconds: number,
  cost: number,
];

// The weekly timesheets' and the approved-time report's read of attributed time: per employee, project
// and organisation day, the tracker's time as the timesheet splits it by project (the sums
// aggregateProjectTimeByDay makes; manual time is read from its requests) and the cost of every row,
// manual time's included: worked hours × the rate recorded with them (the projects' consumed budget,
// spec B §3). From the project-day roll-up (db/schema/project-days.ts), as the report reads
// activity_days: a month of everyone is tens of thousands of rows, not a million slots. One row per
// employee with their days as one JSON array, as findTrackedDayTuplesInRange answers.
export const aggregateProjectCostByDay = async (
  db: Database,
  organizationId: string,
  filter: PeriodFilter & { projectId?: string },
) =>
  daysPerEmployee(
    db,
    organizationId,
    projectDays,
    // The cost as a double: the unrounded numeric's 20 digits only lengthen the JSON to parse.
    sql<ProjectDayTuple[]>`json_agg(json_build_array(${projectDays.projectId}, ${projectDays.workDate},
      ${projectDays.trackedSeconds}, ${projectDays.awaySeconds}, ${projectDays.cost}::float8))`,
    {
      ...filter,
      narrower: filter.projectId ? eq(projectDays.projectId, filter.projectId) : undefined,
    },
  );

// The names of the organisation's projects (the approved-time report's rows).
export const findProjectNames = async (db: Database, organizationId: string) => {
  const rows = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(eq(projects.organizationId, organizationId));
  return new Map(rows.map((row) => [row.id, row.name]));
};
