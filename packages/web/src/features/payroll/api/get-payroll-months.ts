import { type PayrollMonths, payrollMonthsSchema } from '@pulse/shared/contracts/payroll';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const payrollMonthsQueryKey = (year: number) => ['payroll', 'months', year] as const;

// The months of a year that have an uploaded salary sheet.
export const getPayrollMonths = async (year: number): Promise<PayrollMonths> =>
  payrollMonthsSchema.parse(await apiClient.get(`/payroll?year=${year}`));

export const getPayrollMonthsQueryOptions = (year: number) =>
  queryOptions({ queryKey: payrollMonthsQueryKey(year), queryFn: () => getPayrollMonths(year) });

export const usePayrollMonths = (year: number) => useQuery(getPayrollMonthsQueryOptions(year));
