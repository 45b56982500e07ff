import { SOCKET_EVENTS } from '@pulse/shared/contracts/notifications';
import type { WorkingNowChangedEvent, WorkingNowEntry } from '@pulse/shared/contracts/tracker-status';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectSocket } from '../../../lib/socket';
import { mergeWorkingNowChange, workingNowQueryKey } from '../api/get-working-now';

// Keeps ['working-now'] current from the administrator's socket: an employee who starts, stops,
// pauses, goes idle or goes silent (the server's sweep) changes without a reload.
export const useLiveWorkingNow = (employeeId: string, isEnabled: boolean) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isEnabled) return;
    const socket = connectSocket(employeeId);
    const onChanged = (change: WorkingNowChangedEvent) => {
      // A read still on its way may have left before this change: it would put the old state back.
      // Read again instead (the change is stored before it is sent).
      if (queryClient.isFetching({ queryKey: workingNowQueryKey }) > 0) {
        void queryClient.invalidateQueries({ queryKey: workingNowQueryKey });
        return;
      }
      queryClient.setQueryData<WorkingNowEntry[]>(workingNowQueryKey, (list) =>
        list ? mergeWorkingNowChange(list, change) : list,
      );
    };
    // Changes sent before this connection was up (the list was read while the socket was still
    // connecting, or the connection dropped) were missed: read the list again on every connect.
    const onConnect = () => void queryClient.invalidateQueries({ queryKey: workingNowQueryKey });
    socket.on(SOCKET_EVENTS.workingNowChanged, onChanged);
    socket.on('connect', onConnect);
    return () => {
      socket.off(SOCKET_EVENTS.workingNowChanged, onChanged);
      socket.off('connect', onConnect);
    };
  }, [employeeId, isEnabled, queryClient]);
};
