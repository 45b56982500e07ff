import { type AttendanceToday, attendanceTodaySchema } from '@pulse/shared/contracts/attendance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { attendanceQueryKey } from './attendance-query-keys';

// employeeId null: the signed-in employee's own day. workDate null: the current work day; an
// administrator may ask for another employee's other days.
export const attendanceTodayQueryKey = (employeeId: string | null, workDate: string | null = null) =>
  [...attendanceQueryKey, 'today', employeeId ?? 'me', workDate ?? 'now'] as const;

// The work day, shift and record the Mark Your Attendance page shows, and whether Save is allowed.
export const getAttendanceToday = async (
  employeeId: string | null,
  workDate: string | null,
  signal?: AbortSignal,
): Promise<AttendanceToday> => {
  const params = new URLSearchParams({
    ...(employeeId ? { employeeId } : {}),
    ...(workDate ? { workDate } : {}),
  });
  const query = params.size > 0 ? `?${params}` : '';
  return attendanceTodaySchema.parse(await apiClient.get(`/attendance/today${query}`, signal));
};

export const getAttendanceTodayQueryOptions = (employeeId: string | null, workDate: string | null) =>
  queryOptions({
    queryKey: attendanceTodayQueryKey(employeeId, workDate),
    queryFn: ({ signal }) => getAttendanceToday(employeeId, workDate, signal),
    // The day moves on and a record can change from elsewhere (another tab, an administrator).
    staleTime: 0,
  });

export const useAttendanceToday = (employeeId: string | null, workDate: string | null) =>
  useQuery(getAttendanceTodayQueryOptions(employeeId, workDate));
