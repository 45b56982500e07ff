import { type ResentInvitation, resentInvitationSchema } from '@pulse/shared/contracts/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { employeesQueryKey } from './get-employees';

// A new link by mail; the earlier ones stop working.
export const resendInvitation = async (employeeId: string): Promise<ResentInvitation> =>
  resentInvitationSchema.parse(
    await apiClient.post(`/employees/${encodeURIComponent(employeeId)}/invitation`),
  );

export const useResendInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...employeesQueryKey, 'list'] }),
  });
};
