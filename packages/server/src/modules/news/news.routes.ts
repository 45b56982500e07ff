import {
  type NewsDetail,
  type NewsImage,
  type NewsList,
  type NewsSummary,
  newsAttachmentParamsSchema,
  newsDetailSchema,
  newsIdParamsSchema,
  newsImageParamsSchema,
  newsImageSchema,
  newsListQuerySchema,
  newsListSchema,
  newsSavedSchema,
} from '@pulse/shared/contracts/news';
import { paths } from '@pulse/shared/paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { listPage } from '../../lib/list-page';
import type { UploadForm } from '../../lib/openapi-document';
import { problemResponses } from '../../lib/problem';
import { downloadResponse, sendDownload } from '../../lib/send-download';
import {
  findNews,
  getNews,
  getNewsAttachmentContent,
  getNewsBanner,
  getNewsImage,
  type NewsDetailItem,
  type NewsListPage,
  type NewsSummaryItem,
  uploadNewsImage,
} from './news.service';
import { readImageUpload, readNewsUpload } from './news-multipart';
import { createNews, deleteNews, type NewsPageUrlOf, updateNews } from './news-save.service';

// The link in a publication's mail leads back to where the administrator published from: Pulse has no
// configured public address, and the CSRF check has already proved this origin is the browser's own.
const newsPageUrlOf =
  (request: FastifyRequest): NewsPageUrlOf =>
  (newsId) =>
    `${request.protocol}://${request.host}${paths.newsDetails.getHref(newsId)}`;

// Links are built here from the ids and versions the service answers. The banner's URL names its
// version: a new banner is a new URL, so each may be cached for good.
const bannerUrlOf = (newsId: string, bannerVersion: string | null) =>
  bannerVersion === null ? null : `/api/v1/news/${newsId}/banner?v=${bannerVersion}`;

const toSummary = ({ bannerVersion, ...item }: NewsSummaryItem): NewsSummary => {
  const bannerUrl = bannerUrlOf(item.id, bannerVersion);
  return { ...item, bannerUrl, bannerTileUrl: bannerUrl && `${bannerUrl}&size=tile` };
};

const toList = (requestUrl: string, page: NewsListPage): NewsList =>
  listPage(requestUrl, { ...page, items: page.items.map(toSummary) });

const toDetail = ({ descriptionHtml, attachments, ...item }: NewsDetailItem): NewsDetail => ({
  ...toSummary(item),
  descriptionHtml,
  attachments: attachments.map((attachment) => ({
    ...attachment,
    url: `/api/v1/news/${item.id}/attachments/${attachment.id}`,
  })),
});

const toImage = ({ imageId }: { imageId: string }): NewsImage => ({ url: `/api/v1/news/images/${imageId}` });

const SAVE_DESCRIPTION =
  'multipart/form-data: a "data" field (JSON of newsBodySchema), a "banner" file (JPEG, PNG or WebP by ' +
  'content, at most 10 MB; required when adding; cut to "bannerCrop" and stored as JPEG) and any ' +
  '"attachments" files (PDF, Word, Excel, PowerPoint, text, CSV or images by content; at most 20 per ' +
  'item; the new ones of one save at most 10,000,000 bytes together; names the item has are ignored)';

