import {
  todoBodySchema,
  todoCompletionBodySchema,
  todoIdParamsSchema,
  todoListQuerySchema,
  todoListSchema,
  todoSavedSchema,
  todoSchema,
} from '@pulse/shared/contracts/todos';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { wholeListPage } from '../../lib/list-page';
import { problemResponses } from '../../lib/problem';
import * as todosService from './todos.service';

export const todosRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const authenticated = { access: 'authenticated' } as const;
  const admin = { access: 'admin' } as const;
  const tags = ['todos'];

  api.get(
    '/api/v1/todos',
    {
      config: authenticated,
      schema: {
        operationId: 'listTodos',
        tags,
        summary:
          'A project’s to-dos (no project: those of every project the caller sees) by status (3 = all), with members and consumed hours',
        querystring: todoListQuerySchema,
        response: { 200: todoListSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) =>
      wholeListPage(request.url, await todosService.findTodos(deps, authOf(request), request.query)),
  );

  api.get(
    '/api/v1/todos/:id',
    {
      config: authenticated,
      schema: {
        operationId: 'getTodo',
        tags,
        summary: 'One to-do (whoever sees its project)',
        params: todoIdParamsSchema,
        response: { 200: todoSchema, ...problemResponses(401, 404) },
      },
    },
    async (request) => todosService.getTodo(deps, authOf(request), request.params.id),
  );

  api.post(
    '/api/v1/todos',
    {
      config: admin,
      schema: {
        operationId: 'createTodo',
        tags,
        summary: 'Add a to-do assigned to members of the project’s team',
        body: todoBodySchema,
        response: { 201: todoSavedSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await todosService.createTodo(deps, authOf(request), request.body)),
  );

  api.put(
    '/api/v1/todos/:id',
    {
      config: admin,
      schema: {
        operationId: 'updateTodo',
        tags,
        summary: 'Update a to-do',
        params: todoIdParamsSchema,
        body: todoBodySchema,
        response: { 200: todoSavedSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => todosService.updateTodo(deps, authOf(request), request.params.id, request.body),
  );

  api.put(
    '/api/v1/todos/:id/completion',
    {
      config: authenticated,
      schema: {
        operationId: 'setTodoCompletion',
        tags,
        summary: 'Mark a to-do completed or not (an admin, or a member it is assigned to)',
        params: todoIdParamsSchema,
        body: todoCompletionBodySchema,
        response: { 200: todoSavedSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => todosService.setTodoCompletion(deps, authOf(request), request.params.id, request.body),
  );
};
