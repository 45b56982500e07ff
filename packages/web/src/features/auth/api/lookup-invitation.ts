import { type Invitation, invitationSchema } from '@pulse/shared/contracts/invitations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// A POST: the token goes in the body, never in a URL.
export const lookupInvitation = async (token: string): Promise<Invitation> =>
  invitationSchema.parse(await apiClient.post('/invitations/lookup', { token }));

export const getInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitations', token],
    queryFn: () => lookupInvitation(token),
    // A used or expired link stays so: asking again changes nothing.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useInvitation = (token: string) => useQuery(getInvitationQueryOptions(token));
