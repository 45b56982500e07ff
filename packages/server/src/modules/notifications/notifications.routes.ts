import {
  notificationListQuerySchema,
  notificationListSchema,
  outboxAttachmentParamsSchema,
  outboxListQuerySchema,
  outboxMailIdParamsSchema,
  outboxMailSchema,
  outboxPageSchema,
  resentMailsSchema,
} from '@pulse/shared/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { listPage } from '../../lib/list-page';
import { problemResponses } from '../../lib/problem';
import { CSV_MEDIA_TYPE, downloadResponse, sendDownload, XLSX_MEDIA_TYPE } from '../../lib/send-download';
import {
  findMyNotifications,
  findOutboxPage,
  getOutboxAttachment,
  markMyNotificationsViewed,
  resendFailedMails,
  resendMail,
} from './notifications.service';

const NOTIFICATIONS_PATH = '/api/v1/notifications';

export const notificationsRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  api.get(
    NOTIFICATIONS_PATH,
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listNotifications',
        tags,
        summary: "The caller's notifications, newest first, 50 a page by default (the bell's)",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...problemResponses(400, 401) },
      },
    },
    async (request) => listPage(request.url, await findMyNotifications(deps, authOf(request), request.query)),
  );

  api.post(
    '/api/v1/notifications/mark-viewed',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'markNotificationsViewed',
        tags,
        summary: "Marks all the caller's unread notifications viewed; answers the list's first page",
        response: { 200: notificationListSchema, ...problemResponses(401, 403) },
      },
    },
    // The answer is the list's first page, so its next link points into the list, not at this verb.
    async (request) => listPage(NOTIFICATIONS_PATH, await markMyNotificationsViewed(deps, authOf(request))),
  );

  api.get(
    '/api/v1/outbox',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listOutboxMails',
        tags,
        summary: "The organisation's mail, newest first, 20 per page by default (administrators)",
        querystring: outboxListQuerySchema,
        response: { 200: outboxPageSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listPage(request.url, await findOutboxPage(deps, authOf(request), request.query)),
  );

  api.post(
    '/api/v1/outbox/:id/resend',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'resendMail',
        tags,
        summary: 'Sends a failed mail again: pending, its attempts afresh (administrators)',
        params: outboxMailIdParamsSchema,
        response: { 200: outboxMailSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => resendMail(deps, authOf(request), request.ip, request.params.id),
  );

  api.post(
    '/api/v1/outbox/resend-failed',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'resendFailedMails',
        tags,
        summary: 'Sends every failed mail of the organisation again; answers how many (administrators)',
        response: { 200: resentMailsSchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => resendFailedMails(deps, authOf(request), request.ip),
  );

  api.get(
    '/api/v1/outbox/:id/attachments/:attachmentId',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'downloadMailAttachment',
        tags,
        summary: 'A file a mail of the organisation carries, as an attachment download (administrators)',
        params: outboxAttachmentParamsSchema,
        response: {
          200: downloadResponse(XLSX_MEDIA_TYPE, CSV_MEDIA_TYPE, 'application/pdf'),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const attachment = await getOutboxAttachment(
        deps,
        authOf(request),
        request.params.id,
        request.params.attachmentId,
      );
      return sendDownload(reply, {
        fileName: attachment.fileName,
        contentType: attachment.contentType,
        body: attachment.content,
      });
    },
  );
};
