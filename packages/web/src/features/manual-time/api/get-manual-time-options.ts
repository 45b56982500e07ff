import { type ManualTimeOptions, manualTimeOptionsSchema } from '@pulse/shared/contracts/manual-time';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { manualTimeQueryKey } from './manual-time-keys';

// The form's projects and to-dos, and whether the caller has requests to decide.
export const getManualTimeOptions = async (signal?: AbortSignal): Promise<ManualTimeOptions> =>
  manualTimeOptionsSchema.parse(await apiClient.get('/manual-time/options', signal));

export const getManualTimeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...manualTimeQueryKey, 'options'],
    queryFn: ({ signal }) => getManualTimeOptions(signal),
  });

export const useManualTimeOptions = () => useQuery(getManualTimeOptionsQueryOptions());
