import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { formatDurationInProse } from '@pulse/shared/domain/hours-minutes';
import { type ManualTimeEvent, NOTIFICATION_ROLE } from '@pulse/shared/domain/leave-notifications';
import type { OutgoingMail } from '../../lib/mail/outbox';
import type { NotifiedPerson } from './leave-deliveries';
import type { NewNotification } from './notifications.repository';

// Manual time (spec A §1 offline time) asked for or decided: a new request goes to its deciders (the
// project's managers and the administrators), a decision to the employee. Never to the actor.
export type ManualTimeNotificationEvent = {
  kind: 'manual-time';
  organizationId: string;
  event: ManualTimeEvent;
  actor: NotifiedPerson;
  employee: NotifiedPerson;
  // Who may decide (for a new request); each is told as a manager or as an administrator.
  deciders: readonly (NotifiedPerson & { isManager: boolean })[];
  date: string;
  from: string;
  to: string;
  minutes: number;
  projectName: string | null;
  reason: string;
  // The decider's note (a denial always has one).
  note: string;
};

const whenText = (event: ManualTimeNotificationEvent) =>
  `${formatDurationInProse(event.minutes)} on ${formatDayMonthYear(event.date)} (${event.from}–${event.to})` +
  (event.projectName ? ` for ${event.projectName}` : '');

const verbs: Record<Exclude<ManualTimeEvent, 'manual-time-requested'>, string> = {
  'manual-time-approved': 'approved',
  'manual-time-denied': 'denied',
};

const noteText = (note: string) => (note ? ` Note: ${note}` : '');

const bellRows = (event: ManualTimeNotificationEvent): NewNotification[] => {
  const common = {
    organizationId: event.organizationId,
    leaveId: null,
    projectId: null,
    event: event.event,
    sentBy: { id: event.actor.id, name: event.actor.name },
  };
  if (event.event === 'manual-time-requested') {
    return event.deciders
      .filter((person) => person.id !== event.actor.id)
      .map((person) => ({
        ...common,
        recipientId: person.id,
        recipientRole: person.isManager ? NOTIFICATION_ROLE.manager : NOTIFICATION_ROLE.admin,
        description: `${event.employee.name} asked for manual time: ${whenText(event)}.`,
      }));
  }
  if (event.employee.id === event.actor.id) return [];
  return [
    {
      ...common,
      recipientId: event.employee.id,
      recipientRole: NOTIFICATION_ROLE.applier,
      description: `${event.actor.name} ${verbs[event.event]} your manual time: ${whenText(event)}.${noteText(event.note)}`,
    },
  ];
};

const mails = (event: ManualTimeNotificationEvent): OutgoingMail[] => {
  const seen = new Set<string>([event.actor.id]);
  const once = (people: readonly NotifiedPerson[]) =>
    people.filter((person) => {
      if (seen.has(person.id)) return false;
      seen.add(person.id);
      return true;
    });
  if (event.event === 'manual-time-requested') {
    const subject = `Manual time requested: ${event.employee.name}, ${formatDayMonthYear(event.date)}`;
    const text =
      `${event.employee.name} asked for manual time: ${whenText(event)}.\nReason: ${event.reason}\n\n` +
      'Open Pulse (Manual Time, To approve) to approve or deny it.';
    return once(event.deciders).map((person) => ({
      organizationId: event.organizationId,
      to: person.officialEmail,
      subject,
      text,
    }));
  }
  const verb = verbs[event.event];
  return once([event.employee]).map((person) => ({
    organizationId: event.organizationId,
    to: person.officialEmail,
    subject: `Manual time ${verb}: ${formatDayMonthYear(event.date)} (${event.from}–${event.to})`,
    text: `${event.actor.name} ${verb} your manual time: ${whenText(event)}.${noteText(event.note)}`,
  }));
};

export const manualTimeDeliveries = (
  event: ManualTimeNotificationEvent,
): { notifications: NewNotification[]; mails: OutgoingMail[] } => ({
  notifications: bellRows(event),
  mails: mails(event),
});
