import { describe, expect, it } from 'vitest';
import {
  approvedCostOf,
  approvedTimeFileName,
  type PersonCells,
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
// One employee's cell on one day: [project, minutes now, approved minutes, cost]; a person's cells on
// the same project fall on days one after another.
type Cell = [projectId: string | null, totalMinutes: number, approvedMinutes: number, cost?: number];
const person = (employeeId: string, ...cells: Cell[]): PersonCells => {
  const current = new Map<string | null, number[]>();
  const approved = new Map<string | null, number[]>();
  const costs = new Map<string, number[]>();
  const push = <K>(map: Map<K, number[]>, key: K, value: number) =>
    map.set(key, [...(map.get(key) ?? []), value]);
  for (const [projectId, totalMinutes, approvedMinutes, cost] of cells) {
    push(current, projectId, totalMinutes);
    push(approved, projectId, approvedMinutes);
    if (projectId !== null) push(costs, projectId, cost ?? 0);
  }
  return { employeeId, current, approved, costs };
};
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
      people: [person(ASHA, [APOLLO, 540, 480, 4500], [null, 60, 60])],
      groupBy: 'employee' as const,
      rows: [
        'Asha Rao: 540 + 60 = 600 | 4500 = 4000 + 500',
        'Grand Total: 540 + 60 = 600 | 4500 = 4000 + 500',
      ],
    },
    {
      name: 'by project: "No project" last and without a cost, which the grand total leaves out',
      people: [
        person(ASHA, [WEBSITE, 120, 0, 1000], [null, 60, 0]),
        person(RAHUL, [APOLLO, 300, 300, 2500], [null, 30, 30]),
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
      // Each day's cost is split at that day's own cost per minute: a day half approved and a day
      // not approved at all do not average out.
      name: 'each day is split at its own cost per minute',
      people: [person(RAHUL, [APOLLO, 480, 240, 4000], [APOLLO, 60, 0, 1000])],
      groupBy: 'employee' as const,
      rows: [
        'Rahul Mehta: 240 + 300 = 540 | 5000 = 2000 + 3000',
        'Grand Total: 240 + 300 = 540 | 5000 = 2000 + 3000',
      ],
    },
    {
      name: 'time removed after approval makes the difference negative, in minutes and in money',
      people: [person(RAHUL, [APOLLO, 240, 480, 2000])],
      groupBy: 'employee' as const,
      rows: [
        'Rahul Mehta: 480 + -240 = 240 | 2000 = 4000 + -2000',
        'Grand Total: 480 + -240 = 240 | 2000 = 4000 + -2000',
      ],
    },
    {
      name: 'someone whose approved time is all gone is still a row, with no cost to split',
      people: [person(ASHA, [APOLLO, 0, 120, 0])],
      groupBy: 'employee' as const,
      rows: ['Asha Rao: 120 + -120 = 0 | 0 = 0 + 0', 'Grand Total: 120 + -120 = 0 | 0 = 0 + 0'],
    },
    {
      // 100 at 1/3 approved on each project: the sum of the shares is kept to 4 decimals, and the two
      // parts add up to the cost shown.
      name: 'amounts keep 4 decimals and their parts add up',
      people: [person(ASHA, [APOLLO, 3, 1, 100], [WEBSITE, 3, 1, 100], [null, 3, 1])],
      groupBy: 'employee' as const,
      rows: [
        'Asha Rao: 3 + 6 = 9 | 200 = 66.6667 + 133.3333',
        'Grand Total: 3 + 6 = 9 | 200 = 66.6667 + 133.3333',
      ],
    },
    {
      name: 'employees by name, each with the cost of their project time only',
      people: [person(RAHUL, [null, 60, 0]), person(ASHA, [APOLLO, 60, 60, 500])],
      groupBy: 'employee' as const,
      rows: [
        'Asha Rao: 60 + 0 = 60 | 500 = 500 + 0',
        'Rahul Mehta: 0 + 60 = 60 | 0 = 0 + 0',
        'Grand Total: 60 + 60 = 120 | 500 = 500 + 0',
      ],
    },
  ])('$name', ({ people, groupBy, rows }) => {
    expect(shape(summarizeApprovedTime(people, groupBy, names))).toEqual(rows);
  });
});

it('names the file by its range and grouping', () => {
  expect(approvedTimeFileName({ startDate: '2026-03-01', endDate: '2026-03-31' }, 'project', 'csv')).toBe(
    '01-Mar-2026 To 31-Mar-2026 Approved Time by Project.csv',
  );
});
