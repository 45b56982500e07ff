import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import type { Notification } from '@pulse/shared/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { loadEnv } from '../config/env';

// Browsers for the socket tests (realtime/socket-server.test.ts, two-instances.test.ts).

export const TEST_REDIS_URL = loadEnv().REDIS_URL ?? 'redis://127.0.0.1:6379';

// The Redis tests need the machine's Redis; they are skipped only when nothing answers there.
export const canReachRedis = (redisUrl = TEST_REDIS_URL) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(redisUrl);
    const probe = createConnection({ host: hostname, port: Number(port || 6379) });
    probe.setTimeout(1000);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
    probe.once('timeout', () => {
      probe.destroy();
      resolve(false);
    });
  });

// The app on an ephemeral loopback port; the origin its browsers come from.
export const listenOnEphemeralPort = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
};

// Each socket's outcome ('connected' or the connect_error's message) is captured as it opens: a
// listener attached later would miss a socket that connected while the test awaited another one.
export const createSocketClients = () => {
  const sockets: Socket[] = [];
  const outcomes = new WeakMap<Socket, Promise<string>>();
  return {
    open: (url: string, headers: Record<string, string>) => {
      const socket = connectSocket(url, {
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: headers,
      });
      outcomes.set(
        socket,
        new Promise<string>((resolve) => {
          socket.once('connect', () => resolve('connected'));
          socket.once('connect_error', (error) => resolve(error.message));
        }),
      );
      sockets.push(socket);
      return socket;
    },
    outcomeOf: (socket: Socket) => {
      const outcome = outcomes.get(socket);
      if (!outcome) throw new Error('a socket this test did not open');
      return outcome;
    },
    closeAll: () => {
      for (const socket of sockets.splice(0)) socket.close();
    },
  };
};

export const notification = (description: string): Notification => ({
  id: randomUUID(),
  event: 'applied',
  recipientRole: 1,
  description,
  sentBy: null,
  leaveId: null,
  projectId: null,
  createdAt: new Date().toISOString(),
  isViewed: false,
});

// The next notification, or null when none came within the time (for "nobody else was told").
export const nextNotification = (socket: Socket, timeoutMs = 2000) =>
  new Promise<Notification | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    socket.once('notification:created', (received: Notification) => {
      clearTimeout(timer);
      resolve(received);
    });
  });
