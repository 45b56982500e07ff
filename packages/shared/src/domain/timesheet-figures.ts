import type { TimesheetCell, TimesheetFigures, TimesheetRow } from '../contracts/timesheets';
import { timesheetTexts } from './timesheet-status';

// A week's figures (the timesheet's table) from the report's own minutes, so the week total is the
// report's Week Total of Hours Worked plus Manual Time for the same days:
// - each day's Hours Worked and Idle as the report shows them (every tracked minute);
// - the part of it the tracker attributed to each project (the project report's minutes);
// - "No project": the rest of the day (never below zero), and manual time without a project;
// - approved manual time on the row of its project.
// Rows are ordered by project name with "No project" last; a row without any minute is left out.

export type DayMinutes = { date: string; hoursWorkedMinutes: number; idleMinutes: number };
export type ProjectDayMinutes = DayMinutes & { projectId: string; projectName: string };
export type ManualDayMinutes = {
  date: string;
  projectId: string | null;
  projectName: string | null;
  minutes: number;
};

// A day's "No project" tracked time: the day's Hours Worked less what the tracker attributed to projects
// (never below zero: each part is rounded on its own), and its idle likewise, never more than it. The
// approved-time report splits a period's days by the same rule (modules/activity/week-figures.ts).
export const unattributedMinutes = (
  day: { hoursWorkedMinutes: number; idleMinutes: number },
  attributed: { worked: number; idle: number },
) => {
  const worked = Math.max(0, day.hoursWorkedMinutes - attributed.worked);
  return { worked, idle: Math.min(worked, Math.max(0, day.idleMinutes - attributed.idle)) };
};

type RowDraft = { projectId: string | null; projectName: string; cells: Map<string, TimesheetCell> };

const emptyCell = (date: string): TimesheetCell => ({
  date,
  trackedMinutes: 0,
  manualMinutes: 0,
  idleMinutes: 0,
  totalMinutes: 0,
});

const sumCells = (date: string, cells: readonly TimesheetCell[]): TimesheetCell =>
  cells.reduce(
    (sum, cell) => ({
      date,
      trackedMinutes: sum.trackedMinutes + cell.trackedMinutes,
      manualMinutes: sum.manualMinutes + cell.manualMinutes,
      idleMinutes: sum.idleMinutes + cell.idleMinutes,
      totalMinutes: sum.totalMinutes + cell.totalMinutes,
    }),
    emptyCell(date),
  );

export const assembleWeekFigures = (
  days: readonly string[],
  input: {
    dayTotals: readonly DayMinutes[];
    projectDays: readonly ProjectDayMinutes[];
    manual: readonly ManualDayMinutes[];
  },
): TimesheetFigures => {
  const rows = new Map<string, RowDraft>();
  const rowOf = (projectId: string | null, projectName: string | null) => {
    const key = projectId ?? '';
    let row = rows.get(key);
    if (!row) {
      row = {
        projectId,
        projectName: projectId === null ? timesheetTexts.noProject : (projectName ?? ''),
        cells: new Map(days.map((date) => [date, emptyCell(date)])),
      };
      rows.set(key, row);
    }
    return row;
  };
  const addTo = (row: RowDraft, date: string, part: Partial<TimesheetCell>) => {
    const cell = row.cells.get(date);
    if (!cell) return; // a day outside the week
    cell.trackedMinutes += part.trackedMinutes ?? 0;
    cell.manualMinutes += part.manualMinutes ?? 0;
    cell.idleMinutes += part.idleMinutes ?? 0;
    cell.totalMinutes = cell.trackedMinutes + cell.manualMinutes;
  };

  const attributed = new Map<string, { worked: number; idle: number }>();
  for (const day of input.projectDays) {
    addTo(rowOf(day.projectId, day.projectName), day.date, {
      trackedMinutes: day.hoursWorkedMinutes,
      idleMinutes: day.idleMinutes,
    });
    const sum = attributed.get(day.date) ?? { worked: 0, idle: 0 };
    attributed.set(day.date, {
      worked: sum.worked + day.hoursWorkedMinutes,
      idle: sum.idle + day.idleMinutes,
    });
  }
  for (const day of input.dayTotals) {
    const { worked, idle } = unattributedMinutes(day, attributed.get(day.date) ?? { worked: 0, idle: 0 });
    if (worked > 0) addTo(rowOf(null, null), day.date, { trackedMinutes: worked, idleMinutes: idle });
  }
  for (const entry of input.manual) {
    addTo(rowOf(entry.projectId, entry.projectName), entry.date, { manualMinutes: entry.minutes });
  }

  const finished: TimesheetRow[] = [...rows.values()]
    .map((row) => {
      const cells = days.map((date) => row.cells.get(date) ?? emptyCell(date));
      const total = sumCells('', cells);
      return {
        projectId: row.projectId,
        projectName: row.projectName,
        cells,
        totalMinutes: total.totalMinutes,
        idleMinutes: total.idleMinutes,
      };
    })
    .filter((row) => row.totalMinutes > 0 || row.idleMinutes > 0)
    .sort((a, b) =>
      a.projectId === null ? 1 : b.projectId === null ? -1 : a.projectName.localeCompare(b.projectName),
    );
  const dayTotals = days.map((date, index) =>
    sumCells(
      date,
      finished.map((row) => row.cells[index] ?? emptyCell(date)),
    ),
  );
  const week = sumCells('', dayTotals);
  return { rows: finished, dayTotals, totalMinutes: week.totalMinutes, idleMinutes: week.idleMinutes };
};
