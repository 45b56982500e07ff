import { reportQuerySchema } from '@pulse/shared/contracts/activity';
import {
  activityCategoryBodySchema,
  activityCategoryListSchema,
  activityCategorySchema,
  categoryIdParamsSchema,
  categoryRuleBodySchema,
  categoryRuleParamsSchema,
  categoryRuleSchema,
  productivityReportSchema,
} from '@pulse/shared/contracts/productivity';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { wholeListPage } from '../../lib/list-page';
import { problemResponses } from '../../lib/problem';
import * as productivityService from './productivity.service';

// spec B §5/§8: a missing start or end date has the spec's own message; an absent parameter is read
// as empty so it gets that text too (as the Reports page's other calls do).
const absentDatesAsEmpty = async (request: FastifyRequest): Promise<void> => {
  const query = request.query as Record<string, unknown>;
  query.startDate ??= '';
  query.endDate ??= '';
};

export const productivityRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const authenticated = { access: 'authenticated' } as const;
  const admin = { access: 'admin' } as const;
  const tags = ['productivity'];

  api.get(
    '/api/v1/activity-categories',
    {
      config: authenticated,
      schema: {
        operationId: 'listActivityCategories',
        tags,
        summary: 'The organisation’s application and website categories with their rules, in listed order',
        response: { 200: activityCategoryListSchema, ...problemResponses(401) },
      },
    },
    async (request) =>
      wholeListPage(request.url, await productivityService.findActivityCategories(deps, authOf(request))),
  );

  api.post(
    '/api/v1/activity-categories',
    {
      config: admin,
      schema: {
        operationId: 'createActivityCategory',
        tags,
        summary: 'Add a category (name unique, case-insensitive) at the end of the list',
        body: activityCategoryBodySchema,
        response: { 201: activityCategorySchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await productivityService.createActivityCategory(deps, authOf(request), request.body)),
  );

  api.put(
    '/api/v1/activity-categories/:id',
    {
      config: admin,
      schema: {
        operationId: 'updateActivityCategory',
        tags,
        summary: 'Rename a category or change its productivity level',
        params: categoryIdParamsSchema,
        body: activityCategoryBodySchema,
        response: { 200: activityCategorySchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      productivityService.updateActivityCategory(deps, authOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/v1/activity-categories/:id',
    {
      config: admin,
      schema: {
        operationId: 'deleteActivityCategory',
        tags,
        summary: 'Delete a category and its rules; what they matched becomes uncategorised',
        params: categoryIdParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await productivityService.deleteActivityCategory(deps, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/v1/activity-categories/:id/rules',
    {
      config: admin,
      schema: {
        operationId: 'createActivityCategoryRule',
        tags,
        summary:
          'Add a rule: application name, title contains, domain (or a subdomain) or a bounded regular expression',
        params: categoryIdParamsSchema,
        body: categoryRuleBodySchema,
        response: { 201: categoryRuleSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await productivityService.addCategoryRule(deps, authOf(request), request.params.id, request.body),
        ),
  );

  api.delete(
    '/api/v1/activity-categories/:id/rules/:ruleId',
    {
      config: admin,
      schema: {
        operationId: 'deleteActivityCategoryRule',
        tags,
        summary: 'Remove a rule from a category',
        params: categoryRuleParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await productivityService.removeCategoryRule(
        deps,
        authOf(request),
        request.params.id,
        request.params.ruleId,
      );
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/v1/reports/productivity',
    {
      config: admin,
      preValidation: absentDatesAsEmpty,
      schema: {
        operationId: 'getProductivityReport',
        tags,
        summary:
          'Productive, neutral, unproductive and uncategorised focused time per employee and day, by today’s rules',
        querystring: reportQuerySchema,
        response: { 200: productivityReportSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => productivityService.getProductivityReport(deps, authOf(request), request.query),
  );
};
