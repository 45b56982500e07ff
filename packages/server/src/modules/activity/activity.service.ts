import type {
  DayActivity,
  DayActivityQuery,
  Report,
  TimeSheet,
  TimeSheetRow,
} from '@pulse/shared/contracts/activity';
import { SLOT_SECONDS } from '@pulse/shared/domain/activity-slot';
import { dayTotals } from '@pulse/shared/domain/day-totals';
import { formatDateTimeIn, formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { secondsToWholeMinutes } from '@pulse/shared/domain/hours-minutes';
import { type DayRange, organizationDayRange } from '@pulse/shared/domain/organization-day';
import { pausedSpansOfDay } from '@pulse/shared/domain/paused-spans';
import { groupReportByWeek, type ReportDayRow } from '@pulse/shared/domain/report-weeks';
import { windowUsageOfDay } from '@pulse/shared/domain/window-usage';
import { activityTexts } from '@pulse/shared/spec-texts';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import type { StoredFile } from '../../lib/storage/storage';
import { recordAuditEvent } from '../audit/audit.service';
import { photoVersionOf } from '../employees/employees.service';
import { getDayProductivity } from '../productivity/productivity.service';
import { findProjectReference, getVisibleProject } from '../projects/projects.service';
import {
  aggregateProjectTimeByDay,
  findEmployeeByCode,
  findEmployeeById,
  findFocusOfDay,
  findScreenshotFile,
  findScreenshotsOfDay,
  findSlotsOfDay,
  findTimeSheetEmployees,
  findTrackedDaysInRange,
  findTrackedDaysOf,
  type SlotDayAggregate,
} from './activity.repository';
import { dayHours } from './day-hours';
import { manualMinutesOfDay, manualReportRows, manualTimeOfDay } from './manual-time-activity';
import { findPausedIntervalsOfDay } from './paused-intervals.repository';

const employeeNotFound = () => new AppError('NOT_FOUND', 'Employee not found.');
const screenshotNotFound = () => new AppError('NOT_FOUND', activityTexts.noScreenshot);
const projectNotFound = () => new AppError('NOT_FOUND', 'Project not found.');

// ---- Time sheet (spec A §2, §3 time sheet row) ---------------------------------------------------

export const getTimeSheet = async (
  deps: Deps,
  auth: Auth,
  query: { date: string; isActive: boolean; employeeId?: string | undefined },
): Promise<TimeSheet> => {
  // An employee's time sheet is their own row (spec A §6); asking for someone else's is refused.
  const caller = requireAccess(auth, { employeeId: query.employeeId || auth.employeeId });
  const { organization } = auth;
  const day = organizationDayRange(query.date, organization.timeZone);
  const employeeRows = caller.isAdmin
    ? await findTimeSheetEmployees(deps.db, auth.organizationId, {
        isActive: query.isActive,
        ...(query.employeeId ? { employeeId: query.employeeId } : {}),
      })
    : // The employee's own row whatever the Active/Inactive filter says: a signed-in employee is active.
      [
        ...(await findTimeSheetEmployees(deps.db, auth.organizationId, {
          isActive: true,
          employeeId: auth.employeeId,
        })),
      ];
  // Another organisation's employee (or an unknown id) is not found, not an empty sheet.
  if (query.employeeId && employeeRows.length === 0 && caller.isAdmin) {
    const exists = await findEmployeeById(deps.db, auth.organizationId, query.employeeId);
    if (!exists) throw employeeNotFound();
  }

  const employeeIds = employeeRows.map((row) => row.id);
  const [trackedDays, manualMinutes] = await Promise.all([
    findTrackedDaysOf(deps.db, auth.organizationId, employeeIds, query.date),
    manualMinutesOfDay(deps, auth, employeeIds, query.date),
  ]);
  const trackedDayOf = new Map(trackedDays.map((trackedDay) => [trackedDay.employeeId, trackedDay]));
  // spec A §2: the sheet lists who tracked time that day (or has approved manual time on it), so a
  // day nobody tracked has no records (not every employee at 0h 0m); the selector still offers everyone.
  // The roll-up holds a row only for a day with tracked time.
  const rows: TimeSheetRow[] = employeeRows.flatMap((employee) => {
    const trackedDay = trackedDayOf.get(employee.id);
    if (!trackedDay && !manualMinutes.has(employee.id)) return [];
    // The report's rule for the same day (minutesOfAggregate equals dayTotals over the same slots).
    const minutes = trackedDay
      ? minutesOfAggregate(trackedDay, day, organization.isLogOffIncludedInIdle)
      : { hoursWorkedMinutes: 0, idleMinutes: 0, actualWorkMinutes: 0 };
    return [
      {
        employeeId: employee.id,
        employeeCode: employee.employeeCode,
        name: employee.name,
        designation: employee.designation,
        photoVersion: photoVersionOf(employee.photoStorageKey),
        ...minutes,
        manualMinutes: manualMinutes.get(employee.id) ?? 0,
      },
    ];
  });
  const employees = employeeRows.map((employee) => ({
    employeeId: employee.id,
    employeeCode: employee.employeeCode,
    name: employee.name,
  }));
  return { date: query.date, rows, employees };
};

// ---- Per-day activity viewer (spec B §2, §3, §4, §9) ------------------------------------------------

// Whose day: the caller's own without a code; admins may name any employee of their organisation.
const resolveViewedEmployee = async (deps: Deps, auth: Auth, employeeCode: string | undefined) => {
  if (employeeCode === undefined) {
    const own = await findEmployeeById(deps.db, auth.organizationId, auth.employeeId);
    if (!own) throw employeeNotFound();
    return own;
  }
  const employee = await findEmployeeByCode(deps.db, auth.organizationId, employeeCode);
  requireAccess(auth, { employeeId: employee?.id });
  if (!employee) throw employeeNotFound();
  return employee;
};

// Employees see their own day, any past day, exactly as an admin sees it (Settings → Tracking
// privacy); an admin who opens someone else's day is recorded in the audit trail (the day view with
// its screenshots, not each thumbnail: a day is one look).
export const getDayActivity = async (
  deps: Deps,
  auth: Auth,
  query: { date: string; employeeCode?: DayActivityQuery['employeeCode'] },
  ipAddress: string | null = null,
): Promise<DayActivity> => {
  const employee = await resolveViewedEmployee(deps, auth, query.employeeCode);
  const { organization } = auth;
  const day = organizationDayRange(query.date, organization.timeZone);
  const [slots, shots, paused] = await Promise.all([
    findSlotsOfDay(deps.db, auth.organizationId, employee.id, day),
    findScreenshotsOfDay(deps.db, auth.organizationId, employee.id, day),
    findPausedIntervalsOfDay(deps.db, auth.organizationId, employee.id, day),
  ]);
  if (employee.id !== auth.employeeId) {
    const images = shots.filter((shot) => shot.storageKey !== null).length;
    await recordAuditEvent(deps.db, auth, ipAddress, {
      action: 'screenshots.viewed',
      subjectId: employee.id,
      summary: `Viewed the activity of ${formatDayMonthYear(query.date)}: ${images} screenshot${images === 1 ? '' : 's'}`,
      details: { date: query.date, screenshots: images },
    });
  }
  const totals = dayTotals(slots, day, organization.isLogOffIncludedInIdle);
  const { hours, shownScreenshots, hasSlotsWithoutScreenshot } = dayHours({
    shots,
    slots,
    day,
    timeZone: organization.timeZone,
    totals,
    includeLogOffInIdle: organization.isLogOffIncludedInIdle,
  });
  const [focus, productivity] = await Promise.all([
    hasSlotsWithoutScreenshot ? findFocusOfDay(deps.db, auth.organizationId, employee.id, day) : [],
    // Each application's category and the day's productivity shares, by today's rules (spec A §1).
    getDayProductivity(deps, auth, employee.id, day),
  ]);

  return {
    date: query.date,
    employee: { id: employee.id, name: employee.name, employeeCode: employee.employeeCode },
    includeLogOffInIdle: organization.isLogOffIncludedInIdle,
    totals: {
      hoursWorkedMinutes: totals.hoursWorkedMinutes,
      idleMinutes: totals.idleMinutes,
      actualWorkMinutes: totals.actualWorkMinutes,
      trackedMinutes: totals.trackedMinutes,
      awayMinutes: totals.awayMinutes,
      logOffMinutes: totals.logOffMinutes,
    },
    hours,
    // The screenshots the grid shows (one per slot) by their slot's top application, and elsewhere the
    // focused time.
    windowUsage: windowUsageOfDay({ day, screenshots: shownScreenshots, focus }).map((usage) => ({
      ...usage,
      category: productivity.categoryOfApplication(usage.title),
    })),
    productivity: productivity.shares,
    manualTime: await manualTimeOfDay(deps, auth, employee.id, query.date),
    pausedIntervals: pausedSpansOfDay(paused, day),
    canDeleteScreenshots: employee.id === auth.employeeId && organization.canEmployeesDeleteScreenshots,
  };
};

// isAudited: an admin's look at another employee's full image, recorded in the audit trail; such a
// response must be revalidated on every open (no-cache), so every open reaches the record.
export type ScreenshotContent = { file: StoredFile; contentType: string; etag: string; isAudited: boolean };

// spec B §2: an employee sees only their own screenshots; another's is "not found" (not "forbidden"),
// so ids cannot be probed.
export const getScreenshotContent = async (
  deps: Deps,
  auth: Auth,
  screenshotId: string,
  variant: 'image' | 'thumbnail',
  ipAddress: string | null = null,
): Promise<ScreenshotContent> => {
  const row = await findScreenshotFile(deps.db, auth.organizationId, screenshotId);
  if (!row) throw screenshotNotFound();
  requireAccess(auth, { sharedWith: [row.employeeId], refusal: screenshotNotFound });
  const key = variant === 'image' ? row.storageKey : row.thumbnailKey;
  // No key: the employee deleted the image (the slot keeps its time).
  const file = key ? await deps.storage.get(key) : null;
  if (!file) throw screenshotNotFound();
  // Thumbnails are part of the day view, recorded as one look (getDayActivity); a full image is a
  // closer look of its own.
  const isAudited = variant === 'image' && row.employeeId !== auth.employeeId;
  if (isAudited) {
    const { timeZone } = auth.organization;
    const when = formatDateTimeIn(row.capturedAt, timeZone);
    await recordAuditEvent(deps.db, auth, ipAddress, {
      action: 'screenshot.opened',
      subjectId: row.employeeId,
      summary: `Opened the full-size screenshot of ${when}`,
      details: { screenshotId, capturedAt: row.capturedAt.toISOString() },
    });
  }
  return {
    file,
    // Thumbnails are always stored as WebP by the ingestion (tracking/screenshot-images.ts).
    contentType: variant === 'image' ? row.contentType : 'image/webp',
    etag: `"${row.contentHash}${variant === 'thumbnail' ? '-thumbnail' : ''}"`,
    isAudited,
  };
};

// Whether a conditional request already holds this version (RFC 9110 If-None-Match, weak compare).
export const matchesEtag = (ifNoneMatch: string | undefined, etag: string) => {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
};

// ---- Reports (spec B §2 Reports, §3 report row, §5, §9) --------------------------------------------

// Tracked and away seconds in whole minutes, each rounded (hours-minutes.ts rule); away never more
// than tracked, so Actual Work = tracked − away is never negative.
const trackedAndAwayMinutes = (aggregate: { trackedSeconds: number; awaySeconds: number }) => {
  const trackedMinutes = secondsToWholeMinutes(aggregate.trackedSeconds);
  return {
    trackedMinutes,
    awayMinutes: Math.min(trackedMinutes, secondsToWholeMinutes(aggregate.awaySeconds)),
  };
};

// One employee-day's shown minutes from the aggregate, by day-totals.ts's rule (see its comment):
// tracked, away and span rounded to whole minutes each, log-off = span − tracked, and the flag picks
// Hours Worked and Idle. The span ends at the day's end at the latest, as there.
export const minutesOfAggregate = (
  aggregate: Pick<SlotDayAggregate, 'trackedSeconds' | 'awaySeconds' | 'firstStart' | 'lastStart'>,
  day: DayRange,
  includeLogOffInIdle: boolean,
) =>
  minutesOfDaySpan(
    aggregate,
    { firstStartMs: aggregate.firstStart.getTime(), lastStartMs: aggregate.lastStart.getTime() },
    day,
    includeLogOffInIdle,
  );

// The same rule with the first and last slot's start as epoch milliseconds, for a month of days read as
// tuples (week-figures.ts findPeriodFigures).
export const minutesOfDaySpan = (
  aggregate: { trackedSeconds: number; awaySeconds: number },
  span: { firstStartMs: number; lastStartMs: number },
  day: DayRange,
  includeLogOffInIdle: boolean,
) => {
  const { trackedMinutes, awayMinutes } = trackedAndAwayMinutes(aggregate);
  const spanEnd = Math.min(span.lastStartMs + SLOT_SECONDS * 1000, day.end.getTime());
  const spanMinutes = secondsToWholeMinutes((spanEnd - span.firstStartMs) / 1000);
  const logOffMinutes = Math.max(0, spanMinutes - trackedMinutes);
  return {
    hoursWorkedMinutes: includeLogOffInIdle ? trackedMinutes + logOffMinutes : trackedMinutes,
    idleMinutes: includeLogOffInIdle ? awayMinutes + logOffMinutes : awayMinutes,
    actualWorkMinutes: trackedMinutes - awayMinutes,
  };
};

// One employee-day of a project's attributed time. Attributed time has no log-off: a gap between two
// of the project's slots is time on another project, on none, or with the tracker stopped, and none of
// it is the project's, so the organisation's "include log-off in idle" switch (spec A §3 / B §3
// IncludeLogofToIdle) adds nothing here. Hours Worked is the attributed tracked time and Idle its away
// time, the figures day-totals.ts gives with the switch off; Actual Work (tracked − away) is the
// project's worked time, the same with the switch on or off, as for the whole day.
export const minutesOfAttributedTime = (aggregate: { trackedSeconds: number; awaySeconds: number }) => {
  const { trackedMinutes, awayMinutes } = trackedAndAwayMinutes(aggregate);
  return {
    hoursWorkedMinutes: trackedMinutes,
    idleMinutes: awayMinutes,
    actualWorkMinutes: trackedMinutes - awayMinutes,
  };
};

export type ReportFilter = {
  startDate: string;
  endDate: string;
  employeeId?: string | undefined;
  projectId?: string | undefined;
};

// The report's day rows: every tracked minute (the employee-day roll-up), or with a project only the
// minutes the tracker attributed to it (project_time).
const reportDayRows = async (
  deps: Deps,
  auth: Auth,
  filter: {
    startDate: string;
    endDate: string;
    employeeId: string | undefined;
    projectId: string | undefined;
  },
): Promise<ReportDayRow[]> => {
  const { organization } = auth;
  const employeeFilter = filter.employeeId ? { employeeId: filter.employeeId } : {};
  if (filter.projectId) {
    const aggregates = await aggregateProjectTimeByDay(deps.db, auth.organizationId, {
      projectId: filter.projectId,
      timeZone: organization.timeZone,
      from: organizationDayRange(filter.startDate, organization.timeZone).start,
      to: organizationDayRange(filter.endDate, organization.timeZone).end,
      ...employeeFilter,
    });
    return aggregates.map(
      // Attributed time adds no log-off placeholders, so the day's span is not needed.
      ({ employeeId, employeeCode, name, date, trackedSeconds, awaySeconds }) => ({
        employeeId,
        employeeCode,
        name,
        date,
        ...minutesOfAttributedTime({ trackedSeconds, awaySeconds }),
      }),
    );
  }
  const aggregates = await findTrackedDaysInRange(deps.db, auth.organizationId, {
    startDate: filter.startDate,
    endDate: filter.endDate,
    ...employeeFilter,
  });
  // Each day's range is computed once (at most 366 of them), not once per employee-day.
  const dayRanges = new Map<string, DayRange>();
  const rangeOf = (date: string) => {
    let range = dayRanges.get(date);
    if (!range) {
      range = organizationDayRange(date, organization.timeZone);
      dayRanges.set(date, range);
    }
    return range;
  };
  return aggregates.map((aggregate) => ({
    employeeId: aggregate.employeeId,
    employeeCode: aggregate.employeeCode,
    name: aggregate.name,
    date: aggregate.date,
    ...minutesOfAggregate(aggregate, rangeOf(aggregate.date), organization.isLogOffIncludedInIdle),
  }));
};

export const getReport = async (deps: Deps, auth: Auth, query: ReportFilter): Promise<Report> => {
  requireAccess(auth, 'admin');
  const employeeId = query.employeeId || undefined;
  const projectId = query.projectId || undefined;
  const [employee, project] = await Promise.all([
    employeeId ? findEmployeeById(deps.db, auth.organizationId, employeeId) : null,
    projectId ? findProjectReference(deps, auth, projectId) : null,
  ]);
  if (employeeId && !employee) throw employeeNotFound();
  // Another organisation's project reads as unknown: 404, never its name or figures.
  if (projectId && !project) throw projectNotFound();
  const filter = { startDate: query.startDate, endDate: query.endDate, employeeId, projectId };
  const [rows, manualRows] = await Promise.all([
    reportDayRows(deps, auth, filter),
    manualReportRows(deps, auth, filter),
  ]);
  return {
    ...groupReportByWeek([...rows, ...manualRows], { startDate: query.startDate, endDate: query.endDate }),
    project,
  };
};

// The caller's own report over a range (the report's rules, each day as the time sheet shows it, approved
// manual time apart): the figures ProBot gives for "how many hours did I track this week". Employees have
// no Reports page, so it reads only the caller's own time and needs no administrator. With a project,
// the time attributed to it (the report's project filter), for a project the caller may see. The same
// report an administrator's filters give for the caller alone, so it makes the same export file (a
// scheduled report of an employee's own time, saved-reports/report-schedule-job.ts).
export const getMyReport = async (
  deps: Deps,
  auth: Auth,
  range: { startDate: string; endDate: string; projectId?: string | undefined },
): Promise<Report> => {
  requireAccess(auth, 'authenticated');
  const project = range.projectId ? await getVisibleProject(deps, auth, range.projectId) : null;
  const filter = {
    startDate: range.startDate,
    endDate: range.endDate,
    employeeId: auth.employeeId,
    projectId: range.projectId,
  };
  const [rows, manualRows] = await Promise.all([
    reportDayRows(deps, auth, filter),
    manualReportRows(deps, auth, filter),
  ]);
  return {
    ...groupReportByWeek([...rows, ...manualRows], { startDate: range.startDate, endDate: range.endDate }),
    project: project && { id: project.id, name: project.name },
  };
};
