import { type TodoCompletionBody, todoSavedSchema } from '@pulse/shared/contracts/todos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { todoDetailQueryKey } from './get-todo';
import { todoListsQueryKey } from './get-todos';

// PUT /todos/{id}/completion: what an employee assigned to the to-do may change (Mark As Completed).
export const updateTodoCompletion = async ({
  id,
  body,
}: {
  id: string;
  body: TodoCompletionBody;
}): Promise<{ id: string }> =>
  todoSavedSchema.parse(await apiClient.put(`/todos/${encodeURIComponent(id)}/completion`, body));

export const useUpdateTodoCompletion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTodoCompletion,
    onSuccess: (_saved, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: todoListsQueryKey }),
        queryClient.invalidateQueries({ queryKey: todoDetailQueryKey(id) }),
      ]),
  });
};
