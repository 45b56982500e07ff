import type { Transaction } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export type OutgoingMail = { organizationId: string; to: string; subject: string; text: string };

// Written in the transaction of the change the mail reports: the change and its mail commit
// together or not at all. The mail worker sends pending rows (or keeps them when no SMTP is set).
export const enqueueMails = async (tx: Transaction, mails: OutgoingMail[], now: Date) => {
  if (mails.length === 0) return;
  await tx.insert(mailOutbox).values(
    mails.map((mail) => ({
      organizationId: mail.organizationId,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
};
