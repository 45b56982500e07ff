import type { TimesheetFigures } from '@pulse/shared/contracts/timesheets';
import { addDays, daysFromTo, organizationDayRange } from '@pulse/shared/domain/organization-day';
import { assembleWeekFigures, type ProjectDayMinutes } from '@pulse/shared/domain/timesheet-figures';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { findApprovedManualTime } from '../manual-time/manual-time.service';
import { aggregateProjectTimeByDay, findTrackedDaysInRange } from './activity.repository';
import { minutesOfAggregate, minutesOfAttributedTime } from './activity.service';

// The weekly timesheets' figures (modules/timesheets), read from the report's own sources by the
// report's own rules: the employee-day roll-up for the whole day, project_time for each project's part,
// the approved manual-time requests. So a week's total is the report's Week Total (Hours Worked plus
// Manual Time) of the same days, on every page. The caller has checked whose weeks it may read.
// `withProjects: false` (the approvals list of a whole organisation) skips the per-project read: the
// totals are the same, only the rows are not split.
export const findWeekFigures = async (
  deps: Pick<Deps, 'db'>,
  auth: Auth,
  week: { weekStart: string; employeeIds: readonly string[]; withProjects: boolean },
): Promise<Map<string, TimesheetFigures>> => {
  const { organization } = auth;
  const weekEnd = addDays(week.weekStart, 6);
  const days = daysFromTo(week.weekStart, weekEnd);
  if (week.employeeIds.length === 0) return new Map();
  const [trackedDays, projectDays, manual] = await Promise.all([
    findTrackedDaysInRange(deps.db, auth.organizationId, {
      startDate: week.weekStart,
      endDate: weekEnd,
      employeeIds: week.employeeIds,
    }),
    week.withProjects
      ? aggregateProjectTimeByDay(deps.db, auth.organizationId, {
          timeZone: organization.timeZone,
          from: organizationDayRange(week.weekStart, organization.timeZone).start,
          to: organizationDayRange(weekEnd, organization.timeZone).end,
          employeeIds: week.employeeIds,
        })
      : [],
    findApprovedManualTime(deps, auth, {
      fromDate: week.weekStart,
      toDate: weekEnd,
      employeeIds: week.employeeIds,
    }),
  ]);
  const dayRanges = new Map(days.map((date) => [date, organizationDayRange(date, organization.timeZone)]));
  const inputs = new Map(
    week.employeeIds.map((id) => [
      id,
      {
        dayTotals: [] as { date: string; hoursWorkedMinutes: number; idleMinutes: number }[],
        projectDays: [] as ProjectDayMinutes[],
        manual: [] as {
          date: string;
          projectId: string | null;
          projectName: string | null;
          minutes: number;
        }[],
      },
    ]),
  );
  for (const aggregate of trackedDays) {
    const range = dayRanges.get(aggregate.date);
    if (!range) continue;
    const minutes = minutesOfAggregate(aggregate, range, organization.isLogOffIncludedInIdle);
    inputs.get(aggregate.employeeId)?.dayTotals.push({ date: aggregate.date, ...minutes });
  }
  for (const row of projectDays) {
    inputs.get(row.employeeId)?.projectDays.push({
      date: row.date,
      projectId: row.projectId,
      projectName: row.projectName,
      ...minutesOfAttributedTime(row),
    });
  }
  for (const entry of manual) {
    inputs.get(entry.employeeId)?.manual.push({
      date: entry.date,
      projectId: entry.project?.id ?? null,
      projectName: entry.project?.name ?? null,
      minutes: entry.minutes,
    });
  }
  return new Map([...inputs].map(([id, input]) => [id, assembleWeekFigures(days, input)]));
};
