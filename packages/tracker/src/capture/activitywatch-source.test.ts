import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TrackerBatchBody, TrackerConfig } from '@pulse/shared/contracts/tracker';
import { afterEach, describe, expect, it } from 'vitest';
import { createAgent } from '../agent';
import { openDurableQueue } from '../queue/durable-queue';
import { startActivityWatchCapture } from './activitywatch-run';
import { activityWatchBaseUrl, createActivityWatchSource } from './activitywatch-source';
import { readCapabilities } from './desktop-capabilities';

// A stub aw-server: the buckets and events given, answered the way aw-server does (every event that
// overlaps [start, end], uncut), with the requests it got.
type StubEvent = { timestamp: string; duration: number; data: Record<string, unknown> };
const servers: Server[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const startAwServer = async (
  buckets: Record<string, { type: string; hostname: string }>,
  events: Record<string, StubEvent[]>,
  port = 0,
) => {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url.pathname);
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/0/buckets/')
      return reply(
        200,
        Object.fromEntries(Object.entries(buckets).map(([id, bucket]) => [id, { id, ...bucket }])),
      );
    const match = /^\/api\/0\/buckets\/([^/]+)\/events$/.exec(url.pathname);
    const list = match ? events[decodeURIComponent(match[1] ?? '')] : undefined;
    if (!list) return reply(404, { message: 'There is no bucket with that id' });
    const start = Date.parse(url.searchParams.get('start') ?? '');
    const end = Date.parse(url.searchParams.get('end') ?? '');
    reply(
      200,
      list.filter((event) => {
        const from = Date.parse(event.timestamp);
        return from <= end && from + event.duration * 1000 >= start;
      }),
    );
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, requests };
};

const at = (time: string) => new Date(`2026-03-02T${time}Z`);
// aw-server writes microseconds and an explicit offset.
const awTime = (time: string) => `2026-03-02T${time}.000000+00:00`;
const HOST = 'asha-laptop';
const BUCKETS = {
  [`aw-watcher-window_${HOST}`]: { type: 'currentwindow', hostname: HOST },
  [`aw-watcher-afk_${HOST}`]: { type: 'afkstatus', hostname: HOST },
};

