import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { webhooksQueryKey } from './get-webhooks';

export const deleteWebhook = async (id: string): Promise<void> => {
  await apiClient.delete(`/webhooks/${encodeURIComponent(id)}`);
};

export const useDeleteWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
};
