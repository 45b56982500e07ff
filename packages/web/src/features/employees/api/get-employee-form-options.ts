import { type EmployeeFormOptions, employeeFormOptionsSchema } from '@pulse/shared/contracts/employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const getEmployeeFormOptions = async (): Promise<EmployeeFormOptions> =>
  employeeFormOptionsSchema.parse(await apiClient.get('/employees/form-options'));

export const getEmployeeFormOptionsQueryOptions = (isEnabled: boolean) =>
  queryOptions({
    queryKey: ['employees', 'form-options'],
    queryFn: getEmployeeFormOptions,
    enabled: isEnabled,
  });

export const useEmployeeFormOptions = (isEnabled: boolean) =>
  useQuery(getEmployeeFormOptionsQueryOptions(isEnabled));
