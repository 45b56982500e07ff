import { randomUUID } from 'node:crypto';
import {
  type BannerCrop,
  NEWS_LIMITS,
  type NewsAttachment,
  type NewsDetail,
  type NewsImage,
  type NewsList,
  type NewsListQuery,
  type NewsSaved,
  type NewsSummary,
  newsBodySchema,
  newsListQuerySchema,
} from '@pulse/shared/contracts/news';
import { ROLE } from '@pulse/shared/domain/roles';
import { newsPulseTexts, newsTexts } from '@pulse/shared/spec-texts';
import type { z } from 'zod';
import type { Transaction } from '../../db/client';
import type { newsAttachments } from '../../db/schema/index';
import { requireAdmin } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import {
  type AttachmentType,
  detectAttachmentType,
  detectFileType,
  sanitizeFileName,
} from '../../lib/file-type';
import { readImageSize, reencodeAsJpeg } from '../../lib/images';
import { htmlToPlainText, htmlToTextLines, sanitizeRichHtml } from '../../lib/sanitize-html';
import type { Download } from '../../lib/send-download';
import { newsAttachmentKey, newsBannerKey, newsBannerTileKey, newsImageKey } from '../../lib/storage/storage';
import { afterCommit, runTransaction } from '../../lib/transaction';
import { notify } from '../notifications/notifications.service';
import * as repository from './news.repository';

// News updates (spec B §2 News updates, §3 News update, §4, §5 news form, §7 News): administrators
// write, publish, edit and delete them; everyone reads the published ones (spec A §6).

export type UploadedNewsFile = { fileName: string; bytes: Buffer };
// A save as the form sends it: the `data` JSON (not yet checked) and the files.
export type NewsUpload = {
  data: unknown;
  banner: UploadedNewsFile | null;
  attachments: UploadedNewsFile[];
};

const newsNotFound = () => new AppError('NOT_FOUND', newsPulseTexts.notFound);
const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

const visibilityOf = (auth: Auth): repository.NewsVisibility => ({
  includeDrafts: auth.roleId === ROLE.admin,
});

// ---- Description ---------------------------------------------------------------------------------------

// The one same-origin image source a description keeps: images uploaded for descriptions.
const NEWS_IMAGE_PATH =
  /^\/api\/v1\/news\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The stored description: sanitised (what every reader gets) and its plain text (tiles, lists, mail).
export const prepareDescription = (html: string) => {
  const descriptionHtml = sanitizeRichHtml(html, { isOwnImagePath: (src) => NEWS_IMAGE_PATH.test(src) });
  return { descriptionHtml, descriptionText: htmlToPlainText(descriptionHtml) };
};

// spec A §2: tiles show the description stripped and clamped; the list carries enough for that.
const EXCERPT_CHARS = 300;
const excerptOf = (text: string) => {
  if (text.length <= EXCERPT_CHARS) return text;
  const cut = text.slice(0, EXCERPT_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_CHARS * 0.7 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
};

// ---- DTOs --------------------------------------------------------------------------------------------------

// The banner's URL names its key's uuid: a new banner is a new URL, so each may be cached for good.
const bannerUrlOf = (newsId: string, storageKey: string | null) => {
  if (!storageKey) return null;
  const version = storageKey
    .split('/')
    .pop()
    ?.replace(/^banner-/, '')
    .replace(/\.jpg$/, '');
  return `/api/v1/news/${newsId}/banner?v=${version}`;
};

const toSummary = (row: repository.NewsSummaryRow): NewsSummary => {
  const bannerUrl = bannerUrlOf(row.id, row.bannerStorageKey);
  return {
    id: row.id,
    title: row.title,
    excerpt: excerptOf(row.descriptionText),
    entryDate: row.entryDate,
    isPublished: row.isPublished,
    isSendMail: row.isSendMail,
    bannerUrl,
    bannerTileUrl: bannerUrl && `${bannerUrl}&size=tile`,
    attachmentCount: row.attachmentCount,
    authorName: row.authorName,
    updatedAt: row.updatedAt.toISOString(),
  };
};

const toAttachment = (row: repository.NewsAttachmentRow): NewsAttachment => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  url: `/api/v1/news/${row.newsId}/attachments/${row.id}`,
});

// ---- Reading -----------------------------------------------------------------------------------------------

// spec B §2: newest first, paged; drafts only for an administrator who asks for them (the admin list).
export const findNews = async (deps: Deps, auth: Auth, rawQuery: NewsListQuery): Promise<NewsList> => {
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
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
};

