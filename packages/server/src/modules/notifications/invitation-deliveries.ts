import type { OutgoingMail } from '../../lib/mail/outbox';
import type { NewNotification } from './notifications.repository';

// an employee invited to choose their own password (added with an invitation, imported, or
// sent a new one). A mail only: they cannot sign in to see a bell yet.
export type InvitationNotificationEvent = {
  kind: 'invitation';
  organizationId: string;
  organizationName: string;
  invitedByName: string;
  employee: { name: string; officialEmail: string };
  // The accept page with the token in the link's fragment.
  acceptUrl: string;
  validDays: number;
};

// A subject is one header line, whatever the organisation's name holds.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export const invitationDeliveries = (
  event: InvitationNotificationEvent,
): { notifications: NewNotification[]; mails: OutgoingMail[] } => {
  const text = [
    `Hello ${event.employee.name},`,
    '',
    `${event.invitedByName} has added you to ${event.organizationName} on Pulse.`,
    'Open this link to choose your password:',
    '',
    event.acceptUrl,
    '',
    `The link works once and for ${event.validDays} days. Then sign in with ${event.employee.officialEmail} and your new password.`,
    'If you did not expect this mail, you can ignore it.',
  ].join('\n');
  return {
    notifications: [],
    mails: [
      {
        organizationId: event.organizationId,
        to: event.employee.officialEmail,
        subject: oneLine(`You are invited to ${event.organizationName} on Pulse`),
        text,
      },
    ],
  };
};
