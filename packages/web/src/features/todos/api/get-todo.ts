import { type Todo, todoIdParamsSchema, todoSchema } from '@pulse/shared/contracts/todos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { todosQueryKey } from './get-todos';

export const todoDetailQueryKey = (id: string) => [...todosQueryKey, 'detail', id] as const;

// One to-do for its form; 404 when it does not exist or the caller cannot see it.
export const getTodo = async (id: string, signal?: AbortSignal): Promise<Todo> =>
  todoSchema.parse(await apiClient.get(`/todos/${encodeURIComponent(id)}`, signal));

export const getTodoQueryOptions = (id: string) =>
  queryOptions({ queryKey: todoDetailQueryKey(id), queryFn: ({ signal }) => getTodo(id, signal) });

// An id from the address that cannot name a to-do is not found without asking the server.
export const isTodoId = (id: string) => todoIdParamsSchema.safeParse({ id }).success;

// `undefined` in add mode.
export const useTodo = (id: string | undefined) =>
  useQuery({ ...getTodoQueryOptions(id ?? ''), enabled: id !== undefined && isTodoId(id) });
