import type { AssistantHistory } from '@pulse/shared/contracts/assistant';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { assistantHistoryQueryKey } from './get-assistant-history';

export const deleteAssistantHistory = async (): Promise<void> => {
  await apiClient.delete('/assistant/history');
};

export const useDeleteAssistantHistory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssistantHistory,
    // An empty conversation: the greeting and the questions to try show again.
    onSuccess: () =>
      queryClient.setQueryData<AssistantHistory>(assistantHistoryQueryKey, (history) =>
        history ? { ...history, messages: [] } : history,
      ),
  });
};
