import {
  type TwoFactorChallengeBody,
  type TwoFactorEnrolment,
  twoFactorEnrolmentSchema,
} from '@pulse/shared/contracts/two-factor';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// An administrator the organisation requires two-factor of, setting it up during the sign-in.
export const startSignInEnrolment = async (body: TwoFactorChallengeBody): Promise<TwoFactorEnrolment> =>
  twoFactorEnrolmentSchema.parse(await apiClient.post('/auth/sign-in/two-factor/enrolment', body));

export const useStartSignInEnrolment = () => useMutation({ mutationFn: startSignInEnrolment });
