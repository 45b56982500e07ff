import { type Report, type ReportQuery, reportSchema } from '@pulse/shared/contracts/activity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const reportQueryKey = ['reports'] as const;

export const reportSearchParams = (query: ReportQuery) => {
  const params = new URLSearchParams({ startDate: query.startDate, endDate: query.endDate });
  if (query.employeeId) params.set('employeeId', query.employeeId);
  if (query.projectId) params.set('projectId', query.projectId);
  return params.toString();
};

export const getReport = async (query: ReportQuery, signal?: AbortSignal): Promise<Report> =>
  reportSchema.parse(await apiClient.get(`/reports?${reportSearchParams(query)}`, signal));

export const getReportQueryOptions = (query: ReportQuery) =>
  queryOptions({
    queryKey: [...reportQueryKey, query],
    queryFn: ({ signal }) => getReport(query, signal),
  });

// The report runs when View is pressed (spec B §5), not on every change of the filters: the screen
// passes the query it last viewed (the defaults the fields show before the first View), or null while
// another view is shown.
export const useReport = (query: ReportQuery | null) =>
  useQuery({
    ...getReportQueryOptions(query ?? { startDate: '', endDate: '' }),
    enabled: query !== null,
  });
