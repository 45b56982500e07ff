import { type AttendanceRules, attendanceRulesSchema } from '@pulse/shared/contracts/leaves';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { attendanceRulesQueryKey } from './get-attendance-rules';

export const updateAttendanceRules = async (rules: AttendanceRules): Promise<AttendanceRules> =>
  attendanceRulesSchema.parse(await apiClient.put('/organization/attendance-rules', rules));

export const useUpdateAttendanceRules = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAttendanceRules,
    onSuccess: (rules) => queryClient.setQueryData(attendanceRulesQueryKey, rules),
  });
};
