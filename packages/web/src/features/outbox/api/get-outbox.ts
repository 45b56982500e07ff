import { type OutboxPage, outboxPageSchema } from '@pulse/shared/contracts/notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const getOutbox = async (page: number, signal?: AbortSignal): Promise<OutboxPage> =>
  outboxPageSchema.parse(await apiClient.get(`/outbox?page=${page}`, signal));

export const getOutboxQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['outbox', page],
    queryFn: ({ signal }) => getOutbox(page, signal),
    // The worker changes statuses in the background; a visit shows the current ones.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useOutbox = (page: number) => useQuery(getOutboxQueryOptions(page));
