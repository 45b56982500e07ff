import {
  type TimesheetApprovals,
  type TimesheetApprovalsQuery,
  timesheetApprovalsSchema,
} from '@pulse/shared/contracts/timesheets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { timesheetApprovalsQueryKey } from './timesheet-keys';

export type TimesheetApprovalsFilter = Required<Pick<TimesheetApprovalsQuery, 'status'>> & {
  weekStart?: string | undefined;
};

export const getTimesheetApprovals = async (
  filter: TimesheetApprovalsFilter,
  signal?: AbortSignal,
): Promise<TimesheetApprovals> => {
  const query = new URLSearchParams({ status: filter.status });
  if (filter.weekStart) query.set('weekStart', filter.weekStart);
  return timesheetApprovalsSchema.parse(await apiClient.get(`/timesheet-approvals?${query}`, signal));
};

export const getTimesheetApprovalsQueryOptions = (filter: TimesheetApprovalsFilter) =>
  queryOptions({
    queryKey: [...timesheetApprovalsQueryKey, filter.status, filter.weekStart ?? null],
    queryFn: ({ signal }) => getTimesheetApprovals(filter, signal),
    placeholderData: keepPreviousData,
  });

export const useTimesheetApprovals = (filter: TimesheetApprovalsFilter) =>
  useQuery(getTimesheetApprovalsQueryOptions(filter));
