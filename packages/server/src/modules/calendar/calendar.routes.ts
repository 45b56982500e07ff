import {
  calendarAbsencesQuerySchema,
  calendarEntryListSchema,
  calendarFeedIdParamsSchema,
  calendarFeedListSchema,
  calendarFeedTokenParamsSchema,
  createCalendarFeedBodySchema,
  createdCalendarFeedSchema,
} from '@pulse/shared/contracts/calendar';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { wholeListPage } from '../../lib/list-page';
import { problemResponses } from '../../lib/problem';
import { downloadResponse, sendDownload } from '../../lib/send-download';
import { findCalendarAbsences } from './calendar.service';
import {
  createCalendarFeed,
  type FeedUrlOf,
  findCalendarFeeds,
  renderCalendarFeed,
  revokeCalendarFeed,
} from './calendar-feeds.service';

export const CALENDAR_MEDIA_TYPE = 'text/calendar; charset=utf-8';

// Calendar clients poll a feed (Outlook and Google about hourly); a token cannot be guessed, and this
// bounds what one address can try.
export const FEED_CALLS_PER_MINUTE = 60;

// The feed URL leads back to where the person made it (as invitation links do): Pulse has no
// configured public address, and the CSRF check has proved this origin is the browser's own.
const feedUrlOf =
  (request: FastifyRequest): FeedUrlOf =>
  (token) =>
    `${request.protocol}://${request.host}/api/v1/calendar/feeds/${token}.ics`;

export const calendarRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const authenticated = { access: 'authenticated' } as const;
  const tags = ['calendar'];

  api.get(
    '/api/v1/calendar/absences',
    {
      config: authenticated,
      schema: {
        operationId: 'listCalendarAbsences',
        tags,
        summary:
          'Who is away between two days (at most 62): approved leaves, pending ones for their deciders, holidays, weekly offs',
        querystring: calendarAbsencesQuerySchema,
        response: { 200: calendarEntryListSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) =>
      wholeListPage(request.url, await findCalendarAbsences(deps, authOf(request), request.query)),
  );

  api.get(
    '/api/v1/calendar/feeds',
    {
      config: authenticated,
      schema: {
        operationId: 'listCalendarFeeds',
        tags,
        summary: 'The caller’s live calendar feeds (their URLs are shown only when made)',
        response: { 200: calendarFeedListSchema, ...problemResponses(401) },
      },
    },
    async (request) => wholeListPage(request.url, await findCalendarFeeds(deps, authOf(request))),
  );

  api.post(
    '/api/v1/calendar/feeds',
    {
      config: authenticated,
      schema: {
        operationId: 'createCalendarFeed',
        tags,
        summary:
          'Make an iCalendar feed URL (mine; team for administrators and project managers), replacing the previous one of its kind',
        body: createCalendarFeedBodySchema,
        response: { 201: createdCalendarFeedSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createCalendarFeed(deps, authOf(request), request.body.kind, request.ip, feedUrlOf(request)),
        ),
  );

  api.delete(
    '/api/v1/calendar/feeds/:id',
    {
      config: authenticated,
      schema: {
        operationId: 'revokeCalendarFeed',
        tags,
        summary: 'Revoke one of the caller’s calendar feeds: its URL stops working',
        params: calendarFeedIdParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await revokeCalendarFeed(deps, authOf(request), request.params.id, request.ip);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/v1/calendar/feeds/:token.ics',
    {
      config: { access: 'public', rateLimit: { max: FEED_CALLS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        operationId: 'downloadCalendarFeed',
        tags,
        summary: 'An iCalendar feed (RFC 5545) for calendar clients; the URL’s token is its only credential',
        params: calendarFeedTokenParamsSchema,
        response: { 200: downloadResponse(CALENDAR_MEDIA_TYPE), ...problemResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const feed = await renderCalendarFeed(deps, request.params.token);
      return sendDownload(reply, {
        fileName: feed.fileName,
        contentType: CALENDAR_MEDIA_TYPE,
        body: Buffer.from(feed.body, 'utf8'),
      });
    },
  );
};
