import { type Leave, leaveSchema } from '@pulse/shared/contracts/leaves';
import type { LeaveAction } from '@pulse/shared/domain/leave-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { leaveQueryKey } from './get-leave';
import { putLeaveInLists } from './leave-lists';

// POST /leaves/:id/approve | reject | cancel | mark-present: one verb endpoint per action, all with the
// same shape (no body, the changed leave back), so one fetcher serves the four.
export const takeLeaveAction = async ({
  leaveId,
  action,
}: {
  leaveId: string;
  action: LeaveAction;
}): Promise<Leave> =>
  leaveSchema.parse(await apiClient.post(`/leaves/${encodeURIComponent(leaveId)}/${action}`));

export const useTakeLeaveAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeLeaveAction,
    onSuccess: (leave, { action }) => {
      putLeaveInLists(queryClient, leave, action === 'mark-present');
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: leaveQueryKey(leave.id) }),
        queryClient.invalidateQueries({ queryKey: ['leaves', 'summary'] }),
      ]);
    },
  });
};
