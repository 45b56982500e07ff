import { describe, expect, it } from 'vitest';
import {
  type ApprovedTimeCell,
  approvedCostOf,
  approvedTimeFileName,
  matchApprovedTimeCells,
  summarizeApprovedTime,
} from './approved-time';

const ASHA = 'e1';
const RAHUL = 'e2';
const APOLLO = 'p1';
const WEBSITE = 'p2';
const names = {
  employees: new Map([
    [ASHA, { employeeCode: 'E-1', name: 'Asha Rao' }],
    [RAHUL, { employeeCode: 'E-2', name: 'Rahul Mehta' }],
  ]),
  projects: new Map([
    [APOLLO, 'Apollo'],
    [WEBSITE, 'Website'],
  ]),
};
const cell = (
  employeeId: string,
  projectId: string | null,
  totalMinutes: number,
  approvedMinutes: number,
  cost: number | null = projectId === null ? null : 0,
): ApprovedTimeCell => ({ employeeId, projectId, totalMinutes, approvedMinutes, cost });

describe('approvedCostOf', () => {
  it.each([
    { name: 'all approved: all of the cost', total: 480, approved: 480, cost: 4000, expected: 4000 },
    { name: 'half approved: half of it', total: 480, approved: 240, cost: 4000, expected: 2000 },
    { name: 'never approved: none', total: 480, approved: 0, cost: 4000, expected: 0 },
    // Time left the cell after approval: the approved minutes were worth more than what is there now.
    { name: 'approved more than there is now', total: 240, approved: 480, cost: 2000, expected: 4000 },
    // No time left, so no recorded rate to price the approved minutes with.
    { name: 'approved time all removed since', total: 0, approved: 480, cost: 0, expected: 0 },
  ])('$name', ({ total, approved, cost, expected }) => {
    expect(approvedCostOf({ totalMinutes: total, approvedMinutes: approved, cost })).toBe(expected);
  });
});

// A row as "name: approved + not yet approved = total | cost = approved + not yet approved".
const shape = (result: ReturnType<typeof summarizeApprovedTime>) =>
  [...result.rows, { name: 'Grand Total', ...result.grandTotal }].map(
    (row) =>
      `${row.name}: ${row.approvedMinutes} + ${row.notApprovedMinutes} = ${row.totalMinutes} | ${row.cost} = ${row.approvedCost} + ${row.notApprovedCost}`,
  );

describe('summarizeApprovedTime', () => {
  it.each([
    {
      name: 'an approved week and a later change: the change is not yet approved',
      cells: [cell(ASHA, APOLLO, 540, 480, 4500), cell(ASHA, null, 60, 60)],
      groupBy: 'employee' as const,
      rows: [
        'Asha Rao: 540 + 60 = 600 | 4500 = 4000 + 500',
        'Grand Total: 540 + 60 = 600 | 4500 = 4000 + 500',
      ],
    },
    {
      name: 'by project: "No project" last and without a cost, which the grand total leaves out',
      cells: [
        cell(ASHA, WEBSITE, 120, 0, 1000),
        cell(RAHUL, APOLLO, 300, 300, 2500),
        cell(ASHA, null, 60, 0),
        cell(RAHUL, null, 30, 30),
      ],
      groupBy: 'project' as const,
      rows: [
        'Apollo: 300 + 0 = 300 | 2500 = 2500 + 0',
        'Website: 0 + 120 = 120 | 1000 = 0 + 1000',
        'No project: 30 + 60 = 90 | null = null + null',
        'Grand Total: 330 + 180 = 510 | 3500 = 2500 + 1000',
      ],
    },
    {
      name: 'time removed after approval makes the difference negative, in minutes and in money',
      cells: [cell(RAHUL, APOLLO, 240, 480, 2000)],
      groupBy: 'employee' as const,
      rows: [
        'Rahul Mehta: 480 + -240 = 240 | 2000 = 4000 + -2000',
        'Grand Total: 480 + -240 = 240 | 2000 = 4000 + -2000',
      ],
    },
    {
      name: 'someone whose approved time is all gone is still a row, with no cost to split',
      cells: [cell(ASHA, APOLLO, 0, 120, 0)],
      groupBy: 'employee' as const,
      rows: ['Asha Rao: 120 + -120 = 0 | 0 = 0 + 0', 'Grand Total: 120 + -120 = 0 | 0 = 0 + 0'],
    },
    {
      // 100 at 1/3 approved per cell: the sum of the shares is kept to 4 decimals, and the two parts
      // add up to the cost shown.
      name: 'amounts keep 4 decimals and their parts add up',
      cells: [cell(ASHA, APOLLO, 3, 1, 100), cell(ASHA, WEBSITE, 3, 1, 100), cell(ASHA, null, 3, 1)],
      groupBy: 'employee' as const,
      rows: [
        'Asha Rao: 3 + 6 = 9 | 200 = 66.6667 + 133.3333',
        'Grand Total: 3 + 6 = 9 | 200 = 66.6667 + 133.3333',
      ],
    },
    {
      name: 'employees by name, each with the cost of their project time only',
      cells: [cell(RAHUL, null, 60, 0), cell(ASHA, APOLLO, 60, 60, 500)],
      groupBy: 'employee' as const,
      rows: [
        'Asha Rao: 60 + 0 = 60 | 500 = 500 + 0',
        'Rahul Mehta: 0 + 60 = 60 | 0 = 0 + 0',
        'Grand Total: 60 + 60 = 120 | 500 = 500 + 0',
      ],
    },
  ])('$name', ({ cells, groupBy, rows }) => {
    expect(shape(summarizeApprovedTime(cells, groupBy, names))).toEqual(rows);
  });
});

describe('matchApprovedTimeCells', () => {
  it('matches the sources by employee, project and day; each may stand alone', () => {
    const cells = matchApprovedTimeCells({
      current: [
        { employeeId: ASHA, projectId: APOLLO, date: '2026-03-02', minutes: 300 },
        { employeeId: ASHA, projectId: null, date: '2026-03-02', minutes: 60 },
      ],
      approved: [
        { employeeId: ASHA, projectId: APOLLO, date: '2026-03-02', minutes: 240 },
        { employeeId: ASHA, projectId: APOLLO, date: '2026-03-03', minutes: 90 },
      ],
      costs: [
        { employeeId: ASHA, projectId: APOLLO, date: '2026-03-02', cost: 2500 },
        { employeeId: ASHA, projectId: WEBSITE, date: '2026-03-02', cost: 1.5 },
      ],
    });
    expect(cells).toEqual([
      cell(ASHA, APOLLO, 300, 240, 2500),
      cell(ASHA, null, 60, 0),
      cell(ASHA, APOLLO, 0, 90, 0),
      cell(ASHA, WEBSITE, 0, 0, 1.5),
    ]);
  });
});

it('names the file by its range and grouping', () => {
  expect(approvedTimeFileName({ startDate: '2026-03-01', endDate: '2026-03-31' }, 'project', 'csv')).toBe(
    '01-Mar-2026 To 31-Mar-2026 Approved Time by Project.csv',
  );
});
