import { type EmployeeDetail, employeeDetailSchema } from '@pulse/shared/contracts/employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const getMyProfile = async (): Promise<EmployeeDetail> =>
  employeeDetailSchema.parse(await apiClient.get('/me/profile'));

export const getMyProfileQueryOptions = (isEnabled: boolean) =>
  queryOptions({ queryKey: ['me', 'profile'], queryFn: getMyProfile, enabled: isEnabled });

export const useMyProfile = (isEnabled: boolean) => useQuery(getMyProfileQueryOptions(isEnabled));
