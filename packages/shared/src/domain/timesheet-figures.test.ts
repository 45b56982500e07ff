import { describe, expect, it } from 'vitest';
import { daysFromTo } from './organization-day';
import { assembleWeekFigures } from './timesheet-figures';

const WEEK = daysFromTo('2026-11-16', '2026-11-22');
const MON = '2026-11-16';
const TUE = '2026-11-17';
const SUN = '2026-11-22';

// A row as "name: total/idle [minutes per day]".
const shape = (figures: ReturnType<typeof assembleWeekFigures>) =>
  figures.rows.map(
    (row) =>
      `${row.projectName}: ${row.totalMinutes}/${row.idleMinutes} [${row.cells.map((cell) => cell.totalMinutes).join(' ')}]`,
  );

describe('assembleWeekFigures', () => {
  it.each([
    {
      name: 'a day without projects is all "No project"',
      dayTotals: [{ date: MON, hoursWorkedMinutes: 480, idleMinutes: 30 }],
      projectDays: [],
      manual: [],
      rows: ['No project: 480/30 [480 0 0 0 0 0 0]'],
      total: 480,
    },
    {
      name: 'attributed time moves to its project, the rest stays unassigned',
      dayTotals: [{ date: MON, hoursWorkedMinutes: 480, idleMinutes: 30 }],
      projectDays: [
        { date: MON, projectId: 'p2', projectName: 'Website', hoursWorkedMinutes: 300, idleMinutes: 20 },
        { date: MON, projectId: 'p1', projectName: 'Apollo', hoursWorkedMinutes: 120, idleMinutes: 5 },
      ],
      manual: [],
      rows: [
        'Apollo: 120/5 [120 0 0 0 0 0 0]',
        'Website: 300/20 [300 0 0 0 0 0 0]',
        'No project: 60/5 [60 0 0 0 0 0 0]',
      ],
      total: 480,
    },
    {
      name: 'projects covering the whole day leave no "No project" row',
      dayTotals: [{ date: TUE, hoursWorkedMinutes: 60, idleMinutes: 0 }],
      projectDays: [
        { date: TUE, projectId: 'p1', projectName: 'Apollo', hoursWorkedMinutes: 60, idleMinutes: 0 },
      ],
      manual: [],
      rows: ['Apollo: 60/0 [0 60 0 0 0 0 0]'],
      total: 60,
    },
    {
      name: 'manual time joins its project, or "No project" without one',
      dayTotals: [],
      projectDays: [],
      manual: [
        { date: SUN, projectId: 'p1', projectName: 'Apollo', minutes: 90 },
        { date: MON, projectId: null, projectName: null, minutes: 45 },
      ],
      rows: ['Apollo: 90/0 [0 0 0 0 0 0 90]', 'No project: 45/0 [45 0 0 0 0 0 0]'],
      total: 135,
    },
    {
      name: 'rounding that attributes more than the day never makes "No project" negative',
      dayTotals: [{ date: MON, hoursWorkedMinutes: 100, idleMinutes: 10 }],
      projectDays: [
        { date: MON, projectId: 'p1', projectName: 'Apollo', hoursWorkedMinutes: 101, idleMinutes: 11 },
      ],
      manual: [],
      rows: ['Apollo: 101/11 [101 0 0 0 0 0 0]'],
      total: 101,
    },
    {
      name: 'days outside the week are left out',
      dayTotals: [{ date: '2026-11-23', hoursWorkedMinutes: 100, idleMinutes: 0 }],
      projectDays: [],
      manual: [],
      rows: [],
      total: 0,
    },
  ])('$name', ({ dayTotals, projectDays, manual, rows, total }) => {
    const figures = assembleWeekFigures(WEEK, { dayTotals, projectDays, manual });
    expect(shape(figures)).toEqual(rows);
    expect(figures.totalMinutes).toBe(total);
    expect(figures.dayTotals).toHaveLength(7);
    expect(figures.dayTotals.reduce((sum, day) => sum + day.totalMinutes, 0)).toBe(total);
  });

  it('keeps tracked, manual and idle apart in each cell and in the day totals', () => {
    const figures = assembleWeekFigures(WEEK, {
      dayTotals: [{ date: MON, hoursWorkedMinutes: 200, idleMinutes: 40 }],
      projectDays: [
        { date: MON, projectId: 'p1', projectName: 'Apollo', hoursWorkedMinutes: 200, idleMinutes: 40 },
      ],
      manual: [{ date: MON, projectId: 'p1', projectName: 'Apollo', minutes: 30 }],
    });
    expect(figures.dayTotals[0]).toEqual({
      date: MON,
      trackedMinutes: 200,
      manualMinutes: 30,
      idleMinutes: 40,
      totalMinutes: 230,
    });
    expect(figures.idleMinutes).toBe(40);
  });
});
