import { type ApiTokenList, apiTokenListSchema } from '@pulse/shared/contracts/api-tokens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Both token lists sit under one key, so a creation or a revocation refreshes whichever is shown.
export const apiTokensQueryKey = ['api-tokens'] as const;

// The caller's personal tokens (never their secrets), newest first.
export const getMyApiTokens = async (signal?: AbortSignal): Promise<ApiTokenList> =>
  apiTokenListSchema.parse(await apiClient.get('/me/api-tokens', signal));

export const getMyApiTokensQueryOptions = () =>
  queryOptions({ queryKey: [...apiTokensQueryKey, 'mine'], queryFn: ({ signal }) => getMyApiTokens(signal) });

export const useMyApiTokens = () => useQuery(getMyApiTokensQueryOptions());
