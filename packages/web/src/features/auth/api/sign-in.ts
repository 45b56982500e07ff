import { type CurrentEmployee, currentEmployeeSchema, type SignInBody } from '@pulse/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const signIn = async (body: SignInBody): Promise<CurrentEmployee> =>
  currentEmployeeSchema.parse(await apiClient.post('/auth/sign-in', body));

export const useSignIn = () => useMutation({ mutationFn: signIn });
