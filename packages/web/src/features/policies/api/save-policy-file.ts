import { policySchema } from '@pulse/shared/contracts/policies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { policiesQueryKey } from './get-policies';

// A new policy from a file, or a new version of an existing one's file.
type SavePolicyFileInput = { policyId?: string; file: File };

export const savePolicyFile = async ({ policyId, file }: SavePolicyFileInput) => {
  const form = new FormData();
  form.append('file', file);
  return policySchema.parse(
    policyId
      ? await apiClient.upload('PUT', `/policies/${encodeURIComponent(policyId)}/file`, form)
      : await apiClient.upload('POST', '/policies', form),
  );
};

export const useSavePolicyFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePolicyFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policiesQueryKey }),
  });
};