describe('ActivityWatch source', () => {
  it('drops the control characters and half characters the server refuses from window texts', async () => {
    const aw = await startAwServer(BUCKETS, {
      [`aw-watcher-window_${HOST}`]: [
        {
          timestamp: awTime('10:00:00'),
          duration: 30,
          data: { app: 'Term\u0000', title: 'build\u001b log\ud83d', url: 'https://example.com/\u0000a' },
        },
      ],
      [`aw-watcher-afk_${HOST}`]: [],
    });
    const capture = await createActivityWatchSource({ url: aw.url, hostname: HOST }).collect(
      at('10:00:00'),
      at('10:01:00'),
    );
    expect(capture.intervals).toEqual([
      {
        kind: 'focus',
        startedAt: at('10:00:00').toISOString(),
        durationSeconds: 30,
        app: 'Term',
        title: 'build log',
        url: 'https://example.com/a',
      },
    ]);
  });

  it('maps window and afk events to focus and away/active intervals, clipped to the window', async () => {
    const aw = await startAwServer(BUCKETS, {
      [`aw-watcher-window_${HOST}`]: [
        // Straddles the window's start: only 10:00:00–10:00:30 belongs to it.
        { timestamp: awTime('09:59:30'), duration: 60, data: { app: 'Code', title: 'agent.ts — pulse' } },
        {
          timestamp: awTime('10:00:30'),
          duration: 45.4,
          data: { app: 'Firefox', title: 'Pulse docs', url: 'https://docs.pulse.example/' },
        },
        // Microseconds: cut to whole seconds.
        {
          timestamp: '2026-03-02T10:01:15.400000+00:00',
          duration: 20,
          data: { app: 'Slack', title: 'Payroll — HR' },
        },
        // Straddles the window's end: only 10:01:50–10:02:00.
        { timestamp: awTime('10:01:50'), duration: 120, data: { app: 'Code', title: 'cli.ts — pulse' } },
      ],
      [`aw-watcher-afk_${HOST}`]: [
        { timestamp: awTime('09:50:00'), duration: 660, data: { status: 'not-afk' } },
        { timestamp: awTime('10:01:00'), duration: 45, data: { status: 'afk' } },
        { timestamp: awTime('10:01:45'), duration: 300, data: { status: 'not-afk' } },
      ],
    });
    const source = createActivityWatchSource({
      url: aw.url,
      hostname: HOST,
      titleRedactionPatterns: () => ['*payroll*'],
    });
    const capture = await source.collect(at('10:00:00'), at('10:02:00'));
    // Cut at every whole minute, so that reading a minute again sends the same intervals
    // (activitywatch-pieces.ts).
    expect(capture.intervals).toEqual([
      { kind: 'active', startedAt: at('10:00:00').toISOString(), durationSeconds: 60 },
      {
        kind: 'focus',
        startedAt: at('10:00:00').toISOString(),
        durationSeconds: 30,
        app: 'Code',
        title: 'agent.ts — pulse',
      },
      {
        kind: 'focus',
        startedAt: at('10:00:30').toISOString(),
        durationSeconds: 30,
        app: 'Firefox',
        title: 'Pulse docs',
        url: 'https://docs.pulse.example/',
      },
      { kind: 'away', startedAt: at('10:01:00').toISOString(), durationSeconds: 45 },
      {
        kind: 'focus',
        startedAt: at('10:01:00').toISOString(),
        durationSeconds: 15,
        app: 'Firefox',
        title: 'Pulse docs',
        url: 'https://docs.pulse.example/',
      },
      // The organisation's redaction: the title becomes the application's name before it is queued.
      {
        kind: 'focus',
        startedAt: at('10:01:15').toISOString(),
        durationSeconds: 20,
        app: 'Slack',
        title: 'Slack',
      },
      { kind: 'active', startedAt: at('10:01:45').toISOString(), durationSeconds: 15 },
      {
        kind: 'focus',
        startedAt: at('10:01:50').toISOString(),
        durationSeconds: 10,
        app: 'Code',
        title: 'cli.ts — pulse',
      },
    ]);
    // ActivityWatch counts no input and takes no screenshots.
    expect(capture.inputMinutes).toEqual([]);
    expect(capture.screenshots).toEqual([]);
    expect(aw.requests).toEqual([
      '/api/0/buckets/',
      `/api/0/buckets/aw-watcher-window_${HOST}/events`,
      `/api/0/buckets/aw-watcher-afk_${HOST}/events`,
    ]);
  });

  it('trims overlapping events of one watcher, which the server would refuse', async () => {
    const aw = await startAwServer(BUCKETS, {
      [`aw-watcher-window_${HOST}`]: [
        { timestamp: awTime('10:00:00'), duration: 30, data: { app: 'Code', title: 'a' } },
        { timestamp: awTime('10:00:20'), duration: 30, data: { app: 'Code', title: 'b' } },
        { timestamp: awTime('10:00:25'), duration: 10, data: { app: 'Code', title: 'inside b' } },
      ],
      [`aw-watcher-afk_${HOST}`]: [],
    });
    const capture = await createActivityWatchSource({ url: aw.url, hostname: HOST }).collect(
      at('10:00:00'),
      at('10:01:00'),
    );
    expect(
      capture.intervals.map((interval) => [interval.startedAt.slice(11, 19), interval.durationSeconds]),
    ).toEqual([
      ['10:00:00', 30],
      ['10:00:30', 20],
    ]);
  });

  it('finds the buckets by their type when ActivityWatch spells the hostname differently', async () => {
    const aw = await startAwServer(
      {
        'aw-watcher-window_asha-laptop.local': { type: 'currentwindow', hostname: 'asha-laptop.local' },
        'aw-watcher-afk_asha-laptop.local': { type: 'afkstatus', hostname: 'asha-laptop.local' },
      },
      {
        'aw-watcher-window_asha-laptop.local': [
          { timestamp: awTime('10:00:00'), duration: 10, data: { app: 'Code', title: 'x' } },
        ],
        'aw-watcher-afk_asha-laptop.local': [],
      },
    );
    const capture = await createActivityWatchSource({ url: aw.url, hostname: HOST }).collect(
      at('10:00:00'),
      at('10:01:00'),
    );
    expect(capture.intervals).toHaveLength(1);
  });

  it('reads only this computer’s buckets: another laptop’s activity is never credited here', async () => {
    const other = {
      'aw-watcher-window_design-laptop': { type: 'currentwindow', hostname: 'design-laptop' },
      'aw-watcher-afk_design-laptop': { type: 'afkstatus', hostname: 'design-laptop' },
    };
    const events = {
      [`aw-watcher-window_${HOST}`]: [
        { timestamp: awTime('10:00:00'), duration: 30, data: { app: 'Code', title: 'x' } },
      ],
      [`aw-watcher-afk_${HOST}`]: [],
      'aw-watcher-window_design-laptop': [
        { timestamp: awTime('10:00:00'), duration: 99, data: { app: 'Figma', title: 'Landing page' } },
      ],
      'aw-watcher-afk_design-laptop': [],
    };
    const both = await startAwServer({ ...BUCKETS, ...other }, events);
    const capture = await createActivityWatchSource({ url: both.url, hostname: HOST }).collect(
      at('10:00:00'),
      at('10:02:00'),
    );
    expect(capture.intervals.map((interval) => 'app' in interval && interval.app)).toEqual(['Code']);

    // This computer has no buckets at all: said, not silently replaced by another's.
    const othersOnly = await startAwServer(other, events);
    await expect(
      createActivityWatchSource({ url: othersOnly.url, hostname: HOST }).collect(
        at('10:00:00'),
        at('10:02:00'),
      ),
    ).rejects.toThrow(
      `ActivityWatch at ${othersOnly.url} has no aw-watcher-window bucket of this computer (${HOST}), only of design-laptop: run pulse-tracker on that computer, or name it with --aw-host if its activity is yours.`,
    );
    // Named by the employee (--aw-host), that computer's buckets are read.
    const named = await createActivityWatchSource({
      url: othersOnly.url,
      hostname: HOST,
      host: 'design-laptop',
    }).collect(at('10:00:00'), at('10:02:00'));
    expect(
      named.intervals.map((interval) => [interval.startedAt.slice(11, 19), interval.durationSeconds]),
    ).toEqual([
      ['10:00:00', 60],
      ['10:01:00', 39],
    ]);
  });

  it('takes ActivityWatch’s address without a scheme, as ActivityWatch shows it (localhost:5600)', async () => {
    const aw = await startAwServer(BUCKETS, {
      [`aw-watcher-window_${HOST}`]: [
        { timestamp: awTime('10:00:00'), duration: 10, data: { app: 'Code', title: 'x' } },
      ],
      [`aw-watcher-afk_${HOST}`]: [],
    });
    const capture = await createActivityWatchSource({
      url: aw.url.replace('http://', ''),
      hostname: HOST,
    }).collect(at('10:00:00'), at('10:01:00'));
    expect(capture.intervals).toHaveLength(1);
    expect(activityWatchBaseUrl('localhost:5600')).toBe('http://localhost:5600');
    expect(activityWatchBaseUrl('https://aw.example.com:5600/')).toBe('https://aw.example.com:5600');
    expect(activityWatchBaseUrl('ftp://localhost:5600')).toBeNull();
  });

  it('says clearly when a watcher is missing', async () => {
    const aw = await startAwServer(
      { [`aw-watcher-window_${HOST}`]: BUCKETS[`aw-watcher-window_${HOST}`] },
      { [`aw-watcher-window_${HOST}`]: [] },
    );
    await expect(
      createActivityWatchSource({ url: aw.url, hostname: HOST }).collect(at('10:00:00'), at('10:01:00')),
    ).rejects.toThrow(`ActivityWatch at ${aw.url} has no aw-watcher-afk bucket: is aw-watcher-afk running?`);
  });

  it('says clearly when aw-server is not running; the agent keeps its window and reads it whole once it is', async () => {
    // A port nothing listens on: take a free one, then close it.
    const probe = await startAwServer({}, {});
    const port = Number(new URL(probe.url).port);
    await new Promise((resolve) => servers.pop()?.close(resolve));

    const source = createActivityWatchSource({ url: probe.url, hostname: HOST });
    await expect(source.collect(at('10:00:00'), at('10:01:00'))).rejects.toThrow(
      `ActivityWatch is not answering at ${probe.url} (ECONNREFUSED): start ActivityWatch (aw-server), or give its address with --aw-url.`,
    );

    const dir = mkdtempSync(join(tmpdir(), 'pulse-aw-'));
    dirs.push(dir);
    const queue = await openDurableQueue(dir);
    const sent: TrackerBatchBody[] = [];
    const lines: string[] = [];
    let isServerUp = false;
    const agent = createAgent({
      queue,
      source,
      client: {
        uploadBatch: async (batch) => {
          sent.push(batch);
          return { batchId: batch.batchId, receivedAt: '', intervals: 0, inputMinutes: 0 };
        },
        uploadScreenshot: async () => Promise.reject(new Error('no screenshots expected')),
      },
      clock: { now: () => at('10:03:00') },
      startAt: at('10:00:00'),
      until: at('10:03:00'),
      pollMs: 5,
      log: (line) => {
        lines.push(line);
        // aw-server comes up after the agent's first failed try.
        if (!isServerUp) {
          isServerUp = true;
          void startAwServer(
            BUCKETS,
            {
              [`aw-watcher-window_${HOST}`]: [
                { timestamp: awTime('10:00:00'), duration: 180, data: { app: 'Code', title: 'x' } },
              ],
              [`aw-watcher-afk_${HOST}`]: [],
            },
            port,
          );
        }
      },
    });
    await agent.run(new AbortController().signal);
    expect(lines[0]).toMatch(
      /^capture failed \(ActivityWatch is not answering at .*\); trying again every 0 s$/,
    );
    expect(lines.at(-1)).toBe('capture works again');
    expect(sent.flatMap((batch) => batch.intervals)).toEqual(
      ['10:00:00', '10:01:00', '10:02:00'].map((time) => ({
        kind: 'focus',
        startedAt: at(time).toISOString(),
        durationSeconds: 60,
        app: 'Code',
        title: 'x',
      })),
    );
  });

  it('reads again before the cursor only where a saved ledger continues at it: elsewhere, as a first start', async () => {
    const aw = await startAwServer(BUCKETS, {
      [`aw-watcher-window_${HOST}`]: [
        { timestamp: awTime('10:00:00'), duration: 1500, data: { app: 'Code', title: 'x' } },
      ],
      [`aw-watcher-afk_${HOST}`]: [],
    });
    const dir = mkdtempSync(join(tmpdir(), 'pulse-aw-ledger-'));
    dirs.push(dir);
    const ledgerFile = join(dir, 'activitywatch-ledger.json');
    const startsOf = async (from: string, to: string) =>
      (
        await createActivityWatchSource({ url: aw.url, hostname: HOST, ledgerFile }).collect(at(from), at(to))
      ).intervals.map((interval) => interval.startedAt.slice(11, 19));
    expect(await startsOf('10:10:00', '10:12:00')).toEqual(['10:10:00', '10:11:00']);
    // Restarted at its cursor (10:12): the minutes before it are read again, and nothing there
    // differs from what was sent.
    expect(await startsOf('10:12:00', '10:13:00')).toEqual(['10:12:00']);
    // A cursor the ledger does not know (another queue): the time before it is not this run's.
    expect(await startsOf('10:20:00', '10:21:00')).toEqual(['10:20:00']);
  });
});

