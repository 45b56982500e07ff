import { type TimesheetLock, timesheetLockSchema } from '@pulse/shared/contracts/timesheets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { timesheetLockQueryKey } from './timesheet-keys';

export const getTimesheetLock = async (signal?: AbortSignal): Promise<TimesheetLock> =>
  timesheetLockSchema.parse(await apiClient.get('/timesheet-lock', signal));

export const getTimesheetLockQueryOptions = () =>
  queryOptions({ queryKey: timesheetLockQueryKey, queryFn: ({ signal }) => getTimesheetLock(signal) });

export const useTimesheetLock = () => useQuery(getTimesheetLockQueryOptions());
