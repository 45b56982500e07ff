import { type PayrollExists, payrollExistsSchema } from '@pulse/shared/contracts/payroll';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// spec B §4: before adding, whether the month already has payroll (then the file picker is blocked).
export const checkPayrollExists = async (year: number, month: number): Promise<PayrollExists> =>
  payrollExistsSchema.parse(await apiClient.get(`/payroll/${year}/${month}/exists`));

export const getPayrollExistsQueryOptions = (year: number, month: number | null) =>
  queryOptions({
    queryKey: ['payroll', 'exists', year, month],
    queryFn: () => checkPayrollExists(year, month ?? 0),
    enabled: month !== null,
    staleTime: 0,
  });

export const usePayrollExists = (year: number, month: number | null) =>
  useQuery(getPayrollExistsQueryOptions(year, month));
