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
import { openEventStream } from '../../lib/event-stream';
import { problemResponses } from '../../lib/problem';
import * as assistantService from './assistant.service';
import type { PhrasingListener } from './assistant-model';

const askerOf = (request: FastifyRequest): assistantService.Asker => ({
  auth: authOf(request),
  name: currentEmployeeOf(request).name,
});

// One line when the language model fails: the reply is the deterministic answer, the asker sees no error.
const logModelFailure = (request: FastifyRequest) => (error: unknown) =>
  request.log.warn({ err: error }, 'ProBot: the language model failed; the deterministic answer is used');

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
        operationId: 'getAssistantHistory',
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
        operationId: 'askAssistant',
        tags,
        summary: 'Ask ProBot: the question and its answer, both kept in the caller’s conversation',
        body: sendAssistantMessageBodySchema,
        response: { 201: assistantExchangeSchema, ...problemResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const listener: PhrasingListener = { onFailure: logModelFailure(request) };
      const exchange = await assistantService.sendAssistantMessage(
        deps,
        askerOf(request),
        request.body.text,
        listener,
      );
      return reply.status(201).send(exchange);
    },
  );

  // The same question, with the reply streamed as the language model writes it: the widget asks for
  // it when the history says `canStream`. The rate limit and validation are the plain route's.
  api.post(
    '/api/v1/assistant/messages/stream',
    {
      config: authenticated,
      schema: {
        operationId: 'askAssistantStreamed',
        tags,
        summary: 'Ask ProBot, with the reply streamed as the language model writes it',
        description:
          'Server-sent events: zero or more `delta` events (`{"text": …}`, pieces of the reply as they are written), then `done` with the stored exchange (as the plain route answers), whose reply replaces the pieces: when the model fails half-way it is the deterministic answer. Without a model only `done` comes. A failure after the stream started is an `error` event (`{"status": 500}`); refusals before it (400, 401, 429) are problem+json.',
        body: sendAssistantMessageBodySchema,
        response: {
          200: {
            description: 'The reply as server-sent events',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...problemResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const events = openEventStream(reply);
      const listener: PhrasingListener = {
        onDelta: (text) => events.send('delta', { text }),
        onFailure: logModelFailure(request),
      };
      try {
        const exchange = await assistantService.sendAssistantMessage(
          deps,
          askerOf(request),
          request.body.text,
          listener,
        );
        events.end('done', exchange);
      } catch (error) {
        if (!events.hasStarted()) throw error;
        request.log.error({ err: error }, 'ProBot: the streamed reply failed');
        events.end('error', { status: 500 });
      }
      return reply;
    },
  );

  api.delete(
    '/api/v1/assistant/history',
    {
      config: authenticated,
      schema: {
        operationId: 'deleteAssistantHistory',
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
