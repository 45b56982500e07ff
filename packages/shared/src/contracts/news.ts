import { z } from 'zod';
import { newsPulseTexts, newsTexts } from '../spec-texts';
import { calendarDateSchema, requiredCalendarDateSchema } from './calendar-date';
import { listPageQuerySchema, listPageSchema } from './list-page';

// News updates (spec B §2 News updates, §3 News update, §4, §5 news form, §7 News, §9: title 500,
// attachments 10,000,000 bytes). Administrators see drafts; everyone else sees published items only.

export const NEWS_LIMITS = {
  titleMax: 500,
  // spec B §5: the combined size of the new attachments of one save.
  attachmentsMaxBytes: 10_000_000,
  attachmentsMaxCount: 20,
  bannerMaxBytes: 10 * 1024 * 1024,
  descriptionMaxChars: 200_000,
  // spec A §9: dashboard news tiles at most 8.
  dashboardTiles: 8,
} as const;

const isoDate = calendarDateSchema(newsPulseTexts.dateInvalid);

export const newsIdParamsSchema = z.object({ id: z.uuid() });
export const newsAttachmentParamsSchema = z.object({ id: z.uuid(), attachmentId: z.uuid() });

// ---- List (newest entry date first) -------------------------------------------------------------------

export const newsListQuerySchema = listPageQuerySchema(20).extend({
  // `all` (drafts too) is for administrators; anyone else always gets `published`.
  scope: z.enum(['published', 'all']).default('published'),
});
export type NewsListQuery = z.input<typeof newsListQuerySchema>;

export const newsSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  // The description with markup stripped (spec A §2: tiles show it clamped).
  excerpt: z.string(),
  entryDate: isoDate,
  isPublished: z.boolean(),
  isSendMail: z.boolean(),
  // Absent only for items saved before a banner existed; the page then shows the default image.
  bannerUrl: z.string().nullable(),
  // The banner about 640 px wide, for tiles (null exactly when bannerUrl is).
  bannerTileUrl: z.string().nullable(),
  attachmentCount: z.number().int(),
  authorName: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

export const newsListSchema = listPageSchema(newsSummarySchema);
export type NewsList = z.infer<typeof newsListSchema>;

// ---- Detail ------------------------------------------------------------------------------------------

export const newsAttachmentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  // An authorised download route.
  url: z.string(),
});
export type NewsAttachment = z.infer<typeof newsAttachmentSchema>;

export const newsDetailSchema = newsSummarySchema.extend({
  // Sanitised on the server before it was stored: safe to render as it is.
  descriptionHtml: z.string(),
  attachments: z.array(newsAttachmentSchema),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

// ---- Save (multipart: a `data` JSON field, an optional `banner` file, any `attachments` files) --------

// A rectangle of the uploaded banner, in its own pixels (react-easy-crop's croppedAreaPixels); the
// server cuts and resizes it.
export const bannerCropSchema = z.object({
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});
export type BannerCrop = z.infer<typeof bannerCropSchema>;

// Markup-free text of a description, for the "required" check on both sides (not for safety: the
// server sanitises with an allow-list).
export const descriptionHasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;

export const newsBodySchema = z.object({
  title: z
    .string({ error: newsTexts.titleRequired })
    .trim()
    .min(1, newsTexts.titleRequired)
    .max(NEWS_LIMITS.titleMax, newsPulseTexts.titleTooLong),
  descriptionHtml: z
    .string({ error: newsTexts.descriptionRequired })
    .max(NEWS_LIMITS.descriptionMaxChars, newsPulseTexts.descriptionTooLong)
    .refine(descriptionHasText, newsTexts.descriptionRequired),
  entryDate: requiredCalendarDateSchema(newsTexts.dateRequired, newsPulseTexts.dateInvalid),
  isPublished: z.boolean(),
  isSendMail: z.boolean(),
  // With a `banner` file: the part of it to keep (whole image when absent).
  bannerCrop: bannerCropSchema.optional(),
  // Edit: attachments to remove.
  removeAttachmentIds: z.array(z.uuid()).max(100).default([]),
});
export type NewsBody = z.input<typeof newsBodySchema>;

export const newsSavedSchema = z.object({ id: z.uuid() });
export type NewsSaved = z.infer<typeof newsSavedSchema>;

// ---- Images in the description (multipart: one `image` file; JPEG, PNG, GIF or WebP ≤ bannerMaxBytes) --

// Uploaded while editing, before the item is saved: the editor puts `url` in an <img>, which the
// server's sanitiser keeps (the only same-origin image source it keeps).
export const newsImageParamsSchema = z.object({ imageId: z.uuid() });
export const newsImageSchema = z.object({ url: z.string() });
export type NewsImage = z.infer<typeof newsImageSchema>;

// Socket.IO: a news item was published; browsers refresh their news queries.
export type NewsPublishedEvent = { id: string };
