import { type TodoBody, todoSavedSchema } from '@pulse/shared/contracts/todos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { todoDetailQueryKey } from './get-todo';
import { todoListsQueryKey } from './get-todos';

// PUT /todos/{id} (administrators): every field of the to-do.
export const updateTodo = async ({ id, body }: { id: string; body: TodoBody }): Promise<{ id: string }> =>
  todoSavedSchema.parse(await apiClient.put(`/todos/${encodeURIComponent(id)}`, body));

export const useUpdateTodo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTodo,
    onSuccess: (_saved, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: todoListsQueryKey }),
        queryClient.invalidateQueries({ queryKey: todoDetailQueryKey(id) }),
      ]),
  });
};
