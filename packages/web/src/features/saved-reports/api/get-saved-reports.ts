import { type SavedReportList, savedReportListSchema } from '@pulse/shared/contracts/saved-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const savedReportsQueryKey = ['saved-reports'] as const;

// The caller's own saved reports, by name.
export const getSavedReports = async (signal?: AbortSignal): Promise<SavedReportList> =>
  savedReportListSchema.parse(await apiClient.get('/saved-reports', signal));

export const getSavedReportsQueryOptions = () =>
  queryOptions({ queryKey: savedReportsQueryKey, queryFn: ({ signal }) => getSavedReports(signal) });

export const useSavedReports = () => useQuery(getSavedReportsQueryOptions());
