import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TODO_STATUS } from '@pulse/shared/domain/project-status';
import { and, asc, eq, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  activityIntervals,
  activitySlots,
  inputMinutes,
  projectMembers,
  projects,
  projectTime,
  screenshots,
  todoMembers,
  todos,
  trackerBatches,
  trackerDeviceStatuses,
} from '../../server/src/db/schema/index';
import { createAgent } from './agent';
import {
  readHeartbeatAnswer,
  readPauseSpans,
  readSignIn,
  writeHeartbeatAnswer,
  writePauseSpans,
  writeSignIn,
} from './agent-home';
import { createTrackerClient } from './api/tracker-client';
import { createPausableSource } from './capture/pausable-source';
import { createSimulatedSource } from './capture/simulated-source';
import type { Capture } from './capture/source';
import { type AgentTimer, systemClock, systemTimer } from './clock';
import { SignInByCodeEnded, signInByCode } from './device-code-sign-in';
import { openDurableQueue } from './queue/durable-queue';
import { backfill } from './simulate';
import { startAgent } from './start-agent';
import { startFakeActivityWatch } from './test-support/fake-activitywatch';
import { type PulseTestServer, startPulseTestServer } from './test-support/pulse-test-server';
import { runCommandInProcess } from './test-support/run-command-in-process';

// The agent against a real Pulse server (in-memory PGlite, the seeded demo), listening on a free port.
let pulse: PulseTestServer;
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
const server = () => pulse.url();
const db = () => pulse.db;

// Migrating and seeding the demo takes a while on a loaded machine.
beforeAll(async () => {
  pulse = await startPulseTestServer('tracker_test');
}, 180_000);
afterAll(async () => {
  await pulse?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// 10:00 UTC on the latest weekday at least two days back: well inside the simulated working day and
// the server's 30-day window.
const workingHour = (daysBack: number) => {
  const day = new Date(Date.now() - daysBack * 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() - 1);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 10));
};

const signInDevice = (email: string) => pulse.signInDevice(email);

const waitFor = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

// The CLI as a user runs it, in its own process, with its files in `home`: for what only a process
// shows (a kill -9). Every other command runs in-process (runCommandInProcess).
const spawnCli = (home: string, args: string[], env: Record<string, string> = {}) =>
  spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, PULSE_TRACKER_HOME: home, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

// A fresh agent home signed in through `pulse-tracker login`, and the employee and device it got.
const signInWithCli = async (email: string) => {
  const home = tempDir('pulse-tracker-home-');
  const login = await runCommandInProcess(home, ['login', '--server', server(), '--email', email], {
    PULSE_TRACKER_PASSWORD: 'Demo@123',
  });
  expect(login.code, login.stderr).toBe(0);
  const signIn = await readSignIn(home);
  if (!signIn) throw new Error('login stored no sign-in');
  return { home, employeeId: signIn.employee.id, deviceId: signIn.deviceId };
};

// An agent home signed in with a token that the commands run on it never send (they read only files).
const homeSignedInOffline = async () => {
  const home = tempDir('pulse-tracker-home-');
  await writeSignIn(home, {
    server: server(),
    deviceToken: 'not-used-here',
    employee: { id: '00000000-0000-4000-8000-000000000001', name: 'Asha Rao', employeeCode: 'EMP001' },
    deviceId: '00000000-0000-4000-8000-000000000002',
  });
  return home;
};

// `run` replaying [start, until) of a past working hour at `speed`×, exiting once all of it is sent.
const replayArgs = (seed: string, start: Date, until: Date, speed: number) => [
  'run',
  '--seed',
  seed,
  '--clock-start',
  start.toISOString(),
  '--clock-speed',
  String(speed),
  '--until',
  until.toISOString(),
  '--poll-seconds',
  '60',
];

