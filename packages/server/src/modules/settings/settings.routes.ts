import {
  defaultColumnListSchema,
  defaultColumnsBodySchema,
  defaultColumnsParamsSchema,
  defaultColumnsQuerySchema,
  organizationSettingsPatchSchema,
  organizationSettingsSchema,
} from '@pulse/shared/contracts/settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { problemResponses } from '../../lib/problem';
import { masterDataRoutes } from './master-data.routes';
import * as settings from './settings.service';
import { trackingSettingsRoutes } from './tracking-settings.routes';

const TAG = 'settings';

export const settingsRoutes = (app: FastifyInstance, deps: Deps) => {
  masterDataRoutes(app, deps);
  trackingSettingsRoutes(app, deps);

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/v1/organization/settings',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getOrganizationSettings',
        tags: [TAG],
        summary: "The organisation's settings: shifts flag, log-off in idle, currency, time zone",
        response: { 200: organizationSettingsSchema, ...problemResponses(401) },
      },
    },
    async (request) => settings.getOrganizationSettings(deps, authOf(request)),
  );
  api.patch(
    '/api/v1/organization/settings',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateOrganizationSettings',
        tags: [TAG],
        summary: 'Switch the shifts flag or the include-log-off-in-idle flag',
        body: organizationSettingsPatchSchema,
        response: { 200: organizationSettingsSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => settings.updateOrganizationSettings(deps, authOf(request), request.ip, request.body),
  );
  api.get(
    '/api/v1/default-columns',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getDefaultColumns',
        tags: [TAG],
        summary: "An entity's list columns in order, with their names, visibility and editability",
        querystring: defaultColumnsQuerySchema,
        response: { 200: defaultColumnListSchema, ...problemResponses(400, 401) },
      },
    },
    async (request) => settings.findDefaultColumns(deps, authOf(request), request.query.entity),
  );
  api.put(
    '/api/v1/default-columns/:entity',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateDefaultColumns',
        tags: [TAG],
        summary: "Replace an entity's column names, visibility and order",
        params: defaultColumnsParamsSchema,
        body: defaultColumnsBodySchema,
        response: { 200: defaultColumnListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) =>
      settings.saveDefaultColumns(deps, authOf(request), request.params.entity, request.body),
  );
};
