import {
  type CreatedWebhook,
  type CreateWebhookBody,
  createdWebhookSchema,
} from '@pulse/shared/contracts/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { webhooksQueryKey } from './get-webhooks';

// The answer carries the signing secret, which the server never shows again.
export const createWebhook = async (body: CreateWebhookBody): Promise<CreatedWebhook> =>
  createdWebhookSchema.parse(await apiClient.post('/webhooks', body));

export const useCreateWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
};
