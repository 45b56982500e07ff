import { type WebhookDelivery, webhookDeliverySchema } from '@pulse/shared/contracts/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { webhooksQueryKey } from './get-webhooks';

export const redeliverWebhookDelivery = async ({
  webhookId,
  deliveryId,
}: {
  webhookId: string;
  deliveryId: string;
}): Promise<WebhookDelivery> =>
  webhookDeliverySchema.parse(
    await apiClient.post(
      `/webhooks/${encodeURIComponent(webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
    ),
  );

export const useRedeliverWebhookDelivery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliverWebhookDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
};
