import { type UpdateWebhookBody, type Webhook, webhookSchema } from '@pulse/shared/contracts/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { webhooksQueryKey } from './get-webhooks';

export const updateWebhook = async ({ id, ...body }: UpdateWebhookBody & { id: string }): Promise<Webhook> =>
  webhookSchema.parse(await apiClient.patch(`/webhooks/${encodeURIComponent(id)}`, body));

export const useUpdateWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
};
