import type { ServerToClientEvents } from '@pulse/shared/contracts/notifications';
import { io, type Socket } from 'socket.io-client';
import { meQueryKey, queryClient } from './query-client';

export type PulseSocket = Socket<ServerToClientEvents, Record<string, never>>;

// One live connection per signed-in session. The server authenticates it from the httpOnly session
// cookie of this same origin (no token in the URL); WebSocket only, so several server instances
// behind a load balancer need no sticky sessions (long-polling would).
let current: { employeeId: string; socket: PulseSocket } | null = null;

export const connectSocket = (employeeId: string): PulseSocket => {
  if (current?.employeeId === employeeId) return current.socket;
  closeSocket();
  const socket: PulseSocket = io({ withCredentials: true, transports: ['websocket'] });
  current = { employeeId, socket };
  return socket;
};

export const closeSocket = () => {
  current?.socket.close();
  current = null;
};

// The session has ended when ['me'] turns null (logout, inactivity, any 401): the connection goes
// with it, whichever path ended it.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.query.queryKey[0] !== meQueryKey[0]) return;
  const me = event.query.state.data as { id: string } | null | undefined;
  if (me === null || (me && current && current.employeeId !== me.id)) closeSocket();
});
