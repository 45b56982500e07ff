import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { formatDurationInProse } from '@pulse/shared/domain/hours-minutes';
import { NOTIFICATION_ROLE, type TimesheetEvent } from '@pulse/shared/domain/leave-notifications';
import type { OutgoingMail } from '../../lib/mail/outbox';
import type { NotifiedPerson } from './leave-deliveries';
import type { NewNotification } from './notifications.repository';

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

const bellRows = (event: TimesheetNotificationEvent): NewNotification[] => {
  const common = {
    organizationId: event.organizationId,
    leaveId: null,
    projectId: null,
    event: event.event,
    sentBy: { id: event.actor.id, name: event.actor.name },
  };
  if (event.event === 'timesheet-submitted') {
    return event.approvers
      .filter((person) => person.id !== event.actor.id)
      .map((person) => ({
        ...common,
        recipientId: person.id,
        recipientRole: person.isAdmin ? NOTIFICATION_ROLE.admin : NOTIFICATION_ROLE.manager,
        description: `${event.employee.name} submitted ${weekText(event)} for approval.${noteText(event)}`,
      }));
  }
  if (event.employee.id === event.actor.id) return [];
  return [
    {
      ...common,
      recipientId: event.employee.id,
      recipientRole: NOTIFICATION_ROLE.applier,
      description: `${event.actor.name} ${verbs[event.event]} your timesheet for ${weekText(event)}.${noteText(event)}`,
    },
  ];
};

const mails = (event: TimesheetNotificationEvent): OutgoingMail[] => {
  const week = formatDayMonthYear(event.weekStart);
  if (event.event === 'timesheet-submitted') {
    const seen = new Set<string>([event.actor.id]);
    return event.approvers
      .filter((person) => !seen.has(person.id) && seen.add(person.id))
      .map((person) => ({
        organizationId: event.organizationId,
        to: person.officialEmail,
        subject: `Timesheet submitted: ${event.employee.name}, week of ${week}`,
        text:
          `${event.employee.name} submitted ${weekText(event)} for approval.${noteText(event)}\n\n` +
          'Open Pulse (Timesheet Approvals) to approve or reject it.',
      }));
  }
  if (event.employee.id === event.actor.id) return [];
  const verb = verbs[event.event];
  return [
    {
      organizationId: event.organizationId,
      to: event.employee.officialEmail,
      subject: `Timesheet ${verb}: week of ${week}`,
      text: `${event.actor.name} ${verb} your timesheet for ${weekText(event)}.${noteText(event)}`,
    },
  ];
};

export const timesheetDeliveries = (
  event: TimesheetNotificationEvent,
): { notifications: NewNotification[]; mails: OutgoingMail[] } => ({
  notifications: bellRows(event),
  mails: mails(event),
});
