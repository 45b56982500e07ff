import type { ResetPasswordBody } from '@pulse/shared/contracts/passwords';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// The reset link's token and the new password; no session starts (the next sign-in asks as usual).
export const resetPassword = async (body: ResetPasswordBody): Promise<void> => {
  await apiClient.post('/auth/reset-password', body);
};

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
