import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { policiesQueryKey } from './get-policies';

export const deletePolicy = async (policyId: string) => {
  await apiClient.delete(`/policies/${encodeURIComponent(policyId)}`);
};

export const useDeletePolicy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policiesQueryKey }),
  });
};
