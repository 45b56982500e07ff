import type { ApprovedTimeFigures, ApprovedTimeRow } from '../contracts/approved-time-report';
import { formatDayMonthYear } from './display-format';
import { timesheetTexts } from './timesheet-status';

// The approved-time report (Reports → Approval, beyond the spec in its style): what the weekly
// timesheets show for a period, how much of it an approver approved, and what it cost.
//
// Its unit is one cell of a timesheet: an employee's day on one project (or on none). For each cell:
// - total: the minutes the timesheet shows now (timesheet-figures.ts: the report's Hours Worked split by
//   project, plus approved manual time);
// - approved: the minutes of the same cell in the figures frozen when its week was last approved
//   (nothing for a week never approved);
// - not yet approved: total − approved. Signed: time that arrived after the approval (a tracker upload,
//   manual time) makes it positive, time that left the cell since (a re-upload that attributes less)
//   negative; a row's sum can be either, and the report shows the sign rather than clamp it away.
// - cost: the project's recorded cost of that day (project_time: worked hours × the member's rate in force
//   when the time was recorded, the project's consumed budget of spec B §3), none for "No project".
//   Its approved part is the cell's cost per minute shown times the approved minutes: the rate recorded
//   with that day's time, applied to what was approved of it. A cell with approved minutes and no time
//   now (all of it removed after approval) has no recorded rate left: its approved cost is 0, and the
//   minutes still show the difference.
// Rows add their cells up; amounts keep 4 decimals (spec B §9), and a row's not-yet-approved cost is its
// rounded cost less its rounded approved cost, so the two parts always add up to the cost shown.

export const APPROVED_TIME_GROUPS = ['employee', 'project'] as const;
export type ApprovedTimeGroup = (typeof APPROVED_TIME_GROUPS)[number];
export const APPROVED_TIME_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ApprovedTimeExportFormat = (typeof APPROVED_TIME_EXPORT_FORMATS)[number];

export const approvedTimeTexts = {
  view: 'Approval',
  groupBy: 'Group by',
  employee: 'Employee',
  employeeCode: 'Employee Code',
  project: 'Project',
  noProject: timesheetTexts.noProject,
  approved: 'Approved',
  notApproved: 'Not yet approved',
  total: 'Total',
  cost: 'Cost',
  approvedCost: 'Approved cost',
  notApprovedCost: 'Not yet approved cost',
  grandTotal: 'Grand Total',
  caption:
    'Time as the weekly timesheets show it, and the part an approver approved. Cost is the time on projects at each member’s rate recorded with it; time on no project has none.',
  negativeHint: 'A negative figure is time removed from an approved week after its approval.',
  loading: 'Loading the approval report',
  exportXlsx: 'Export XLSX',
  exportCsv: 'Export CSV',
} as const;

// The report's file: '01-Mar-2026 To 31-Mar-2026 Approved Time by Employee.xlsx'.
export const approvedTimeFileName = (
  range: { startDate: string; endDate: string },
  groupBy: ApprovedTimeGroup,
  format: ApprovedTimeExportFormat,
) =>
  `${formatDayMonthYear(range.startDate)} To ${formatDayMonthYear(range.endDate)} Approved Time by ${
    groupBy === 'employee' ? 'Employee' : 'Project'
  }.${format}`;

const AMOUNT_DECIMALS = 4;
const roundAmount = (amount: number) => {
  const factor = 10 ** AMOUNT_DECIMALS;
  return Math.round(amount * factor) / factor;
};

// One cell's approved part of its cost, by the rule above.
export const approvedCostOf = (cell: { totalMinutes: number; approvedMinutes: number; cost: number }) =>
  cell.totalMinutes > 0 ? (cell.cost * cell.approvedMinutes) / cell.totalMinutes : 0;

// One employee's cells over a period: per project (null: "No project"), a number per day of the period
// (the same day at the same index in every array). Keyed arrays rather than a cell object each: a month
// of 1,000 people is 60,000 cells, which as objects (and their matching by key) cost more than the
// database's reads.
export type PersonCells = {
  employeeId: string;
  // The minutes the timesheets show now.
  current: ReadonlyMap<string | null, ArrayLike<number>>;
  // The approved minutes.
  approved: ReadonlyMap<string | null, ArrayLike<number>>;
  // The recorded cost of project time.
  costs: ReadonlyMap<string, ArrayLike<number>>;
};

