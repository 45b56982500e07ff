import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import type { Notification } from '@pulse/shared/contracts/notifications';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../db/seed/demo';
import {
  createTestApp,
  SAME_ORIGIN,
  signInAs,
  signUpOtherOrganization,
  type TestApp,
} from '../test-support/test-app';
import { attachSocketServer } from './socket-server';

const REDIS_URL = loadEnv().REDIS_URL ?? 'redis://127.0.0.1:6379';

// The Redis test needs the machine's Redis; it is skipped only when nothing answers there.
const isRedisReachable = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
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

type Started = { testApp: TestApp; origin: string };
const socketServers = new Map<TestApp, Awaited<ReturnType<typeof attachSocketServer>>>();
const started: Started[] = [];
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  for (const { testApp } of started.splice(0)) await testApp.close();
});

// The real app on an ephemeral port with the Socket.IO server; deps.realtime (the recording one)
// forwards to it, as main.ts's stand-in does.
const startApp = async (options: { redisKey?: string; testApp?: TestApp } = {}): Promise<Started> => {
  const testApp = options.testApp ?? (await createTestApp());
  const deps = {
    db: testApp.db,
    clock: testApp.clock,
    cipher: testApp.cipher,
    storage: testApp.storage,
    realtime: testApp.realtime,
  };
  const socketServer = await attachSocketServer(testApp.app, deps, {
    ...(options.redisKey ? { redisUrl: REDIS_URL, redisKey: options.redisKey } : {}),
  });
  testApp.realtime.forwardTo(socketServer.realtime);
  socketServers.set(testApp, socketServer);
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const entry = { testApp, origin: `http://127.0.0.1:${address.port}` };
  started.push(entry);
  return entry;
};

// Each socket's outcome ('connected' or the connect_error's message) is captured as it opens: a
// listener attached later would miss a socket that connected while the test awaited another one.
const outcomes = new WeakMap<Socket, Promise<string>>();

const open = (url: string, headers: Record<string, string>) => {
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
};

const outcomeOf = (socket: Socket) => {
  const outcome = outcomes.get(socket);
  if (!outcome) throw new Error('a socket this test did not open');
  return outcome;
};

const notification = (description: string): Notification => ({
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

const nextNotification = (socket: Socket, timeoutMs = 2000) =>
  new Promise<Notification | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    socket.once('notification:created', (received: Notification) => {
      clearTimeout(timer);
      resolve(received);
    });
  });

