import { randomUUID } from 'node:crypto';
import {
  type NewsAttachment,
  type NewsDetail,
  type NewsListQuery,
  type NewsSummary,
  newsListQuerySchema,
} from '@pulse/shared/contracts/news';
import { requireAccess } from '../../lib/access-checks';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import type { ListSlice } from '../../lib/list-page';
import type { Download } from '../../lib/send-download';
import { newsBannerTileKey, newsImageKey } from '../../lib/storage/storage';
import * as repository from './news.repository';
import { excerptOf } from './news-description';
import { newsNotFound } from './news-errors';
import { bannerVersionOf, toDescriptionImage } from './news-pictures';
import type { UploadedNewsFile } from './news-upload';

// News updates (spec B §2 News updates, §3 News update, §7 News): everyone reads the published ones
// (spec A §6), administrators the drafts too. Saving is news-save.service.ts. Answers carry ids and
// the banner's version; news.routes.ts builds the links from them.

export type NewsSummaryItem = Omit<NewsSummary, 'bannerUrl' | 'bannerTileUrl'> & {
  bannerVersion: string | null;
};
export type NewsAttachmentItem = Omit<NewsAttachment, 'url'>;
export type NewsDetailItem = NewsSummaryItem &
  Pick<NewsDetail, 'descriptionHtml'> & { attachments: NewsAttachmentItem[] };
export type NewsListPage = ListSlice<NewsSummaryItem>;

// Drafts are an administrator's: for everyone else they do not exist.
const visibilityOf = (auth: Auth): repository.NewsVisibility => ({
  includeDrafts: requireAccess(auth, 'authenticated').isAdmin,
});

const toSummary = (row: repository.NewsSummaryRow): NewsSummaryItem => ({
  id: row.id,
  title: row.title,
  excerpt: excerptOf(row.descriptionText),
  entryDate: row.entryDate,
  isPublished: row.isPublished,
  isSendMail: row.isSendMail,
  bannerVersion: row.bannerStorageKey ? bannerVersionOf(row.bannerStorageKey) : null,
  attachmentCount: row.attachmentCount,
  authorName: row.authorName,
  updatedAt: row.updatedAt.toISOString(),
});

const toAttachment = (row: repository.NewsAttachmentRow): NewsAttachmentItem => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
});

// spec B §2: newest first, paged; drafts only for an administrator who asks for them (the admin list).
export const findNews = async (deps: Deps, auth: Auth, rawQuery: NewsListQuery): Promise<NewsListPage> => {
  const query = newsListQuerySchema.parse(rawQuery);
  const visibility = { includeDrafts: query.scope === 'all' && visibilityOf(auth).includeDrafts };
  const [rows, total] = await Promise.all([
    repository.findNewsPage(deps.db, auth.organizationId, {
      ...visibility,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    repository.countNews(deps.db, auth.organizationId, visibility),
  ]);
  return {
    items: rows.map(toSummary),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

// A draft asked for by an employee is as unknown as a missing id or another organisation's.
const getVisibleItem = async (deps: Deps, auth: Auth, newsId: string) => {
  const row = await repository.findNewsItem(deps.db, auth.organizationId, newsId, visibilityOf(auth));
  if (!row) throw newsNotFound();
  return row;
};

export const getNews = async (deps: Deps, auth: Auth, newsId: string): Promise<NewsDetailItem> => {
  const row = await getVisibleItem(deps, auth, newsId);
  const attachments = await repository.findAttachments(deps.db, auth.organizationId, newsId);
  return {
    ...toSummary(row),
    descriptionHtml: row.descriptionHtml,
    attachments: attachments.map(toAttachment),
  };
};

// Under a URL that changes with the banner: cached for good, privately (it is the organisation's).
const IMMUTABLE = 'private, max-age=31536000, immutable';

// The tile copy of a banner stored before tiles had one is the banner itself.
export const getNewsBanner = async (
  deps: Deps,
  auth: Auth,
  newsId: string,
  size: 'full' | 'tile',
): Promise<Download> => {
  const row = await getVisibleItem(deps, auth, newsId);
  const key = row.bannerStorageKey;
  const stream = key
    ? ((size === 'tile' ? await deps.storage.get(newsBannerTileKey(key)) : null) ??
      (await deps.storage.get(key)))
    : null;
  if (!stream) throw newsNotFound();
  return {
    fileName: 'banner.jpg',
    contentType: 'image/jpeg',
    disposition: 'inline',
    cache: IMMUTABLE,
    stream,
  };
};

// A PDF or an image opens in the browser (as policies do); anything else downloads. Text is sent as
// UTF-8 and never sniffed into HTML (sendDownload's nosniff).
export const getNewsAttachmentContent = async (
  deps: Deps,
  auth: Auth,
  ids: { id: string; attachmentId: string },
): Promise<Download> => {
  await getVisibleItem(deps, auth, ids.id);
  const row = await repository.findAttachment(deps.db, auth.organizationId, ids.id, ids.attachmentId);
  const stream = row ? await deps.storage.get(row.storageKey) : null;
  if (!row || !stream) throw newsNotFound();
  const isShownInPlace = row.contentType === 'application/pdf' || row.contentType.startsWith('image/');
  return {
    fileName: row.fileName,
    contentType: row.contentType.startsWith('text/') ? `${row.contentType}; charset=utf-8` : row.contentType,
    disposition: isShownInPlace ? 'inline' : 'attachment',
    stream,
  };
};

// ---- Images in descriptions ----------------------------------------------------------------------------

// The editor's "insert image" uploads here before the item is saved; the description then names the
// image by the URL the route builds from its id.
export const uploadNewsImage = async (
  deps: Deps,
  auth: Auth,
  file: UploadedNewsFile | null,
): Promise<{ imageId: string }> => {
  requireAccess(auth, 'admin');
  const jpeg = await toDescriptionImage(file);
  const imageId = randomUUID();
  await deps.storage.put(newsImageKey(auth.organizationId, imageId), jpeg, 'image/jpeg');
  return { imageId };
};

// Anyone of the organisation (the image shows in a published description); the key is built from the
// caller's organisation, so another organisation's image is simply not found.
export const getNewsImage = async (deps: Deps, auth: Auth, imageId: string): Promise<Download> => {
  const stream = await deps.storage.get(newsImageKey(auth.organizationId, imageId));
  if (!stream) throw newsNotFound();
  return {
    fileName: 'image.jpg',
    contentType: 'image/jpeg',
    disposition: 'inline',
    cache: IMMUTABLE,
    stream,
  };
};
