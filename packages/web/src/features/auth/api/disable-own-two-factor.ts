import type { TwoFactorProofBody } from '@pulse/shared/contracts/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ownTwoFactorQueryKey } from './get-own-two-factor';

export const disableOwnTwoFactor = async (body: TwoFactorProofBody): Promise<void> => {
  await apiClient.post('/me/two-factor/disable', body);
};

export const useDisableOwnTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableOwnTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownTwoFactorQueryKey }),
  });
};
