import {
  type EmployeeList,
  type EmployeeListQuery,
  employeeListSchema,
} from '@pulse/shared/contracts/employees';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const employeesQueryKey = ['employees'] as const;

const toSearchParams = (query: EmployeeListQuery) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

export const getEmployees = async (query: EmployeeListQuery): Promise<EmployeeList> =>
  employeeListSchema.parse(await apiClient.get(`/employees?${toSearchParams(query)}`));

// The previous page stays on screen while the next search runs, so typing feels instant.
export const getEmployeesQueryOptions = (query: EmployeeListQuery) =>
  queryOptions({
    queryKey: [...employeesQueryKey, 'list', query],
    queryFn: () => getEmployees(query),
    placeholderData: keepPreviousData,
  });

export const useEmployees = (query: EmployeeListQuery) => useQuery(getEmployeesQueryOptions(query));
