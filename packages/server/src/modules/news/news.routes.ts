import {
  NEWS_LIMITS,
  newsAttachmentParamsSchema,
  newsDetailSchema,
  newsIdParamsSchema,
  newsImageParamsSchema,
  newsImageSchema,
  newsListQuerySchema,
  newsListSchema,
  newsSavedSchema,
} from '@pulse/shared/contracts/news';
import { newsPulseTexts } from '@pulse/shared/spec-texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { problemResponses } from '../../lib/problem';
import { sendDownload } from '../../lib/send-download';
import * as newsService from './news.service';

const errorCodeOf = (error: unknown) => (error as { code?: string }).code;
const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);
const attachmentsTooLarge = () => invalid('attachments', newsPulseTexts.attachmentsTooLarge);

// The `data` field: the description can be 200,000 characters, each up to 4 bytes of UTF-8 and some
// JSON escaping besides.
const DATA_FIELD_MAX_BYTES = 2 * 1024 * 1024;
// One file may be a banner (up to 10 MiB) or an attachment (the whole save's attachments: 10,000,000
// bytes); the route's own limits replace the global ones (salary sheets).
const FILE_MAX_BYTES = Math.max(NEWS_LIMITS.bannerMaxBytes, NEWS_LIMITS.attachmentsMaxBytes);

const readData = (value: unknown, isTruncated: boolean) => {
  if (isTruncated) throw invalid('descriptionHtml', newsPulseTexts.descriptionTooLong);
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
const readNewsUpload = async (request: FastifyRequest): Promise<newsService.NewsUpload> => {
  const upload: newsService.NewsUpload = { data: undefined, banner: null, attachments: [] };
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
        throw isBanner ? invalid('banner', newsPulseTexts.bannerTooLarge) : attachmentsTooLarge();
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
    if (code === 'FST_FILES_LIMIT') throw invalid('attachments', newsPulseTexts.attachmentsTooMany);
    // Only `data` sent as a file gets here with this (the banner's and attachments' are caught above).
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw invalid('descriptionHtml', newsPulseTexts.descriptionTooLong);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_INVALID_JSON_FIELD_ERROR')
      throw new AppError('VALIDATION_FAILED');
    throw error;
  }
  return upload;
};

// One `image` file for a description.
const readImageUpload = async (request: FastifyRequest): Promise<newsService.UploadedNewsFile | null> => {
  try {
    const file = await request.file({
      limits: { fileSize: NEWS_LIMITS.bannerMaxBytes, files: 1, fields: 0, parts: 1 },
    });
    return file ? { fileName: file.filename, bytes: await file.toBuffer() } : null;
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw invalid('image', newsPulseTexts.imageInvalid);
    throw error;
  }
};

// The link in a publication's mail leads back to where the administrator published from: Pulse has no
// configured public address, and the CSRF check has already proved this origin is the browser's own.
const appOriginOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const SAVE_DESCRIPTION =
  'multipart/form-data: a "data" field (JSON of newsBodySchema), a "banner" file (JPEG, PNG or WebP by ' +
  'content, at most 10 MB; required when adding; cut to "bannerCrop" and stored as JPEG) and any ' +
  '"attachments" files (PDF, Word, Excel, PowerPoint, text, CSV or images by content; at most 20 per ' +
  'item; the new ones of one save at most 10,000,000 bytes together; names the item has are ignored)';

export const newsRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const authenticated = { access: 'authenticated' } as const;
  const admin = { access: 'admin' } as const;
  const tags = ['news'];

  api.get(
    '/api/v1/news',
    {
      config: authenticated,
      schema: {
        tags,
        summary: 'News updates, newest entry date first; drafts too for an administrator asking scope=all',
        querystring: newsListQuerySchema,
        response: { 200: newsListSchema, ...problemResponses(400, 401) },
      },
    },
    async (request) => newsService.findNews(deps, authOf(request), request.query),
  );

  api.get(
    '/api/v1/news/:id',
    {
      config: authenticated,
      schema: {
        tags,
        summary:
          'A news update with its sanitised description and attachments (a draft: administrators only)',
        params: newsIdParamsSchema,
        response: { 200: newsDetailSchema, ...problemResponses(401, 404) },
      },
    },
    async (request) => newsService.getNews(deps, authOf(request), request.params.id),
  );

  api.get(
    '/api/v1/news/:id/banner',
    {
      config: authenticated,
      schema: {
        tags,
        summary: 'The banner image (JPEG); its URL carries a version, so it is cached for good',
        params: newsIdParamsSchema,
        // `size=tile`: the small copy news tiles show.
        querystring: z.object({ v: z.string().max(100).optional(), size: z.enum(['tile']).optional() }),
        response: problemResponses(401, 404),
      },
    },
    async (request, reply) =>
      sendDownload(
        reply,
        await newsService.getNewsBanner(
          deps,
          authOf(request),
          request.params.id,
          request.query.size ?? 'full',
        ),
      ),
  );

  api.get(
    '/api/v1/news/:id/attachments/:attachmentId',
    {
      config: authenticated,
      schema: {
        tags,
        summary: 'An attachment (a PDF or an image shown in place, anything else downloaded)',
        params: newsAttachmentParamsSchema,
        response: problemResponses(401, 404),
      },
    },
    async (request, reply) =>
      sendDownload(reply, await newsService.getNewsAttachmentContent(deps, authOf(request), request.params)),
  );

  api.post(
    '/api/v1/news',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a news update; publishing with Send Email mails every active employee',
        description: SAVE_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: newsSavedSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const saved = await newsService.createNews(
        deps,
        authOf(request),
        () => readNewsUpload(request),
        appOriginOf(request),
      );
      return reply.code(201).send(saved);
    },
  );

  api.put(
    '/api/v1/news/:id',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Update a news update (the banner stays unless a new one comes); mails only on first publish',
        description: `${SAVE_DESCRIPTION}; "removeAttachmentIds" in data removes attachments`,
        params: newsIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: newsSavedSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      newsService.updateNews(
        deps,
        authOf(request),
        request.params.id,
        () => readNewsUpload(request),
        appOriginOf(request),
      ),
  );

  api.delete(
    '/api/v1/news/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a news update with its banner and attachments',
        params: newsIdParamsSchema,
        response: { 204: z.null(), ...problemResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await newsService.deleteNews(deps, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/v1/news/images',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Upload an image for a description; answers the URL to put in an <img>',
        description:
          'multipart/form-data: one "image" file (JPEG, PNG, GIF or WebP by content, at most 10 MB), stored as JPEG',
        consumes: ['multipart/form-data'],
        response: { 201: newsImageSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const image = await newsService.uploadNewsImage(deps, authOf(request), await readImageUpload(request));
      return reply.code(201).send(image);
    },
  );

  api.get(
    '/api/v1/news/images/:imageId',
    {
      config: authenticated,
      schema: {
        tags,
        summary: 'An image of a description (JPEG), cached for good',
        params: newsImageParamsSchema,
        response: problemResponses(401, 404),
      },
    },
    async (request, reply) =>
      sendDownload(reply, await newsService.getNewsImage(deps, authOf(request), request.params.imageId)),
  );
};