describe('Socket.IO handshake', () => {
  it('refuses a socket without a cookie, with a bad cookie, or from a foreign origin', async () => {
    const { testApp, origin } = await startApp();
    const { cookie } = await signInAs(testApp, DEMO_EMPLOYEE_EMAIL);

    expect(await outcomeOf(open(origin, { origin }))).toBe('UNAUTHENTICATED');
    expect(await outcomeOf(open(origin, { origin, cookie: 'pulse_session=not-a-session-token' }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(await outcomeOf(open(origin, { origin: 'https://evil.example', cookie }))).toBe(
      'FORBIDDEN_ORIGIN',
    );
    // A socket always carries the cookie, so one that names no origin at all is refused too.
    expect(await outcomeOf(open(origin, { cookie }))).toBe('FORBIDDEN_ORIGIN');
    expect(await outcomeOf(open(origin, { origin, cookie }))).toBe('connected');
  });

  it("delivers an employee's notification to that employee's sockets only", async () => {
    const { testApp, origin } = await startApp();
    const employee = await signInAs(testApp, DEMO_EMPLOYEE_EMAIL);
    const admin = await signInAs(testApp, DEMO_ADMIN_EMAIL);
    const employeeSocket = open(origin, { origin, cookie: employee.cookie });
    const adminSocket = open(origin, { origin, cookie: admin.cookie });
    expect(await outcomeOf(employeeSocket)).toBe('connected');
    expect(await outcomeOf(adminSocket)).toBe('connected');

    const employeeReceives = nextNotification(employeeSocket);
    const adminReceives = nextNotification(adminSocket, 500);
    const sent = notification('For the employee only');
    testApp.realtime.toEmployee(employee.employee.id, 'notification:created', sent);

    expect(await employeeReceives).toEqual(sent);
    expect(await adminReceives).toBeNull();
  });

  it("delivers an organisation's news to every employee of it, and to nobody of another", async () => {
    const { testApp, origin } = await startApp();
    const employee = await signInAs(testApp, DEMO_EMPLOYEE_EMAIL);
    const admin = await signInAs(testApp, DEMO_ADMIN_EMAIL);
    const stranger = await signUpOtherOrganization(testApp);
    const sockets = [employee.cookie, admin.cookie, stranger.cookie].map((cookie) =>
      open(origin, { origin, cookie }),
    );
    for (const socket of sockets) expect(await outcomeOf(socket)).toBe('connected');
    const [employeeSocket, adminSocket, strangerSocket] = sockets as [Socket, Socket, Socket];

    const nextNews = (socket: Socket, timeoutMs = 2000) =>
      new Promise<{ id: string } | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), timeoutMs);
        socket.once('news:published', (received: { id: string }) => {
          clearTimeout(timer);
          resolve(received);
        });
      });
    const received = [nextNews(employeeSocket), nextNews(adminSocket), nextNews(strangerSocket, 500)];
    const news = { id: randomUUID() };
    testApp.realtime.toOrganization(testApp.demoOrganizationId, 'news:published', news);

    expect(await Promise.all(received)).toEqual([news, news, null]);
  });

  it('closes the sockets of a session when it signs out, and refuses them afterwards', async () => {
    const { testApp, origin } = await startApp();
    const employee = await signInAs(testApp, DEMO_EMPLOYEE_EMAIL);
    const otherSession = await signInAs(testApp, DEMO_EMPLOYEE_EMAIL);
    const socket = open(origin, { origin, cookie: employee.cookie });
    const otherSocket = open(origin, { origin, cookie: otherSession.cookie });
    expect(await outcomeOf(socket)).toBe('connected');
    expect(await outcomeOf(otherSocket)).toBe('connected');

    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const signOut = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: { ...SAME_ORIGIN, cookie: employee.cookie },
    });
    expect(signOut.statusCode).toBe(204);
    expect(await disconnected).toBe('io server disconnect');
    // The same employee's other session (another browser) stays connected.
    expect(otherSocket.connected).toBe(true);
    expect(await outcomeOf(open(origin, { origin, cookie: employee.cookie }))).toBe('UNAUTHENTICATED');
  });

  it('closes a socket once its session has gone idle, and keeps a live one', async () => {
    const { testApp, origin } = await startApp();
    const idle = await signInAs(testApp, DEMO_EMPLOYEE_EMAIL);
    const socket = open(origin, { origin, cookie: idle.cookie });
    expect(await outcomeOf(socket)).toBe('connected');
    const socketServer = socketServers.get(testApp);
    if (!socketServer) throw new Error('no socket server');

    await socketServer.closeEndedSessions();
    expect(socket.connected).toBe(true);

    // 31 minutes without a request: the session is idle (spec A §9) though the socket is open.
    testApp.clock.advance(31 * 60 * 1000);
    const admin = await signInAs(testApp, DEMO_ADMIN_EMAIL);
    const adminSocket = open(origin, { origin, cookie: admin.cookie });
    expect(await outcomeOf(adminSocket)).toBe('connected');
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await socketServer.closeEndedSessions();
    expect(await disconnected).toBe('io server disconnect');
    expect(adminSocket.connected).toBe(true);
  });

  it.skipIf(!isRedisReachable)(
    'with REDIS_URL, an emit on instance A reaches a socket connected to instance B',
    async () => {
      // Channels unique to this run, so nothing else on the Redis server hears them.
      const redisKey = `pulse-test:${randomUUID()}`;
      const instanceA = await startApp({ redisKey });
      // Instance B is a second app on the same database (its reset and seed come before any sign-in).
      const testAppB = await createTestApp();
      const instanceB = await startApp({ redisKey, testApp: testAppB });
      const employee = await signInAs(instanceB.testApp, DEMO_EMPLOYEE_EMAIL);
      const socket = open(instanceB.origin, { origin: instanceB.origin, cookie: employee.cookie });
      expect(await outcomeOf(socket)).toBe('connected');

      const received = nextNotification(socket);
      const sent = notification('Across instances');
      instanceA.testApp.realtime.toEmployee(employee.employee.id, 'notification:created', sent);
      expect(await received).toEqual(sent);

      // Sign-out on instance A closes the socket held by instance B.
      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await instanceA.testApp.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-out',
        headers: { ...SAME_ORIGIN, cookie: employee.cookie },
      });
      expect(await disconnected).toBe('io server disconnect');
    },
  );
});
