import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { apiTokensQueryKey } from './get-my-api-tokens';

export const revokeApiToken = async (id: string): Promise<void> => {
  await apiClient.post(`/api-tokens/${encodeURIComponent(id)}/revoke`);
};

export const useRevokeApiToken = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
};
