import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employees, newsAttachments, newsItems } from '../../db/schema/index';

// Every query takes the organisation first and filters on it.

// spec A §6, spec B §6: administrators see drafts; everyone else the published items only.
export type NewsVisibility = { includeDrafts: boolean };

const visibleNews = (organizationId: string, visibility: NewsVisibility, newsId?: string): SQL | undefined =>
  and(
    eq(newsItems.organizationId, organizationId),
    visibility.includeDrafts ? undefined : eq(newsItems.isPublished, true),
    newsId === undefined ? undefined : eq(newsItems.id, newsId),
  );

const summaryColumns = {
  id: newsItems.id,
  title: newsItems.title,
  descriptionText: newsItems.descriptionText,
  entryDate: newsItems.entryDate,
  isPublished: newsItems.isPublished,
  isSendMail: newsItems.isSendMail,
  bannerStorageKey: newsItems.bannerStorageKey,
  authorName: employees.name,
  updatedAt: newsItems.updatedAt,
  attachmentCount: sql<number>`(select count(*)::int from ${newsAttachments}
    where ${newsAttachments.newsId} = ${newsItems.id})`,
};

// Newest entry date first, then the newest saved (spec B §2: newest first).
export const findNewsPage = (
  db: Database,
  organizationId: string,
  filter: NewsVisibility & { limit: number; offset: number },
) =>
  db
    .select(summaryColumns)
    .from(newsItems)
    .leftJoin(employees, eq(employees.id, newsItems.authorId))
    .where(visibleNews(organizationId, filter))
    .orderBy(desc(newsItems.entryDate), desc(newsItems.createdAt), desc(newsItems.id))
    .limit(filter.limit)
    .offset(filter.offset);
export type NewsSummaryRow = Awaited<ReturnType<typeof findNewsPage>>[number];

export const countNews = async (db: Database, organizationId: string, visibility: NewsVisibility) => {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(newsItems)
    .where(visibleNews(organizationId, visibility));
  return row?.total ?? 0;
};

export const findNewsItem = async (
  db: Database,
  organizationId: string,
  newsId: string,
  visibility: NewsVisibility,
) => {
  const [row] = await db
    .select({ ...summaryColumns, descriptionHtml: newsItems.descriptionHtml })
    .from(newsItems)
    .leftJoin(employees, eq(employees.id, newsItems.authorId))
    .where(visibleNews(organizationId, visibility, newsId));
  return row;
};

export const findAttachments = (db: Database, organizationId: string, newsId: string) =>
  db
    .select()
    .from(newsAttachments)
    .where(and(eq(newsAttachments.organizationId, organizationId), eq(newsAttachments.newsId, newsId)))
    .orderBy(asc(newsAttachments.uploadedAt), asc(sql`lower(${newsAttachments.fileName})`));
export type NewsAttachmentRow = Awaited<ReturnType<typeof findAttachments>>[number];

export const findAttachment = async (
  db: Database,
  organizationId: string,
  newsId: string,
  attachmentId: string,
) => {
  const [row] = await db
    .select()
    .from(newsAttachments)
    .where(
      and(
        eq(newsAttachments.organizationId, organizationId),
        eq(newsAttachments.newsId, newsId),
        eq(newsAttachments.id, attachmentId),
      ),
    );
  return row;
};

// Saves of one item run one after the other from here to the commit (attachment count, first publish).
export const lockNewsItem = async (db: Database, organizationId: string, newsId: string) => {
  const [row] = await db
    .select()
    .from(newsItems)
    .where(and(eq(newsItems.organizationId, organizationId), eq(newsItems.id, newsId)))
    .for('update');
  return row;
};

export const insertNewsItem = async (db: Database, values: typeof newsItems.$inferInsert) => {
  await db.insert(newsItems).values(values);
};

export const updateNewsItem = async (
  db: Database,
  organizationId: string,
  newsId: string,
  values: Partial<typeof newsItems.$inferInsert>,
) => {
  await db
    .update(newsItems)
    .set(values)
    .where(and(eq(newsItems.organizationId, organizationId), eq(newsItems.id, newsId)));
};

// A name the item already has (any case) is skipped, not an error (spec B §5: duplicates ignored);
// returns the storage keys that went in, so the caller can delete the files of the skipped ones.
export const insertAttachments = async (db: Database, values: (typeof newsAttachments.$inferInsert)[]) => {
  if (values.length === 0) return [];
  const rows = await db
    .insert(newsAttachments)
    .values(values)
    .onConflictDoNothing()
    .returning({ storageKey: newsAttachments.storageKey });
  return rows.map((row) => row.storageKey);
};

// Ids that are not this item's are ignored; returns the storage keys to delete once committed.
export const deleteAttachments = async (
  db: Database,
  organizationId: string,
  newsId: string,
  attachmentIds: string[],
) => {
  if (attachmentIds.length === 0) return [];
  const rows = await db
    .delete(newsAttachments)
    .where(
      and(
        eq(newsAttachments.organizationId, organizationId),
        eq(newsAttachments.newsId, newsId),
        inArray(newsAttachments.id, attachmentIds),
      ),
    )
    .returning({ storageKey: newsAttachments.storageKey });
  return rows.map((row) => row.storageKey);
};

// Deletes the item and its attachments; returns the attachments' storage keys and the banner's.
export const deleteNewsItem = async (db: Database, organizationId: string, newsId: string) => {
  const attachments = await db
    .delete(newsAttachments)
    .where(and(eq(newsAttachments.organizationId, organizationId), eq(newsAttachments.newsId, newsId)))
    .returning({ storageKey: newsAttachments.storageKey });
  const items = await db
    .delete(newsItems)
    .where(and(eq(newsItems.organizationId, organizationId), eq(newsItems.id, newsId)))
    .returning({ bannerStorageKey: newsItems.bannerStorageKey });
  return {
    attachmentKeys: attachments.map((row) => row.storageKey),
    bannerKey: items[0]?.bannerStorageKey ?? null,
  };
};

// spec B §2 Send Email: every active employee of the organisation.
export const findMailRecipients = (db: Database, organizationId: string) =>
  db
    .select({ id: employees.id, name: employees.name, officialEmail: employees.officialEmail })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
      ),
    )
    .orderBy(asc(employees.employeeNumber));
