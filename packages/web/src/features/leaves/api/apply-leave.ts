import { type ApplyLeaveBody, type Leave, leaveSchema } from '@pulse/shared/contracts/leaves';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { leaveListsQueryKey } from './leave-lists';

export const applyLeave = async (body: ApplyLeaveBody): Promise<Leave> =>
  leaveSchema.parse(await apiClient.post('/leaves', body));

export const useApplyLeave = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyLeave,
    // The new leave shows in the tables, and the dashboard's pending count changes.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: leaveListsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['leaves', 'summary'] }),
      ]),
  });
};
