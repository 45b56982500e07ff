import { formatDayMonthYear } from './display-format';

// spec B §3 Leave notification: one description per recipient role (manager, applier, admin).
export const NOTIFICATION_ROLE = { manager: 1, applier: 2, admin: 3 } as const;
export type NotificationRole = (typeof NOTIFICATION_ROLE)[keyof typeof NOTIFICATION_ROLE];

export const LEAVE_EVENTS = ['applied', 'approved', 'rejected', 'cancelled', 'marked-present'] as const;
export type LeaveEvent = (typeof LEAVE_EVENTS)[number];

// What the bell reports: the leave events, a project's consumed hours or budget reaching 80 % or
// 100 % of its estimate, and manual time requested and decided (spec A §1 offline time).
export const MANUAL_TIME_EVENTS = [
  'manual-time-requested',
  'manual-time-approved',
  'manual-time-denied',
] as const;
export type ManualTimeEvent = (typeof MANUAL_TIME_EVENTS)[number];
// Weekly timesheets (domain/timesheet-status.ts): submitted to the approvers, decided to the employee.
export const TIMESHEET_EVENTS = ['timesheet-submitted', 'timesheet-approved', 'timesheet-rejected'] as const;
export type TimesheetEvent = (typeof TIMESHEET_EVENTS)[number];
// Single sign-on created an employee at their first sign-in: the administrators complete the record.
export const EMPLOYEE_PROVISIONED_EVENT = 'employee-provisioned';
export const NOTIFICATION_EVENTS = [
  ...LEAVE_EVENTS,
  'project-budget',
  ...MANUAL_TIME_EVENTS,
  ...TIMESHEET_EVENTS,
  EMPLOYEE_PROVISIONED_EVENT,
] as const;
export type NotificationEventName = (typeof NOTIFICATION_EVENTS)[number];

const verbs: Record<Exclude<LeaveEvent, 'applied'>, string> = {
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
  'marked-present': 'marked present',
};

// Texts are Pulse's: the spec names the three descriptions but not their words.
export const leaveNotificationDescriptions = (input: {
  event: LeaveEvent;
  applicantName: string;
  actorName: string;
  fromDate: string;
  toDate: string;
}): Record<NotificationRole, string> => {
  const dates =
    input.fromDate === input.toDate
      ? `on ${formatDayMonthYear(input.fromDate)}`
      : `from ${formatDayMonthYear(input.fromDate)} to ${formatDayMonthYear(input.toDate)}`;
  if (input.event === 'applied') {
    return {
      1: `${input.applicantName} applied to you for leave ${dates}.`,
      2: `You applied for leave ${dates}.`,
      3: `${input.applicantName} applied for leave ${dates}.`,
    };
  }
  const verb = verbs[input.event];
  return {
    1: `${input.actorName} ${verb} the leave of ${input.applicantName} ${dates}.`,
    2: `${input.actorName} ${verb} your leave ${dates}.`,
    3: `${input.actorName} ${verb} the leave of ${input.applicantName} ${dates}.`,
  };
};
