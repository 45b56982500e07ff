import { type AttendancePage, attendancePageSchema } from '@pulse/shared/contracts/attendance';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { attendanceQueryKey } from './attendance-query-keys';

// No employees: everyone the caller may see (an employee: only themselves).
export type AttendanceFilters = { employeeIds: string[]; from: string; to: string };

export const attendanceSearchParams = (filters: AttendanceFilters) => {
  const query = new URLSearchParams();
  if (filters.employeeIds.length > 0) query.set('employeeIds', filters.employeeIds.join(','));
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  return query;
};

export const attendanceListQueryKey = (filters: AttendanceFilters) =>
  [...attendanceQueryKey, 'list', filters] as const;

export const getAttendance = async (
  filters: AttendanceFilters,
  page: number,
  signal?: AbortSignal,
): Promise<AttendancePage> => {
  const query = attendanceSearchParams(filters);
  query.set('page', String(page));
  return attendancePageSchema.parse(await apiClient.get(`/attendance?${query}`, signal));
};

// spec B §2/§9: pages of 20, the next one asked for when the table's end scrolls into view.
export const getAttendanceQueryOptions = (filters: AttendanceFilters) =>
  infiniteQueryOptions<
    AttendancePage,
    Error,
    InfiniteData<AttendancePage, number>,
    ReturnType<typeof attendanceListQueryKey>,
    number
  >({
    queryKey: attendanceListQueryKey(filters),
    queryFn: ({ pageParam, signal }) => getAttendance(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });

export const useAttendance = (filters: AttendanceFilters) =>
  useInfiniteQuery(getAttendanceQueryOptions(filters));
