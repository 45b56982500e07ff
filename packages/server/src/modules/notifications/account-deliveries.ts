import { PASSWORD_RESET_LINK_MINUTES } from '@pulse/shared/contracts/passwords';
import type { OutgoingMail } from '../../lib/mail/outbox';
import type { NotifiedPerson } from './leave-deliveries';
import type { NewNotification } from './notifications.repository';

// Mail about a person's own account: the reset link they asked for, and word that
// their password changed, so a change they did not make does not go unnoticed. Mail only: the bell is
// for signed-in work, and whoever asked for a link is not signed in.
export type AccountNotificationEvent =
  | {
      kind: 'account';
      event: 'password-reset-link';
      organizationId: string;
      person: Omit<NotifiedPerson, 'id'>;
      // The reset page with the token in its fragment; it exists only in this mail.
      resetUrl: string;
      // Where to ask for a new link, for someone who never asked.
      forgotPasswordUrl: string;
    }
  | {
      kind: 'account';
      event: 'password-changed';
      organizationId: string;
      person: Omit<NotifiedPerson, 'id'>;
      how: 'reset-link' | 'profile';
      forgotPasswordUrl: string;
    };

const mailOf = (event: AccountNotificationEvent): OutgoingMail => {
  const greeting = `Hello ${event.person.name},\n\n`;
  if (event.event === 'password-reset-link') {
    return {
      organizationId: event.organizationId,
      to: event.person.officialEmail,
      subject: 'Choose a new Pulse password',
      text:
        `${greeting}someone (we hope you) asked to reset the password of your Pulse account. ` +
        `Choose a new one here; the link works once, for ${PASSWORD_RESET_LINK_MINUTES} minutes:\n\n` +
        `${event.resetUrl}\n\n` +
        'If you did not ask, ignore this mail: your password stays as it is.',
    };
  }
  const where =
    event.how === 'reset-link' ? 'with the link we sent you' : 'on your profile page (My Profile)';
  return {
    organizationId: event.organizationId,
    to: event.person.officialEmail,
    subject: 'Your Pulse password was changed',
    text:
      `${greeting}the password of your Pulse account was changed ${where}. ` +
      'Your other sessions and your tracker were signed out.\n\n' +
      `If this was not you, choose a new password at once (${event.forgotPasswordUrl}) ` +
      'and tell your administrator.',
  };
};

export const accountDeliveries = (
  event: AccountNotificationEvent,
): { notifications: NewNotification[]; mails: OutgoingMail[] } => ({
  notifications: [],
  mails: [mailOf(event)],
});
