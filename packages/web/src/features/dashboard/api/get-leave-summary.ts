import { type LeaveSummary, leaveSummarySchema } from '@pulse/shared/contracts/leaves';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Under ['leaves', 'summary'] so that applying or deciding a leave refreshes the cards.
export const leaveSummaryQueryKey = ['leaves', 'summary', 'own'] as const;

// The signed-in employee's counts this year (spec A §2 Leaves Status, §9 entitlement).
export const getLeaveSummary = async (signal?: AbortSignal): Promise<LeaveSummary> =>
  leaveSummarySchema.parse(await apiClient.get('/leaves/summary', signal));

export const getLeaveSummaryQueryOptions = () =>
  queryOptions({ queryKey: leaveSummaryQueryKey, queryFn: ({ signal }) => getLeaveSummary(signal) });

export const useLeaveSummary = () => useQuery(getLeaveSummaryQueryOptions());
