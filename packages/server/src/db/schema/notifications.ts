import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { leaves } from './leaves';
import { organizations } from './organizations';
import { projects } from './projects';

// spec B §3 Leave notification: one row per recipient, with the description for their role
// (1 manager, 2 applier, otherwise admin — spec B §3 "IsManager"). A project's budget alert uses the
// same rows, with the project instead of the leave.
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => employees.id),
    leaveId: uuid('leave_id').references(() => leaves.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id),
    // 'applied' | 'approved' | 'rejected' | 'cancelled' | 'marked-present' | 'project-budget'
    event: text('event').notNull(),
    recipientRole: smallint('recipient_role').notNull(),
    description: text('description').notNull(),
    sentById: uuid('sent_by_id').references(() => employees.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_recipient_idx').on(table.organizationId, table.recipientId, table.createdAt),
  ],
);

// Mail written in the same transaction as the change it reports; a worker sends it (SMTP) or, with
// no SMTP configured, it stays here for administrators to read (the dev mailbox).
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    // 'pending' | 'sent' | 'failed' (gave up) | 'kept' (no SMTP configured)
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_organization_idx').on(table.organizationId, table.createdAt),
  ],
);

// bytea: node-postgres reads it as a Buffer, PGlite as a Uint8Array; both become a Buffer.
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

// The files a mail carries (a scheduled report), written with it in one transaction and deleted with
// it. In the database rather than the file store: a mail and its file commit together or not at all,
// and they are small: a mail's files together at most MAIL_ATTACHMENTS_MAX_BYTES (lib/mail/outbox.ts),
// which the check holds each file to.
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    // Made by the server (the report's name), never a user's upload.
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytes('content').notNull(),
  },
  (table) => [
    // The worker reads a mail's files by its id alone (the outbox is a queue across organisations).
    index('mail_attachments_mail_idx').on(table.mailId),
    check('mail_attachments_size_check', sql`octet_length(${table.content}) <= 10000000`),
  ],
);

// Instances that can send mail (SMTP_URL set) note themselves here on every tick of their mail worker.
// An instance without SMTP keeps due mail ('kept') only when no sender has been seen lately: in a
// mixed deployment, mail left for a sender must not be taken from it. Not tenant data: one row per
// running process, deleted by the workers a day after it was last seen.
export const mailSenders = pgTable('mail_senders', {
  // A random UUID per process.
  instanceId: text('instance_id').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});
