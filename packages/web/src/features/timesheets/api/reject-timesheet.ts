import {
  type RejectTimesheetBody,
  type TimesheetWeek,
  timesheetWeekSchema,
} from '@pulse/shared/contracts/timesheets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type TimesheetWeekKey, weekPath } from './get-timesheet-week';
import { putDecidedWeek } from './timesheet-keys';

export const rejectTimesheet = async ({
  body,
  ...key
}: TimesheetWeekKey & { body: RejectTimesheetBody }): Promise<TimesheetWeek> =>
  timesheetWeekSchema.parse(await apiClient.post(`${weekPath(key)}/reject`, body));

export const useRejectTimesheet = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectTimesheet, onSuccess: (week) => putDecidedWeek(queryClient, week) });
};
