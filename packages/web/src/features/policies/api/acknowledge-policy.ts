import { policySchema } from '@pulse/shared/contracts/policies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { policiesQueryKey } from './get-policies';

// The version the employee opened: the server refuses it (409) once a newer one is current.
export const acknowledgePolicy = async ({ policyId, version }: { policyId: string; version: number }) =>
  policySchema.parse(
    await apiClient.post(`/policies/${encodeURIComponent(policyId)}/acknowledgement`, { version }),
  );

export const useAcknowledgePolicy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgePolicy,
    // Also after a refusal: the list then shows the newer version to open and read.
    onSettled: () => queryClient.invalidateQueries({ queryKey: policiesQueryKey }),
  });
};
