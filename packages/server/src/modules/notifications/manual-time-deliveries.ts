import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { formatDurationInProse } from '@pulse/shared/domain/hours-minutes';
import { type ManualTimeEvent, NOTIFICATION_ROLE } from '@pulse/shared/domain/leave-notifications';
import { decisionDeliveries } from './decision-deliveries';
import type { NotifiedPerson } from './leave-deliveries';

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

export const manualTimeDeliveries = (event: ManualTimeNotificationEvent) => {
  const common = {
    organizationId: event.organizationId,
    event: event.event,
    actor: event.actor,
    employee: event.employee,
  };
  if (event.event === 'manual-time-requested') {
    const description = `${event.employee.name} asked for manual time: ${whenText(event)}.`;
    return decisionDeliveries({
      ...common,
      deciders: event.deciders.map((person) => ({
        ...person,
        role: person.isManager ? NOTIFICATION_ROLE.manager : NOTIFICATION_ROLE.admin,
      })),
      description,
      subject: `Manual time requested: ${event.employee.name}, ${formatDayMonthYear(event.date)}`,
      text:
        `${description}\nReason: ${event.reason}\n\n` +
        'Open Pulse (Manual Time, To approve) to approve or deny it.',
    });
  }
  const verb = verbs[event.event];
  const description = `${event.actor.name} ${verb} your manual time: ${whenText(event)}.${noteText(event.note)}`;
  return decisionDeliveries({
    ...common,
    deciders: null,
    description,
    subject: `Manual time ${verb}: ${formatDayMonthYear(event.date)} (${event.from}–${event.to})`,
    text: description,
  });
};
