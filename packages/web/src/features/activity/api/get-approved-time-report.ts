import {
  type ApprovedTimeReport,
  type ApprovedTimeReportQuery,
  approvedTimeReportSchema,
} from '@pulse/shared/contracts/approved-time-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { reportQueryKey, reportSearchParams } from './get-report';

// Reports → Approval: the page's filters (start, end, employee, project) and the grouping.
export const approvedTimeSearchParams = (query: ApprovedTimeReportQuery) => {
  const params = new URLSearchParams(reportSearchParams(query));
  params.set('groupBy', query.groupBy ?? 'employee');
  return params.toString();
};

export const getApprovedTimeReport = async (
  query: ApprovedTimeReportQuery,
  signal?: AbortSignal,
): Promise<ApprovedTimeReport> =>
  approvedTimeReportSchema.parse(
    await apiClient.get(`/reports/approved-time?${approvedTimeSearchParams(query)}`, signal),
  );

export const getApprovedTimeReportQueryOptions = (query: ApprovedTimeReportQuery) =>
  queryOptions({
    queryKey: [...reportQueryKey, 'approved-time', query],
    queryFn: ({ signal }) => getApprovedTimeReport(query, signal),
  });

// The viewed query while the Approval view is chosen, null while another view is (as useReport).
export const useApprovedTimeReport = (query: ApprovedTimeReportQuery | null) =>
  useQuery({
    ...getApprovedTimeReportQueryOptions(query ?? { startDate: '', endDate: '' }),
    enabled: query !== null,
  });
