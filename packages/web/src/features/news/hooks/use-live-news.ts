import { SOCKET_EVENTS } from '@pulse/shared/contracts/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { connectSocket } from '../../../lib/socket';
import { newsQueryKey } from '../api/get-news-list';

// A news item published anywhere in the organisation reaches every open browser without a
// reload. The news queries are read again; `onChange` lets the page shell refresh what else shows
// news (the dashboard's tiles), as features do not know each other's queries.
export const useLiveNews = (employeeId: string, onChange?: () => void) => {
  const queryClient = useQueryClient();
  // The latest callback, without re-subscribing when it changes.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    const socket = connectSocket(employeeId);
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: newsQueryKey });
      onChangeRef.current?.();
    };
    socket.on(SOCKET_EVENTS.newsPublished, refresh);
    // A publish while the connection was down was missed; the first connect needs nothing (the
    // screens have just read their news).
    socket.io.on('reconnect', refresh);
    return () => {
      socket.off(SOCKET_EVENTS.newsPublished, refresh);
      socket.io.off('reconnect', refresh);
    };
  }, [employeeId, queryClient]);
};
