import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import {
  type LeaveEvent,
  leaveNotificationDescriptions,
  NOTIFICATION_ROLE,
  type NotificationRole,
} from '@pulse/shared/domain/leave-notifications';
import type { OutgoingMail } from '../../lib/mail/outbox';
import type { NewNotification } from './notifications.repository';

export type NotifiedPerson = { id: string; name: string; officialEmail: string };

// A leave applied for or acted on (spec B §3 Leave notification): who acted, whose leave it is, the
// managers it was applied to and the organisation's admins.
export type LeaveNotificationEvent = {
  kind: 'leave';
  organizationId: string;
  leaveId: string;
  event: LeaveEvent;
  actor: NotifiedPerson;
  applicant: NotifiedPerson;
  managers: readonly NotifiedPerson[];
  admins: readonly NotifiedPerson[];
  fromDate: string;
  toDate: string;
  // The applicant's reason, quoted by the mail of an application.
  description: string;
};

// Each person once, never the actor: the applicant as applier, chosen managers as managers, the other
// admins as admins (spec B §3 IsManager).
const bellRows = (input: LeaveNotificationEvent): NewNotification[] => {
  const descriptions = leaveNotificationDescriptions({
    event: input.event,
    applicantName: input.applicant.name,
    actorName: input.actor.name,
    fromDate: input.fromDate,
    toDate: input.toDate,
  });
  const roleOf = new Map<string, NotificationRole>();
  for (const admin of input.admins) roleOf.set(admin.id, NOTIFICATION_ROLE.admin);
  for (const manager of input.managers) roleOf.set(manager.id, NOTIFICATION_ROLE.manager);
  roleOf.set(input.applicant.id, NOTIFICATION_ROLE.applier);
  roleOf.delete(input.actor.id);
  return [...roleOf].map(([recipientId, role]) => ({
    organizationId: input.organizationId,
    recipientId,
    leaveId: input.leaveId,
    projectId: null,
    event: input.event,
    recipientRole: role,
    description: descriptions[role],
    sentBy: { id: input.actor.id, name: input.actor.name },
  }));
};

const eventSubjects: Record<LeaveEvent, string> = {
  applied: 'Leave applied',
  approved: 'Leave approved',
  rejected: 'Leave rejected',
  cancelled: 'Leave cancelled',
  'marked-present': 'Marked present',
};

const eventVerbs: Record<LeaveEvent, string> = {
  applied: 'applied for',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
  'marked-present': 'marked present',
};

const datesText = (fromDate: string, toDate: string) =>
  fromDate === toDate
    ? formatDayMonthYear(fromDate)
    : `${formatDayMonthYear(fromDate)} to ${formatDayMonthYear(toDate)}`;

// Applied: the chosen managers and the admins hear of it; a decision: the applicant and the managers.
// Never the actor, each address once.
const mails = (input: LeaveNotificationEvent): OutgoingMail[] => {
  const recipients =
    input.event === 'applied' ? [...input.managers, ...input.admins] : [input.applicant, ...input.managers];
  const seen = new Set<string>([input.actor.id]);
  const subject = `${eventSubjects[input.event]}: ${input.applicant.name}, ${datesText(input.fromDate, input.toDate)}`;
  const text =
    input.event === 'applied'
      ? `${input.applicant.name} applied for leave (${datesText(input.fromDate, input.toDate)}).\nReason: ${input.description}\n\nOpen Pulse to approve or reject it.`
      : `${input.actor.name} ${eventVerbs[input.event]} the leave of ${input.applicant.name} (${datesText(input.fromDate, input.toDate)}).`;
  return recipients.flatMap((person) => {
    if (seen.has(person.id)) return [];
    seen.add(person.id);
    return [{ organizationId: input.organizationId, to: person.officialEmail, subject, text }];
  });
};

export const leaveDeliveries = (
  event: LeaveNotificationEvent,
): { notifications: NewNotification[]; mails: OutgoingMail[] } => ({
  notifications: bellRows(event),
  mails: mails(event),
});
