import { attendanceTodaySchema } from '@pulse/shared/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { dashboardCardQueryOptions, MINUTE_MS } from './dashboard-card-query';

// spec A §7 GetAttendance, today's counts (administrators); they grow through the day: fresh for a minute.
export const attendanceTodayQueryOptions = () =>
  dashboardCardQueryOptions('attendance-today', attendanceTodaySchema, MINUTE_MS);

export const useAttendanceToday = () => useQuery(attendanceTodayQueryOptions());