// A draft asked for by an employee is as unknown as a missing id or another organisation's.
const getVisibleItem = async (deps: Deps, auth: Auth, newsId: string) => {
  const row = await repository.findNewsItem(deps.db, auth.organizationId, newsId, visibilityOf(auth));
  if (!row) throw newsNotFound();
  return row;
};

export const getNews = async (deps: Deps, auth: Auth, newsId: string): Promise<NewsDetail> => {
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

// ---- Checking an upload ------------------------------------------------------------------------------------

type NewsBody = z.output<typeof newsBodySchema>;

// spec B §5 news form: every field's message at once, the banner's among them (required on create).
const parseBody = (upload: NewsUpload, isBannerRequired: boolean): NewsBody => {
  const parsed = newsBodySchema.safeParse(upload.data ?? {});
  const errors = new Map<string, string>();
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      if (!errors.has(path)) errors.set(path, issue.message);
    }
  }
  if (isBannerRequired && !upload.banner) errors.set('banner', newsTexts.bannerRequired);
  if (!parsed.success || errors.size > 0) {
    const fieldErrors = [...errors].map(([path, message]) => ({ path, message }));
    throw new AppError('VALIDATION_FAILED', fieldErrors[0]?.message, fieldErrors);
  }
  return parsed.data;
};

// A description of markup alone (or of nothing once sanitised) has no text to show.
const describe = (html: string) => {
  const description = prepareDescription(html);
  if (description.descriptionText === '') throw invalid('descriptionHtml', newsTexts.descriptionRequired);
  return description;
};

const BANNER_KINDS = new Set(['jpeg', 'png', 'webp']);
// Wide enough for the detail page on a large screen.
const BANNER_MAX_WIDTH = 1600;
// Hardening (Lighthouse, /dashboard): tiles show the banner 260–400 px wide, so they read a copy this
// wide (about 30 KB) rather than the banner (about 250 KB); screens of twice the density take the banner.
const BANNER_TILE_WIDTH = 640;

// A 10 MB PNG can decode to a huge bitmap; refuse past ~50 megapixels before decoding.
const MAX_INPUT_PIXELS = 50_000_000;

// null only when the banner does not decode (it is one this server has just encoded, or the seed's).
export const makeBannerTile = (banner: Buffer) =>
  reencodeAsJpeg(
    { bytes: banner, maxInputPixels: MAX_INPUT_PIXELS },
    { maxWidth: BANNER_TILE_WIDTH, quality: 80 },
  );

// spec B §2 banner upload with cropping: the server cuts the rectangle the cropper chose (in the
// picture as the browser showed it, i.e. turned upright) and stores a JPEG (lib/images.ts: re-encoded,
// so no EXIF and nothing smuggled).
const cutBanner = async (file: UploadedNewsFile, crop: BannerCrop | undefined) => {
  if (file.bytes.length > NEWS_LIMITS.bannerMaxBytes) throw invalid('banner', newsPulseTexts.bannerTooLarge);
  const type = detectFileType(file.bytes);
  if (!type || !BANNER_KINDS.has(type.kind)) throw invalid('banner', newsPulseTexts.bannerInvalid);
  const input = { bytes: file.bytes, maxInputPixels: MAX_INPUT_PIXELS, isTurnedUpright: true };
  const size = await readImageSize(input);
  if (!size) throw invalid('banner', newsPulseTexts.bannerInvalid);
  if (crop && (crop.x + crop.width > size.width || crop.y + crop.height > size.height)) {
    throw invalid('bannerCrop', newsPulseTexts.cropInvalid);
  }
  const full = await reencodeAsJpeg(input, {
    crop,
    maxWidth: BANNER_MAX_WIDTH,
    background: '#ffffff',
    quality: 85,
  });
  const tile = full && (await makeBannerTile(full));
  if (!full || !tile) throw invalid('banner', newsPulseTexts.bannerInvalid);
  return { full, tile };
};

type Banner = Awaited<ReturnType<typeof cutBanner>>;

// A stored banner is two files: the banner and its tile copy.
const bannerFiles = (bannerKey: string | null) =>
  bannerKey ? [bannerKey, newsBannerTileKey(bannerKey)] : [];

type CheckedAttachment = UploadedNewsFile & AttachmentType;

