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

export type ApprovedTimeCell = {
  employeeId: string;
  // null: "No project".
  projectId: string | null;
  totalMinutes: number;
  approvedMinutes: number;
  // null: "No project"; 0 for a project cell with no recorded cost.
  cost: number | null;
};

type CellMinutes = { employeeId: string; projectId: string | null; date: string; minutes: number };

// The cells of a period from its three sources, matched by employee, project and day: the minutes the
// timesheets show now, the approved minutes, and the recorded cost of project time. A cell may have any
// of them alone (approved time since removed; a cost of seconds that round to no minute).
export const matchApprovedTimeCells = (sources: {
  current: Iterable<CellMinutes>;
  approved: Iterable<CellMinutes>;
  costs: Iterable<{ employeeId: string; projectId: string; date: string; cost: number }>;
}): ApprovedTimeCell[] => {
  const cells = new Map<string, ApprovedTimeCell>();
  const cellOf = (employeeId: string, projectId: string | null, date: string) => {
    const key = `${employeeId}|${projectId ?? ''}|${date}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = {
        employeeId,
        projectId,
        totalMinutes: 0,
        approvedMinutes: 0,
        cost: projectId === null ? null : 0,
      };
      cells.set(key, cell);
    }
    return cell;
  };
  for (const entry of sources.current)
    cellOf(entry.employeeId, entry.projectId, entry.date).totalMinutes += entry.minutes;
  for (const entry of sources.approved)
    cellOf(entry.employeeId, entry.projectId, entry.date).approvedMinutes += entry.minutes;
  for (const entry of sources.costs) {
    const cell = cellOf(entry.employeeId, entry.projectId, entry.date);
    cell.cost = (cell.cost ?? 0) + entry.cost;
  }
  return [...cells.values()];
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

const addCell = (sum: Sum, cell: ApprovedTimeCell) => {
  sum.totalMinutes += cell.totalMinutes;
  sum.approvedMinutes += cell.approvedMinutes;
  if (cell.cost !== null && sum.cost !== null && sum.approvedCost !== null) {
    sum.cost += cell.cost;
    sum.approvedCost += approvedCostOf({ ...cell, cost: cell.cost });
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

// The report's rows from its cells: one per employee (every cell of theirs; the cost of their project
// time) or one per project ("No project" last, without a cost); employees by name then code, projects
// by name. The grand total adds the rows up (its cost: every project's).
export const summarizeApprovedTime = (
  cells: Iterable<ApprovedTimeCell>,
  groupBy: 'employee' | 'project',
  names: ApprovedTimeNames,
): { rows: ApprovedTimeRow[]; grandTotal: ApprovedTimeFigures } => {
  const groups = new Map<string | null, Sum>();
  const grand = emptySum(true);
  for (const cell of cells) {
    const key = groupBy === 'employee' ? cell.employeeId : cell.projectId;
    let sum = groups.get(key);
    if (!sum) {
      sum = emptySum(groupBy === 'employee' || key !== null);
      groups.set(key, sum);
    }
    addCell(sum, cell);
    addCell(grand, cell);
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
