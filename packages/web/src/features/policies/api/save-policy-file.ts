import { policySchema } from '@pulse/shared/contracts/policies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { policiesQueryKey } from './get-policies';

// A new policy from a file (with its name, else the file's, and whether it requires acknowledgement),
// or a new version of an existing one's file.
type SavePolicyFileInput =
  | { policyId: string; file: File }
  | { policyId?: undefined; file: File; name?: string; requiresAcknowledgement: boolean };

export const savePolicyFile = async (input: SavePolicyFileInput) => {
  const form = new FormData();
  if (input.policyId !== undefined) {
    form.append('file', input.file);
    return policySchema.parse(
      await apiClient.upload('PUT', `/policies/${encodeURIComponent(input.policyId)}/file`, form),
    );
  }
  // Fields before the file: the server reads the parts in order.
  if (input.name) form.append('name', input.name);
  form.append('requiresAcknowledgement', String(input.requiresAcknowledgement));
  form.append('file', input.file);
  return policySchema.parse(await apiClient.upload('POST', '/policies', form));
};

export const useSavePolicyFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePolicyFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policiesQueryKey }),
  });
};
