import { ALL_PROJECTS, type TodoList, todoListSchema } from '@pulse/shared/contracts/todos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Every query of this feature starts with 'todos', so a save refreshes what it changed; the projects
// it offers are this feature's own copies (features never share a cache key).
export const todosQueryKey = ['todos'] as const;
export const todoListsQueryKey = [...todosQueryKey, 'list'] as const;

// spec B §2 Todo list: the to-dos of one project (or of every project the caller sees, ALL_PROJECTS),
// filtered by status (0, 1, 2; 3 is All, spec B §4).
export const getTodos = async (
  projectId: string,
  status: number,
  signal?: AbortSignal,
): Promise<TodoList> => {
  const project = projectId === ALL_PROJECTS ? '' : `projectId=${encodeURIComponent(projectId)}&`;
  return todoListSchema.parse(await apiClient.get(`/todos?${project}status=${status}`, signal));
};

export const getTodosQueryOptions = (projectId: string, status: number) =>
  queryOptions({
    queryKey: [...todoListsQueryKey, projectId, status],
    queryFn: ({ signal }) => getTodos(projectId, status, signal),
  });

// `undefined` while no project is chosen: nothing to ask.
export const useTodos = (projectId: string | undefined, status: number) =>
  useQuery({ ...getTodosQueryOptions(projectId ?? '', status), enabled: projectId !== undefined });
