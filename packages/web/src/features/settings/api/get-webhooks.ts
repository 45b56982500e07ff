import { type WebhookList, webhookListSchema } from '@pulse/shared/contracts/webhooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Subscriptions and their deliveries sit under one key, so any change refreshes what is shown.
export const webhooksQueryKey = ['webhooks'] as const;

// The organisation's webhooks (never their secrets), newest first.
export const getWebhooks = async (signal?: AbortSignal): Promise<WebhookList> =>
  webhookListSchema.parse(await apiClient.get('/webhooks', signal));

export const getWebhooksQueryOptions = () =>
  queryOptions({ queryKey: [...webhooksQueryKey, 'list'], queryFn: ({ signal }) => getWebhooks(signal) });

export const useWebhooks = () => useQuery(getWebhooksQueryOptions());
