import {
  projectBodySchema,
  projectChoiceListSchema,
  projectDetailSchema,
  projectIdParamsSchema,
  projectListQuerySchema,
  projectListSchema,
  projectOptionsSchema,
  projectSavedSchema,
} from '@pulse/shared/contracts/projects';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { listPage, wholeListPage } from '../../lib/list-page';
import { problemResponses } from '../../lib/problem';
import * as projectsService from './projects.service';

export const projectsRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const authenticated = { access: 'authenticated' } as const;
  const admin = { access: 'admin' } as const;
  const tags = ['projects'];

  api.get(
    '/api/v1/projects',
    {
      config: authenticated,
      schema: {
        operationId: 'listProjects',
        tags,
        summary: 'Projects with consumed hours and budget, by status, paged (employees: their teams’ only)',
        querystring: projectListQuerySchema,
        response: { 200: projectListSchema, ...problemResponses(400, 401) },
      },
    },
    async (request) =>
      listPage(request.url, await projectsService.findProjects(deps, authOf(request), request.query)),
  );

  api.get(
    '/api/v1/projects/options',
    {
      config: authenticated,
      schema: {
        operationId: 'getProjectFormOptions',
        tags,
        summary: 'The project form’s lists: statuses with colours, timesheet intervals, the currency',
        response: { 200: projectOptionsSchema, ...problemResponses(401) },
      },
    },
    async (request) => projectsService.getProjectOptions(authOf(request)),
  );

  api.get(
    '/api/v1/projects/choices',
    {
      config: authenticated,
      schema: {
        operationId: 'listProjectChoices',
        tags,
        summary: 'Every project the caller may pick (employees: their teams’ only), by name, as one page',
        response: { 200: projectChoiceListSchema, ...problemResponses(401) },
      },
    },
    async (request) =>
      wholeListPage(request.url, { items: await projectsService.findProjectChoices(deps, authOf(request)) }),
  );

  api.get(
    '/api/v1/projects/:id',
    {
      config: authenticated,
      schema: {
        operationId: 'getProject',
        tags,
        summary: 'One project with its team (colleagues’ rates only for admins)',
        params: projectIdParamsSchema,
        response: { 200: projectDetailSchema, ...problemResponses(401, 404) },
      },
    },
    async (request) => projectsService.getProject(deps, authOf(request), request.params.id),
  );

  api.post(
    '/api/v1/projects',
    {
      config: admin,
      schema: {
        operationId: 'createProject',
        tags,
        summary: 'Add a project with its team, in one transaction',
        body: projectBodySchema,
        response: { 201: projectSavedSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await projectsService.createProject(deps, authOf(request), request.body)),
  );

  api.put(
    '/api/v1/projects/:id',
    {
      config: admin,
      schema: {
        operationId: 'updateProject',
        tags,
        summary: 'Update a project and its team; a changed hourly rate applies from now on',
        params: projectIdParamsSchema,
        body: projectBodySchema,
        response: { 200: projectSavedSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => projectsService.updateProject(deps, authOf(request), request.params.id, request.body),
  );
};
