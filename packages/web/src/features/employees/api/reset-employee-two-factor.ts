import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { employeeTwoFactorQueryKey } from './get-employee-two-factor';

// For a lost phone: the employee's secret and recovery codes stop working (audited).
export const resetEmployeeTwoFactor = async (employeeId: string): Promise<void> => {
  await apiClient.post(`/employees/${encodeURIComponent(employeeId)}/two-factor/reset`);
};

export const useResetEmployeeTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetEmployeeTwoFactor,
    onSuccess: (_nothing, employeeId) =>
      queryClient.invalidateQueries({ queryKey: employeeTwoFactorQueryKey(employeeId) }),
  });
};
