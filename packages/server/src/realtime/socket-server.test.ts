import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../db/seed/demo';
import {
  canReachRedis,
  createSocketClients,
  listenOnEphemeralPort,
  nextNotification,
  notification,
  TEST_REDIS_URL,
} from '../test-support/socket-clients';
import {
  createTestApp,
  SAME_ORIGIN,
  signInAs,
  signUpOtherOrganization,
  type TestApp,
} from '../test-support/test-app';
import { attachSocketServer } from './socket-server';

const isRedisReachable = await canReachRedis();

type Started = { testApp: TestApp; origin: string };
const socketServers = new Map<TestApp, Awaited<ReturnType<typeof attachSocketServer>>>();
const started: Started[] = [];
const { open, outcomeOf, closeAll } = createSocketClients();

afterEach(async () => {
  closeAll();
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
    ...(options.redisKey ? { redisUrl: TEST_REDIS_URL, redisKey: options.redisKey } : {}),
  });
  testApp.realtime.forwardTo(socketServer.realtime);
  socketServers.set(testApp, socketServer);
  const entry = { testApp, origin: await listenOnEphemeralPort(testApp.app) };
  started.push(entry);
  return entry;
};

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
    // DNS rebinding: a foreign name pointed at this server, its origin matching the Host it sends.
    expect(
      await outcomeOf(open(origin, { host: 'evil.example', origin: 'http://evil.example', cookie })),
    ).toBe('HOST_NOT_ALLOWED');
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

  it("delivers who is working now to the organisation's administrators only", async () => {
    const { testApp, origin } = await startApp();
    const employee = await signInAs(testApp, DEMO_EMPLOYEE_EMAIL);
    const admin = await signInAs(testApp, DEMO_ADMIN_EMAIL);
    const stranger = await signUpOtherOrganization(testApp);
    const sockets = [admin.cookie, employee.cookie, stranger.cookie].map((cookie) =>
      open(origin, { origin, cookie }),
    );
    for (const socket of sockets) expect(await outcomeOf(socket)).toBe('connected');

    const nextChange = (socket: Socket, timeoutMs = 2000) =>
      new Promise<unknown>((resolve) => {
        const timer = setTimeout(() => resolve(null), timeoutMs);
        socket.once('working-now:changed', (received: unknown) => {
          clearTimeout(timer);
          resolve(received);
        });
      });
    const [adminSocket, employeeSocket, strangerSocket] = sockets as [Socket, Socket, Socket];
    const received = [
      nextChange(adminSocket),
      nextChange(employeeSocket, 500),
      nextChange(strangerSocket, 500),
    ];
    const change = { employeeId: employee.employee.id, entry: null };
    testApp.realtime.toAdministrators(testApp.demoOrganizationId, 'working-now:changed', change);

    expect(await Promise.all(received)).toEqual([change, null, null]);
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
