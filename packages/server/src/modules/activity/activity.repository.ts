import type { ActivitySlot } from '@pulse/shared/domain/activity-slot';
import type { DayRange } from '@pulse/shared/domain/organization-day';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activitySlots, designations, employees, projectTime, screenshots } from '../../db/schema/index';

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

// Every listed employee's slots of one day in one query (the time sheet must not ask per employee).
export const findSlotsOfDay = async (
  db: Database,
  organizationId: string,
  employeeIds: readonly string[],
  day: DayRange,
): Promise<(ActivitySlot & { employeeId: string })[]> => {
  if (employeeIds.length === 0) return [];
  const rows = await db
    .select({
      employeeId: activitySlots.employeeId,
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
        inArray(activitySlots.employeeId, [...employeeIds]),
        gte(activitySlots.slotStart, day.start),
        lt(activitySlots.slotStart, day.end),
      ),
    );
  return rows.map((row) => ({ ...row, slotStart: row.slotStart.toISOString() }));
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

// Where the report's per-slot numbers come from: every tracked slot (activity_slots), or only the time
// the tracker attributed to one project (project_time, all its to-dos together). project_time is this
// module's read of attributed time as activity_slots is its read of tracked time: both are written by
// the tracking ingestion and read here for the report, so the query lives with the report's others.
const reportSources = {
  slots: () => ({ table: activitySlots, columns: activitySlots, scope: undefined }),
  // The tracker's attributed time only: an approved manual-time request's row is Manual Time, which
  // the report reads from the requests themselves (modules/activity/manual-time-activity.ts).
  project: (projectId: string) => ({
    table: projectTime,
    columns: projectTime,
    scope: and(eq(projectTime.projectId, projectId), isNull(projectTime.manualTimeRequestId)),
  }),
};
export type ReportSource = ReturnType<(typeof reportSources)[keyof typeof reportSources]>;
export const slotReportSource = reportSources.slots;
export const projectReportSource = reportSources.project;

// The report's numbers in one aggregate: per employee and organisation day (the slot's start read in
// the organisation's zone), the clamped tracked and away seconds and the first and last slot with
// tracked time. The clamps are day-totals.ts's (tracked 0…600, away ≤ tracked), so the minutes
// derived from these equal the time sheet's for the same day, and a bad row cannot make Actual Work
// negative. Slots without tracked time are left out, as day-totals.ts leaves them out of both the sums
// and the span.
export const aggregateSlotsByDay = async (
  db: Database,
  organizationId: string,
  source: ReportSource,
  filter: { timeZone: string; from: Date; to: Date; employeeId?: string },
): Promise<SlotDayAggregate[]> => {
  const { columns } = source;
  const tracked = sql`least(greatest(${columns.trackedSeconds}, 0), 600)`;
  const perSlot = db
    .select({
      employeeId: columns.employeeId,
      slotStart: columns.slotStart,
      day: sql<string>`to_char(${columns.slotStart} at time zone ${filter.timeZone}, 'YYYY-MM-DD')`.as('day'),
      tracked: sql<number>`${tracked}`.as('tracked'),
      away: sql<number>`least(greatest(${columns.idleSeconds}, 0), ${tracked})`.as('away'),
    })
    .from(source.table)
    .where(
      and(
        eq(columns.organizationId, organizationId),
        source.scope,
        filter.employeeId ? eq(columns.employeeId, filter.employeeId) : undefined,
        gte(columns.slotStart, filter.from),
        lt(columns.slotStart, filter.to),
        sql`${columns.trackedSeconds} > 0`,
      ),
    )
    .as('per_slot');
  const rows = await db
    .select({
      employeeId: perSlot.employeeId,
      employeeCode: employees.employeeCode,
      name: employees.name,
      date: perSlot.day,
      trackedSeconds: sql<number>`sum(${perSlot.tracked})::int`.mapWith(Number),
      awaySeconds: sql<number>`sum(${perSlot.away})::int`.mapWith(Number),
      firstStart: sql<Date>`min(${perSlot.slotStart})`.mapWith((value) => new Date(value)),
      lastStart: sql<Date>`max(${perSlot.slotStart})`.mapWith((value) => new Date(value)),
    })
    .from(perSlot)
    .innerJoin(
      employees,
      and(eq(employees.organizationId, organizationId), eq(employees.id, perSlot.employeeId)),
    )
    .where(isNull(employees.deletedAt))
    .groupBy(perSlot.employeeId, employees.employeeCode, employees.name, perSlot.day);
  return rows;
};