// The agent as `run` wires it, replaying [start, until) of a past working hour of the simulated
// source: its clock already stands at `until`, so what is left of it is captured at once and sent.
// Answers what the agent said on stderr.
const replay = async (home: string, seed: string, start: Date, until: Date) => {
  const signIn = await readSignIn(home);
  if (!signIn) throw new Error('not signed in');
  const lines: string[] = [];
  const agent = await startAgent({
    home,
    signIn,
    capture: 'simulated',
    seed,
    clock: { now: () => until },
    startAt: start,
    until,
    pollMs: 10,
    log: (line) => lines.push(line),
  });
  await agent.run(new AbortController().signal);
  return lines.join('\n');
};

// The employee's projects (by name) and the open to-dos assigned to them, as the database holds them.
const projectsOf = async (employeeId: string) => {
  const memberOf = await db()
    .select({ id: projects.id, name: projects.name })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(eq(projectMembers.employeeId, employeeId))
    .orderBy(asc(projects.name));
  const openTodos = await db()
    .select({ id: todos.id, name: todos.name, projectId: todos.projectId })
    .from(todoMembers)
    .innerJoin(todos, eq(todos.id, todoMembers.todoId))
    .where(and(eq(todoMembers.employeeId, employeeId), ne(todos.status, TODO_STATUS.completed)));
  return memberOf.map((project) => ({
    ...project,
    todos: openTodos.filter((todo) => todo.projectId === project.id),
  }));
};

const intervalsOf = (deviceId: string) =>
  db().select().from(activityIntervals).where(eq(activityIntervals.deviceId, deviceId));

// What the server holds for a device, against what the source captured: every item exactly once.
const expectStoredExactlyOnce = async (deviceId: string, expected: Capture) => {
  const intervals = await db()
    .select()
    .from(activityIntervals)
    .where(eq(activityIntervals.deviceId, deviceId));
  const minutes = await db().select().from(inputMinutes).where(eq(inputMinutes.deviceId, deviceId));
  const shots = await db().select().from(screenshots).where(eq(screenshots.deviceId, deviceId));
  for (const kind of ['focus', 'active', 'away'] as const) {
    const spans = intervals
      .filter((row) => row.kind === kind)
      .map((row) => ({
        start: row.startedAt.getTime(),
        end: row.startedAt.getTime() + row.durationSeconds * 1000,
      }))
      .sort((a, b) => a.start - b.start);
    // No overlap: nothing arrived twice, even when cut at other window boundaries than expected.
    for (const [index, span] of spans.slice(1).entries()) {
      expect(span.start).toBeGreaterThanOrEqual(spans[index]?.end ?? 0);
    }
    const total = spans.reduce((sum, span) => sum + span.end - span.start, 0) / 1000;
    const expectedTotal = expected.intervals
      .filter((interval) => interval.kind === kind)
      .reduce((sum, interval) => sum + interval.durationSeconds, 0);
    expect(total, kind).toBe(expectedTotal);
  }
  expect(minutes.map((row) => row.minuteStart.toISOString()).sort()).toEqual(
    expected.inputMinutes.map((minute) => minute.minuteStart).sort(),
  );
  expect(shots.map((row) => row.capturedAt.toISOString()).sort()).toEqual(
    expected.screenshots.map((shot) => shot.capturedAt.toISOString()).sort(),
  );
};

