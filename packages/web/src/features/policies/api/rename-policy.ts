import { policySchema } from '@pulse/shared/contracts/policies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { policiesQueryKey } from './get-policies';

export const renamePolicy = async ({ policyId, name }: { policyId: string; name: string }) =>
  policySchema.parse(await apiClient.patch(`/policies/${encodeURIComponent(policyId)}`, { name }));

export const useRenamePolicy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policiesQueryKey }),
  });
};
