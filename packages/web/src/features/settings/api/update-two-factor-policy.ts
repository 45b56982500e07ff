import {
  type TwoFactorPolicy,
  type TwoFactorPolicyBody,
  twoFactorPolicySchema,
} from '@pulse/shared/contracts/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { twoFactorPolicyQueryKey } from './get-two-factor-policy';

export const updateTwoFactorPolicy = async (body: TwoFactorPolicyBody): Promise<TwoFactorPolicy> =>
  twoFactorPolicySchema.parse(await apiClient.put('/organization/two-factor-policy', body));

// The switch saves as it changes, like the Shifts tab's (spec A §2).
export const useUpdateTwoFactorPolicy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTwoFactorPolicy,
    onSuccess: (policy) => queryClient.setQueryData(twoFactorPolicyQueryKey, policy),
  });
};
