import { type ResentMails, resentMailsSchema } from '@pulse/shared/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// POST /outbox/resend-failed: every failed mail of the organisation back in the worker's queue.
export const resendFailedMails = async (): Promise<ResentMails> =>
  resentMailsSchema.parse(await apiClient.post('/outbox/resend-failed'));

export const useResendFailedMails = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendFailedMails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['outbox'] }),
  });
};