describe('agent against a real server', () => {
  it('uploads a simulated hour, then catches up after the server was down', async () => {
    const device = await signInDevice('employee@demo.pulse');
    const client = createTrackerClient(server(), device.token);
    const source = createSimulatedSource({ seed: 'hour' });
    const start = workingHour(2);
    const hourLater = new Date(start.getTime() + 3_600_000);
    const queue = await openDurableQueue(tempDir('pulse-tracker-queue-'));
    const fast = { baseMs: 20, capMs: 200 };

    // (1) One simulated hour: captured at once (the clock is already past it), then drained.
    const agent = createAgent({
      queue,
      source,
      client,
      clock: { now: () => hourLater },
      startAt: start,
      until: hourLater,
      pollMs: 10,
      backoff: fast,
    });
    await agent.run(new AbortController().signal);
    await expectStoredExactlyOnce(device.deviceId, await source.collect(start, hourLater));
    expect(await queue.size()).toEqual({ events: 0, screenshots: 0 });

    // (3) The server goes down; the next hour is captured and kept; the server comes back on the
    // same port and everything arrives.
    await pulse.stop();
    const failures: string[] = [];
    const twoHoursLater = new Date(hourLater.getTime() + 3_600_000);
    const offline = createAgent({
      queue,
      source,
      client,
      clock: { now: () => twoHoursLater },
      until: twoHoursLater,
      pollMs: 10,
      backoff: fast,
      log: (line) => failures.push(line),
    });
    const running = offline.run(new AbortController().signal);
    // A failure is said once while it lasts, and once more when it ends.
    await waitFor('batches to fail while the server is down', () =>
      failures.some((line) => line.startsWith('batches: upload failed (')),
    );
    expect((await queue.size()).events, failures.join('\n')).toBeGreaterThan(0);
    await pulse.start();
    await running;
    expect(failures).toContainEqual(
      expect.stringMatching(/^batches: upload works again after \d+ failed attempts?$/),
    );
    await expectStoredExactlyOnce(device.deviceId, await source.collect(start, twoHoursLater));
  });

  it('loses and duplicates nothing when killed -9 between the ack and the removal from the queue', async () => {
    const device = await signInDevice('admin@demo.pulse');
    const home = tempDir('pulse-tracker-home-');
    await writeSignIn(home, {
      server: server(),
      deviceToken: device.token,
      employee: device.employee,
      deviceId: device.deviceId,
    });
    const start = workingHour(3);
    const until = new Date(start.getTime() + 3_600_000);
    const hangFile = join(home, 'hung');
    // At 600×, a capture window of a simulated minute every 100 ms: the first batch soon.
    const first = spawnCli(home, replayArgs('kill', start, until, 600), {
      PULSE_TRACKER_TEST_HANG_AFTER_ACK: hangFile,
    });
    const firstExit = exited(first);
    await waitFor('the first batch to be acknowledged', () => existsSync(hangFile));
    first.kill('SIGKILL');
    await firstExit;

    // Started again (in-process, its clock fast enough to replay the rest at once), it resends the
    // acknowledged batch under its id: the server keeps it once.
    const second = await runCommandInProcess(home, replayArgs('kill', start, until, 360_000));
    expect(second.code, second.stderr).toBe(0);
    // The agent plans the day in the organisation's time zone; so does the expectation.
    const { organization } = await createTrackerClient(server(), device.token).config();
    const source = createSimulatedSource({ seed: 'kill', timeZone: organization.timeZone });
    await expectStoredExactlyOnce(device.deviceId, await source.collect(start, until));
  });

  it('tracks time on the project and to-do chosen with `project select`', async () => {
    const { home, employeeId, deviceId } = await signInWithCli('employee@demo.pulse');
    const mine = await projectsOf(employeeId);
    const project = mine.find((candidate) => candidate.todos.length > 0);
    const todo = project?.todos[0];
    if (!project || !todo) throw new Error('the demo employee has no project with an open to-do');
    const others = await db()
      .select({ name: projects.name })
      .from(projects)
      .where(
        notInArray(
          projects.id,
          mine.map((candidate) => candidate.id),
        ),
      );

    const unknown = await runCommandInProcess(home, ['project', 'select', 'No Such Project']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('none of your projects is named or has the id "No Such Project"');
    // Names match whatever their case.
    const select = await runCommandInProcess(home, [
      'project',
      'select',
      project.name.toUpperCase(),
      '--todo',
      todo.name.toLowerCase(),
    ]);
    expect(select.code, select.stderr).toBe(0);
    expect(select.stdout).toContain(`Working on ${project.name}, to-do ${todo.name}.`);

    const list = await runCommandInProcess(home, ['project', 'list']);
    expect(list.code, list.stderr).toBe(0);
    for (const candidate of mine) {
      const mark = candidate.id === project.id ? '*' : ' ';
      expect(list.stdout).toContain(`${mark} ${candidate.name} (`);
      for (const open of candidate.todos)
        expect(list.stdout).toContain(`    ${open.id === todo.id ? '*' : ' '} ${open.name}  ${open.id}`);
    }
    for (const other of others) expect(list.stdout).not.toContain(other.name);
    const status = await runCommandInProcess(home, ['status']);
    expect(status.stdout).toContain(`Project:      ${project.name}\n`);
    expect(status.stdout).toContain(`To-do:        ${todo.name}\n`);

    const start = workingHour(4);
    await replay(home, 'projects', start, new Date(start.getTime() + 30 * 60_000));
    const stored = await intervalsOf(deviceId);
    const focus = stored.filter((row) => row.kind === 'focus');
    expect(focus.length).toBeGreaterThan(0);
    for (const row of focus) expect([row.projectId, row.todoId]).toEqual([project.id, todo.id]);
    // The server attributes the slots' time to the project and to-do.
    const attributed = await db()
      .select()
      .from(projectTime)
      .where(and(eq(projectTime.employeeId, employeeId), eq(projectTime.todoId, todo.id)));
    expect(attributed.reduce((sum, row) => sum + row.trackedSeconds, 0)).toBeGreaterThan(0);
    expect(attributed.every((row) => row.projectId === project.id)).toBe(true);
  });

  it('sends a batch whose project the server refuses once more without it, and says so in status', async () => {
    const { home, employeeId, deviceId } = await signInWithCli('employee@demo.pulse');
    const [project] = await projectsOf(employeeId);
    if (!project) throw new Error('the demo employee is on no project');
    const select = await runCommandInProcess(home, ['project', 'select', project.name]);
    expect(select.code, select.stderr).toBe(0);
    // Taken off the team after choosing the project (and put back for the tests after this one).
    const [membership] = await db()
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.employeeId, employeeId)))
      .returning();
    onTestFinished(async () => {
      if (membership) await db().insert(projectMembers).values(membership);
    });

    const start = workingHour(5);
    const said = await replay(home, 'refused', start, new Date(start.getTime() + 20 * 60_000));
    expect(said).toContain('project or to-do refused');
    const stored = await intervalsOf(deviceId);
    expect(stored.filter((row) => row.kind === 'focus').length).toBeGreaterThan(0);
    expect(stored.every((row) => row.projectId === null && row.todoId === null)).toBe(true);
    // Nothing was set aside: the time itself arrived.
    expect(readdirSync(join(home, 'queue', 'rejected'))).toEqual([]);
    const status = await runCommandInProcess(home, ['status']);
    expect(status.stdout).toContain('Refused:      at ');
    expect(status.stdout).toContain('Choose again with `pulse-tracker project select`.');

    const cleared = await runCommandInProcess(home, ['project', 'select', '--none']);
    expect(cleared.code, cleared.stderr).toBe(0);
    expect((await runCommandInProcess(home, ['status'])).stdout).toMatch(
      /Project: {6}none\nTo-do: {8}none\n$/,
    );
  });

  it('simulate backfills through the API, and a second run adds nothing', async () => {
    // Counted in SQL: the demo's tracked history makes these tables too big to read whole.
    const counts = async () => ({
      batches: await db().$count(trackerBatches),
      intervals: await db().$count(activityIntervals),
      minutes: await db().$count(inputMinutes),
      screenshots: await db().$count(screenshots),
      slots: await db().$count(activitySlots),
    });
    const before = await counts();
    const options = {
      server: server(),
      adminEmail: 'admin@demo.pulse',
      adminPassword: 'Demo@123',
      employeePassword: 'Demo@123',
      employees: 1,
      days: 1,
      seed: 'integration',
      // A home that does not exist yet: simulate creates it.
      home: join(tempDir('pulse-tracker-simulate-'), 'not-yet'),
      // 06:00 UTC, 11:30 in the demo's Asia/Kolkata: the morning of a simulated day whose work starts
      // between 08:30 and 09:30, so an hour or two of work (each of its screenshots read, blurred and
      // thumbnailed twice) rather than a whole day, which is all a second run adding nothing needs.
      now: new Date(workingHour(2).getTime() - 4 * 3_600_000),
    };
    const first = await backfill(options);
    expect(first.batches).toBeGreaterThan(0);
    expect(first.screenshots).toBeGreaterThan(0);
    const afterFirst = await counts();
    expect(afterFirst.screenshots - before.screenshots).toBe(first.screenshots);
    expect(afterFirst.intervals).toBeGreaterThan(before.intervals);
    expect(afterFirst.slots).toBeGreaterThan(before.slots);
    await backfill(options);
    expect(await counts()).toEqual(afterFirst);
  });
});

