import { type TwoFactorStatus, twoFactorStatusSchema } from '@pulse/shared/contracts/two-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const ownTwoFactorQueryKey = ['me', 'two-factor'] as const;

export const getOwnTwoFactor = async (signal?: AbortSignal): Promise<TwoFactorStatus> =>
  twoFactorStatusSchema.parse(await apiClient.get('/me/two-factor', signal));

export const getOwnTwoFactorQueryOptions = () =>
  queryOptions({ queryKey: ownTwoFactorQueryKey, queryFn: ({ signal }) => getOwnTwoFactor(signal) });

export const useOwnTwoFactor = () => useQuery(getOwnTwoFactorQueryOptions());
