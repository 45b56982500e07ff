import { type TimesheetWeek, timesheetWeekSchema } from '@pulse/shared/contracts/timesheets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type TimesheetWeekKey, weekPath } from './get-timesheet-week';
import { putDecidedWeek } from './timesheet-keys';

export const approveTimesheet = async (key: TimesheetWeekKey): Promise<TimesheetWeek> =>
  timesheetWeekSchema.parse(await apiClient.post(`${weekPath(key)}/approve`));

export const useApproveTimesheet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveTimesheet,
    onSuccess: (week) => putDecidedWeek(queryClient, week),
  });
};