describe('logout', () => {
  // A home signed in with its own device and two events of a past working hour not sent yet.
  const homeWithQueue = async () => {
    const signedIn = await signInWithCli('employee@demo.pulse');
    const start = workingHour(2);
    const queue = await openDurableQueue(join(signedIn.home, 'queue'));
    await queue.append(
      {
        intervals: [{ kind: 'active', startedAt: start.toISOString(), durationSeconds: 60 }],
        inputMinutes: [{ minuteStart: start.toISOString(), keyPresses: 5, mouseClicks: 1 }],
      },
      new Date(start.getTime() + 60_000),
    );
    return signedIn;
  };

  it('sends what is queued first when the person at the terminal says so, or drops it when told', async () => {
    const sending = await homeWithQueue();
    const sent = await runCommandInProcess(sending.home, ['logout'], {}, undefined, ['']);
    expect(sent.code, sent.stderr).toBe(0);
    expect(sent.stdout).toBe(
      '2 events not sent yet. Send them first, discard them, or cancel? [S/d/c] Sent 2 events, then signed out; this device’s token no longer works.\n',
    );
    expect((await intervalsOf(sending.deviceId)).map((row) => row.kind)).toEqual(['active']);
    expect(await readSignIn(sending.home)).toBeNull();
    // Nothing left for whoever signs in next on this computer to send or resume.
    expect(readdirSync(join(sending.home, 'queue')).sort()).toEqual(['rejected']);

    const dropping = await homeWithQueue();
    const dropped = await runCommandInProcess(dropping.home, ['logout', '--discard']);
    expect(dropped.code, dropped.stderr).toBe(0);
    expect(dropped.stdout).toBe(
      'Discarded 2 events unsent, and signed out; this device’s token no longer works.\n',
    );
    expect(await intervalsOf(dropping.deviceId)).toEqual([]);
    expect(await readSignIn(dropping.home)).toBeNull();
  });
});

