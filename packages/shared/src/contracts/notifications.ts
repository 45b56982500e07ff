import { z } from 'zod';
import { NOTIFICATION_EVENTS } from '../domain/leave-notifications';
import { MAIL_STATUSES } from '../domain/mail-status';
import { listPageQuerySchema, listPageSchema } from './list-page';
import type { NewsPublishedEvent } from './news';
import type { WorkingNowChangedEvent } from './tracker-status';

// The notification bell (spec B §2, §3 Leave notification, §4; and a project's budget alerts) and the
// mail outbox.

export const notificationSchema = z.object({
  id: z.uuid(),
  event: z.enum(NOTIFICATION_EVENTS),
  // spec B §3: 1 manager, 2 applier, 3 admin.
  recipientRole: z.number().int(),
  description: z.string(),
  sentBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  leaveId: z.uuid().nullable(),
  // A budget alert's project.
  projectId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  isViewed: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

// The newest first; the bell shows at most this many.
export const NOTIFICATION_LIST_LIMIT = 50;
export const notificationListQuerySchema = listPageQuerySchema(NOTIFICATION_LIST_LIMIT);
export const notificationListSchema = listPageSchema(notificationSchema).extend({ hasUnread: z.boolean() });
export type NotificationList = z.infer<typeof notificationListSchema>;

// Socket.IO events the server emits to an employee's room (`employee:{id}`).
// `news:published` goes to every employee of the organisation (room `organization:{id}`),
// `working-now:changed` to its administrators (room `administrators:{id}`).
export const SOCKET_EVENTS = {
  notificationCreated: 'notification:created',
  newsPublished: 'news:published',
  workingNowChanged: 'working-now:changed',
} as const;
export type ServerToClientEvents = {
  'notification:created': (notification: Notification) => void;
  'news:published': (news: NewsPublishedEvent) => void;
  // To administrators only (contracts/tracker-status.ts).
  'working-now:changed': (change: WorkingNowChangedEvent) => void;
};

// ---- Outbox (admins: the mail the organisation sent or keeps) ------------------------------------------

// A file a mail carries (a scheduled report); its bytes through GET /outbox/{id}/attachments/{attachmentId}.
export const outboxAttachmentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type OutboxAttachment = z.infer<typeof outboxAttachmentSchema>;

export const outboxMailSchema = z.object({
  id: z.uuid(),
  toAddress: z.string(),
  subject: z.string(),
  textBody: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  attachments: z.array(outboxAttachmentSchema),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
// 20 a page, as the leaves and attendance lists (spec B §9).
export const OUTBOX_PAGE_SIZE = 20;
export const outboxListQuerySchema = listPageQuerySchema(OUTBOX_PAGE_SIZE);
export const outboxPageSchema = listPageSchema(outboxMailSchema).extend({
  // The organisation's failed mail on every page, for "Resend failed mails (N)".
  failedCount: z.number().int(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const outboxMailIdParamsSchema = z.object({ id: z.uuid() });
export const outboxAttachmentParamsSchema = z.object({ id: z.uuid(), attachmentId: z.uuid() });

// POST /outbox/resend-failed: how many failed mails went back to pending.
export const resentMailsSchema = z.object({ resent: z.number().int() });
export type ResentMails = z.infer<typeof resentMailsSchema>;
