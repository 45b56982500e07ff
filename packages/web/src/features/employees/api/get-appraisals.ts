import { type Appraisal, appraisalListSchema } from '@pulse/shared/contracts/employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const appraisalsQueryKey = (employeeId: string) => ['employees', 'appraisals', employeeId] as const;

export const getAppraisals = async (employeeId: string): Promise<Appraisal[]> =>
  appraisalListSchema.parse(await apiClient.get(`/employees/${encodeURIComponent(employeeId)}/appraisals`))
    .items;

export const getAppraisalsQueryOptions = (employeeId: string) =>
  queryOptions({ queryKey: appraisalsQueryKey(employeeId), queryFn: () => getAppraisals(employeeId) });

export const useAppraisals = (employeeId: string) => useQuery(getAppraisalsQueryOptions(employeeId));
