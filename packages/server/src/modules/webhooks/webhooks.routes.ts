import {
  createdWebhookSchema,
  createWebhookBodySchema,
  updateWebhookBodySchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookIdParamsSchema,
  webhookListSchema,
  webhookSchema,
} from '@pulse/shared/contracts/webhooks';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { wholeListPage } from '../../lib/list-page';
import { problemResponses } from '../../lib/problem';
import {
  createWebhook,
  deleteWebhook,
  findWebhookDeliveries,
  findWebhooks,
  redeliverWebhookDelivery,
  sendWebhookPing,
  updateWebhook,
} from './webhooks.service';

// Webhooks, for administrators. The tag is token-free (lib/token-scopes.ts): a leaked API token must
// not be able to point the organisation's events at a URL of its choosing.
export const webhooksRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['webhooks'];

  api.get(
    '/api/v1/webhooks',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listWebhooks',
        tags,
        summary: 'The organisation’s webhook subscriptions, newest first (never their signing secrets)',
        response: { 200: webhookListSchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => wholeListPage(request.url, await findWebhooks(deps, authOf(request))),
  );

  api.post(
    '/api/v1/webhooks',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createWebhook',
        tags,
        summary:
          'Subscribe a URL to events; the answer holds the signing secret, shown this once. The URL must resolve to public addresses unless allowPrivateTargets is set',
        body: createWebhookBodySchema,
        response: { 201: createdWebhookSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createWebhook(deps, authOf(request), request.ip, request.body)),
  );

  api.patch(
    '/api/v1/webhooks/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateWebhook',
        tags,
        summary:
          'Change a webhook’s URL, description or events, switch it on or off, or allow or refuse private network addresses (a new URL is checked under the setting it is sent with)',
        params: webhookIdParamsSchema,
        body: updateWebhookBodySchema,
        response: { 200: webhookSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateWebhook(deps, authOf(request), request.ip, request.params.id, request.body),
  );

  api.delete(
    '/api/v1/webhooks/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteWebhook',
        tags,
        summary: 'Delete a webhook and its deliveries; nothing more is sent to it',
        params: webhookIdParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteWebhook(deps, authOf(request), request.ip, request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/v1/webhooks/:id/ping',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'pingWebhook',
        tags,
        summary: 'Queue a test event (type "ping") for the webhook; it is delivered like any event',
        params: webhookIdParamsSchema,
        response: { 201: webhookDeliverySchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await sendWebhookPing(deps, authOf(request), request.params.id)),
  );

  api.get(
    '/api/v1/webhooks/:id/deliveries',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listWebhookDeliveries',
        tags,
        summary: 'The webhook’s most recent deliveries, newest first, with their status and last answer',
        params: webhookIdParamsSchema,
        response: { 200: webhookDeliveryListSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      wholeListPage(request.url, await findWebhookDeliveries(deps, authOf(request), request.params.id)),
  );

  api.post(
    '/api/v1/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'redeliverWebhookDelivery',
        tags,
        summary: 'Send a delivery’s event again, as a new delivery due now',
        params: webhookDeliveryParamsSchema,
        response: { 201: webhookDeliverySchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await redeliverWebhookDelivery(
            deps,
            authOf(request),
            request.ip,
            request.params.id,
            request.params.deliveryId,
          ),
        ),
  );
};
