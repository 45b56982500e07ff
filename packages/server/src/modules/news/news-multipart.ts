import { NEWS_LIMITS } from '@pulse/shared/contracts/news';
import { newsPulseTexts } from '@pulse/shared/spec-texts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { invalidNewsField } from './news-errors';
import type { NewsUpload, UploadedNewsFile } from './news-upload';

// The multipart bodies of news.routes.ts: a save's form and a description's image.

const errorCodeOf = (error: unknown) => (error as { code?: string }).code;
const attachmentsTooLarge = () => invalidNewsField('attachments', newsPulseTexts.attachmentsTooLarge);

// The `data` field: the description can be 200,000 characters, each up to 4 bytes of UTF-8 and some
// JSON escaping besides.
const DATA_FIELD_MAX_BYTES = 2 * 1024 * 1024;
// One file may be a banner (up to 10 MiB) or an attachment (the whole save's attachments: 10,000,000
// bytes); the route's own limits replace the global ones (salary sheets).
const FILE_MAX_BYTES = Math.max(NEWS_LIMITS.bannerMaxBytes, NEWS_LIMITS.attachmentsMaxBytes);

const readData = (value: unknown, isTruncated: boolean) => {
  if (isTruncated) throw invalidNewsField('descriptionHtml', newsPulseTexts.descriptionTooLong);
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new AppError('VALIDATION_FAILED');
  }
};

// A save's multipart body: the `data` JSON field, at most one `banner` file and any `attachments`
// files. Busboy's limits bound what one request may hold; the new attachments together stop being
// read the moment they pass 10,000,000 bytes (spec B §5, §9). A body that is not multipart, or that the
// parser cannot read, is answered by lib/multipart-errors.ts.
export const readNewsUpload = async (request: FastifyRequest): Promise<NewsUpload> => {
  const upload: NewsUpload = { data: undefined, banner: null, attachments: [] };
  let attachmentBytes = 0;
  try {
    const parts = request.parts({
      limits: {
        fileSize: FILE_MAX_BYTES,
        // The banner, the attachments, and `data` when a browser sends it as a JSON blob.
        files: 2 + NEWS_LIMITS.attachmentsMaxCount,
        fields: 1,
        parts: 2 + NEWS_LIMITS.attachmentsMaxCount,
        fieldSize: DATA_FIELD_MAX_BYTES,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'data') upload.data = readData(part.value, part.valueTruncated);
        continue;
      }
      if (part.fieldname === 'data') {
        const json = await part.toBuffer();
        upload.data = readData(json.toString('utf8'), json.length > DATA_FIELD_MAX_BYTES);
        continue;
      }
      const isBanner = part.fieldname === 'banner' && !upload.banner;
      if (!isBanner && part.fieldname !== 'attachments') {
        // Another file field, or a second banner: read past it.
        part.file.resume();
        continue;
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (errorCodeOf(error) !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        throw isBanner ? invalidNewsField('banner', newsPulseTexts.bannerTooLarge) : attachmentsTooLarge();
      }
      // A form's empty file input sends a part without name or content: no file was chosen.
      if (bytes.length === 0 && part.filename === '') continue;
      const file = { fileName: part.filename, bytes };
      if (isBanner) {
        upload.banner = file;
        continue;
      }
      attachmentBytes += bytes.length;
      if (attachmentBytes > NEWS_LIMITS.attachmentsMaxBytes) throw attachmentsTooLarge();
      upload.attachments.push(file);
    }
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === 'FST_FILES_LIMIT') throw invalidNewsField('attachments', newsPulseTexts.attachmentsTooMany);
    // Only `data` sent as a file gets here with this (the banner's and attachments' are caught above).
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw invalidNewsField('descriptionHtml', newsPulseTexts.descriptionTooLong);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_INVALID_JSON_FIELD_ERROR')
      throw new AppError('VALIDATION_FAILED');
    throw error;
  }
  return upload;
};

// One `image` file for a description.
export const readImageUpload = async (request: FastifyRequest): Promise<UploadedNewsFile | null> => {
  try {
    const file = await request.file({
      limits: { fileSize: NEWS_LIMITS.bannerMaxBytes, files: 1, fields: 0, parts: 1 },
    });
    return file ? { fileName: file.filename, bytes: await file.toBuffer() } : null;
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw invalidNewsField('image', newsPulseTexts.imageInvalid);
    throw error;
  }
};
