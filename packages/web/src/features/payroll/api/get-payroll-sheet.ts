import { type SalarySheetPreview, salarySheetPreviewSchema } from '@pulse/shared/contracts/payroll';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// The stored sheet of a month, shown on the edit screen until a new file is chosen.
export const getPayrollSheet = async (year: number, month: number): Promise<SalarySheetPreview> =>
  salarySheetPreviewSchema.parse(await apiClient.get(`/payroll/${year}/${month}`));

export const getPayrollSheetQueryOptions = (year: number, month: number, isEnabled: boolean) =>
  queryOptions({
    queryKey: ['payroll', 'sheet', year, month],
    queryFn: () => getPayrollSheet(year, month),
    enabled: isEnabled,
  });

export const usePayrollSheet = (year: number, month: number, isEnabled: boolean) =>
  useQuery(getPayrollSheetQueryOptions(year, month, isEnabled));
