import { type SignInResult, signInResultSchema } from '@pulse/shared/contracts/auth';
import type { TwoFactorSignInBody } from '@pulse/shared/contracts/two-factor';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// The code from the authenticator app (or a recovery code) that finishes a sign-in.
export const signInWithCode = async (body: TwoFactorSignInBody): Promise<SignInResult> =>
  signInResultSchema.parse(await apiClient.post('/auth/sign-in/two-factor', body));

export const useSignInWithCode = () => useMutation({ mutationFn: signInWithCode });
