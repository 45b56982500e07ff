import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../db/client';
import { mailAttachments, mailOutbox } from '../../db/schema/index';

// A file a mail carries; its name and type are the server's own (a report it built), never an upload's.
export type MailAttachment = { fileName: string; contentType: string; content: Buffer };

export type OutgoingMail = {
  organizationId: string;
  to: string;
  subject: string;
  text: string;
  attachments?: readonly MailAttachment[];
};

// A mail's files together, at most spec B §9's attachment limit (10,000,000 bytes). Base64 makes them
// a third larger on the wire, about 13.4 MB, under the 20–25 MB most mail servers accept, so a mail that
// fits here is not refused for its size. Each recipient's mail holds its own copy in the outbox.
export const MAIL_ATTACHMENTS_MAX_BYTES = 10_000_000;

const attachmentsSize = (attachments: readonly MailAttachment[]) =>
  attachments.reduce((sum, attachment) => sum + attachment.content.byteLength, 0);

// Written in the transaction of the change the mail reports: the change and its mail commit
// together or not at all. The mail worker sends pending rows (or keeps them when no SMTP is set).
// Callers check the size first (attachmentsSize) and say in the mail why a file is left out; a mail
// over the limit here is a defect, refused before anything is written.
export const enqueueMails = async (tx: Transaction, mails: readonly OutgoingMail[], now: Date) => {
  if (mails.length === 0) return;
  for (const mail of mails) {
    const size = attachmentsSize(mail.attachments ?? []);
    if (size > MAIL_ATTACHMENTS_MAX_BYTES)
      throw new Error(
        `a mail's attachments hold ${size} bytes, over the ${MAIL_ATTACHMENTS_MAX_BYTES} a mail may carry`,
      );
  }
  // Ids made here, so each file names its mail without relying on the order RETURNING answers in.
  const rows = mails.map((mail) => ({ id: randomUUID(), mail }));
  await tx.insert(mailOutbox).values(
    rows.map(({ id, mail }) => ({
      id,
      organizationId: mail.organizationId,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
  const attachments = rows.flatMap(({ id, mail }) =>
    (mail.attachments ?? []).map((attachment) => ({
      organizationId: mail.organizationId,
      mailId: id,
      fileName: attachment.fileName,
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  );
  if (attachments.length > 0) await tx.insert(mailAttachments).values(attachments);
};