type Sum = {
  totalMinutes: number;
  approvedMinutes: number;
  cost: number | null;
  approvedCost: number | null;
};
const emptySum = (hasCost: boolean): Sum => ({
  totalMinutes: 0,
  approvedMinutes: 0,
  cost: hasCost ? 0 : null,
  approvedCost: hasCost ? 0 : null,
});

// One employee's cells of one project (or of none: no costs) added to the sums given.
const addProjectCells = (
  sums: readonly Sum[],
  current: ArrayLike<number> | undefined,
  approved: ArrayLike<number> | undefined,
  costs: ArrayLike<number> | undefined,
) => {
  const part = { totalMinutes: 0, approvedMinutes: 0, cost: 0, approvedCost: 0 };
  const days = Math.max(current?.length ?? 0, approved?.length ?? 0, costs?.length ?? 0);
  for (let day = 0; day < days; day += 1) {
    const totalMinutes = current?.[day] ?? 0;
    const approvedMinutes = approved?.[day] ?? 0;
    const cost = costs?.[day] ?? 0;
    part.totalMinutes += totalMinutes;
    part.approvedMinutes += approvedMinutes;
    part.cost += cost;
    part.approvedCost += approvedCostOf({ totalMinutes, approvedMinutes, cost });
  }
  for (const sum of sums) {
    sum.totalMinutes += part.totalMinutes;
    sum.approvedMinutes += part.approvedMinutes;
    if (sum.cost !== null && sum.approvedCost !== null) {
      sum.cost += part.cost;
      sum.approvedCost += part.approvedCost;
    }
  }
};

export const figuresOf = (sum: Sum): ApprovedTimeFigures => {
  const cost = sum.cost === null ? null : roundAmount(sum.cost);
  const approvedCost = sum.approvedCost === null ? null : roundAmount(sum.approvedCost);
  return {
    totalMinutes: sum.totalMinutes,
    approvedMinutes: sum.approvedMinutes,
    notApprovedMinutes: sum.totalMinutes - sum.approvedMinutes,
    cost,
    approvedCost,
    notApprovedCost: cost === null || approvedCost === null ? null : roundAmount(cost - approvedCost),
  };
};

export type ApprovedTimeNames = {
  employees: ReadonlyMap<string, { employeeCode: string; name: string }>;
  projects: ReadonlyMap<string, string>;
};

// The report's rows from everyone's cells: one per employee (every cell of theirs; the cost of their
// project time) or one per project ("No project" last, without a cost); employees by name then code,
// projects by name. The grand total adds every cell up (its cost: every project's).
export const summarizeApprovedTime = (
  people: Iterable<PersonCells>,
  groupBy: ApprovedTimeGroup,
  names: ApprovedTimeNames,
): { rows: ApprovedTimeRow[]; grandTotal: ApprovedTimeFigures } => {
  const groups = new Map<string | null, Sum>();
  const grand = emptySum(true);
  const groupOf = (key: string | null) => {
    let sum = groups.get(key);
    if (!sum) {
      sum = emptySum(groupBy === 'employee' || key !== null);
      groups.set(key, sum);
    }
    return sum;
  };
  for (const person of people) {
    const projectKeys = new Set([
      ...person.current.keys(),
      ...person.approved.keys(),
      ...person.costs.keys(),
    ]);
    for (const projectId of projectKeys) {
      // "No project" has no cost: it adds none to an employee's or the grand total's, and its own row
      // (by project) has none.
      addProjectCells(
        [groupOf(groupBy === 'employee' ? person.employeeId : projectId), grand],
        person.current.get(projectId),
        person.approved.get(projectId),
        projectId === null ? undefined : person.costs.get(projectId),
      );
    }
  }
  const rows: ApprovedTimeRow[] = [...groups].map(([id, sum]) => {
    const employee = groupBy === 'employee' && id !== null ? names.employees.get(id) : undefined;
    return {
      id,
      name:
        groupBy === 'employee'
          ? (employee?.name ?? '')
          : id === null
            ? approvedTimeTexts.noProject
            : (names.projects.get(id) ?? ''),
      employeeCode: groupBy === 'employee' ? (employee?.employeeCode ?? '') : null,
      ...figuresOf(sum),
    };
  });
  rows.sort((a, b) =>
    groupBy === 'employee'
      ? a.name.localeCompare(b.name, 'en') || (a.employeeCode ?? '').localeCompare(b.employeeCode ?? '', 'en')
      : a.id === null
        ? 1
        : b.id === null
          ? -1
          : a.name.localeCompare(b.name, 'en'),
  );
  return { rows, grandTotal: figuresOf(grand) };
};
