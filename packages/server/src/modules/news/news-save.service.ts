import { randomUUID } from 'node:crypto';
import { NEWS_LIMITS, type NewsSaved } from '@pulse/shared/contracts/news';
import type { Transaction } from '../../db/client';
import type { newsAttachments } from '../../db/schema/index';
import { requireAccess } from '../../lib/access-checks';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { newsAttachmentKey, newsBannerKey, newsBannerTileKey } from '../../lib/storage/storage';
import { afterCommit, runTransaction } from '../../lib/transaction';
import { notify } from '../notifications/notifications.service';
import * as repository from './news.repository';
import { openingLinesOf, prepareRequiredDescription } from './news-description';
import { newsNotFound } from './news-errors';
import { type Banner, bannerFiles, cutBanner } from './news-pictures';
import {
  type CheckedAttachment,
  checkAttachments,
  type NewsBody,
  type NewsUpload,
  parseNewsBody,
  tooManyAttachments,
} from './news-upload';

// Saving news updates (spec B §4, §5 news form): administrators add, edit and delete them.

// The link to an item's page in the portal, for the mail (built by the route, which knows the origin).
export type NewsPageUrlOf = (newsId: string) => string;

// The request's body, read only once the caller may save (as documents read theirs): nobody uploads
// megabytes to learn they may not.
export type ReadNewsUpload = () => Promise<NewsUpload>;

// Storage cleanup after the database has moved on: a failure leaves a file that nothing names (the
// sweep deletes it later), never a row naming a missing file, so it must not fail the request.
const deleteQuietly = async (deps: Deps, keys: (string | null | undefined)[]) => {
  await Promise.allSettled(keys.flatMap((key) => (key ? [deps.storage.delete(key)] : [])));
};

// The files of a save go to storage before its rows: the rows commit only once every file is there.
type StoredFiles = {
  bannerKey: string | null;
  attachments: (typeof newsAttachments.$inferInsert)[];
};

const storeFiles = async (
  deps: Deps,
  auth: Auth,
  newsId: string,
  banner: Banner | null,
  attachments: CheckedAttachment[],
  written: string[],
): Promise<StoredFiles> => {
  let bannerKey: string | null = null;
  if (banner) {
    bannerKey = newsBannerKey(auth.organizationId, newsId);
    const tileKey = newsBannerTileKey(bannerKey);
    written.push(bannerKey, tileKey);
    await deps.storage.put(bannerKey, banner.full, 'image/jpeg');
    await deps.storage.put(tileKey, banner.tile, 'image/jpeg');
  }
  const uploadedAt = deps.clock.now();
  const rows: StoredFiles['attachments'] = [];
  for (const attachment of attachments) {
    const storageKey = newsAttachmentKey(auth.organizationId, newsId);
    written.push(storageKey);
    await deps.storage.put(storageKey, attachment.bytes, attachment.contentType);
    rows.push({
      organizationId: auth.organizationId,
      newsId,
      fileName: attachment.fileName,
      storageKey,
      contentType: attachment.contentType,
      sizeBytes: attachment.bytes.length,
      uploadedAt,
    });
  }
  return { bannerKey, attachments: rows };
};

// spec B §2 Send Email: publishing (the first time only, never on a later edit) mails every active
// employee once, in the transaction that publishes; connected browsers hear of it after the commit.
const publishIfFirst = async (
  deps: Deps,
  tx: Transaction,
  auth: Auth,
  item: { id: string; title: string; descriptionHtml: string; publishedAt: Date | null },
  body: NewsBody,
  pageUrlOf: NewsPageUrlOf,
) => {
  if (!body.isPublished || item.publishedAt !== null) return {};
  const now = deps.clock.now();
  afterCommit(tx, () => deps.realtime.toOrganization(auth.organizationId, 'news:published', { id: item.id }));
  if (!body.isSendMail) return { publishedAt: now };
  await notify(deps, tx, [
    {
      kind: 'news-published',
      organizationId: auth.organizationId,
      title: item.title,
      openingLines: openingLinesOf(item.descriptionHtml),
      detailUrl: pageUrlOf(item.id),
      recipients: await repository.findMailRecipients(tx, auth.organizationId),
    },
  ]);
  return { publishedAt: now, mailedAt: now };
};