describe('`run --capture activitywatch`', () => {
  it('tells `status` what it observes, and redacts titles with the organisation’s patterns', async () => {
    const hostBuckets = {
      [`aw-watcher-window_${hostname()}`]: { type: 'currentwindow', hostname: hostname() },
      [`aw-watcher-afk_${hostname()}`]: { type: 'afkstatus', hostname: hostname() },
    };
    const aw = await startAwServer(hostBuckets, {
      [`aw-watcher-window_${hostname()}`]: [
        {
          timestamp: awTime('10:00:00'),
          duration: 30,
          data: { app: 'Firefox', title: 'Salary review — Secret' },
        },
      ],
      [`aw-watcher-afk_${hostname()}`]: [],
    });
    const home = mkdtempSync(join(tmpdir(), 'pulse-aw-home-'));
    dirs.push(home);
    const lines: string[] = [];
    const config: TrackerConfig = {
      employeeId: '00000000-0000-4000-8000-000000000001',
      deviceId: '00000000-0000-4000-8000-000000000002',
      screenshotMode: 'regular',
      titleRedactionPatterns: ['*secret*'],
      idleThresholdSeconds: 300,
      slotSeconds: 600,
      organization: { timeZone: 'UTC', isShiftsEnabled: false, isLogOffIncludedInIdle: false },
    };
    const capture = await startActivityWatchCapture({
      home,
      url: aw.url,
      fetchConfig: async () => config,
      config,
      log: (line) => lines.push(line),
    });
    try {
      const report = await readCapabilities(home);
      expect(report?.desktop).toBe(`ActivityWatch at ${aw.url}`);
      expect(report?.capabilities.inputCounts).toEqual({
        available: false,
        detail: 'ActivityWatch counts no input',
      });
      expect(report?.capabilities.screenshots.available).toBe(false);
      expect(lines[0]).toBe(`Capture: ActivityWatch at ${aw.url}`);
      const { intervals } = await capture.source.collect(at('10:00:00'), at('10:01:00'));
      expect(intervals).toEqual([
        {
          kind: 'focus',
          startedAt: at('10:00:00').toISOString(),
          durationSeconds: 30,
          app: 'Firefox',
          title: 'Firefox',
        },
      ]);
    } finally {
      await capture.stop();
    }
  });
});
