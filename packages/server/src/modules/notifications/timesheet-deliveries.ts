import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { formatDurationInProse } from '@pulse/shared/domain/hours-minutes';
import { NOTIFICATION_ROLE, type TimesheetEvent } from '@pulse/shared/domain/leave-notifications';
import { decisionDeliveries } from './decision-deliveries';
import type { NotifiedPerson } from './leave-deliveries';

// A weekly timesheet submitted or decided (shared/domain/timesheet-status.ts): a submission goes to
// its approvers (the administrators and the managers of the week's projects), a decision to the
// employee. Never to the actor.
export type TimesheetNotificationEvent = {
  kind: 'timesheet';
  organizationId: string;
  event: TimesheetEvent;
  actor: NotifiedPerson;
  employee: NotifiedPerson;
  approvers: readonly (NotifiedPerson & { isAdmin: boolean })[];
  weekStart: string;
  weekEnd: string;
  totalMinutes: number;
  // The employee's note on a submission, the approver's reason on a rejection.
  note: string;
};

const weekText = (event: TimesheetNotificationEvent) =>
  `the week ${formatDayMonthYear(event.weekStart)} To ${formatDayMonthYear(event.weekEnd)} (${formatDurationInProse(event.totalMinutes)})`;
const noteText = (event: TimesheetNotificationEvent) => {
  if (!event.note) return '';
  return event.event === 'timesheet-rejected' ? ` Reason: ${event.note}` : ` Note: ${event.note}`;
};
const verbs: Record<Exclude<TimesheetEvent, 'timesheet-submitted'>, string> = {
  'timesheet-approved': 'approved',
  'timesheet-rejected': 'rejected',
};

export const timesheetDeliveries = (event: TimesheetNotificationEvent) => {
  const week = formatDayMonthYear(event.weekStart);
  const common = {
    organizationId: event.organizationId,
    event: event.event,
    actor: event.actor,
    employee: event.employee,
  };
  if (event.event === 'timesheet-submitted') {
    const description = `${event.employee.name} submitted ${weekText(event)} for approval.${noteText(event)}`;
    return decisionDeliveries({
      ...common,
      deciders: event.approvers.map((person) => ({
        ...person,
        role: person.isAdmin ? NOTIFICATION_ROLE.admin : NOTIFICATION_ROLE.manager,
      })),
      description,
      subject: `Timesheet submitted: ${event.employee.name}, week of ${week}`,
      text: `${description}\n\nOpen Pulse (Timesheet Approvals) to approve or reject it.`,
    });
  }
  const verb = verbs[event.event];
  const description = `${event.actor.name} ${verb} your timesheet for ${weekText(event)}.${noteText(event)}`;
  return decisionDeliveries({
    ...common,
    deciders: null,
    description,
    subject: `Timesheet ${verb}: week of ${week}`,
    text: description,
  });
};
