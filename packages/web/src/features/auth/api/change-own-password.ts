import type { ChangePasswordBody } from '@pulse/shared/contracts/passwords';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// My Profile: the current password and a new one; this session stays, the others end.
export const changeOwnPassword = async (body: ChangePasswordBody): Promise<void> => {
  await apiClient.post('/me/password', body);
};

export const useChangeOwnPassword = () => useMutation({ mutationFn: changeOwnPassword });
