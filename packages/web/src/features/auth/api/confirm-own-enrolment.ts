import {
  type RecoveryCodes,
  recoveryCodesSchema,
  type TwoFactorCodeBody,
} from '@pulse/shared/contracts/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ownTwoFactorQueryKey } from './get-own-two-factor';

export const confirmOwnEnrolment = async (body: TwoFactorCodeBody): Promise<RecoveryCodes> =>
  recoveryCodesSchema.parse(await apiClient.post('/me/two-factor/enrolment/confirm', body));

export const useConfirmOwnEnrolment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmOwnEnrolment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownTwoFactorQueryKey }),
  });
};
