import {
  assistantExchangeSchema,
  assistantHistorySchema,
  sendAssistantMessageBodySchema,
} from '@pulse/shared/contracts/assistant';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, currentEmployeeOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { problemResponses } from '../../lib/problem';
import * as assistantService from './assistant.service';

const askerOf = (request: FastifyRequest): assistantService.Asker => ({
  auth: authOf(request),
  name: currentEmployeeOf(request).name,
});

// ProBot, the HR assistant (spec A §7 the chat assistant service: history, greeting, search), for
// every signed-in employee about their own conversation: the session names whose it is.
export const assistantRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const authenticated = { access: 'authenticated' } as const;
  const tags = ['assistant'];

  api.get(
    '/api/v1/assistant/history',
    {
      config: authenticated,
      schema: {
        tags,
        summary: 'The caller’s conversation with ProBot, its greeting and questions to try',
        response: { 200: assistantHistorySchema, ...problemResponses(401) },
      },
    },
    async (request) => assistantService.getAssistantHistory(deps, askerOf(request)),
  );

  api.post(
    '/api/v1/assistant/messages',
    {
      config: authenticated,
      schema: {
        tags,
        summary: 'Ask ProBot: the question and its answer, both kept in the caller’s conversation',
        body: sendAssistantMessageBodySchema,
        response: { 201: assistantExchangeSchema, ...problemResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const exchange = await assistantService.sendAssistantMessage(deps, askerOf(request), request.body.text);
      return reply.status(201).send(exchange);
    },
  );

  api.delete(
    '/api/v1/assistant/history',
    {
      config: authenticated,
      schema: {
        tags,
        summary: 'Delete the caller’s conversation with ProBot',
        response: { 204: z.null(), ...problemResponses(401) },
      },
    },
    async (request, reply) => {
      await assistantService.deleteAssistantHistory(deps, authOf(request));
      return reply.status(204).send(null);
    },
  );
};
