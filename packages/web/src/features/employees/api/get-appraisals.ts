import { type Appraisal, appraisalSchema } from '@pulse/shared/contracts/employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

export const appraisalsQueryKey = (employeeId: string) => ['employees', 'appraisals', employeeId] as const;

export const getAppraisals = async (employeeId: string): Promise<Appraisal[]> =>
  z
    .array(appraisalSchema)
    .parse(await apiClient.get(`/employees/${encodeURIComponent(employeeId)}/appraisals`));

export const getAppraisalsQueryOptions = (employeeId: string) =>
  queryOptions({ queryKey: appraisalsQueryKey(employeeId), queryFn: () => getAppraisals(employeeId) });

export const useAppraisals = (employeeId: string) => useQuery(getAppraisalsQueryOptions(employeeId));
