import type { ForgotPasswordBody } from '@pulse/shared/contracts/passwords';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Forgot password: the server answers the same whether or not the address has an account.
export const requestPasswordReset = async (body: ForgotPasswordBody): Promise<void> => {
  await apiClient.post('/auth/forgot-password', body);
};

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
