import { LIST_PAGE_SIZE } from '@pulse/shared/contracts/leaves';
import {
  MAIL_STATUSES,
  NOTIFICATION_LIST_LIMIT,
  type Notification,
  type NotificationList,
  type OutboxMail,
  type OutboxPage,
} from '@pulse/shared/contracts/notifications';
import { LEAVE_EVENTS, type LeaveEvent } from '@pulse/shared/domain/leave-notifications';
import { requireAdmin } from '../../lib/access-checks';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import {
  countOutbox,
  hasUnreadNotifications,
  listNotifications,
  listOutbox,
  markNotificationsViewed,
  type NotificationRow,
} from './notifications.repository';

const isLeaveEvent = (value: string): value is LeaveEvent =>
  (LEAVE_EVENTS as readonly string[]).includes(value);
const isMailStatus = (value: string): value is OutboxMail['status'] =>
  (MAIL_STATUSES as readonly string[]).includes(value);

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  // Rows are written only by the leave use cases with these events; anything else is a bug upstream.
  event: isLeaveEvent(row.event) ? row.event : 'applied',
  recipientRole: row.recipientRole,
  description: row.description,
  sentBy: row.sentById ? { id: row.sentById, name: row.sentByName ?? '' } : null,
  leaveId: row.leaveId,
  createdAt: row.createdAt.toISOString(),
  isViewed: row.viewedAt !== null,
});

// Every signed-in employee has a bell: the caller's own notifications only (identity from the session).
export const findMyNotifications = async (deps: Deps, auth: Auth): Promise<NotificationList> => {
  const [rows, hasUnread] = await Promise.all([
    listNotifications(deps.db, auth.organizationId, auth.employeeId, NOTIFICATION_LIST_LIMIT),
    hasUnreadNotifications(deps.db, auth.organizationId, auth.employeeId),
  ]);
  return { items: rows.map(toNotification), hasUnread };
};

// spec B §4: closing the menu with unread ones marks all viewed and shows the server's list.
export const markMyNotificationsViewed = async (deps: Deps, auth: Auth): Promise<NotificationList> => {
  await markNotificationsViewed(deps.db, auth.organizationId, auth.employeeId, deps.clock.now());
  return findMyNotifications(deps, auth);
};

export const OUTBOX_PAGE_SIZE = LIST_PAGE_SIZE;

export const findOutboxPage = async (deps: Deps, auth: Auth, page: number): Promise<OutboxPage> => {
  requireAdmin(auth);
  const [rows, total] = await Promise.all([
    listOutbox(deps.db, auth.organizationId, OUTBOX_PAGE_SIZE, (page - 1) * OUTBOX_PAGE_SIZE),
    countOutbox(deps.db, auth.organizationId),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      status: isMailStatus(row.status) ? row.status : 'pending',
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    page,
    pageSize: OUTBOX_PAGE_SIZE,
    total,
    totalPages: Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE)),
  };
};
