import type { ReportQuery } from '@pulse/shared/contracts/activity';
import { type ProductivityReport, productivityReportSchema } from '@pulse/shared/contracts/productivity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { reportQueryKey, reportSearchParams } from './get-report';

// Reports → Productivity: the same filters as the hours report (start, end, employee, project).
export const getProductivityReport = async (
  query: ReportQuery,
  signal?: AbortSignal,
): Promise<ProductivityReport> =>
  productivityReportSchema.parse(
    await apiClient.get(`/reports/productivity?${reportSearchParams(query)}`, signal),
  );

export const getProductivityReportQueryOptions = (query: ReportQuery) =>
  queryOptions({
    queryKey: [...reportQueryKey, 'productivity', query],
    queryFn: ({ signal }) => getProductivityReport(query, signal),
  });

// The viewed query while the Productivity view is chosen, null while the hours view is (as useReport).
export const useProductivityReport = (query: ReportQuery | null) =>
  useQuery({
    ...getProductivityReportQueryOptions(query ?? { startDate: '', endDate: '' }),
    enabled: query !== null,
  });