// spec B §4: add without an id. All or nothing: the banner and attachments are checked, then stored,
// then the rows go in with one transaction; a failure anywhere deletes the files already written.
export const createNews = async (
  deps: Deps,
  auth: Auth,
  readUpload: ReadNewsUpload,
  pageUrlOf: NewsPageUrlOf,
): Promise<NewsSaved> => {
  requireAccess(auth, 'admin');
  const upload = await readUpload();
  const body = parseNewsBody(upload, true);
  const description = prepareRequiredDescription(body.descriptionHtml);
  const banner = upload.banner ? await cutBanner(upload.banner, body.bannerCrop) : null;
  const attachments = checkAttachments(upload.attachments, []);
  if (attachments.length > NEWS_LIMITS.attachmentsMaxCount) throw tooManyAttachments();
  const newsId = randomUUID();
  const written: string[] = [];
  try {
    const stored = await storeFiles(deps, auth, newsId, banner, attachments, written);
    const now = deps.clock.now();
    const inserted = await runTransaction(deps.db, async (tx) => {
      const item = { id: newsId, title: body.title, ...description, publishedAt: null };
      await repository.insertNewsItem(tx, {
        id: newsId,
        organizationId: auth.organizationId,
        title: body.title,
        ...description,
        entryDate: body.entryDate,
        isPublished: body.isPublished,
        isSendMail: body.isSendMail,
        authorId: auth.employeeId,
        bannerStorageKey: stored.bannerKey,
        createdAt: now,
        updatedAt: now,
        ...(await publishIfFirst(deps, tx, auth, item, body, pageUrlOf)),
      });
      return repository.insertAttachments(tx, stored.attachments);
    });
    const insertedKeys = new Set(inserted);
    await deleteQuietly(
      deps,
      stored.attachments.map((row) => row.storageKey).filter((key) => !insertedKeys.has(key)),
    );
  } catch (error) {
    await deleteQuietly(deps, written);
    throw error;
  }
  return { id: newsId };
};

// spec B §4: update with an id. The banner stays unless a new one comes; removed attachments go,
// new ones join (names the item keeps are ignored). Replaced files are deleted after the commit.
export const updateNews = async (
  deps: Deps,
  auth: Auth,
  newsId: string,
  readUpload: ReadNewsUpload,
  pageUrlOf: NewsPageUrlOf,
): Promise<NewsSaved> => {
  requireAccess(auth, 'admin');
  // Another organisation's id is unknown before anything is read (and again under the lock below).
  if (!(await repository.findNewsItem(deps.db, auth.organizationId, newsId, { includeDrafts: true }))) {
    throw newsNotFound();
  }
  const upload = await readUpload();
  const body = parseNewsBody(upload, false);
  const description = prepareRequiredDescription(body.descriptionHtml);
  const banner = upload.banner ? await cutBanner(upload.banner, body.bannerCrop) : null;
  const removing = new Set(body.removeAttachmentIds);
  const kept = (await repository.findAttachments(deps.db, auth.organizationId, newsId)).filter(
    (row) => !removing.has(row.id),
  );
  const attachments = checkAttachments(
    upload.attachments,
    kept.map((row) => row.fileName),
  );
  if (kept.length + attachments.length > NEWS_LIMITS.attachmentsMaxCount) throw tooManyAttachments();
  const written: string[] = [];
  let deleteAfterCommit: (string | null)[];
  try {
    const stored = await storeFiles(deps, auth, newsId, banner, attachments, written);
    deleteAfterCommit = await runTransaction(deps.db, async (tx) => {
      const current = await repository.lockNewsItem(tx, auth.organizationId, newsId);
      if (!current) throw newsNotFound();
      const removedKeys = await repository.deleteAttachments(tx, auth.organizationId, newsId, [...removing]);
      const inserted = new Set(await repository.insertAttachments(tx, stored.attachments));
      // Counted again under the lock: another save may have added some since the check above.
      const total = await repository.findAttachments(tx, auth.organizationId, newsId);
      if (total.length > NEWS_LIMITS.attachmentsMaxCount) throw tooManyAttachments();
      const item = { id: newsId, title: body.title, ...description, publishedAt: current.publishedAt };
      await repository.updateNewsItem(tx, auth.organizationId, newsId, {
        title: body.title,
        ...description,
        entryDate: body.entryDate,
        isPublished: body.isPublished,
        isSendMail: body.isSendMail,
        ...(stored.bannerKey ? { bannerStorageKey: stored.bannerKey } : {}),
        updatedAt: deps.clock.now(),
        ...(await publishIfFirst(deps, tx, auth, item, body, pageUrlOf)),
      });
      return [
        ...(stored.bannerKey ? bannerFiles(current.bannerStorageKey) : []),
        ...removedKeys,
        ...stored.attachments.map((row) => row.storageKey).filter((key) => !inserted.has(key)),
      ];
    });
  } catch (error) {
    await deleteQuietly(deps, written);
    throw error;
  }
  await deleteQuietly(deps, deleteAfterCommit);
  return { id: newsId };
};

// spec B §4 delete: the item and its attachments; their files once the rows are gone.
export const deleteNews = async (deps: Deps, auth: Auth, newsId: string) => {
  requireAccess(auth, 'admin');
  const deleted = await runTransaction(deps.db, async (tx) => {
    if (!(await repository.lockNewsItem(tx, auth.organizationId, newsId))) throw newsNotFound();
    return repository.deleteNewsItem(tx, auth.organizationId, newsId);
  });
  await deleteQuietly(deps, [...deleted.attachmentKeys, ...bannerFiles(deleted.bannerKey)]);
};
