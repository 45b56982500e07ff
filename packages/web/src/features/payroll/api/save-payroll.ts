import { type PayrollSaved, payrollSavedSchema } from '@pulse/shared/contracts/payroll';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

type SavePayrollInput = { year: number; month: number; file: File; isEdit: boolean };

// Add (POST) or replace (PUT) the salary sheet of a month.
export const savePayroll = async ({ year, month, file, isEdit }: SavePayrollInput): Promise<PayrollSaved> => {
  const form = new FormData();
  form.append('file', file);
  return payrollSavedSchema.parse(
    await apiClient.upload(isEdit ? 'PUT' : 'POST', `/payroll/${year}/${month}`, form),
  );
};

export const useSavePayroll = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayroll,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payroll'] }),
  });
};
