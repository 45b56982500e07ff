import type { OutgoingMail } from '../../lib/mail/outbox';
import type { NotifiedPerson } from './leave-deliveries';
import type { NewNotification } from './notifications.repository';

// A news item published for the first time with Send Email on (spec B §2 News updates, §3 isSendMail):
// one mail per active employee of the organisation, with the title, the first lines and a link to the
// detail. No bell row: the dashboard's tiles show the item live instead.
export type NewsPublishedNotificationEvent = {
  kind: 'news-published';
  organizationId: string;
  title: string;
  // The description's first lines, as plain text.
  openingLines: readonly string[];
  // The detail page (/dashboard/LiveNewsUpdatesDetails/{id}) as an absolute URL.
  detailUrl: string;
  recipients: readonly NotifiedPerson[];
};

export const newsPublishedDeliveries = (
  event: NewsPublishedNotificationEvent,
): { notifications: NewNotification[]; mails: OutgoingMail[] } => {
  const text = `${event.openingLines.join('\n')}\n\nRead the whole update in Pulse: ${event.detailUrl}`;
  // A subject is one header line, whatever the title holds.
  const subject = event.title.replace(/\s+/g, ' ').trim();
  const seen = new Set<string>();
  const mails = event.recipients.flatMap((person) => {
    const address = person.officialEmail.toLowerCase();
    if (seen.has(address)) return [];
    seen.add(address);
    return [{ organizationId: event.organizationId, to: person.officialEmail, subject, text }];
  });
  return { notifications: [], mails };
};
