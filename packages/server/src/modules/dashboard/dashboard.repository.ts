import type { upcomingMonthDayRange } from '@pulse/shared/domain/upcoming-dates';
import { and, eq, gte, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activitySlots, appraisals, employees } from '../../db/schema/index';

// The dashboard's reads (nothing here writes): figures over the whole organisation that no other
// module's use case gives, each in one statement however many employees there are. Every query takes
// the organisation first and filters on it.

type MonthDayRange = ReturnType<typeof upcomingMonthDayRange>;

// Employees the dashboard's lists and attendance count: on the Active side of the employee list.
const activeEmployees = (organizationId: string) =>
  and(
    eq(employees.organizationId, organizationId),
    eq(employees.isActive, true),
    isNull(employees.deletedAt),
  );

// A recurring date's 'MM-DD' in the range (upcoming-dates.ts narrows with it; its rules decide).
const monthDayIn = (date: SQL, range: MonthDayRange) => {
  const monthDay = sql`to_char(${date}, 'MM-DD')`;
  return range.wrapsYearEnd
    ? sql`(${monthDay} >= ${range.from} or ${monthDay} <= ${range.to})`
    : sql`${monthDay} between ${range.from} and ${range.to}`;
};

// spec A §7 GetEmployeesStatus: the employee list's Active and Inactive sides (deleted employees are in
// neither); relieved employees are inactive.
export const countEmployeesByStatus = async (db: Database, organizationId: string) => {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${employees.isActive})`.mapWith(Number),
      inactive: sql<number>`count(*) filter (where not ${employees.isActive})`.mapWith(Number),
      relieved:
        sql<number>`count(*) filter (where not ${employees.isActive} and ${employees.isRelieved})`.mapWith(
          Number,
        ),
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), isNull(employees.deletedAt)));
  return row ?? { active: 0, inactive: 0, relieved: 0, total: 0 };
};

const personColumns = {
  employeeId: employees.id,
  employeeCode: employees.employeeCode,
  name: employees.name,
  photoStorageKey: employees.photoStorageKey,
};

// Active employees whose latest appraisal (or, without one, joining date) recurs in the range.
export const findAppraisalCandidates = (db: Database, organizationId: string, range: MonthDayRange) => {
  const latest = db
    .select({
      employeeId: appraisals.employeeId,
      latestAppraisalDate: sql<string>`max(${appraisals.appraisalDate})`
        .mapWith(appraisals.appraisalDate)
        .as('latest_appraisal_date'),
    })
    .from(appraisals)
    .where(eq(appraisals.organizationId, organizationId))
    .groupBy(appraisals.employeeId)
    .as('latest');
  return db
    .select({
      ...personColumns,
      joiningDate: employees.joiningDate,
      latestAppraisalDate: latest.latestAppraisalDate,
    })
    .from(employees)
    .leftJoin(latest, eq(latest.employeeId, employees.id))
    .where(
      and(
        activeEmployees(organizationId),
        monthDayIn(sql`coalesce(${latest.latestAppraisalDate}, ${employees.joiningDate})`, range),
      ),
    );
};

// Active employees whose birthday falls in the range.
export const findBirthdayCandidates = (db: Database, organizationId: string, range: MonthDayRange) =>
  db
    .select({ ...personColumns, dateOfBirth: employees.dateOfBirth })
    .from(employees)
    .where(
      and(
        activeEmployees(organizationId),
        isNotNull(employees.dateOfBirth),
        monthDayIn(sql`${employees.dateOfBirth}`, range),
      ),
    );

// Tracked time per employee and organisation day, as the report aggregates it (activity.repository.ts
// aggregateSlotsByDay: the same clamps, slots without tracked time left out, deleted employees left
// out), for the whole organisation or one employee. The day's minutes follow from these by the
// report's rule (minutesOfAggregate).
// Two differences make it about five times faster over 2,000 employees' week (bench/dashboard.ts): the
// day of a slot is found by width_bucket among the days' first instants (organizationDayRange, so DST
// days are exact) instead of formatting every slot's local date, and the slots are grouped before the
// join that leaves out deleted employees. `dayStarts` are the first instant of each day and the end of
// the last one; `day` is the 1-based position of the slot's day among them.
export const aggregateWorkByEmployeeDay = (
  db: Database,
  organizationId: string,
  filter: { dayStarts: readonly Date[]; employeeId?: string },
) => {
  const { dayStarts } = filter;
  const first = dayStarts[0] ?? new Date(0);
  const last = dayStarts.at(-1) ?? first;
  const thresholds = sql`array[${sql.join(
    dayStarts.map((start) => sql`${start.toISOString()}::timestamptz`),
    sql`, `,
  )}]`;
  const tracked = sql`least(greatest(${activitySlots.trackedSeconds}, 0), 600)`;
  const perDay = db
    .select({
      employeeId: activitySlots.employeeId,
      day: sql<number>`width_bucket(${activitySlots.slotStart}, ${thresholds})`.as('day'),
      trackedSeconds: sql<number>`sum(${tracked})::int`.as('tracked_seconds'),
      awaySeconds: sql<number>`sum(least(greatest(${activitySlots.idleSeconds}, 0), ${tracked}))::int`.as(
        'away_seconds',
      ),
      firstStart: sql<string>`min(${activitySlots.slotStart})`.as('first_start'),
      lastStart: sql<string>`max(${activitySlots.slotStart})`.as('last_start'),
    })
    .from(activitySlots)
    .where(
      and(
        eq(activitySlots.organizationId, organizationId),
        filter.employeeId ? eq(activitySlots.employeeId, filter.employeeId) : undefined,
        gte(activitySlots.slotStart, first),
        lt(activitySlots.slotStart, last),
        sql`${activitySlots.trackedSeconds} > 0`,
      ),
    )
    // By position: the bucket expression carries parameters, so repeating it would not match.
    .groupBy(sql`1`, sql`2`)
    .as('per_day');
  return db
    .select({
      day: sql<number>`${perDay.day}`.mapWith(Number),
      trackedSeconds: sql<number>`${perDay.trackedSeconds}`.mapWith(Number),
      awaySeconds: sql<number>`${perDay.awaySeconds}`.mapWith(Number),
      firstStart: sql<Date>`${perDay.firstStart}`.mapWith((value) => new Date(value)),
      lastStart: sql<Date>`${perDay.lastStart}`.mapWith((value) => new Date(value)),
    })
    .from(perDay)
    .innerJoin(
      employees,
      and(eq(employees.organizationId, organizationId), eq(employees.id, perDay.employeeId)),
    )
    .where(isNull(employees.deletedAt));
};
