import { type PolicyList, policyListSchema } from '@pulse/shared/contracts/policies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const policiesQueryKey = ['policies'] as const;

export const getPolicies = async (signal?: AbortSignal): Promise<PolicyList> =>
  policyListSchema.parse(await apiClient.get('/policies', signal));

export const policiesQueryOptions = () =>
  queryOptions({ queryKey: policiesQueryKey, queryFn: ({ signal }) => getPolicies(signal) });

export const usePolicies = () => useQuery(policiesQueryOptions());
