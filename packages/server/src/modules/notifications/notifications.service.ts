import type { ListPageQuery } from '@pulse/shared/contracts/list-page';
import {
  NOTIFICATION_LIST_LIMIT,
  type Notification,
  type OutboxMail,
  type ResentMails,
} from '@pulse/shared/contracts/notifications';
import { NOTIFICATION_EVENTS, type NotificationEventName } from '@pulse/shared/domain/leave-notifications';
import { canResendMail, MAIL_STATUSES } from '@pulse/shared/domain/mail-status';
import type { Transaction } from '../../db/client';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import type { ListSlice } from '../../lib/list-page';
import { enqueueMails, type OutgoingMail } from '../../lib/mail/outbox';
import { afterCommit, runTransaction } from '../../lib/transaction';
import { recordAuditEvent } from '../audit/audit.service';
import { type AccountNotificationEvent, accountDeliveries } from './account-deliveries';
import {
  type EmployeeProvisionedNotificationEvent,
  employeeProvisionedDeliveries,
} from './employee-provisioned-deliveries';
import { type InvitationNotificationEvent, invitationDeliveries } from './invitation-deliveries';
import { type LeaveNotificationEvent, leaveDeliveries } from './leave-deliveries';
import { type ManualTimeNotificationEvent, manualTimeDeliveries } from './manual-time-deliveries';
import { type NewsPublishedNotificationEvent, newsPublishedDeliveries } from './news-deliveries';
import { notificationErrors } from './notifications.errors';
import {
  countNotifications,
  countOutbox,
  findMailAttachment,
  findOutboxMailForUpdate,
  hasUnreadNotifications,
  insertNotifications,
  listAttachmentsOfMails,
  listNotifications,
  listOutbox,
  markFailedMailsPending,
  markMailPending,
  markNotificationsViewed,
  type NewNotification,
  type NotificationRow,
  type OutboxAttachmentRow,
  type OutboxMailRow,
} from './notifications.repository';
import { type ProjectBudgetEvent, projectBudgetDeliveries } from './project-budget-deliveries';
import { type TimesheetNotificationEvent, timesheetDeliveries } from './timesheet-deliveries';

// ---- notify: the one way a use case tells people ------------------------------------------------------

// Every kind of event the bell and the mail report. A new kind (a project's budget alert, news
// published, a manual time approval) is one more member here, with its own file composing what it
// delivers (as leave-deliveries.ts does), and one more case in `deliveriesOf`.
export type NotificationEvent =
  | LeaveNotificationEvent
  | ProjectBudgetEvent
  | NewsPublishedNotificationEvent
  | ManualTimeNotificationEvent
  | AccountNotificationEvent
  | InvitationNotificationEvent
  | TimesheetNotificationEvent
  | EmployeeProvisionedNotificationEvent;

type Deliveries = { notifications: NewNotification[]; mails: OutgoingMail[] };

const deliveriesOf = (event: NotificationEvent): Deliveries => {
  switch (event.kind) {
    case 'leave':
      return leaveDeliveries(event);
    case 'project-budget':
      return projectBudgetDeliveries(event);
    case 'news-published':
      return newsPublishedDeliveries(event);
    case 'manual-time':
      return manualTimeDeliveries(event);
    case 'account':
      return accountDeliveries(event);
    case 'invitation':
      return invitationDeliveries(event);
    case 'timesheet':
      return timesheetDeliveries(event);
    case 'employee-provisioned':
      return employeeProvisionedDeliveries(event);
  }
};

// Writes the bell rows and the outbox mails in the caller's transaction (the change and what reports
// it commit together or not at all), and tells connected browsers only once that transaction has
// committed, so nobody is told of a row they cannot read yet or that never came to be. The caller's
// transaction must come from runTransaction (lib/transaction.ts).
export const notify = async (
  deps: Pick<Deps, 'clock' | 'realtime'>,
  tx: Transaction,
  events: readonly NotificationEvent[],
) => {
  const now = deps.clock.now();
  const deliveries = events.map(deliveriesOf);
  const sent = await insertNotifications(
    tx,
    deliveries.flatMap((delivery) => delivery.notifications),
    now,
  );
  await enqueueMails(
    tx,
    deliveries.flatMap((delivery) => delivery.mails),
    now,
  );
  afterCommit(tx, () => {
    for (const { recipientId, notification } of sent) {
      deps.realtime.toEmployee(recipientId, 'notification:created', notification);
    }
  });
};

// ---- The bell and the outbox --------------------------------------------------------------------------

const isKnownEvent = (value: string): value is NotificationEventName =>
  (NOTIFICATION_EVENTS as readonly string[]).includes(value);
