import { type AssistantHistory, assistantHistorySchema } from '@pulse/shared/contracts/assistant';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const assistantHistoryQueryKey = ['assistant', 'history'] as const;

// spec A §4 Chat: opening loads the greeting and the history.
export const getAssistantHistory = async (signal?: AbortSignal): Promise<AssistantHistory> =>
  assistantHistorySchema.parse(await apiClient.get('/assistant/history', signal));

export const getAssistantHistoryQueryOptions = () =>
  queryOptions({
    queryKey: assistantHistoryQueryKey,
    queryFn: ({ signal }) => getAssistantHistory(signal),
    // Only this widget changes the conversation, and it writes every change into the cache (a failed
    // question and its error too, which the server never stored): a refetch would drop those.
    staleTime: Number.POSITIVE_INFINITY,
  });

// Loaded when the popup first opens, not with the dashboard.
export const useAssistantHistory = (isEnabled: boolean) =>
  useQuery({ ...getAssistantHistoryQueryOptions(), enabled: isEnabled });
