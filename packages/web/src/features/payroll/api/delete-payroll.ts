import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const deletePayroll = async ({ year, month }: { year: number; month: number }): Promise<void> => {
  await apiClient.delete(`/payroll/${year}/${month}`);
};

export const useDeletePayroll = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePayroll,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payroll'] }),
  });
};