const isMailStatus = (value: string): value is OutboxMail['status'] =>
  (MAIL_STATUSES as readonly string[]).includes(value);

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  // Rows are written only by notify; an unknown event is a bug upstream.
  event: isKnownEvent(row.event) ? row.event : 'applied',
  recipientRole: row.recipientRole,
  description: row.description,
  sentBy: row.sentById ? { id: row.sentById, name: row.sentByName ?? '' } : null,
  leaveId: row.leaveId,
  projectId: row.projectId,
  createdAt: row.createdAt.toISOString(),
  isViewed: row.viewedAt !== null,
});

// Every signed-in employee has a bell: the caller's own notifications only (identity from the session).
export const findMyNotifications = async (
  deps: Deps,
  auth: Auth,
  { page, pageSize }: ListPageQuery,
): Promise<ListSlice<Notification> & { hasUnread: boolean }> => {
  const { organizationId, employeeId } = auth;
  const [rows, total, hasUnread] = await Promise.all([
    listNotifications(deps.db, organizationId, employeeId, {
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }),
    countNotifications(deps.db, organizationId, employeeId),
    hasUnreadNotifications(deps.db, organizationId, employeeId),
  ]);
  return { items: rows.map(toNotification), total, page, pageSize, hasUnread };
};

// spec B §4: closing the menu with unread ones marks all viewed and shows the server's list (the
// bell's page: its newest 50).
export const markMyNotificationsViewed = async (deps: Deps, auth: Auth) => {
  await markNotificationsViewed(deps.db, auth.organizationId, auth.employeeId, deps.clock.now());
  return findMyNotifications(deps, auth, { page: 1, pageSize: NOTIFICATION_LIST_LIMIT });
};

const toOutboxMail = (row: OutboxMailRow, attachments: readonly OutboxAttachmentRow[]): OutboxMail => ({
  ...row,
  // Rows are written by the outbox and its worker only; an unknown status is a bug upstream.
  status: isMailStatus(row.status) ? row.status : 'pending',
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  attachments: attachments
    .filter((attachment) => attachment.mailId === row.id)
    .map(({ id, fileName, contentType, size }) => ({ id, fileName, contentType, size })),
});

export const findOutboxPage = async (
  deps: Deps,
  auth: Auth,
  { page, pageSize }: ListPageQuery,
): Promise<ListSlice<OutboxMail> & { failedCount: number }> => {
  requireAccess(auth, 'admin');
  const [rows, counts] = await Promise.all([
    listOutbox(deps.db, auth.organizationId, pageSize, (page - 1) * pageSize),
    countOutbox(deps.db, auth.organizationId),
  ]);
  const attachments = await listAttachmentsOfMails(
    deps.db,
    auth.organizationId,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toOutboxMail(row, attachments)),
    total: counts.total,
    page,
    pageSize,
    failedCount: counts.failed,
  };
};

// A mail the worker gave up on goes back to its queue, with all its attempts ahead of it (the
// administrator has fixed the address or the server). Recorded in the audit trail: it sends mail in
// the organisation's name again.
export const resendMail = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  mailId: string,
): Promise<OutboxMail> => {
  requireAccess(auth, 'admin');
  return runTransaction(deps.db, async (tx) => {
    const mail = await findOutboxMailForUpdate(tx, auth.organizationId, mailId);
    if (!mail) throw new AppError('NOT_FOUND');
    if (!isMailStatus(mail.status) || !canResendMail(mail.status))
      throw new AppError(notificationErrors.MAIL_NOT_FAILED);
    const resent = await markMailPending(tx, auth.organizationId, mailId, deps.clock.now());
    if (!resent) throw new AppError('NOT_FOUND');
    await recordAuditEvent(tx, auth, ipAddress, {
      action: 'mail.resent',
      summary: `Sent the failed mail “${mail.subject}” to ${mail.toAddress} again`,
      details: { mailIds: [mail.id] },
    });
    return toOutboxMail(resent, await listAttachmentsOfMails(tx, auth.organizationId, [resent.id]));
  });
};

// A file a mail of the organisation carries, for an administrator reading the outbox (without SMTP
// the dev mailbox: the only place a kept mail's file can be had). Another organisation's mail or
// file is not found.
export const getOutboxAttachment = async (deps: Deps, auth: Auth, mailId: string, attachmentId: string) => {
  requireAccess(auth, 'admin');
  const attachment = await findMailAttachment(deps.db, auth.organizationId, mailId, attachmentId);
  if (!attachment) throw new AppError('NOT_FOUND', 'Attachment not found.');
  return attachment;
};

// Every failed mail of the organisation, at once (after a long outage of the mail server).
export const resendFailedMails = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
): Promise<ResentMails> => {
  requireAccess(auth, 'admin');
  return runTransaction(deps.db, async (tx) => {
    const resent = await markFailedMailsPending(tx, auth.organizationId, deps.clock.now());
    // Nothing sent again, nothing to record.
    if (resent > 0)
      await recordAuditEvent(tx, auth, ipAddress, {
        action: 'mail.resent',
        summary: resent === 1 ? 'Sent 1 failed mail again' : `Sent ${resent} failed mails again`,
        details: { count: resent },
      });
    return { resent };
  });
};
