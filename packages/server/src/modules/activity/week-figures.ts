import type { TimesheetFigures } from '@pulse/shared/contracts/timesheets';
import { addDays, daysFromTo, organizationDayRange } from '@pulse/shared/domain/organization-day';
import {
  assembleWeekFigures,
  type ProjectDayMinutes,
  unattributedMinutes,
} from '@pulse/shared/domain/timesheet-figures';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { findApprovedManualTime } from '../manual-time/manual-time.service';
import {
  aggregateProjectCostByDay,
  findProjectNames,
  findTrackedDayTuplesInRange,
} from './activity.repository';
import { minutesOfAttributedTime, minutesOfDaySpan } from './activity.service';

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
  const [trackedDays, projectDays, projects, manual] = await Promise.all([
    findTrackedDayTuplesInRange(deps.db, auth.organizationId, {
      startDate: week.weekStart,
      endDate: weekEnd,
      employeeIds: week.employeeIds,
    }),
    // The project-day roll-up, as the approved-time report reads it: the week's projects split the same
    // sums the report's period does.
    week.withProjects
      ? aggregateProjectCostByDay(deps.db, auth.organizationId, {
          startDate: week.weekStart,
          endDate: weekEnd,
          employeeIds: week.employeeIds,
        })
      : [],
    week.withProjects ? findProjectNames(deps.db, auth.organizationId) : new Map<string, string>(),
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
  // The days as the statement's tuples, as findPeriodFigures reads them: a thousand people's week is
  // 7,000 days, and an object with two dates each was garbage the Approvals list paid for.
  for (const { employeeId, days: trackedDaysOf } of trackedDays) {
    const dayTotals = inputs.get(employeeId)?.dayTotals;
    for (const [date, trackedSeconds, awaySeconds, firstStartEpoch, lastStartEpoch] of trackedDaysOf) {
      const range = dayRanges.get(date);
      if (!range || !dayTotals) continue;
      const { hoursWorkedMinutes, idleMinutes } = minutesOfDaySpan(
        { trackedSeconds, awaySeconds },
        { firstStartMs: firstStartEpoch * 1000, lastStartMs: lastStartEpoch * 1000 },
        range,
        organization.isLogOffIncludedInIdle,
      );
      dayTotals.push({ date, hoursWorkedMinutes, idleMinutes });
    }
  }
  for (const { employeeId, days: projectDaysOf } of projectDays) {
    const input = inputs.get(employeeId);
    for (const [projectId, date, trackedSeconds, awaySeconds] of projectDaysOf) {
      input?.projectDays.push({
        date,
        projectId,
        projectName: projects.get(projectId) ?? '',
        ...minutesOfAttributedTime({ trackedSeconds, awaySeconds }),
      });
    }
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

// One employee over a period: per project (null: "No project") a number per day of the period, the
// day at its index in `days`.
export type PeriodPerson = {
  employeeCode: string;
  name: string;
  current: Map<string | null, Int32Array>;
  costs: Map<string, Float64Array>;
};

const arrayIn = <T>(arrays: Map<string | null, T>, key: string | null, create: () => T) => {
  let array = arrays.get(key);
  if (!array) {
    array = create();
    arrays.set(key, array);
  }
  return array;
};

// The timesheets' figures over any period (the approved-time report), day by day: each employee's day
// split by project by the weeks' own rule (timesheet-figures.ts: attributed Hours Worked on its project,
// the rest of the day's Hours Worked on "No project" by unattributedMinutes, approved manual time on its
// project's row), so a period's minutes are what the timesheets show for its days; and the recorded
// cost of each project-day. With a project, only its time (the report's project filter: attributed
// time and the manual time approved for it). Numbers in day arrays, not a cell object each: a month of
// 1,000 people is 60,000 cells. The caller has checked the caller may read everyone's time and its cost.
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
      : findTrackedDayTuplesInRange(deps.db, auth.organizationId, {
          startDate: filter.startDate,
          endDate: filter.endDate,
          ...(employeeId ? { employeeId } : {}),
        }),
    aggregateProjectCostByDay(deps.db, auth.organizationId, {
      startDate: filter.startDate,
      endDate: filter.endDate,
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

  const days = daysFromTo(filter.startDate, filter.endDate);
  const dayIndex = new Map(days.map((date, index) => [date, index]));
  const minutesArray = () => new Int32Array(days.length);
  const people = new Map<string, PeriodPerson & { hoursWorked: Int32Array; attributed: Int32Array }>();
  const personOf = (id: string, who: { employeeCode: string; name: string }) => {
    let person = people.get(id);
    if (!person) {
      person = {
        employeeCode: who.employeeCode,
        name: who.name,
        current: new Map(),
        costs: new Map(),
        hoursWorked: minutesArray(),
        attributed: minutesArray(),
      };
      people.set(id, person);
    }
    return person;
  };
  // Each day's range is computed once, not once per employee-day.
  const dayRanges = days.map((date) => organizationDayRange(date, organization.timeZone));
  for (const { employeeId, days: trackedDaysOf, ...who } of trackedDays) {
    const person = personOf(employeeId, who);
    for (const [date, trackedSeconds, awaySeconds, firstStartEpoch, lastStartEpoch] of trackedDaysOf) {
      const index = dayIndex.get(date);
      const range = index === undefined ? undefined : dayRanges[index];
      if (index === undefined || !range) continue;
      const minutes = minutesOfDaySpan(
        { trackedSeconds, awaySeconds },
        { firstStartMs: firstStartEpoch * 1000, lastStartMs: lastStartEpoch * 1000 },
        range,
        organization.isLogOffIncludedInIdle,
      );
      person.hoursWorked[index] = (person.hoursWorked[index] ?? 0) + minutes.hoursWorkedMinutes;
    }
  }
  for (const { employeeId, days: projectDaysOf, ...who } of projectDays) {
    const person = personOf(employeeId, who);
    for (const [projectId, date, trackedSeconds, awaySeconds, cost] of projectDaysOf) {
      const index = dayIndex.get(date);
      if (index === undefined) continue;
      const worked = minutesOfAttributedTime({ trackedSeconds, awaySeconds }).hoursWorkedMinutes;
      const current = arrayIn(person.current, projectId, minutesArray);
      current[index] = (current[index] ?? 0) + worked;
      person.attributed[index] = (person.attributed[index] ?? 0) + worked;
      const costs = arrayIn(person.costs, projectId, () => new Float64Array(days.length));
      costs[index] = (costs[index] ?? 0) + cost;
    }
  }
  for (const entry of manual) {
    const index = dayIndex.get(entry.date);
    if (index === undefined) continue;
    const person = personOf(entry.employeeId, { employeeCode: entry.employeeCode, name: entry.employeeName });
    const current = arrayIn(person.current, entry.project?.id ?? null, minutesArray);
    current[index] = (current[index] ?? 0) + entry.minutes;
  }
  for (const person of people.values()) {
    for (const [index, hoursWorkedMinutes] of person.hoursWorked.entries()) {
      if (hoursWorkedMinutes === 0) continue;
      const { worked } = unattributedMinutes(
        { hoursWorkedMinutes, idleMinutes: 0 },
        { worked: person.attributed[index] ?? 0, idle: 0 },
      );
      if (worked === 0) continue;
      const current = arrayIn(person.current, null, minutesArray);
      current[index] = (current[index] ?? 0) + worked;
    }
  }
  return {
    days,
    projects,
    people: new Map(
      [...people].map(([id, { employeeCode, name, current, costs }]): [string, PeriodPerson] => [
        id,
        { employeeCode, name, current, costs },
      ]),
    ),
  };
};
