import { type EmployeeDirectory, employeeDirectorySchema } from '@pulse/shared/contracts/leaves';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

export const employeeDirectoryQueryKey = (query: string) => ['employee-directory', query] as const;

// Active employees of the organisation whose name or code contains the text (the first page, 20 by name): the
// options of every employee selector. Here, not in a feature, because leaves and attendance both
// choose people and features do not import each other.
export const getEmployeeDirectory = async (query: string, signal?: AbortSignal): Promise<EmployeeDirectory> =>
  employeeDirectorySchema.parse(
    await apiClient.get(`/employee-directory?${new URLSearchParams({ query })}`, signal),
  );

export const getEmployeeDirectoryQueryOptions = (query: string) =>
  queryOptions({
    queryKey: employeeDirectoryQueryKey(query),
    queryFn: ({ signal }) => getEmployeeDirectory(query, signal),
  });

// Keeps the last answer on screen while the next search runs, so the options do not flicker.
export const useEmployeeDirectory = (query: string, isEnabled = true) =>
  useQuery({
    ...getEmployeeDirectoryQueryOptions(query),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
