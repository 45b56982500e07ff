import {
  type ManualTimePage,
  type ManualTimeScope,
  manualTimePageSchema,
} from '@pulse/shared/contracts/manual-time';
import type { ManualTimeStatus } from '@pulse/shared/domain/manual-time-rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { manualTimeListsQueryKey } from './manual-time-keys';

export type ManualTimeListFilter = { scope: ManualTimeScope; status: ManualTimeStatus; page: number };

export const getManualTimeRequests = async (
  filter: ManualTimeListFilter,
  signal?: AbortSignal,
): Promise<ManualTimePage> => {
  const query = new URLSearchParams({
    scope: filter.scope,
    status: filter.status,
    page: String(filter.page),
  });
  return manualTimePageSchema.parse(await apiClient.get(`/manual-time?${query}`, signal));
};

export const getManualTimeRequestsQueryOptions = (filter: ManualTimeListFilter) =>
  queryOptions({
    queryKey: [...manualTimeListsQueryKey, filter.scope, filter.status, filter.page],
    queryFn: ({ signal }) => getManualTimeRequests(filter, signal),
    placeholderData: keepPreviousData,
  });

// isEnabled: false while the screen still decides which list it opens on.
export const useManualTimeRequests = (filter: ManualTimeListFilter, isEnabled = true) =>
  useQuery({ ...getManualTimeRequestsQueryOptions(filter), enabled: isEnabled });
