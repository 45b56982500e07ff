import {
  type SubmitTimesheetBody,
  type TimesheetWeek,
  timesheetWeekSchema,
} from '@pulse/shared/contracts/timesheets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type TimesheetWeekKey, weekPath } from './get-timesheet-week';
import { putDecidedWeek } from './timesheet-keys';

export const submitTimesheet = async ({
  body,
  ...key
}: TimesheetWeekKey & { body: SubmitTimesheetBody }): Promise<TimesheetWeek> =>
  timesheetWeekSchema.parse(await apiClient.post(`${weekPath(key)}/submit`, body));

export const useSubmitTimesheet = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitTimesheet, onSuccess: (week) => putDecidedWeek(queryClient, week) });
};
