import { LEAVE_STATUS } from '@pulse/shared/domain/leave-status';
import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_BASE_MS } from '../../lib/mail/mail-worker';
import { leaveDeliveries } from '../../modules/notifications/leave-deliveries';
import type { Transaction } from '../client';
import { employees, leaves, mailOutbox } from '../schema/index';

// The demo's outbox holds one mail the worker gave up on, as a real mail server refuses an address it
// has no mailbox for, so the Mail Outbox shows its Last error and Resend from the first start: the
// latest approval's mail to the applicant. The worker never takes a failed mail, so it stays as seeded
// until an administrator sends it again.
export const seedDemoFailedMail = async (tx: Transaction, organizationId: string) => {
  const applicant = alias(employees, 'applicant');
  const decider = alias(employees, 'decider');
  const [leave] = await tx
    .select({
      id: leaves.id,
      fromDate: leaves.fromDate,
      toDate: leaves.toDate,
      description: leaves.description,
      decidedAt: leaves.decidedAt,
      applicant: { id: applicant.id, name: applicant.name, officialEmail: applicant.officialEmail },
      decider: { id: decider.id, name: decider.name, officialEmail: decider.officialEmail },
    })
    .from(leaves)
    .innerJoin(applicant, eq(applicant.id, leaves.employeeId))
    .innerJoin(decider, eq(decider.id, leaves.decidedById))
    .where(
      and(
        eq(leaves.organizationId, organizationId),
        eq(leaves.status, LEAVE_STATUS.approved),
        isNotNull(leaves.decidedAt),
        ne(leaves.decidedById, leaves.employeeId),
      ),
    )
    .orderBy(desc(leaves.decidedAt))
    .limit(1);
  if (!leave?.decidedAt) return;
  const [mail] = leaveDeliveries({
    kind: 'leave',
    organizationId,
    leaveId: leave.id,
    event: 'approved',
    actor: leave.decider,
    applicant: leave.applicant,
    managers: [],
    admins: [],
    fromDate: leave.fromDate,
    toDate: leave.toDate,
    description: leave.description,
  }).mails;
  if (!mail) return;
  // The worker's five attempts, 1 + 2 + 4 + 8 minutes apart, ended a quarter of an hour after it.
  const gaveUpAt = new Date(leave.decidedAt.getTime() + 15 * MAIL_RETRY_BASE_MS);
  await tx.insert(mailOutbox).values({
    organizationId,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    status: 'failed',
    attempts: MAIL_MAX_ATTEMPTS,
    nextAttemptAt: gaveUpAt,
    lastError: `Can't send mail - all recipients were rejected: 550 5.1.1 <${mail.to}>: Recipient address rejected: User unknown in virtual mailbox table`,
    createdAt: leave.decidedAt,
  });
};
