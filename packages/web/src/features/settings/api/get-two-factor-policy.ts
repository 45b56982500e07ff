import { type TwoFactorPolicy, twoFactorPolicySchema } from '@pulse/shared/contracts/two-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const twoFactorPolicyQueryKey = ['organization', 'two-factor-policy'] as const;

export const getTwoFactorPolicy = async (signal?: AbortSignal): Promise<TwoFactorPolicy> =>
  twoFactorPolicySchema.parse(await apiClient.get('/organization/two-factor-policy', signal));

export const getTwoFactorPolicyQueryOptions = () =>
  queryOptions({ queryKey: twoFactorPolicyQueryKey, queryFn: ({ signal }) => getTwoFactorPolicy(signal) });

export const useTwoFactorPolicy = () => useQuery(getTwoFactorPolicyQueryOptions());
