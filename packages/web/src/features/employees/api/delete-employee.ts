import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const deleteEmployee = async (employeeId: string): Promise<void> => {
  await apiClient.delete(`/employees/${encodeURIComponent(employeeId)}`);
};

// The list reloads 2 seconds after a delete (spec A §9), so the caller invalidates, not this hook.
export const useDeleteEmployee = () => useMutation({ mutationFn: deleteEmployee });
