import { type TwoFactorStatus, twoFactorStatusSchema } from '@pulse/shared/contracts/two-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const employeeTwoFactorQueryKey = (employeeId: string) =>
  ['employees', 'two-factor', employeeId] as const;

// Whether the employee's two-factor sign-in is on (administrators).
export const getEmployeeTwoFactor = async (
  employeeId: string,
  signal?: AbortSignal,
): Promise<TwoFactorStatus> =>
  twoFactorStatusSchema.parse(
    await apiClient.get(`/employees/${encodeURIComponent(employeeId)}/two-factor`, signal),
  );

export const getEmployeeTwoFactorQueryOptions = (employeeId: string) =>
  queryOptions({
    queryKey: employeeTwoFactorQueryKey(employeeId),
    queryFn: ({ signal }) => getEmployeeTwoFactor(employeeId, signal),
  });

export const useEmployeeTwoFactor = (employeeId: string) =>
  useQuery(getEmployeeTwoFactorQueryOptions(employeeId));
