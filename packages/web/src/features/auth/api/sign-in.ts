import type { SignInBody } from '@pulse/shared/contracts/auth';
import { type SignInResponse, signInResponseSchema } from '@pulse/shared/contracts/two-factor';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Signed in, or (hardening: two-factor sign-in) a challenge for the code or for setting it up.
export const signIn = async (body: SignInBody): Promise<SignInResponse> =>
  signInResponseSchema.parse(await apiClient.post('/auth/sign-in', body));

export const useSignIn = () => useMutation({ mutationFn: signIn });
