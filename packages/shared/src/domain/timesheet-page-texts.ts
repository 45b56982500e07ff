import { formatDayMonthYear } from './display-format';

// The words of the Timesheets and Timesheet Approvals pages (beyond the spec, in its style): labels,
// dialogs and notices. The rule's own texts (refusals, validation) are timesheetTexts in
// timesheet-status.ts; these are kept apart so the pages can grow without touching the rule.
export const timesheetPageTexts = {
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  thisWeek: 'This week',
  employeeLabel: 'Employee',
  project: 'Project',
  total: 'Total',
  dayTotal: 'Day total',
  idle: 'Idle',
  weekTotal: 'Week total',
  noTime: 'No time was tracked or added this week.',
  loadingWeek: 'Loading the week',
  status: 'Status',
  downloadPdf: 'Download PDF',
  openApprovals: 'Timesheet Approvals',
  // Submit
  submitTitle: 'Submit week',
  submitQuestion: 'Send this week to your approvers? You cannot change it while it waits.',
  noteLabel: 'Note (optional)',
  submitted: 'Week submitted',
  // Approve / reject
  approveTitle: 'Approve week',
  rejectTitle: 'Reject week',
  reasonLabel: 'Reason',
  approved: 'Week approved',
  rejected: 'Week rejected',
  cancel: 'Cancel',
  // A late change after approval
  pendingChange: 'Pending change',
  pendingChangeHint: 'Time changed after this week was approved. Approved figures beside what is there now:',
  approvedRow: 'Approved',
  nowRow: 'Now',
  differenceRow: 'Difference',
  // Approvals list
  statusFilter: 'Status',
  waiting: 'Waiting',
  all: 'All',
  weekFilter: 'Week of',
  clearWeek: 'Any week',
  noWeeks: 'No weeks here.',
  approveSelected: 'Approve',
  rejectSelected: 'Reject',
  selectWeek: 'Select week',
  selectAll: 'Select all weeks',
  columns: {
    employee: 'Employee',
    week: 'Week',
    status: 'Status',
    total: 'Total',
    idle: 'Idle',
    manual: 'Manual',
    approved: 'Approved',
    difference: 'Difference',
    changes: 'Changes',
  },
  // Lock
  lockHeading: 'Lock timesheets',
  lockHint: 'Payroll closed: lock every day up to a date.',
  lockDateLabel: 'Lock up to',
  lockButton: 'Lock',
  unlockButton: 'Unlock',
  notLocked: 'Timesheets are not locked.',
  lockTitle: 'Lock timesheets',
  unlockTitle: 'Unlock timesheets',
  unlockQuestion: 'Unlock every day? Manual time and re-opened weeks are accepted again.',
  unlocked: 'Timesheets unlocked',
} as const;

// "16-Nov-2026 To 22-Nov-2026": a week as the reports write a range (spec B §9).
export const formatWeekRange = (weekStart: string, weekEnd: string) =>
  `${formatDayMonthYear(weekStart)} To ${formatDayMonthYear(weekEnd)}`;

export const lockedUpTo = (lockedThrough: string) => `Locked up to ${formatDayMonthYear(lockedThrough)}`;

export const lockQuestion = (lockedThrough: string) =>
  `Lock timesheets up to ${formatDayMonthYear(lockedThrough)}? Manual-time requests and re-opening approved weeks are refused for every day up to that date.`;

export const lockedDone = (lockedThrough: string) =>
  `Timesheets locked up to ${formatDayMonthYear(lockedThrough)}`;

export const decidedCount = (action: 'approve' | 'reject', count: number) =>
  `${action === 'approve' ? 'Approved' : 'Rejected'} ${count} ${count === 1 ? 'week' : 'weeks'}`;

export const refusedCount = (count: number) =>
  `${count} ${count === 1 ? 'week was' : 'weeks were'} not decided:`;
