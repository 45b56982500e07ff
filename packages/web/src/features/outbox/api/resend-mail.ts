import { type OutboxMail, outboxMailSchema } from '@pulse/shared/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// POST /outbox/:id/resend: a failed mail back in the worker's queue; the mail as it is now.
export const resendMail = async (mailId: string): Promise<OutboxMail> =>
  outboxMailSchema.parse(await apiClient.post(`/outbox/${encodeURIComponent(mailId)}/resend`));

export const useResendMail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    // Every page: the mail's row and the failed count above the table change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['outbox'] }),
  });
};
