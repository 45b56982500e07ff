import { type EmployeeDetail, employeeDetailSchema } from '@pulse/shared/contracts/employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const employeeQueryKey = (employeeId: string) => ['employees', 'detail', employeeId] as const;

// The administrator's edit form: personal numbers in full.
export const getEmployeeForEdit = async (employeeId: string): Promise<EmployeeDetail> =>
  employeeDetailSchema.parse(await apiClient.get(`/employees/${encodeURIComponent(employeeId)}?view=edit`));

export const getEmployeeQueryOptions = (employeeId: string | undefined) =>
  queryOptions({
    queryKey: employeeQueryKey(employeeId ?? ''),
    queryFn: () => getEmployeeForEdit(employeeId ?? ''),
    enabled: employeeId !== undefined,
    // The form is filled once; a background refetch would not reset it anyway.
    staleTime: 0,
  });

export const useEmployee = (employeeId: string | undefined) => useQuery(getEmployeeQueryOptions(employeeId));
