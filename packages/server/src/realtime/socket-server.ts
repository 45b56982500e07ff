import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { ServerToClientEvents } from '@pulse/shared/contracts/notifications';
import { ROLE } from '@pulse/shared/domain/roles';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { createHostCheck, type HostCheck } from '../lib/allowed-hosts';
import { isForeignOrigin } from '../lib/csrf';
import { createDependencyMonitor, type DependencyMonitor, reportFailure } from '../lib/dependency-monitor';
import type { Deps } from '../lib/deps';
import { SESSION_COOKIE } from '../lib/session-token';
import { findLiveSessions, resolveSession } from '../modules/auth/auth.service';
import type { Realtime } from './realtime';

// What the handshake established; kept on the socket for its whole life.
type SocketData = { employeeId: string; organizationId: string; sessionId: string; isAdmin: boolean };
// Browsers send nothing to the server over the socket: it only listens.
type ClientToServerEvents = Record<string, never>;

export type SocketServerOptions = {
  // Behind a TLS-terminating proxy: the own origin comes from X-Forwarded-Proto/Host, as for HTTP.
  trustProxy?: boolean;
  // Unset: rooms live in this process. Set: the Redis adapter, so an emit on any instance reaches
  // sockets connected to every instance.
  redisUrl?: string | undefined;
  // Prefix of the adapter's Redis channels (tests use their own, so they never hear production).
  redisKey?: string;
  // The host names Pulse answers for, as for HTTP (lib/allowed-hosts.ts); loopback only when unset.
  hostCheck?: HostCheck;
  // Told when Redis or the database goes away and comes back (the readiness check reports it); the
  // server's own when unset.
  dependencies?: DependencyMonitor;
};

export type SocketServer = {
  io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
  realtime: Realtime;
  // Disconnects this instance's sockets whose session has ended (idle, expired, employee deactivated).
  closeEndedSessions: () => Promise<void>;
};

// Sockets make no HTTP requests, so nothing else would notice their session ending by itself.
const SESSION_CHECK_MS = 60 * 1000;

export const employeeRoom = (employeeId: string) => `employee:${employeeId}`;
const organizationRoom = (organizationId: string) => `organization:${organizationId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
const administratorsRoom = (organizationId: string) => `administrators:${organizationId}`;

// The entry the nearest proxy wrote, as Fastify reads request.host and request.protocol: earlier
// entries come from whoever sent the request.
const lastHeaderValue = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.at(-1) : value)?.split(',').at(-1)?.trim();

// The host and origin the browser should be on, computed like Fastify's request.host and
// request.protocol.
const ownHostOf = (request: IncomingMessage, trustProxy: boolean) =>
  (trustProxy ? lastHeaderValue(request.headers['x-forwarded-host']) : undefined) ?? request.headers.host;
const ownOriginOf = (request: IncomingMessage, trustProxy: boolean) => {
  const isEncrypted = (request.socket as TLSSocket).encrypted === true;
  const protocol =
    (trustProxy ? lastHeaderValue(request.headers['x-forwarded-proto']) : undefined) ??
    (isEncrypted ? 'https' : 'http');
  return `${protocol}://${ownHostOf(request, trustProxy) ?? ''}`;
};

