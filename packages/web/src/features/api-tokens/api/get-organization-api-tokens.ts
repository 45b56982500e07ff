import { type ApiTokenList, apiTokenListSchema } from '@pulse/shared/contracts/api-tokens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { apiTokensQueryKey } from './get-my-api-tokens';

// The organisation's tokens (administrators only), newest first.
export const getOrganizationApiTokens = async (signal?: AbortSignal): Promise<ApiTokenList> =>
  apiTokenListSchema.parse(await apiClient.get('/organization/api-tokens', signal));

export const getOrganizationApiTokensQueryOptions = () =>
  queryOptions({
    queryKey: [...apiTokensQueryKey, 'organization'],
    queryFn: ({ signal }) => getOrganizationApiTokens(signal),
  });

export const useOrganizationApiTokens = (isEnabled: boolean) =>
  useQuery({ ...getOrganizationApiTokensQueryOptions(), enabled: isEnabled });
