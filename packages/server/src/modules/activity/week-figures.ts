import type { TimesheetFigures } from '@pulse/shared/contracts/timesheets';
import {
  addDays,
  type DayRange,
  daysFromTo,
  organizationDayRange,
} from '@pulse/shared/domain/organization-day';
import {
  assembleWeekFigures,
  type DayMinutes,
  type ManualDayMinutes,
  type ProjectDayMinutes,
} from '@pulse/shared/domain/timesheet-figures';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { findApprovedManualTime } from '../manual-time/manual-time.service';
import {
  aggregateProjectCostByDay,
  aggregateProjectTimeByDay,
  findProjectNames,
  findTrackedDaysInRange,
} from './activity.repository';
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

type FigureInputs = {
  dayTotals: DayMinutes[];
  projectDays: ProjectDayMinutes[];
  manual: ManualDayMinutes[];
  days: Set<string>;
};
type Minutes = { employeeId: string; projectId: string | null; date: string; minutes: number };

// The timesheets' figures over any period (the approved-time report), cell by cell: each employee's
// days by assembleWeekFigures, the very rule of their weeks, so a period's minutes are what the
// timesheets show for its days; and the recorded cost of each project-day. With a project, only its
// time (the report's project filter: attributed time and the manual time approved for it). The caller
// has checked the caller may read everyone's time and its cost.
export const findPeriodFigures = async (
  deps: Pick<Deps, 'db'>,
  auth: Auth,
  filter: { startDate: string; endDate: string; employeeId?: string; projectId?: string },
) => {
  const { organization } = auth;
  const { employeeId, projectId } = filter;
  const [trackedDays, projectDays, manual, projects] = await Promise.all([
    // The whole day only matters for its "No project" part, which a project's figures leave out.
    projectId
      ? []
      : findTrackedDaysInRange(deps.db, auth.organizationId, {
          startDate: filter.startDate,
          endDate: filter.endDate,
          ...(employeeId ? { employeeId } : {}),
        }),
    aggregateProjectCostByDay(deps.db, auth.organizationId, {
      timeZone: organization.timeZone,
      from: organizationDayRange(filter.startDate, organization.timeZone).start,
      to: organizationDayRange(filter.endDate, organization.timeZone).end,
      ...(employeeId ? { employeeId } : {}),
      ...(projectId ? { projectId } : {}),
    }),
    findApprovedManualTime(deps, auth, {
      fromDate: filter.startDate,
      toDate: filter.endDate,
      ...(employeeId ? { employeeIds: [employeeId] } : {}),
      ...(projectId ? { projectId } : {}),
    }),
    findProjectNames(deps.db, auth.organizationId),
  ]);

  const employees = new Map<string, { employeeCode: string; name: string }>();
  const inputs = new Map<string, FigureInputs>();
  const inputOf = (id: string, person: { employeeCode: string; name: string }) => {
    let input = inputs.get(id);
    if (!input) {
      employees.set(id, { employeeCode: person.employeeCode, name: person.name });
      input = { dayTotals: [], projectDays: [], manual: [], days: new Set() };
      inputs.set(id, input);
    }
    return input;
  };
  // Each day's range is computed once, not once per employee-day.
  const dayRanges = new Map<string, DayRange>();
  const rangeOf = (date: string) => {
    let range = dayRanges.get(date);
    if (!range) {
      range = organizationDayRange(date, organization.timeZone);
      dayRanges.set(date, range);
    }
    return range;
  };
  for (const aggregate of trackedDays) {
    const input = inputOf(aggregate.employeeId, aggregate);
    const minutes = minutesOfAggregate(
      aggregate,
      rangeOf(aggregate.date),
      organization.isLogOffIncludedInIdle,
    );
    input.dayTotals.push({ date: aggregate.date, ...minutes });
    input.days.add(aggregate.date);
  }
  const costs: { employeeId: string; projectId: string; date: string; cost: number }[] = [];
  for (const row of projectDays) {
    const input = inputOf(row.employeeId, row);
    input.projectDays.push({
      date: row.date,
      projectId: row.projectId,
      projectName: projects.get(row.projectId) ?? '',
      ...minutesOfAttributedTime(row),
    });
    input.days.add(row.date);
    costs.push({ employeeId: row.employeeId, projectId: row.projectId, date: row.date, cost: row.cost });
  }
  for (const entry of manual) {
    const input = inputOf(entry.employeeId, { employeeCode: entry.employeeCode, name: entry.employeeName });
    input.manual.push({
      date: entry.date,
      projectId: entry.project?.id ?? null,
      projectName: entry.project?.name ?? null,
      minutes: entry.minutes,
    });
    input.days.add(entry.date);
  }

  const cells: Minutes[] = [];
  for (const [id, input] of inputs) {
    // Only the days with time: a year of a thousand people is not a thousand rows of 366 empty cells.
    const figures = assembleWeekFigures([...input.days].sort(), input);
    for (const row of figures.rows)
      for (const cell of row.cells)
        if (cell.totalMinutes !== 0)
          cells.push({
            employeeId: id,
            projectId: row.projectId,
            date: cell.date,
            minutes: cell.totalMinutes,
          });
  }
  return { employees, projects, cells, costs };
};
