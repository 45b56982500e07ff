import { type AttendanceRules, attendanceRulesSchema } from '@pulse/shared/contracts/leaves';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const attendanceRulesQueryKey = ['organization', 'attendance-rules'] as const;

// The organisation's working days and the hour after which a missed working day is marked absent.
export const getAttendanceRules = async (signal?: AbortSignal): Promise<AttendanceRules> =>
  attendanceRulesSchema.parse(await apiClient.get('/organization/attendance-rules', signal));

export const getAttendanceRulesQueryOptions = () =>
  queryOptions({ queryKey: attendanceRulesQueryKey, queryFn: ({ signal }) => getAttendanceRules(signal) });

export const useAttendanceRules = () => useQuery(getAttendanceRulesQueryOptions());
