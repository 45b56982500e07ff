import { type TwoFactorEnrolment, twoFactorEnrolmentSchema } from '@pulse/shared/contracts/two-factor';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// A new secret to scan; nothing changes for sign-in until a code confirms it.
export const startOwnEnrolment = async (): Promise<TwoFactorEnrolment> =>
  twoFactorEnrolmentSchema.parse(await apiClient.post('/me/two-factor/enrolment'));

export const useStartOwnEnrolment = () => useMutation({ mutationFn: startOwnEnrolment });
