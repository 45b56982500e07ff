import type { Notification } from '@pulse/shared/contracts/notifications';
import type { NotificationEventName, NotificationRole } from '@pulse/shared/domain/leave-notifications';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { employees, mailAttachments, mailOutbox, notifications } from '../../db/schema/index';

export type NewNotification = {
  organizationId: string;
  recipientId: string;
  leaveId: string | null;
  projectId: string | null;
  event: NotificationEventName;
  recipientRole: NotificationRole;
  description: string;
  sentBy: { id: string; name: string } | null;
};

// Written by notify in the transaction of the change it reports; returns what each recipient's bell
// shows, to be emitted once the transaction has committed.
export const insertNotifications = async (
  tx: Transaction,
  rows: NewNotification[],
  now: Date,
): Promise<{ recipientId: string; notification: Notification }[]> => {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(notifications)
    .values(
      rows.map((row) => ({
        organizationId: row.organizationId,
        recipientId: row.recipientId,
        leaveId: row.leaveId,
        projectId: row.projectId,
        event: row.event,
        recipientRole: row.recipientRole,
        description: row.description,
        sentById: row.sentBy?.id ?? null,
        createdAt: now,
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((row, index) => ({
    recipientId: row.recipientId,
    notification: {
      id: inserted[index]?.id ?? '',
      event: row.event,
      recipientRole: row.recipientRole,
      description: row.description,
      sentBy: row.sentBy,
      leaveId: row.leaveId,
      projectId: row.projectId,
      createdAt: now.toISOString(),
      isViewed: false,
    },
  }));
};

// The bell's list: the recipient's newest first, with the sender's name as it is now.
export const listNotifications = (
  db: Database,
  organizationId: string,
  recipientId: string,
  { limit, offset }: { limit: number; offset: number },
) =>
  db
    .select({
      id: notifications.id,
      event: notifications.event,
      recipientRole: notifications.recipientRole,
      description: notifications.description,
      leaveId: notifications.leaveId,
      projectId: notifications.projectId,
      createdAt: notifications.createdAt,
      viewedAt: notifications.viewedAt,
      sentById: notifications.sentById,
      sentByName: employees.name,
    })
    .from(notifications)
    .leftJoin(
      employees,
      and(eq(employees.organizationId, organizationId), eq(employees.id, notifications.sentById)),
    )
    .where(and(eq(notifications.organizationId, organizationId), eq(notifications.recipientId, recipientId)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
export type NotificationRow = Awaited<ReturnType<typeof listNotifications>>[number];

export const markNotificationsViewed = async (
  db: Database,
  organizationId: string,
  recipientId: string,
  now: Date,
) => {
  await db
    .update(notifications)
    .set({ viewedAt: now })
    .where(
      and(
        eq(notifications.organizationId, organizationId),
        eq(notifications.recipientId, recipientId),
        isNull(notifications.viewedAt),
      ),
    );
};

export const countNotifications = async (db: Database, organizationId: string, recipientId: string) => {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.organizationId, organizationId), eq(notifications.recipientId, recipientId)));
  return row?.total ?? 0;
};

export const hasUnreadNotifications = async (db: Database, organizationId: string, recipientId: string) => {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.organizationId, organizationId),
        eq(notifications.recipientId, recipientId),
        isNull(notifications.viewedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
};

const outboxMailColumns = {
  id: mailOutbox.id,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  textBody: mailOutbox.textBody,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

// The organisation's mail, newest first (the Outbox page).
export const listOutbox = (db: Database, organizationId: string, limit: number, offset: number) =>
  db
    .select(outboxMailColumns)
    .from(mailOutbox)
    .where(eq(mailOutbox.organizationId, organizationId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
    .offset(offset);
export type OutboxMailRow = Awaited<ReturnType<typeof listOutbox>>[number];

export const countOutbox = async (db: Database, organizationId: string) => {
  const [row] = await db
    .select({
      total: count(),
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = ${'failed'})`.mapWith(Number),
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.organizationId, organizationId));
  return { total: row?.total ?? 0, failed: row?.failed ?? 0 };
};

// What the listed mails carry, without the bytes: name, type and size (the Outbox page).
export const listAttachmentsOfMails = (
  db: Database | Transaction,
  organizationId: string,
  mailIds: readonly string[],
) =>
  mailIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: mailAttachments.id,
          mailId: mailAttachments.mailId,
          fileName: mailAttachments.fileName,
          contentType: mailAttachments.contentType,
          size: sql<number>`octet_length(${mailAttachments.content})`.mapWith(Number),
        })
        .from(mailAttachments)
        .where(
          and(
            eq(mailAttachments.organizationId, organizationId),
            inArray(mailAttachments.mailId, [...mailIds]),
          ),
        )
        .orderBy(asc(mailAttachments.fileName), asc(mailAttachments.id));
export type OutboxAttachmentRow = Awaited<ReturnType<typeof listAttachmentsOfMails>>[number];

// One file of one mail of the organisation, with its bytes (the Outbox page's download).
export const findMailAttachment = async (
  db: Database,
  organizationId: string,
  mailId: string,
  attachmentId: string,
) => {
  const [row] = await db
    .select({
      fileName: mailAttachments.fileName,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .where(
      and(
        eq(mailAttachments.organizationId, organizationId),
        eq(mailAttachments.mailId, mailId),
        eq(mailAttachments.id, attachmentId),
      ),
    );
  return row;
};

// Locked until the transaction ends, so two administrators sending it again at once send it once.
export const findOutboxMailForUpdate = async (tx: Transaction, organizationId: string, mailId: string) => {
  const [row] = await tx
    .select(outboxMailColumns)
    .from(mailOutbox)
    .where(and(eq(mailOutbox.organizationId, organizationId), eq(mailOutbox.id, mailId)))
    .for('update');
  return row;
};

// Back in the worker's queue as if new: due now, with all its attempts ahead of it. lastError stays,
// the record of why it failed before.
const resentValues = (now: Date) => ({ status: 'pending', attempts: 0, nextAttemptAt: now });

export const markMailPending = async (tx: Transaction, organizationId: string, mailId: string, now: Date) => {
  const [row] = await tx
    .update(mailOutbox)
    .set(resentValues(now))
    .where(and(eq(mailOutbox.organizationId, organizationId), eq(mailOutbox.id, mailId)))
    .returning(outboxMailColumns);
  return row;
};

export const markFailedMailsPending = async (tx: Transaction, organizationId: string, now: Date) => {
  const rows = await tx
    .update(mailOutbox)
    .set(resentValues(now))
    .where(and(eq(mailOutbox.organizationId, organizationId), eq(mailOutbox.status, 'failed')))
    .returning({ id: mailOutbox.id });
  return rows.length;
};
