import { type PayrollYears, payrollYearsSchema } from '@pulse/shared/contracts/payroll';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Years with uploaded salary sheets plus the current year (spec B §2).
export const getPayrollYears = async (): Promise<PayrollYears> =>
  payrollYearsSchema.parse(await apiClient.get('/payroll/years'));

export const getPayrollYearsQueryOptions = () =>
  queryOptions({ queryKey: ['payroll', 'years'], queryFn: getPayrollYears });

export const usePayrollYears = () => useQuery(getPayrollYearsQueryOptions());
