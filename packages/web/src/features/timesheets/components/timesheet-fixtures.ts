import type { CurrentEmployee } from '@pulse/shared/contracts/auth';
import type { TimesheetCell, TimesheetFigures, TimesheetWeek } from '@pulse/shared/contracts/timesheets';
import { addDays } from '@pulse/shared/domain/organization-day';

// Test data for the timesheet screens: a manager (role 2) and an employee of their project, and the
// week of Monday 16 November 2026.
export const manager: CurrentEmployee = {
  id: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a51',
  name: 'Rahul Mehta',
  employeeCode: 'DEMO-EMP-2-00000007',
  roleId: 2,
  officialEmail: 'rahul@demo.pulse',
  organization: {
    id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c61',
    name: 'Demo',
    timeZone: 'Asia/Kolkata',
    currency: 'INR',
  },
};
export const priya = {
  id: '4f1e0a9b-8c7d-4e6f-9a5b-4c3d2e1f0a95',
  name: 'Priya Nair',
  employeeCode: 'DEV-3',
};
export const MONDAY = '2026-11-16';
const PROJECT_ID = '0b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c51';

// [tracked, manual, idle] minutes for Monday to Sunday.
type Days = readonly (readonly [number, number, number])[];

const cellsOf = (days: Days): TimesheetCell[] =>
  days.map(([tracked, manual, idle], index) => ({
    date: addDays(MONDAY, index),
    trackedMinutes: tracked,
    manualMinutes: manual,
    idleMinutes: idle,
    totalMinutes: tracked + manual,
  }));

const sum = (cells: readonly TimesheetCell[], pick: (cell: TimesheetCell) => number) =>
  cells.reduce((total, cell) => total + pick(cell), 0);

// Figures as the server adds them up: per row, per day and for the week.
export const figuresOf = (
  rows: { projectId: string | null; projectName: string; days: Days }[],
): TimesheetFigures => {
  const built = rows.map((row) => {
    const cells = cellsOf(row.days);
    return {
      projectId: row.projectId,
      projectName: row.projectName,
      cells,
      totalMinutes: sum(cells, (cell) => cell.totalMinutes),
      idleMinutes: sum(cells, (cell) => cell.idleMinutes),
    };
  });
  const dayTotals = cellsOf(
    Array.from({ length: 7 }, (_, index) => {
      const day = built.map((row) => row.cells[index] as TimesheetCell);
      return [
        sum(day, (c) => c.trackedMinutes),
        sum(day, (c) => c.manualMinutes),
        sum(day, (c) => c.idleMinutes),
      ] as const;
    }),
  );
  return {
    rows: built,
    dayTotals,
    totalMinutes: sum(dayTotals, (cell) => cell.totalMinutes),
    idleMinutes: sum(dayTotals, (cell) => cell.idleMinutes),
  };
};

const NONE = [0, 0, 0] as const;
// Pulse Mobile App: Mon 7:05 (0:20 idle), Wed 2:00 of which 0:30 manual. No project: Mon 0:55.
export const figures = figuresOf([
  {
    projectId: PROJECT_ID,
    projectName: 'Pulse Mobile App',
    days: [[425, 0, 20], NONE, [90, 30, 5], NONE, NONE, NONE, NONE],
  },
  { projectId: null, projectName: 'No project', days: [[55, 0, 10], NONE, NONE, NONE, NONE, NONE, NONE] },
]);

export const weekOf = (change: Partial<TimesheetWeek> = {}): TimesheetWeek => ({
  employee: priya,
  weekStart: MONDAY,
  weekEnd: addDays(MONDAY, 6),
  status: 'submitted',
  isLocked: false,
  lockedThrough: null,
  submittedAt: '2026-11-23T04:00:00.000Z',
  note: null,
  decidedBy: null,
  decidedAt: null,
  rejectionReason: null,
  figures,
  approved: null,
  pendingChanges: [],
  canSubmit: false,
  canApprove: true,
  canReject: true,
  ...change,
});
