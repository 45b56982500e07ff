import {
  approveManualTimeBodySchema,
  createManualTimeBodySchema,
  denyManualTimeBodySchema,
  manualTimeIdParamsSchema,
  manualTimeListQuerySchema,
  manualTimeOptionsSchema,
  manualTimePageSchema,
  manualTimeRequestSchema,
} from '@pulse/shared/contracts/manual-time';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { listPage } from '../../lib/list-page';
import { problemResponses } from '../../lib/problem';
import * as manualTimeService from './manual-time.service';

// Manual (offline) time, spec A §1. Every route is for any signed-in employee: whose requests a caller
// reads or decides (own, their projects' as a manager, all as an administrator) is decided in the
// service, and anything else reads as not found.
export const manualTimeRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const authenticated = { access: 'authenticated' } as const;
  const tags = ['manual-time'];

  api.get(
    '/api/v1/manual-time/options',
    {
      config: authenticated,
      schema: {
        operationId: 'getManualTimeOptions',
        tags,
        summary:
          'The caller’s projects and open to-dos to attribute manual time to, and whether they decide requests',
        response: { 200: manualTimeOptionsSchema, ...problemResponses(401) },
      },
    },
    async (request) => manualTimeService.getManualTimeOptions(deps, authOf(request)),
  );

  api.get(
    '/api/v1/manual-time',
    {
      config: authenticated,
      schema: {
        operationId: 'listManualTime',
        tags,
        summary:
          'Requests of one status: the caller’s own (scope=mine) or those they may decide (scope=to-decide), 20 a page by default',
        querystring: manualTimeListQuerySchema,
        response: { 200: manualTimePageSchema, ...problemResponses(400, 401) },
      },
    },
    async (request) =>
      listPage(request.url, await manualTimeService.findManualTimePage(deps, authOf(request), request.query)),
  );

  api.get(
    '/api/v1/manual-time/:id',
    {
      config: authenticated,
      schema: {
        operationId: 'getManualTime',
        tags,
        summary: 'One request (its employee, its deciders)',
        params: manualTimeIdParamsSchema,
        response: { 200: manualTimeRequestSchema, ...problemResponses(401, 404) },
      },
    },
    async (request) => manualTimeService.getManualTimeRequest(deps, authOf(request), request.params.id),
  );

  api.post(
    '/api/v1/manual-time',
    {
      config: authenticated,
      schema: {
        operationId: 'createManualTime',
        tags,
        summary:
          'Add manual time of the caller: pending for a decision, or approved at once under the organisation’s threshold',
        body: createManualTimeBodySchema,
        response: { 201: manualTimeRequestSchema, ...problemResponses(400, 401, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await manualTimeService.createManualTimeRequest(deps, authOf(request), request.body)),
  );

  api.post(
    '/api/v1/manual-time/:id/approve',
    {
      config: authenticated,
      schema: {
        operationId: 'approveManualTime',
        tags,
        summary:
          'Approve a pending request (a manager of its project or an administrator, never its employee)',
        params: manualTimeIdParamsSchema,
        body: approveManualTimeBodySchema,
        response: { 200: manualTimeRequestSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      manualTimeService.decideManualTimeRequest(deps, authOf(request), request.ip, request.params.id, {
        action: 'approve',
        note: request.body.note,
      }),
  );

  api.post(
    '/api/v1/manual-time/:id/deny',
    {
      config: authenticated,
      schema: {
        operationId: 'denyManualTime',
        tags,
        summary: 'Deny a pending request with a note (a manager of its project or an administrator)',
        params: manualTimeIdParamsSchema,
        body: denyManualTimeBodySchema,
        response: { 200: manualTimeRequestSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      manualTimeService.decideManualTimeRequest(deps, authOf(request), request.ip, request.params.id, {
        action: 'deny',
        note: request.body.note,
      }),
  );

  api.delete(
    '/api/v1/manual-time/:id',
    {
      config: authenticated,
      schema: {
        operationId: 'deleteManualTime',
        tags,
        summary: 'Delete one’s own pending request',
        params: manualTimeIdParamsSchema,
        response: { 204: z.null(), ...problemResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await manualTimeService.deleteManualTimeRequest(deps, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
