import { describe, expect, it } from 'vitest';
import { canResendMail, MAIL_STATUSES, type MailStatus, shouldShowLastError } from './mail-status';

describe('canResendMail', () => {
  it.each(MAIL_STATUSES.map((status) => [status, status === 'failed'] as const))(
    '%s → %s',
    (status, expected) => {
      expect(canResendMail(status)).toBe(expected);
    },
  );
});

describe('shouldShowLastError', () => {
  const ERROR = '550 5.1.1 <address>: Recipient address rejected';
  it.each<[MailStatus, number, string | null, boolean]>([
    ['failed', 5, ERROR, true],
    ['pending', 2, ERROR, true],
    // Sent again: attempts start afresh and the old error no longer describes the mail.
    ['pending', 0, ERROR, false],
    ['pending', 0, null, false],
    ['sent', 3, null, false],
    // Kept by an instance without SMTP after a sender had tried it.
    ['kept', 1, ERROR, false],
    ['failed', 5, null, false],
  ])('%s after %i attempts, error %s → %s', (status, attempts, lastError, expected) => {
    expect(shouldShowLastError({ status, attempts, lastError })).toBe(expected);
  });
});
