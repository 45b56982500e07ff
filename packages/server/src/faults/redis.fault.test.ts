import { setTimeout } from 'node:timers/promises';
import type { Notification } from '@pulse/shared/contracts/notifications';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createSocketClients } from '../test-support/socket-clients';
import { countByStatus, describeAnswer, listed } from './fault-findings';
import { createAnswerLog, isOk, signInPortal, startLoad } from './fault-load';
import { ADMIN, AGENT_PEOPLE, EMPLOYEE, PORTAL_READERS } from './fault-people';
import { pollUntil } from './fault-tools';
import { postgresCluster } from './postgres-cluster';
import { type PulseProcess, startPulseProcess } from './pulse-process';
import { createRedisInstance } from './redis-instance';

// Redis down: HTTP and same-instance live events keep working, cross-instance
// events resume when it returns, and start-up does not wait for it.
const environment = inject('faultEnvironment');

// "Within a few seconds": after Redis is back, an event of one instance reaches a socket on another.
const RESUME_GOAL_MS = 5000;
// Redis stays down at least this long while the load runs.
const OUTAGE_MS = 3000;
// A start that waits for Redis never gets there; one that does not is up as soon as it has compiled,
// migrated and listened (seconds under tsx on a busy CI machine).
const LIVE_DEADLINE_MS = 30_000;

type ReadyAnswer = {
  status: string;
  checks: Record<string, { status: string; detail?: string } | undefined>;
};

