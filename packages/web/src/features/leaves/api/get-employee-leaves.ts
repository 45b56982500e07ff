import { type LeavePage, leavePageSchema } from '@pulse/shared/contracts/leaves';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { leaveListsQueryKey, leavePagesQueryOptions } from './leave-lists';

export type EmployeeLeavesFilters = { employeeIds: string[]; from: string; to: string };

export const employeeLeavesQueryKey = (filters: EmployeeLeavesFilters) =>
  [...leaveListsQueryKey, 'employee-leaves', filters] as const;

// The admin tab (spec B §2): leaves of the chosen employees (none chosen: everyone) overlapping the range.
export const getEmployeeLeaves = async (
  filters: EmployeeLeavesFilters,
  page: number,
  signal?: AbortSignal,
): Promise<LeavePage> => {
  const query = new URLSearchParams({ page: String(page) });
  if (filters.employeeIds.length > 0) query.set('employeeIds', filters.employeeIds.join(','));
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  return leavePageSchema.parse(await apiClient.get(`/leaves/employee-leaves?${query}`, signal));
};

export const getEmployeeLeavesQueryOptions = (filters: EmployeeLeavesFilters) =>
  leavePagesQueryOptions(employeeLeavesQueryKey(filters), (page, signal) =>
    getEmployeeLeaves(filters, page, signal),
  );

export const useEmployeeLeaves = (filters: EmployeeLeavesFilters) =>
  useInfiniteQuery(getEmployeeLeavesQueryOptions(filters));
