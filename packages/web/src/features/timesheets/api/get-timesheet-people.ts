import { type TimesheetPeople, timesheetPeopleSchema } from '@pulse/shared/contracts/timesheets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { timesheetsQueryKey } from './timesheet-keys';

// Whose weeks the caller may open (the employee picker), and whether they approve any.
export const getTimesheetPeople = async (signal?: AbortSignal): Promise<TimesheetPeople> =>
  timesheetPeopleSchema.parse(await apiClient.get('/timesheets/people', signal));

export const getTimesheetPeopleQueryOptions = () =>
  queryOptions({
    queryKey: [...timesheetsQueryKey, 'people'],
    queryFn: ({ signal }) => getTimesheetPeople(signal),
  });

export const useTimesheetPeople = () => useQuery(getTimesheetPeopleQueryOptions());
