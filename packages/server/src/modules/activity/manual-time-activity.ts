import type { DayActivity } from '@pulse/shared/contracts/activity';
import type { ReportDayRow } from '@pulse/shared/domain/report-weeks';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { findApprovedManualTime } from '../manual-time/manual-time.service';

// Approved manual time (spec A §1 offline time) on the activity pages. It is kept apart from the
// tracker's figures: Hours Worked, Idle and Actual Work stay what the tracker recorded, and Manual Time
// is every approved request of the day, productive or unproductive alike (each entry says which). The
// callers have checked whose time the caller may read.

// Each employee's approved manual minutes on one day (the time sheet).
export const manualMinutesOfDay = async (
  deps: Pick<Deps, 'db'>,
  auth: Auth,
  employeeIds: readonly string[],
  date: string,
): Promise<Map<string, number>> => {
  const entries = await findApprovedManualTime(deps, auth, { fromDate: date, toDate: date, employeeIds });
  const minutes = new Map<string, number>();
  for (const entry of entries)
    minutes.set(entry.employeeId, (minutes.get(entry.employeeId) ?? 0) + entry.minutes);
  return minutes;
};

// The viewer's Manual Time section: the day's approved entries, no screenshots and no activity %.
export const manualTimeOfDay = async (
  deps: Pick<Deps, 'db'>,
  auth: Auth,
  employeeId: string,
  date: string,
): Promise<DayActivity['manualTime']> => {
  const entries = await findApprovedManualTime(deps, auth, {
    fromDate: date,
    toDate: date,
    employeeIds: [employeeId],
  });
  return {
    totalMinutes: entries.reduce((sum, entry) => sum + entry.minutes, 0),
    entries: entries.map(({ id, from, to, minutes, project, todo, isProductive, reason }) => ({
      id,
      from,
      to,
      minutes,
      project,
      todo,
      isProductive,
      reason,
    })),
  };
};

// The report's Manual Time column: one row per employee and day with approved time (restricted to a
// project's requests when the report is), zero in the tracker's columns; groupReportByWeek adds it to
// that day's tracker row, or lists the day when the tracker recorded nothing.
export const manualReportRows = async (
  deps: Pick<Deps, 'db'>,
  auth: Auth,
  filter: {
    startDate: string;
    endDate: string;
    employeeId: string | undefined;
    projectId: string | undefined;
  },
): Promise<ReportDayRow[]> => {
  const entries = await findApprovedManualTime(deps, auth, {
    fromDate: filter.startDate,
    toDate: filter.endDate,
    ...(filter.employeeId ? { employeeIds: [filter.employeeId] } : {}),
    ...(filter.projectId ? { projectId: filter.projectId } : {}),
  });
  return entries.map((entry) => ({
    employeeId: entry.employeeId,
    employeeCode: entry.employeeCode,
    name: entry.employeeName,
    date: entry.date,
    hoursWorkedMinutes: 0,
    idleMinutes: 0,
    actualWorkMinutes: 0,
    manualMinutes: entry.minutes,
  }));
};
