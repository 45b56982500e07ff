import { type WebhookDeliveryList, webhookDeliveryListSchema } from '@pulse/shared/contracts/webhooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { webhooksQueryKey } from './get-webhooks';

// While a delivery waits for the worker (every few seconds), the table asks again so its answer shows.
const PENDING_REFRESH_MS = 2000;

export const getWebhookDeliveries = async (
  webhookId: string,
  signal?: AbortSignal,
): Promise<WebhookDeliveryList> =>
  webhookDeliveryListSchema.parse(
    await apiClient.get(`/webhooks/${encodeURIComponent(webhookId)}/deliveries`, signal),
  );

export const getWebhookDeliveriesQueryOptions = (webhookId: string) =>
  queryOptions({
    queryKey: [...webhooksQueryKey, 'deliveries', webhookId],
    queryFn: ({ signal }) => getWebhookDeliveries(webhookId, signal),
    refetchInterval: (query) =>
      query.state.data?.items.some((delivery) => delivery.status === 'pending' && delivery.attempts === 0)
        ? PENDING_REFRESH_MS
        : false,
  });

export const useWebhookDeliveries = (webhookId: string) =>
  useQuery(getWebhookDeliveriesQueryOptions(webhookId));
