// A mail in the outbox: 'pending' (due now or after a retry's wait), 'sent', 'failed' (the worker gave
// up after its attempts) or 'kept' (no SMTP configured: administrators read it in the outbox).
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

// Only a mail the worker gave up on is sent again: a pending one is still being tried, a sent one
// arrived, a kept one has no SMTP to go to.
export const canResendMail = (status: MailStatus) => status === 'failed';

// The last SMTP error is worth showing while it is the mail's story: when it failed for good, and when
// it is pending a retry after failing. A mail sent again starts its attempts afresh (0): its old error
// stays in the row, for the record, but no longer describes it.
export const shouldShowLastError = (mail: {
  status: MailStatus;
  attempts: number;
  lastError: string | null;
}) =>
  mail.lastError !== null && (mail.status === 'failed' || (mail.status === 'pending' && mail.attempts > 0));
