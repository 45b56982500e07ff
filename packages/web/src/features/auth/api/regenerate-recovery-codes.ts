import {
  type RecoveryCodes,
  recoveryCodesSchema,
  type TwoFactorProofBody,
} from '@pulse/shared/contracts/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ownTwoFactorQueryKey } from './get-own-two-factor';

// Ten new recovery codes; the ones saved before stop working.
export const regenerateRecoveryCodes = async (body: TwoFactorProofBody): Promise<RecoveryCodes> =>
  recoveryCodesSchema.parse(await apiClient.post('/me/two-factor/recovery-codes', body));

export const useRegenerateRecoveryCodes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownTwoFactorQueryKey }),
  });
};
