import { type WebhookDelivery, webhookDeliverySchema } from '@pulse/shared/contracts/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { webhooksQueryKey } from './get-webhooks';

// Queues a test event ("ping"); the deliveries table then shows how the receiver answered.
export const pingWebhook = async (id: string): Promise<WebhookDelivery> =>
  webhookDeliverySchema.parse(await apiClient.post(`/webhooks/${encodeURIComponent(id)}/ping`));

export const usePingWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pingWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
};
