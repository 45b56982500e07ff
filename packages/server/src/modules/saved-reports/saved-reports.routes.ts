import {
  savedReportBodySchema,
  savedReportIdParamsSchema,
  savedReportListSchema,
  savedReportSchema,
} from '@pulse/shared/contracts/saved-reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { wholeListPage } from '../../lib/list-page';
import { problemResponses } from '../../lib/problem';
import {
  createSavedReport,
  deleteSavedReport,
  findMySavedReports,
  updateSavedReport,
} from './saved-reports.service';

// Everyone signed in keeps their own saved reports; what each may save is the service's rule.
export const savedReportsRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'authenticated' } as const;
  const tags = ['saved-reports'];

  api.get(
    '/api/v1/saved-reports',
    {
      config,
      schema: {
        operationId: 'listSavedReports',
        tags,
        summary: 'The caller’s saved reports by name, each with its next scheduled mail',
        response: { 200: savedReportListSchema, ...problemResponses(401) },
      },
    },
    async (request) => wholeListPage(request.url, await findMySavedReports(deps, authOf(request))),
  );

  api.post(
    '/api/v1/saved-reports',
    {
      config,
      schema: {
        operationId: 'createSavedReport',
        tags,
        summary:
          'Save a report’s filters under a name (unique per owner), optionally mailed weekly or monthly. Administrators: any filters, to active employees; anyone else: their own time, to themselves',
        body: savedReportBodySchema,
        response: { 201: savedReportSchema, ...problemResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSavedReport(deps, authOf(request), request.ip, request.body)),
  );

  api.put(
    '/api/v1/saved-reports/:id',
    {
      config,
      schema: {
        operationId: 'updateSavedReport',
        tags,
        summary: 'Change one of the caller’s saved reports; a new schedule starts with the next full period',
        params: savedReportIdParamsSchema,
        body: savedReportBodySchema,
        response: { 200: savedReportSchema, ...problemResponses(400, 401, 404, 409) },
      },
    },
    async (request) => updateSavedReport(deps, authOf(request), request.ip, request.params.id, request.body),
  );

  api.delete(
    '/api/v1/saved-reports/:id',
    {
      config,
      schema: {
        operationId: 'deleteSavedReport',
        tags,
        summary: 'Delete one of the caller’s saved reports; its mails stop',
        params: savedReportIdParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deleteSavedReport(deps, authOf(request), request.ip, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
