import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { organizations } from './organizations';

// spec B §3 News update. The description is stored sanitised (what every reader gets) and as plain
// text for tiles, lists and search; the banner is a server-cut JPEG in storage.
export const newsItems = pgTable(
  'news_items',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    title: text('title').notNull(),
    descriptionHtml: text('description_html').notNull(),
    descriptionText: text('description_text').notNull(),
    // spec B §3 DateOfEntry: a calendar day chosen in the form.
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    // spec B §3 Status (published) and isSendMail.
    isPublished: boolean('is_published').notNull(),
    isSendMail: boolean('is_send_mail').notNull(),
    authorId: uuid('author_id').references(() => employees.id),
    bannerStorageKey: text('banner_storage_key'),
    // First publication; the mail goes out once, when this is set with isSendMail on.
    publishedAt: timestamp('published_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('news_items_list_idx').on(
      table.organizationId,
      table.isPublished,
      table.entryDate,
      table.createdAt,
    ),
  ],
);

// spec B §3 News update attachments (name, url). Names are unique per item: a duplicate is ignored.
export const newsAttachments = pgTable(
  'news_attachments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    newsId: uuid('news_id')
      .notNull()
      .references(() => newsItems.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('news_attachments_name_unique').on(table.newsId, sql`lower(${table.fileName})`)],
);
