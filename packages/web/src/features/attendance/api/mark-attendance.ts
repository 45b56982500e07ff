import {
  type AttendanceRecord,
  attendanceRecordSchema,
  type MarkAttendanceBody,
} from '@pulse/shared/contracts/attendance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { attendanceQueryKey } from './attendance-query-keys';

// Insert or update the day's record (spec B §4); the server decides which.
export const markAttendance = async (body: MarkAttendanceBody): Promise<AttendanceRecord> =>
  attendanceRecordSchema.parse(await apiClient.post('/attendance/mark', body));

export const useMarkAttendance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAttendance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceQueryKey }),
  });
};
