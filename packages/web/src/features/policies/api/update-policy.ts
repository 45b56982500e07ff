import { policySchema, type UpdatePolicyBody } from '@pulse/shared/contracts/policies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { policiesQueryKey } from './get-policies';

// A new name, whether the policy requires acknowledgement, or both.
export const updatePolicy = async ({ policyId, ...changes }: { policyId: string } & UpdatePolicyBody) =>
  policySchema.parse(await apiClient.patch(`/policies/${encodeURIComponent(policyId)}`, changes));

export const useUpdatePolicy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policiesQueryKey }),
  });
};
