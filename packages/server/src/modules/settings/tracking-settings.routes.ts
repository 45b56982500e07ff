import {
  trackingSettingsBodySchema,
  trackingSettingsSchema,
} from '@pulse/shared/contracts/tracking-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { problemResponses } from '../../lib/problem';
import { getTrackingSettings, updateTrackingSettings } from './tracking-settings.service';

export const trackingSettingsRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  const url = '/api/v1/organization/tracking-settings';

  api.get(
    url,
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getTrackingSettings',
        tags,
        summary:
          'Settings → Tracking: default screenshot mode, screenshot retention, window-title redaction, employee deletion, manual-time auto-approval',
        response: { 200: trackingSettingsSchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => getTrackingSettings(deps, authOf(request)),
  );

  api.put(
    url,
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateTrackingSettings',
        tags,
        summary: 'Replace the tracking settings; a change is recorded in the audit trail (old → new)',
        body: trackingSettingsBodySchema,
        response: { 200: trackingSettingsSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => updateTrackingSettings(deps, authOf(request), request.ip, request.body),
  );
};