// The Socket.IO server on the API's own HTTP server (default path /socket.io). Call it after
// buildApp and before listen; Fastify's close also closes every socket and the Redis clients.
export const attachSocketServer = async (
  app: FastifyInstance,
  deps: Deps,
  options: SocketServerOptions = {},
): Promise<SocketServer> => {
  const hostCheck = options.hostCheck ?? createHostCheck();
  const dependencies =
    options.dependencies ??
    createDependencyMonitor(
      { warn: (line) => app.log.warn(line), info: (line) => app.log.info(line) },
      deps.clock,
    );
  const io: SocketServer['io'] = new Server(app.server, {
    serveClient: false,
    // No `cors` option: same origin only, so no CORS headers are ever sent.
    // A refused handshake leaves an engine connection without a namespace; drop it soon.
    connectTimeout: 10_000,
  });

  let redisClients: { close: () => Promise<void> }[] = [];
  if (options.redisUrl) {
    // Loaded only when configured: one machine runs without Redis, and its client is 7 MB of heap.
    const [{ createClient }, { createAdapter }] = await Promise.all([
      import('redis'),
      import('@socket.io/redis-adapter'),
    ]);
    // While Redis is away a publish fails at once instead of queueing without bound: a live event
    // that cannot cross instances is dropped (the bell row is in the database and is read on the next
    // page load), and events go on reaching this instance's own sockets. The subscriber keeps its
    // queue: it only sends its subscriptions, and sends them once Redis is back.
    const publisher = createClient({ url: options.redisUrl, disableOfflineQueue: true });
    const subscriber = createClient({ url: options.redisUrl });
    for (const client of [publisher, subscriber]) {
      // Without a listener a lost Redis connection would crash the process; the client reconnects.
      client.on('error', (error: Error) => dependencies.failed('redis', error.message || String(error)));
      client.on('ready', () => dependencies.succeeded('redis'));
    }
    // The adapter publishes without waiting for the answer, so a failed publish would be an unhandled
    // rejection, which ends the process.
    const publish = publisher.publish.bind(publisher);
    Object.assign(publisher, {
      publish: (...args: Parameters<typeof publish>) =>
        publish(...args).catch((error: unknown) =>
          dependencies.failed('redis', error instanceof Error ? error.message : String(error)),
        ),
    });
    // Start-up does not wait for Redis: a Redis outage must not become a full outage at the next
    // deploy. The clients keep trying in the background.
    for (const client of [publisher, subscriber]) void client.connect().catch(() => undefined);
    redisClients = [publisher, subscriber];
    io.adapter(createAdapter(publisher, subscriber, { key: options.redisKey ?? 'pulse:socket.io' }));
  }

  // Handshake: one of our host names, then the same-site proof of lib/csrf.ts (a foreign page
  // opening a socket with the user's cookie is cross-site WebSocket hijacking), then the session
  // cookie, and nothing else: no token in the URL or the auth payload.
  io.use(async (socket, next) => {
    const request = socket.request;
    if (!hostCheck(ownHostOf(request, options.trustProxy ?? false)))
      return next(new Error('HOST_NOT_ALLOWED'));
    const isForeign = isForeignOrigin(ownOriginOf(request, options.trustProxy ?? false), {
      origin: request.headers.origin,
      referer: request.headers.referer,
    });
    // A socket always carries the session cookie, so, as for HTTP, naming no origin is refused.
    if (isForeign !== false) return next(new Error('FORBIDDEN_ORIGIN'));
    const token = app.parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE];
    try {
      const session = token ? await resolveSession(deps, token) : null;
      if (!session) return next(new Error('UNAUTHENTICATED'));
      socket.data = {
        employeeId: session.auth.employeeId,
        organizationId: session.auth.organizationId,
        sessionId: session.auth.sessionId,
        // As of the handshake: a role is changed by an administrator, and the session checks
        // below end the sockets of sessions that end.
        isAdmin: session.auth.roleId === ROLE.admin,
      };
      next();
    } catch (error) {
      reportFailure(dependencies, app.log, error, 'socket handshake failed');
      next(new Error('HANDSHAKE_FAILED'));
    }
  });

  io.on('connection', (socket) => {
    socket.join([
      employeeRoom(socket.data.employeeId),
      organizationRoom(socket.data.organizationId),
      sessionRoom(socket.data.sessionId),
      ...(socket.data.isAdmin ? [administratorsRoom(socket.data.organizationId)] : []),
    ]);
  });

  const closeEndedSessions = async () => {
    const connected = await io.local.fetchSockets();
    if (connected.length === 0) return;
    const live = new Set(
      await findLiveSessions(deps, [...new Set(connected.map((socket) => socket.data.sessionId))]),
    );
    for (const socket of connected) if (!live.has(socket.data.sessionId)) socket.disconnect(true);
  };
  const sessionCheck = setInterval(() => {
    closeEndedSessions().catch((error: unknown) =>
      reportFailure(dependencies, app.log, error, 'checking the sockets’ sessions failed'),
    );
  }, SESSION_CHECK_MS);
  sessionCheck.unref();

  // Open WebSockets would keep the HTTP server from closing: end them before Fastify closes it.
  app.addHook('preClose', async () => {
    clearInterval(sessionCheck);
    io.local.disconnectSockets(true);
    io.engine.close();
    await Promise.all(redisClients.map((client) => client.close().catch(() => undefined)));
  });

  const realtime: Realtime = {
    toEmployee: (employeeId, event, ...args) => {
      io.to(employeeRoom(employeeId)).emit(event, ...args);
    },
    toOrganization: (organizationId, event, ...args) => {
      io.to(organizationRoom(organizationId)).emit(event, ...args);
    },
    toAdministrators: (organizationId, event, ...args) => {
      io.to(administratorsRoom(organizationId)).emit(event, ...args);
    },
    disconnectSession: (sessionId) => {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
  };
  return { io, realtime, closeEndedSessions };
};
