import {
  copyHolidaysBodySchema,
  copyHolidaysResultSchema,
  holidayBodySchema,
  holidayIdParamsSchema,
  holidayListSchema,
  holidaySchema,
  holidayYearQuerySchema,
  holidayYearsSchema,
} from '@pulse/shared/contracts/leaves';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { wholeListPage } from '../../lib/list-page';
import { problemResponses } from '../../lib/problem';
import * as holidaysService from './holidays.service';

export const holidaysRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const authenticated = { access: 'authenticated' } as const;
  const admin = { access: 'admin' } as const;
  const tags = ['holidays'];

  api.get(
    '/api/v1/holidays/years',
    {
      config: authenticated,
      schema: {
        operationId: 'listHolidayYears',
        tags,
        summary: 'Years that have holidays, plus the current year, newest first',
        response: { 200: holidayYearsSchema, ...problemResponses(401) },
      },
    },
    async (request) =>
      wholeListPage(request.url, await holidaysService.findHolidayYears(deps, authOf(request))),
  );

  api.get(
    '/api/v1/holidays',
    {
      config: authenticated,
      schema: {
        operationId: 'listHolidays',
        tags,
        summary: 'The holidays of a year, by date',
        querystring: holidayYearQuerySchema,
        response: { 200: holidayListSchema, ...problemResponses(400, 401) },
      },
    },
    async (request) =>
      wholeListPage(
        request.url,
        await holidaysService.findHolidays(deps, authOf(request), request.query.year),
      ),
  );

  api.post(
    '/api/v1/holidays',
    {
      config: admin,
      schema: {
        operationId: 'createHoliday',
        tags,
        summary: 'Add a holiday; one per date',
        body: holidayBodySchema,
        response: { 201: holidaySchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await holidaysService.createHoliday(deps, authOf(request), request.body)),
  );

  api.post(
    '/api/v1/holidays/copy',
    {
      config: admin,
      schema: {
        operationId: 'copyHolidays',
        tags,
        summary:
          'Copy a year’s holidays to the same month and day of another year, keeping dates already set',
        body: copyHolidaysBodySchema,
        response: { 200: copyHolidaysResultSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => holidaysService.copyHolidays(deps, authOf(request), request.body),
  );

  api.put(
    '/api/v1/holidays/:id',
    {
      config: admin,
      schema: {
        operationId: 'updateHoliday',
        tags,
        summary: 'Change a holiday’s date or reason',
        params: holidayIdParamsSchema,
        body: holidayBodySchema,
        response: { 200: holidaySchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => holidaysService.updateHoliday(deps, authOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/v1/holidays/:id',
    {
      config: admin,
      schema: {
        operationId: 'deleteHoliday',
        tags,
        summary: 'Delete a holiday',
        params: holidayIdParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await holidaysService.deleteHoliday(deps, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