describe('status', () => {
  it('counts the batches and screenshots the server refused and that were set aside', async () => {
    const home = await homeSignedInOffline();
    const queue = await openDurableQueue(join(home, 'queue'));
    const until = new Date('2026-03-02T08:02:00Z');
    await queue.append(
      {
        intervals: [],
        inputMinutes: [{ minuteStart: '2026-03-02T08:01:00Z', keyPresses: 1, mouseClicks: 0 }],
      },
      until,
    );
    const batch = await queue.nextBatch();
    if (!batch) throw new Error('no batch formed');
    await queue.rejectBatch(batch);
    const env = { HOME: tempDir('pulse-tracker-user-') };
    const status = await runCommandInProcess(home, ['status'], env);
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toContain('Queued:       0 events, 0 screenshots\n');
    expect(status.stdout).toContain(
      `Set aside:    1 batch, 0 screenshots the server refused (kept in ${join(home, 'queue', 'rejected')})\n`,
    );
  });
});

describe('pausing the agent', () => {
  it('sends paused time as paused, and nothing observed in it: the paused slot has no tracked time', async () => {
    const device = await signInDevice('admin@demo.pulse');
    const home = tempDir('pulse-tracker-home-');
    const start = workingHour(6);
    const at = (minutes: number, seconds = 0) =>
      new Date(start.getTime() + minutes * 60_000 + seconds * 1000);
    const until = at(30);
    // A whole slot paused (over several capture windows), and a pause and resume inside one window.
    const pauses = [
      { start: at(10), end: at(20) },
      { start: at(23, 10), end: at(23, 40) },
    ];
    await writePauseSpans(
      home,
      pauses.map((pause) => ({ from: pause.start.toISOString(), until: pause.end.toISOString() })),
    );
    const observed = createSimulatedSource({ seed: 'paused' });
    // Unpaused, that slot would have had focus time, input and a screenshot.
    const unpaused = await observed.collect(at(10), at(20));
    expect(unpaused.intervals.filter((interval) => interval.kind === 'focus').length).toBeGreaterThan(0);
    expect(unpaused.inputMinutes.length).toBeGreaterThan(0);
    expect(unpaused.screenshots.length).toBeGreaterThan(0);

    // Capture windows of 4 minutes.
    let now = start;
    const agent = createAgent({
      queue: await openDurableQueue(tempDir('pulse-tracker-queue-')),
      source: createPausableSource(observed, { readSpans: () => readPauseSpans(home) }),
      client: createTrackerClient(server(), device.token),
      clock: {
        now: () => {
          now = new Date(Math.min(now.getTime() + 4 * 60_000, until.getTime()));
          return now;
        },
      },
      startAt: start,
      until,
      pollMs: 10,
      backoff: { baseMs: 20, capMs: 200 },
    });
    await agent.run(new AbortController().signal);

    const stored = await intervalsOf(device.deviceId);
    expect(
      stored
        .filter((row) => row.kind === 'paused')
        .map((row) => [row.startedAt.toISOString(), row.durationSeconds])
        .sort(),
    ).toEqual([
      [at(10).toISOString(), 120],
      [at(12).toISOString(), 240],
      [at(16).toISOString(), 240],
      [at(23, 10).toISOString(), 30],
    ]);
    const isInsidePause = (moment: number) =>
      pauses.some((pause) => pause.start.getTime() <= moment && moment < pause.end.getTime());
    for (const row of stored.filter((candidate) => candidate.kind !== 'paused')) {
      const rowStart = row.startedAt.getTime();
      const rowEnd = rowStart + row.durationSeconds * 1000;
      expect(pauses.some((pause) => pause.start.getTime() < rowEnd && rowStart < pause.end.getTime())).toBe(
        false,
      );
    }
    expect(stored.some((row) => row.kind === 'focus')).toBe(true);
    const minutes = await db().select().from(inputMinutes).where(eq(inputMinutes.deviceId, device.deviceId));
    expect(minutes.length).toBeGreaterThan(0);
    expect(minutes.filter((row) => isInsidePause(row.minuteStart.getTime()))).toEqual([]);
    const shots = await db().select().from(screenshots).where(eq(screenshots.deviceId, device.deviceId));
    expect(shots.filter((row) => isInsidePause(row.capturedAt.getTime()))).toEqual([]);

    // The slots as the time sheet and the activity viewer read them: the paused one holds no time.
    const slots = await db()
      .select()
      .from(activitySlots)
      .where(eq(activitySlots.employeeId, device.employee.id));
    const slotAt = (minute: number) =>
      slots.find((slot) => slot.slotStart.getTime() === at(minute).getTime());
    expect(slotAt(10)).toMatchObject({ trackedSeconds: 0, idleSeconds: 0, keyPresses: 0, windowTitles: [] });
    expect(slotAt(0)?.trackedSeconds).toBeGreaterThan(0);
    expect(slotAt(20)?.trackedSeconds).toBeGreaterThan(0);
    expect(slotAt(20)?.trackedSeconds).toBeLessThanOrEqual(600 - 30);
  });

  it('pause, resume and status from the command line', async () => {
    const home = await homeSignedInOffline();
    // A home directory of its own: no service of this computer's user shows up.
    const env = { HOME: tempDir('pulse-tracker-user-') };
    // The commands' clock, moved a minute between the steps as a person typing them would.
    const start = Date.now();
    const at = (minutes: number) => () => new Date(start + minutes * 60_000);

    const paused = await runCommandInProcess(home, ['pause', '--minutes', '90'], env, at(0));
    expect(paused.code, paused.stderr).toBe(0);
    const until = /^Paused until (.+): nothing is tracked until then/.exec(paused.stdout)?.[1];
    expect(until, paused.stdout).toBeDefined();
    const status = await runCommandInProcess(home, ['status'], env, at(1));
    expect(status.code, status.stderr).toBe(0);
    // No agent runs here: nothing would be tracked anyway, and status says so.
    expect(status.stdout).toContain(`State:        Signed in, not running; paused until ${until}\n`);
    expect(status.stdout).toContain('Capture:      not checked yet');
    expect(status.stdout).toContain('Service:      not installed');

    const resumed = await runCommandInProcess(home, ['resume'], env, at(2));
    expect(resumed.stdout).toBe('Tracking again.\n');
    expect((await runCommandInProcess(home, ['status'], env, at(2))).stdout).toContain(
      'State:        Signed in, not running (`pulse-tracker run` starts the agent',
    );

    const indefinitely = await runCommandInProcess(home, ['pause'], env, at(3));
    expect(indefinitely.stdout).toBe('Paused: nothing is tracked until `pulse-tracker resume`.\n');
    // Both pauses are kept until a running agent has captured their time.
    expect((await readPauseSpans(home)).map((span) => span.until === null)).toEqual([false, true]);

    const wrong = await runCommandInProcess(home, ['pause', '--minutes', '0'], env);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--minutes must be a positive whole number');

    const notSignedIn = await runCommandInProcess(tempDir('pulse-tracker-home-'), ['install'], env);
    expect(notSignedIn.code).toBe(3);
    expect(notSignedIn.stderr).toContain('Not signed in');
  });
});

