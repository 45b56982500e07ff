import { type TimesheetWeek, timesheetWeekSchema } from '@pulse/shared/contracts/timesheets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { timesheetWeekQueryKey } from './timesheet-keys';

export type TimesheetWeekKey = { employeeId: string; weekStart: string };

export const weekPath = ({ employeeId, weekStart }: TimesheetWeekKey) =>
  `/timesheets/${encodeURIComponent(employeeId)}/weeks/${encodeURIComponent(weekStart)}`;

export const getTimesheetWeek = async (key: TimesheetWeekKey, signal?: AbortSignal): Promise<TimesheetWeek> =>
  timesheetWeekSchema.parse(await apiClient.get(weekPath(key), signal));

// The week shown stays on screen (dimmed) while the next one loads, so the page does not jump.
export const getTimesheetWeekQueryOptions = (key: TimesheetWeekKey) =>
  queryOptions({
    queryKey: timesheetWeekQueryKey(key.employeeId, key.weekStart),
    queryFn: ({ signal }) => getTimesheetWeek(key, signal),
    placeholderData: keepPreviousData,
  });

export const useTimesheetWeek = (key: TimesheetWeekKey) => useQuery(getTimesheetWeekQueryOptions(key));
