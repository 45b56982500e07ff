import {
  type AcceptedInvitation,
  type AcceptInvitationBody,
  acceptedInvitationSchema,
} from '@pulse/shared/contracts/invitations';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const acceptInvitation = async (body: AcceptInvitationBody): Promise<AcceptedInvitation> =>
  acceptedInvitationSchema.parse(await apiClient.post('/invitations/accept', body));

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
