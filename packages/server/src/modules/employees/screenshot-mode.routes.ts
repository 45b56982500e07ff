import {
  employeeScreenshotModeBodySchema,
  employeeScreenshotModeListSchema,
  employeeScreenshotModeParamsSchema,
  employeeScreenshotModeSchema,
} from '@pulse/shared/contracts/tracking-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { wholeListPage } from '../../lib/list-page';
import { problemResponses } from '../../lib/problem';
import { findScreenshotModes, setEmployeeScreenshotMode } from './screenshot-mode.service';

export const screenshotModeRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['employees'];

  api.get(
    '/api/v1/employees/screenshot-modes',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listScreenshotModes',
        tags,
        summary: 'Active employees with their own screenshot mode (null: the default) and the mode in effect',
        response: { 200: employeeScreenshotModeListSchema, ...problemResponses(401, 403) },
      },
    },
    async (request) =>
      wholeListPage(request.url, { items: await findScreenshotModes(deps, authOf(request)) }),
  );

  api.put(
    '/api/v1/employees/:employeeId/screenshot-mode',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'setEmployeeScreenshotMode',
        tags,
        summary: 'Set one employee’s screenshot mode (null: follow the organisation’s default); audited',
        params: employeeScreenshotModeParamsSchema,
        body: employeeScreenshotModeBodySchema,
        response: { 200: employeeScreenshotModeSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setEmployeeScreenshotMode(
        deps,
        authOf(request),
        request.ip,
        request.params.employeeId,
        request.body.screenshotMode,
      ),
  );
};
