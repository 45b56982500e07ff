import {
  type PolicyAcknowledgementList,
  policyAcknowledgementListSchema,
} from '@pulse/shared/contracts/policies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { policiesQueryKey } from './get-policies';

// Under the list's key: whatever refreshes the list (a new version, an acknowledgement) refreshes this.
export const policyAcknowledgementsQueryKey = (policyId: string) =>
  [...policiesQueryKey, policyId, 'acknowledgements'] as const;

export const getPolicyAcknowledgements = async (
  policyId: string,
  signal?: AbortSignal,
): Promise<PolicyAcknowledgementList> =>
  policyAcknowledgementListSchema.parse(
    await apiClient.get(`/policies/${encodeURIComponent(policyId)}/acknowledgements`, signal),
  );

export const policyAcknowledgementsQueryOptions = (policyId: string) =>
  queryOptions({
    queryKey: policyAcknowledgementsQueryKey(policyId),
    queryFn: ({ signal }) => getPolicyAcknowledgements(policyId, signal),
  });

export const usePolicyAcknowledgements = (policyId: string | null) =>
  useQuery({ ...policyAcknowledgementsQueryOptions(policyId ?? ''), enabled: policyId !== null });