describe('sign-in by code', () => {
  // The employee in the browser: signed in to the portal, deciding the code the agent printed.
  const decideInPortal = async (userCode: string, verb: 'approve' | 'deny') => {
    const origin = { origin: server() };
    const signIn = await fetch(`${server()}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { ...origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'employee@demo.pulse', password: 'Demo@123' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const decision = await fetch(`${server()}/api/v1/tracker/device-authorizations/${verb}`, {
      method: 'POST',
      headers: { ...origin, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ userCode }),
    });
    expect(decision.status).toBe(200);
  };

  // The agent's first wait is when the employee decides (in real time the agent would poll on
  // meanwhile, told to wait); its polls then follow at once, at no real interval.
  const timerDecidingFirst = (decide: () => Promise<void>): AgentTimer => {
    let isFirst = true;
    return {
      now: systemTimer.now,
      sleep: async () => {
        if (isFirst) await decide();
        isFirst = false;
      },
    };
  };

  const codeIn = (lines: string[]) => /enter the code ([A-Z]{4}-[A-Z]{4})/.exec(lines.join('\n'))?.[1] ?? '';

  it('polls until the code is approved in the portal, then gets a working token', async () => {
    const printed: string[] = [];
    const result = await signInByCode(
      createTrackerClient(server()),
      { deviceName: 'code-laptop', platform: 'linux' },
      {
        print: (line) => printed.push(line),
        timer: timerDecidingFirst(() => decideInPortal(codeIn(printed), 'approve')),
        signal: new AbortController().signal,
      },
    );
    expect(printed[0]).toMatch(/^Open http:\/\/127\.0\.0\.1:\d+\/tracker\/activate and enter the code /);
    expect(result.employee.name).toBe('Rahul Mehta');
    expect(result.device.name).toBe('code-laptop');
    expect((await createTrackerClient(server(), result.deviceToken).config()).employeeId).toBe(
      result.employee.id,
    );
  });

  it('stops with a clear message when the code is denied in the portal', async () => {
    const printed: string[] = [];
    const signIn = signInByCode(
      createTrackerClient(server()),
      { deviceName: 'code-laptop', platform: 'linux' },
      {
        print: (line) => printed.push(line),
        timer: timerDecidingFirst(() => decideInPortal(codeIn(printed), 'deny')),
        signal: new AbortController().signal,
      },
    );
    await expect(signIn).rejects.toBeInstanceOf(SignInByCodeEnded);
    await expect(signIn).rejects.toThrow('The sign-in was denied in Pulse');
  });
});

describe('the ActivityWatch bridge', () => {
  it('stores as idle the AFK that aw-watcher-afk declares after its timeout and backdates', async () => {
    const { home, employeeId } = await signInWithCli('employee@demo.pulse');
    const start = new Date(workingHour(7).getTime() + 3 * 3_600_000);
    const at = (minutes: number, seconds = 0) =>
      new Date(start.getTime() + minutes * 60_000 + seconds * 1000);
    const until = at(25);
    const aw = await startFakeActivityWatch({ start });
    onTestFinished(() => aw.close());
    aw.watchWindows('asha-laptop', () => ({ app: 'Code', title: 'agent.ts — pulse' }));
    // Four minutes without input, declared AFK only three minutes into them.
    aw.watchAfk('asha-laptop', (now) => (now >= at(5, 5) && now < at(9, 5) ? at(5, 5) : now));
    const signIn = await readSignIn(home);
    if (!signIn) throw new Error('not signed in');
    const agent = await startAgent({
      home,
      signIn,
      capture: 'activitywatch',
      // As ActivityWatch shows its address, and the computer its buckets name.
      activityWatchUrl: aw.url.replace('http://', ''),
      activityWatchHost: 'asha-laptop',
      // The watchers run a minute further at every capture window.
      clock: {
        now: () => {
          aw.advanceTo(new Date(Math.min(aw.now().getTime() + 60_000, until.getTime())));
          return aw.now();
        },
      },
      startAt: start,
      until,
      pollMs: 1,
      log: () => {},
    });
    await agent.run(new AbortController().signal);

    const slots = await db().select().from(activitySlots).where(eq(activitySlots.employeeId, employeeId));
    const firstTwenty = slots.filter((slot) => slot.slotStart >= start && slot.slotStart < at(20));
    expect(firstTwenty.reduce((sum, slot) => sum + slot.trackedSeconds, 0)).toBe(1200);
    expect(firstTwenty.reduce((sum, slot) => sum + slot.idleSeconds, 0)).toBe(240);
  });
});

describe('heartbeat', () => {
  it('a live agent says it works, then that it is paused, and that it stopped when it quits', async () => {
    const { home, deviceId } = await signInWithCli('priya.nair@demo.pulse');
    const signIn = await readSignIn(home);
    if (!signIn) throw new Error('not signed in');
    const agent = await startAgent({
      home,
      signIn,
      capture: 'simulated',
      clock: systemClock,
      pollMs: 10,
      log: () => {},
    });
    const stateOnServer = async () =>
      (await db().select().from(trackerDeviceStatuses).where(eq(trackerDeviceStatuses.deviceId, deviceId)))[0]
        ?.state;
    const stop = new AbortController();
    const running = agent.run(stop.signal);
    // Tracking, or idle when the simulated day has the person away at this minute.
    await waitFor('the first heartbeat', async () =>
      ['tracking', 'idle'].includes((await stateOnServer()) ?? ''),
    );
    await writePauseSpans(home, [{ from: new Date().toISOString(), until: null }]);
    await waitFor('the pause to be reported', async () => (await stateOnServer()) === 'paused');
    stop.abort();
    await running;
    expect(await stateOnServer()).toBe('offline');

    // `status` tells an agent below the minimum the server last named to update.
    expect((await runCommandInProcess(home, ['status'])).stdout).not.toContain('Update:');
    const answer = await readHeartbeatAnswer(home);
    if (!answer) throw new Error('no heartbeat answer kept');
    await writeHeartbeatAnswer(home, { ...answer, minimumAgentVersion: '99.0.0' });
    expect((await runCommandInProcess(home, ['status'])).stdout).toContain(
      "Update:       This tracker (1.0.0) is older than the server's minimum version 99.0.0",
    );
  });
});
