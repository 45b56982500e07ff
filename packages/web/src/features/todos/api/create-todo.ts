import { type TodoBody, todoSavedSchema } from '@pulse/shared/contracts/todos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { todoListsQueryKey } from './get-todos';

// POST /todos (administrators): the new to-do's id.
export const createTodo = async (body: TodoBody): Promise<{ id: string }> =>
  todoSavedSchema.parse(await apiClient.post('/todos', body));

export const useCreateTodo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTodo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todoListsQueryKey }),
  });
};
