import {
  apiTokenIdParamsSchema,
  apiTokenListSchema,
  createApiTokenBodySchema,
  createdApiTokenSchema,
} from '@pulse/shared/contracts/api-tokens';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { wholeListPage } from '../../lib/list-page';
import { problemResponses } from '../../lib/problem';
import {
  createApiToken,
  findMyApiTokens,
  findOrganizationApiTokens,
  revokeApiToken,
} from './api-tokens.service';

// API tokens: everyone manages their personal tokens, administrators the organisation's.
// The tag is token-free (lib/token-scopes.ts): a token never lists, mints or revokes tokens.
export const apiTokensRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['api-tokens'];

  api.get(
    '/api/v1/me/api-tokens',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listMyApiTokens',
        tags,
        summary: 'The caller’s personal API tokens that are not revoked, newest first (never their secrets)',
        response: { 200: apiTokenListSchema, ...problemResponses(401) },
      },
    },
    async (request) => wholeListPage(request.url, await findMyApiTokens(deps, authOf(request))),
  );

  api.get(
    '/api/v1/organization/api-tokens',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listOrganizationApiTokens',
        tags,
        summary: 'The organisation’s API tokens that are not revoked, newest first (administrators)',
        response: { 200: apiTokenListSchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => wholeListPage(request.url, await findOrganizationApiTokens(deps, authOf(request))),
  );

  api.post(
    '/api/v1/api-tokens',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'createApiToken',
        tags,
        summary:
          'Create a personal API token, or (administrators) an organisation token, with its scopes and expiry; the answer holds the secret, shown this once',
        body: createApiTokenBodySchema,
        response: { 201: createdApiTokenSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createApiToken(deps, authOf(request), request.ip, request.body)),
  );

  api.post(
    '/api/v1/api-tokens/:id/revoke',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'revokeApiToken',
        tags,
        summary:
          'Revoke one of the caller’s personal tokens, or (administrators) an organisation token; it stops working at once',
        params: apiTokenIdParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await revokeApiToken(deps, authOf(request), request.ip, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
