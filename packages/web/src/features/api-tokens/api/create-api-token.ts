import {
  type CreateApiTokenBody,
  type CreatedApiToken,
  createdApiTokenSchema,
} from '@pulse/shared/contracts/api-tokens';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { apiTokensQueryKey } from './get-my-api-tokens';

// The answer carries the secret, which the server never shows again.
export const createApiToken = async (body: CreateApiTokenBody): Promise<CreatedApiToken> =>
  createdApiTokenSchema.parse(await apiClient.post('/api-tokens', body));

export const useCreateApiToken = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
};