describe.skipIf(environment.skipReason !== null)('Redis faults', () => {
  if (environment.skipReason !== null) return;
  const databaseUrl = postgresCluster(environment.postgres).url(environment.database);
  const { open, outcomeOf, closeAll } = createSocketClients();
  const processes: PulseProcess[] = [];
  const stopAfter: (() => Promise<void>)[] = [];
  afterEach(async () => {
    closeAll();
    await Promise.all(processes.splice(0).map((server) => server.stop()));
    for (const stop of stopAfter.splice(0)) await stop();
  });

  const startServer = async (redisUrl: string) => {
    const server = await startPulseProcess({ databaseUrl, redisUrl, dataDir: environment.dataDir });
    processes.push(server);
    return server;
  };
  const startRedis = async () => {
    const redis = await createRedisInstance();
    stopAfter.push(redis.kill);
    return redis;
  };

  // Every leave the admin hears of on a socket, as it arrives (a listener attached after the
  // application's answer could miss an event that came first).
  const heardLeaves = (socket: Socket) => {
    const heard = new Map<string, number>();
    socket.on('notification:created', (notification: Notification) => {
      if (notification.leaveId && !heard.has(notification.leaveId))
        heard.set(notification.leaveId, performance.now());
    });
    return heard;
  };
  const heardWithin = (heard: Map<string, number>, leaveId: string, timeoutMs: number) =>
    pollUntil(`leave ${leaveId} heard`, async () => heard.get(leaveId), { timeoutMs }).catch(() => null);

  // Single days of their own, next year: an employee's pending leaves must not overlap.
  let leaveDays = 0;
  const nextLeaveDay = () => {
    leaveDays += 1;
    return new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 1 + leaveDays)).toISOString().slice(0, 10);
  };

  it('(c) Redis killed while a notification is sent: HTTP and same-instance events go on, cross-instance events resume once it is back', async () => {
    const redis = await startRedis();
    await redis.start();
    const [first, second] = await Promise.all([startServer(redis.url), startServer(redis.url)]);
    await Promise.all([first.waitForOk('/api/health', 60_000), second.waitForOk('/api/health', 60_000)]);
    const admin = await signInPortal(first.origin, ADMIN);
    const employee = await signInPortal(first.origin, EMPLOYEE);
    // The admin, a manager of every leave below, with a browser on each instance.
    const sameInstance = open(first.origin, { origin: first.origin, cookie: admin.cookie });
    const otherInstance = open(second.origin, { origin: second.origin, cookie: admin.cookie });
    expect(await outcomeOf(sameInstance)).toBe('connected');
    expect(await outcomeOf(otherInstance)).toBe('connected');
    const onSameInstance = heardLeaves(sameInstance);
    const onOtherInstance = heardLeaves(otherInstance);
    const { answers: applications, send } = createAnswerLog();
    const applyOnFirst = async () => {
      const day = nextLeaveDay();
      const { answer, body } = await send('employee applying for leave', `${first.origin}/api/v1/leaves`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: first.origin, cookie: employee.cookie },
        body: JSON.stringify({
          description: 'Fault suite',
          fromDate: day,
          toDate: day,
          leaveType: 1,
          managerIds: [admin.employeeId],
        }),
      });
      return answer.status === 201 && body ? (JSON.parse(body) as { id: string }).id : null;
    };

    // With Redis up, both browsers hear the first instance: the adapter carries events across.
    const beforeFault = await applyOnFirst();
    expect(beforeFault).not.toBeNull();
    expect(await heardWithin(onOtherInstance, beforeFault as string, 5000)).not.toBeNull();

    const load = await startLoad({
      origin: first.origin,
      runId: `faults-redis-${Date.now().toString(36)}`,
      agents: AGENT_PEOPLE,
      readers: PORTAL_READERS,
      firstMinute: new Date(Math.floor(Date.now() / 60_000) * 60_000 - 48 * 3_600_000),
    });
    let killedAt = Number.NaN;
    let restartedAt = Number.NaN;
    let heardOnSameInstance: number | null = null;
    let resumedAt: number | null = null;
    try {
      await load.untilEveryClientServed(0, 'every client served before the fault');
      await redis.kill();
      killedAt = performance.now();
      const duringOutage = await applyOnFirst();
      heardOnSameInstance = duringOutage ? await heardWithin(onSameInstance, duringOutage, 5000) : null;
      await load.untilEveryClientServed(performance.now(), 'every client served while Redis is down');
      // Down for the outage's length (the fault itself, not a wait for something): long enough for
      // the Redis clients to be between reconnection attempts when it returns.
      await setTimeout(Math.max(0, OUTAGE_MS - (performance.now() - killedAt)));
      await redis.start();
      restartedAt = performance.now();
      // New leaves on the first instance until the second's browser hears one.
      resumedAt = await pollUntil(
        'an event of the first instance reaching a browser on the second',
        async () => {
          const leaveId = await applyOnFirst();
          return leaveId ? ((await heardWithin(onOtherInstance, leaveId, 250)) ?? undefined) : undefined;
        },
        { timeoutMs: 15_000, intervalMs: 0 },
      ).catch(() => null);
    } finally {
      await load.stop();
    }
    const duringOutage = load.answers.filter((answer) => answer.at >= killedAt && answer.at <= restartedAt);
    const resumeMs = resumedAt === null ? null : Math.round(resumedAt - restartedAt);
    console.log(
      `faults (c) Redis killed: clients saw ${JSON.stringify(countByStatus(duringOutage))} while it was down ` +
        `(${Math.round(restartedAt - killedAt)} ms); same-instance event ` +
        `${heardOnSameInstance === null ? 'never heard' : `heard ${Math.round(heardOnSameInstance - killedAt)} ms after the kill`}; ` +
        `cross-instance events resumed ${resumeMs ?? 'never'} ms after Redis was back; ` +
        `leave applications ${JSON.stringify(countByStatus(applications))}`,
    );

    expect.soft(first.exitOf(), 'the first instance ended').toBeNull();
    expect.soft(second.exitOf(), 'the second instance ended').toBeNull();
    const failed = [...load.answers, ...applications].filter((answer) => !isOk(answer));
    expect.soft(listed(failed.map(describeAnswer)), 'HTTP answers other than 2xx').toBe('');
    expect.soft(heardOnSameInstance, 'the same-instance event while Redis was down').not.toBeNull();
    expect
      .soft(resumeMs ?? Number.POSITIVE_INFINITY, 'ms from Redis back to a cross-instance event')
      .toBeLessThanOrEqual(RESUME_GOAL_MS);
  });

  it('(d) started while Redis is down: live within seconds, ready says Redis fails (200, warn), then passes once it is up', async () => {
    // Its port is chosen but nothing listens there yet.
    const redis = await startRedis();
    const server = await startServer(redis.url);
    const liveAt = await server.waitForOk('/api/health/live', LIVE_DEADLINE_MS);
    const readiness = async () => {
      const response = await fetch(`${server.origin}/api/health/ready`);
      return { status: response.status, body: (await response.json()) as ReadyAnswer };
    };
    const whileDown = await readiness();
    await redis.start();
    const redisUpAt = performance.now();
    const passesAt = await pollUntil(
      '/api/health/ready saying Redis passes',
      async () => ((await readiness()).body.checks.redis?.status === 'pass' ? performance.now() : undefined),
      { timeoutMs: 10_000, intervalMs: 100 },
    ).catch(() => null);
    console.log(
      `faults (d) start without Redis: /api/health/live 200 ${Math.round(liveAt - server.startedAt)} ms after the ` +
        `process started; /api/health/ready ${whileDown.status} ${whileDown.body.status} with redis ` +
        `${whileDown.body.checks.redis?.status}; redis passing ` +
        `${passesAt === null ? 'never' : `${Math.round(passesAt - redisUpAt)} ms`} after it started`,
    );

    expect.soft(server.exitOf(), 'the server process ended').toBeNull();
    expect.soft(whileDown.status, '/api/health/ready while Redis is down').toBe(200);
    expect.soft(whileDown.body.status).toBe('warn');
    expect.soft(whileDown.body.checks.database?.status).toBe('pass');
    expect.soft(whileDown.body.checks.redis?.status).toBe('fail');
    expect.soft(passesAt, '/api/health/ready saying Redis passes once it is up').not.toBeNull();
  });
});
