import {
  type EnrolledSignInResult,
  enrolledSignInResultSchema,
  type TwoFactorSignInBody,
} from '@pulse/shared/contracts/two-factor';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Turns two-factor on and finishes the sign-in; the recovery codes come back this once.
export const confirmSignInEnrolment = async (body: TwoFactorSignInBody): Promise<EnrolledSignInResult> =>
  enrolledSignInResultSchema.parse(await apiClient.post('/auth/sign-in/two-factor/enrolment/confirm', body));

export const useConfirmSignInEnrolment = () => useMutation({ mutationFn: confirmSignInEnrolment });