const newsForm: UploadForm = {
  data: { kind: 'text', isRequired: true, description: 'The news update as JSON (NewsBody)' },
  banner: { kind: 'file', description: 'JPEG, PNG or WebP, at most 10 MB; required when adding' },
  attachments: {
    kind: 'files',
    description: 'PDF, Word, Excel, PowerPoint, text, CSV or images; at most 20',
  },
};
const newsImageForm: UploadForm = {
  image: { kind: 'file', isRequired: true, description: 'JPEG, PNG, GIF or WebP, at most 10 MB' },
};

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
        operationId: 'listNews',
        tags,
        summary: 'News updates, newest entry date first; drafts too for an administrator asking scope=all',
        querystring: newsListQuerySchema,
        response: { 200: newsListSchema, ...problemResponses(400, 401) },
      },
    },
    async (request) => toList(request.url, await findNews(deps, authOf(request), request.query)),
  );

  api.get(
    '/api/v1/news/:id',
    {
      config: authenticated,
      schema: {
        operationId: 'getNews',
        tags,
        summary:
          'A news update with its sanitised description and attachments (a draft: administrators only)',
        params: newsIdParamsSchema,
        response: { 200: newsDetailSchema, ...problemResponses(401, 404) },
      },
    },
    async (request) => toDetail(await getNews(deps, authOf(request), request.params.id)),
  );

  api.get(
    '/api/v1/news/:id/banner',
    {
      config: authenticated,
      schema: {
        operationId: 'downloadNewsBanner',
        tags,
        summary: 'The banner image (JPEG); its URL carries a version, so it is cached for good',
        params: newsIdParamsSchema,
        // `size=tile`: the small copy news tiles show.
        querystring: z.object({ v: z.string().max(100).optional(), size: z.enum(['tile']).optional() }),
        response: { 200: downloadResponse('image/jpeg'), ...problemResponses(401, 404) },
      },
    },
    async (request, reply) =>
      sendDownload(
        reply,
        await getNewsBanner(deps, authOf(request), request.params.id, request.query.size ?? 'full'),
      ),
  );

  api.get(
    '/api/v1/news/:id/attachments/:attachmentId',
    {
      config: authenticated,
      schema: {
        operationId: 'downloadNewsAttachment',
        tags,
        summary: 'An attachment (a PDF or an image shown in place, anything else downloaded)',
        params: newsAttachmentParamsSchema,
        response: { 200: downloadResponse('application/octet-stream'), ...problemResponses(401, 404) },
      },
    },
    async (request, reply) =>
      sendDownload(reply, await getNewsAttachmentContent(deps, authOf(request), request.params)),
  );

  api.post(
    '/api/v1/news',
    {
      config: { ...admin, upload: newsForm },
      schema: {
        operationId: 'createNews',
        tags,
        summary: 'Add a news update; publishing with Send Email mails every active employee',
        description: SAVE_DESCRIPTION,
        response: { 201: newsSavedSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const saved = await createNews(
        deps,
        authOf(request),
        () => readNewsUpload(request),
        newsPageUrlOf(request),
      );
      return reply.code(201).send(saved);
    },
  );

  api.put(
    '/api/v1/news/:id',
    {
      config: { ...admin, upload: newsForm },
      schema: {
        operationId: 'updateNews',
        tags,
        summary:
          'Update a news update (the banner stays unless a new one comes); mails only on first publish',
        description: `${SAVE_DESCRIPTION}; "removeAttachmentIds" in data removes attachments`,
        params: newsIdParamsSchema,
        response: { 200: newsSavedSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateNews(
        deps,
        authOf(request),
        request.params.id,
        () => readNewsUpload(request),
        newsPageUrlOf(request),
      ),
  );

  api.delete(
    '/api/v1/news/:id',
    {
      config: admin,
      schema: {
        operationId: 'deleteNews',
        tags,
        summary: 'Delete a news update with its banner and attachments',
        params: newsIdParamsSchema,
        response: { 204: z.null(), ...problemResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteNews(deps, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/v1/news/images',
    {
      config: { ...admin, upload: newsImageForm },
      schema: {
        operationId: 'uploadNewsImage',
        tags,
        summary: 'Upload an image for a description; answers the URL to put in an <img>',
        description:
          'multipart/form-data: one "image" file (JPEG, PNG, GIF or WebP by content, at most 10 MB), stored as JPEG',
        response: { 201: newsImageSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const image = await uploadNewsImage(deps, authOf(request), await readImageUpload(request));
      return reply.code(201).send(toImage(image));
    },
  );

  api.get(
    '/api/v1/news/images/:imageId',
    {
      config: authenticated,
      schema: {
        operationId: 'downloadNewsImage',
        tags,
        summary: 'An image of a description (JPEG), cached for good',
        params: newsImageParamsSchema,
        response: { 200: downloadResponse('image/jpeg'), ...problemResponses(401, 404) },
      },
    },
    async (request, reply) =>
      sendDownload(reply, await getNewsImage(deps, authOf(request), request.params.imageId)),
  );
};
