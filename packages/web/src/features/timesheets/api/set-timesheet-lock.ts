import {
  type SetTimesheetLockBody,
  type TimesheetLock,
  timesheetLockSchema,
} from '@pulse/shared/contracts/timesheets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { timesheetApprovalsQueryKey, timesheetLockQueryKey, timesheetWeeksQueryKey } from './timesheet-keys';

// PUT /timesheet-lock: a date locks every day up to it, null unlocks.
export const setTimesheetLock = async (body: SetTimesheetLockBody): Promise<TimesheetLock> =>
  timesheetLockSchema.parse(await apiClient.put('/timesheet-lock', body));

export const useSetTimesheetLock = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTimesheetLock,
    onSuccess: (lock) => {
      queryClient.setQueryData(timesheetLockQueryKey, lock);
      // Every week's isLocked and actions follow the lock.
      return Promise.all(
        [timesheetWeeksQueryKey, timesheetApprovalsQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
};
