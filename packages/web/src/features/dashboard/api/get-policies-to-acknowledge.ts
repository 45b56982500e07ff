import { type Policy, type PolicyList, policyListSchema } from '@pulse/shared/contracts/policies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { MINUTE_MS } from './dashboard-card-query';

// The policy list's own key and answer: acknowledging a policy on the Company Policy screen refreshes
// ['policies'], and with it this reminder.
export const policiesQueryKey = ['policies'] as const;

export const getPolicies = async (signal?: AbortSignal): Promise<PolicyList> =>
  policyListSchema.parse(await apiClient.get('/policies', signal));

// The dashboard reminds an employee of every policy that asks for acknowledgement until
// they acknowledge its current version.
export const policiesToAcknowledge = (list: PolicyList): Policy[] =>
  list.items.filter((policy) => policy.requiresAcknowledgement && policy.acknowledgedAt === null);

export const policiesToAcknowledgeQueryOptions = () =>
  queryOptions({
    queryKey: policiesQueryKey,
    queryFn: ({ signal }) => getPolicies(signal),
    staleTime: MINUTE_MS,
    select: policiesToAcknowledge,
  });

export const usePoliciesToAcknowledge = () => useQuery(policiesToAcknowledgeQueryOptions());