// spec B §5: a name the item has (or that came earlier in this save) is ignored, in any case.
const checkAttachments = (files: UploadedNewsFile[], existingNames: Iterable<string>) => {
  const names = new Set([...existingNames].map((name) => name.toLowerCase()));
  const checked: CheckedAttachment[] = [];
  for (const file of files) {
    const type = detectAttachmentType(file.fileName, file.bytes);
    if (!type) throw invalid('attachments', newsPulseTexts.attachmentInvalid);
    const fileName = sanitizeFileName(file.fileName, `attachment.${type.extension}`);
    if (names.has(fileName.toLowerCase())) continue;
    names.add(fileName.toLowerCase());
    checked.push({ ...file, ...type, fileName });
  }
  return checked;
};

const tooManyAttachments = () => invalid('attachments', newsPulseTexts.attachmentsTooMany);

// ---- Saving ------------------------------------------------------------------------------------------------

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
  appOrigin: string,
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
      detailUrl: `${appOrigin}/dashboard/LiveNewsUpdatesDetails/${item.id}`,
      recipients: await repository.findMailRecipients(tx, auth.organizationId),
    },
  ]);
  return { publishedAt: now, mailedAt: now };
};

// The mail quotes the description's first lines (at most 5, about 600 characters).
const MAIL_LINES = 5;
const MAIL_CHARS = 600;
const openingLinesOf = (safeHtml: string) => {
  const lines: string[] = [];
  let length = 0;
  for (const line of htmlToTextLines(safeHtml).slice(0, MAIL_LINES)) {
    if (length + line.length > MAIL_CHARS) {
      lines.push(`${line.slice(0, Math.max(0, MAIL_CHARS - length)).trimEnd()}…`);
      break;
    }
    lines.push(line);
    length += line.length;
  }
  return lines;
};

// The request's body, read only once the caller may save (as documents read theirs): nobody uploads
// megabytes to learn they may not.
export type ReadNewsUpload = () => Promise<NewsUpload>;

// spec B §4: add without an id. All or nothing: the banner and attachments are checked, then stored,
// then the rows go in with one transaction; a failure anywhere deletes the files already written.
export const createNews = async (
  deps: Deps,
  auth: Auth,
  readUpload: ReadNewsUpload,
  appOrigin: string,
): Promise<NewsSaved> => {
  requireAdmin(auth);
  const upload = await readUpload();
  const body = parseBody(upload, true);
  const description = describe(body.descriptionHtml);
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
        ...(await publishIfFirst(deps, tx, auth, item, body, appOrigin)),
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
  appOrigin: string,
): Promise<NewsSaved> => {
  requireAdmin(auth);
  // Another organisation's id is unknown before anything is read (and again under the lock below).
  if (!(await repository.findNewsItem(deps.db, auth.organizationId, newsId, { includeDrafts: true }))) {
    throw newsNotFound();
  }
  const upload = await readUpload();
  const body = parseBody(upload, false);
  const description = describe(body.descriptionHtml);
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
        ...(await publishIfFirst(deps, tx, auth, item, body, appOrigin)),
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
  requireAdmin(auth);
  const deleted = await runTransaction(deps.db, async (tx) => {
    if (!(await repository.lockNewsItem(tx, auth.organizationId, newsId))) throw newsNotFound();
    return repository.deleteNewsItem(tx, auth.organizationId, newsId);
  });
  await deleteQuietly(deps, [...deleted.attachmentKeys, ...bannerFiles(deleted.bannerKey)]);
};

// ---- Images in descriptions ----------------------------------------------------------------------------

const IMAGE_KINDS = new Set(['jpeg', 'png', 'gif', 'webp']);
const IMAGE_MAX_WIDTH = 1600;

// The editor's "insert image" uploads here before the item is saved; the description then names the
// image by its URL. Stored as a JPEG like the banner (re-encoded: no EXIF, nothing smuggled).
export const uploadNewsImage = async (
  deps: Deps,
  auth: Auth,
  file: UploadedNewsFile | null,
): Promise<NewsImage> => {
  requireAdmin(auth);
  const refused = () => invalid('image', newsPulseTexts.imageInvalid);
  if (!file || file.bytes.length === 0 || file.bytes.length > NEWS_LIMITS.bannerMaxBytes) throw refused();
  const type = detectFileType(file.bytes);
  if (!type || !IMAGE_KINDS.has(type.kind)) throw refused();
  const jpeg = await reencodeAsJpeg(
    { bytes: file.bytes, maxInputPixels: MAX_INPUT_PIXELS, isTurnedUpright: true },
    { maxWidth: IMAGE_MAX_WIDTH, background: '#ffffff', quality: 85 },
  );
  if (!jpeg) throw refused();
  const imageId = randomUUID();
  await deps.storage.put(newsImageKey(auth.organizationId, imageId), jpeg, 'image/jpeg');
  return { url: `/api/v1/news/images/${imageId}` };
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
