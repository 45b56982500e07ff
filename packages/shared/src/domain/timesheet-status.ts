import { formatDayMonthYear } from './display-format';
import { addDays } from './organization-day';
import { isoWeekStart } from './report-weeks';

// Weekly timesheets (beyond the spec, in its style): an employee's week moves Open → Submitted →
// Approved, or Submitted → Rejected (with a reason), which the employee may submit again. A week is
// the reports' week (ISO, Monday to Sunday, in the organisation's zone), so a timesheet's total is the
// report's Week Total of the same days.

export const TIMESHEET_STATUSES = ['open', 'submitted', 'approved', 'rejected'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

export const TIMESHEET_STATUS_NAMES: Record<TimesheetStatus, string> = {
  open: 'Open',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const TIMESHEET_ACTIONS = ['submit', 'approve', 'reject'] as const;
export type TimesheetAction = (typeof TIMESHEET_ACTIONS)[number];

// What arrives for a week after it was approved: kept, and shown as a change waiting for approval.
export const TIMESHEET_CHANGE_KINDS = ['tracker-upload', 'manual-time', 'screenshot-deleted'] as const;
export type TimesheetChangeKind = (typeof TIMESHEET_CHANGE_KINDS)[number];
export const TIMESHEET_CHANGE_NAMES: Record<TimesheetChangeKind, string> = {
  'tracker-upload': 'Tracker upload',
  'manual-time': 'Manual time',
  'screenshot-deleted': 'Screenshot deleted',
};

export const TIMESHEET_LIMITS = { noteMaxLength: 500, reasonMaxLength: 500, bulkMax: 200 } as const;

export const timesheetTexts = {
  pageTitle: 'Timesheets',
  approvalsTitle: 'Timesheet Approvals',
  submitButton: 'Submit week',
  approveButton: 'Approve',
  rejectButton: 'Reject',
  noProject: 'No project',
  emailMyWeek: 'Email me my weekly report',
  myWeeklyReportName: 'My weekly hours',
  reasonRequired: 'Please enter the reason.',
  reasonTooLong: `The reason can be at most ${TIMESHEET_LIMITS.reasonMaxLength} characters.`,
  noteTooLong: `The note can be at most ${TIMESHEET_LIMITS.noteMaxLength} characters.`,
  notOwnWeek: 'Only the employee can submit their own week.',
  ownWeek: 'You cannot approve or reject your own week.',
  notApprover:
    'Only administrators and the managers of the projects this time belongs to can decide this week.',
  futureWeek: 'A week can be submitted once it has begun.',
  alreadySubmitted: 'This week has already been submitted.',
  alreadyApproved: 'This week has already been approved.',
  notSubmitted: 'This week is not waiting for approval.',
  weekNotFound: 'Week not found.',
  lockDateRequired: 'Please select the date to lock up to.',
  lockInFuture: 'Only past days can be locked.',
} as const;

// "Locked up to 31-Oct-2026": the message every refusal of a locked day carries.
export const lockedMessage = (lockedThrough: string) =>
  `Timesheets are locked up to ${formatDayMonthYear(lockedThrough)} (payroll closed). Ask an administrator to unlock them.`;

// The week a day belongs to: its Monday and Sunday.
export const timesheetWeekOf = (date: string): { weekStart: string; weekEnd: string } => {
  const weekStart = isoWeekStart(date);
  return { weekStart, weekEnd: addDays(weekStart, 6) };
};

// A week is locked when any of its days is (a lock up to a Wednesday freezes that whole week's
// approval: its Monday to Wednesday are paid).
export const isWeekLocked = (weekStart: string, lockedThrough: string | null) =>
  lockedThrough !== null && weekStart <= lockedThrough;
export const isDayLocked = (date: string, lockedThrough: string | null) =>
  lockedThrough !== null && date <= lockedThrough;

export type TimesheetForRules = {
  status: TimesheetStatus;
  weekStart: string;
  // The organisation's today: a week not yet begun cannot be submitted.
  today: string;
  lockedThrough: string | null;
};
export type TimesheetActor = { isOwner: boolean; isApprover: boolean };

export type TimesheetDecision =
  | { isAllowed: true; next: TimesheetStatus }
  | { isAllowed: false; code: 'FORBIDDEN' | 'CONFLICT'; message: string };

const refuse = (code: 'FORBIDDEN' | 'CONFLICT', message: string): TimesheetDecision => ({
  isAllowed: false,
  code,
  message,
});

// Who may move a week, and where it goes. The owner submits an Open or Rejected week that has begun;
// an approver who is not the owner approves or rejects a Submitted week, and may reject an Approved one
// (re-open it) unless it is locked. Nobody decides their own week, as nobody decides their own leave
// (spec B §4).
export const decideTimesheetAction = (
  action: TimesheetAction,
  week: TimesheetForRules,
  actor: TimesheetActor,
): TimesheetDecision => {
  if (action === 'submit') {
    if (!actor.isOwner) return refuse('FORBIDDEN', timesheetTexts.notOwnWeek);
    if (week.status === 'submitted') return refuse('CONFLICT', timesheetTexts.alreadySubmitted);
    if (week.status === 'approved') return refuse('CONFLICT', timesheetTexts.alreadyApproved);
    if (week.weekStart > week.today) return refuse('CONFLICT', timesheetTexts.futureWeek);
    return { isAllowed: true, next: 'submitted' };
  }
  if (actor.isOwner) return refuse('FORBIDDEN', timesheetTexts.ownWeek);
  if (!actor.isApprover) return refuse('FORBIDDEN', timesheetTexts.notApprover);
  if (action === 'approve') {
    if (week.status !== 'submitted') return refuse('CONFLICT', timesheetTexts.notSubmitted);
    return { isAllowed: true, next: 'approved' };
  }
  if (week.status === 'approved') {
    if (week.lockedThrough !== null && isWeekLocked(week.weekStart, week.lockedThrough))
      return refuse('CONFLICT', lockedMessage(week.lockedThrough));
    return { isAllowed: true, next: 'rejected' };
  }
  if (week.status !== 'submitted') return refuse('CONFLICT', timesheetTexts.notSubmitted);
  return { isAllowed: true, next: 'rejected' };
};

// A change that arrives for a week with approved figures: an Approved week goes back to Submitted (the
// approver sees the change beside what was approved), unless it is locked: then it stays Approved and
// the change is only shown. Weeks without approved figures take any change as ordinary time.
export const statusAfterLateChange = (
  status: TimesheetStatus,
  weekStart: string,
  lockedThrough: string | null,
): TimesheetStatus =>
  status === 'approved' && !isWeekLocked(weekStart, lockedThrough) ? 'submitted' : status;
