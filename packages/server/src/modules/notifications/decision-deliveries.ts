import {
  NOTIFICATION_ROLE,
  type NotificationEventName,
  type NotificationRole,
} from '@pulse/shared/domain/leave-notifications';
import type { OutgoingMail } from '../../lib/mail/outbox';
import type { NotifiedPerson } from './leave-deliveries';
import type { NewNotification } from './notifications.repository';

// What a request and its decision tell (weekly timesheets, manual time): a request goes to those who
// may decide it, a decision to the employee; never to the actor. The bell row of each recipient (which
// notify also sends live once committed) and one mail to each person, however many ways they may
// decide (a manager who is also an administrator gets one mail).
export type DecisionMessage = {
  organizationId: string;
  event: NotificationEventName;
  actor: NotifiedPerson;
  // Whose request it is: a decision is told to them.
  employee: NotifiedPerson;
  // Who may decide a request, each told in their role (manager or administrator); none for a decision.
  deciders: readonly (NotifiedPerson & { role: NotificationRole })[] | null;
  // The bell's line, and the mail.
  description: string;
  subject: string;
  text: string;
};

export const decisionDeliveries = (
  message: DecisionMessage,
): { notifications: NewNotification[]; mails: OutgoingMail[] } => {
  const recipients = message.deciders ?? [{ ...message.employee, role: NOTIFICATION_ROLE.applier }];
  const notifications = recipients
    .filter((person) => person.id !== message.actor.id)
    .map((person) => ({
      organizationId: message.organizationId,
      recipientId: person.id,
      leaveId: null,
      projectId: null,
      event: message.event,
      recipientRole: person.role,
      description: message.description,
      sentBy: { id: message.actor.id, name: message.actor.name },
    }));
  const mailed = new Set<string>([message.actor.id]);
  const mails = recipients
    .filter((person) => !mailed.has(person.id) && mailed.add(person.id))
    .map((person) => ({
      organizationId: message.organizationId,
      to: person.officialEmail,
      subject: message.subject,
      text: message.text,
    }));
  return { notifications, mails };
};
