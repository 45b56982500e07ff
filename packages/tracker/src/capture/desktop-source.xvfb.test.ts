import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import type { TrackerInterval } from '@pulse/shared/contracts/tracker';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityIntervals,
  inputMinutes,
  screenshots,
  trackerBatches,
} from '../../../server/src/db/schema/index';
import { createAgent } from '../agent';
import { writeSignIn } from '../agent-home';
import { createTrackerClient } from '../api/tracker-client';
import { openDurableQueue } from '../queue/durable-queue';
import { type PulseTestServer, startPulseTestServer } from '../test-support/pulse-test-server';
import { startVirtualDesktop } from '../test-support/virtual-desktop';
import type { DesktopBackend } from './desktop-backend';
import { openInputHook } from './desktop-input-hook';
import { openDesktopBackend } from './desktop-probe';
import type { CaptureSettings } from './desktop-settings';
import { createDesktopSource } from './desktop-source';
import type { Capture } from './source';

// The desktop source on a real X server: Xvfb with openbox (a bare X server has no active window),
// xmessage windows with known titles, input typed with xdotool. Debian: xvfb openbox xdotool x11-utils.
const TOOLS = ['Xvfb', 'openbox', 'xdotool', 'xmessage', 'xprop'];
const onPath = (tool: string) =>
  (process.env.PATH ?? '').split(delimiter).some((directory) => existsSync(join(directory, tool)));
const missing = TOOLS.filter((tool) => !onPath(tool));
// CI runs this file in a stage of its own, with the tools installed and PULSE_REQUIRE_DESKTOP=1.
const isRequired = process.env.PULSE_REQUIRE_DESKTOP === '1';
const skipReason =
  missing.length > 0
    ? `missing ${missing.join(', ')} (apt-get install xvfb openbox xdotool x11-utils)`
    : process.env.CI && !isRequired
      ? 'CI runs it in its own stage ("desktop tracker under Xvfb")'
      : null;
if (skipReason) console.log(`desktop capture under Xvfb: skipped, ${skipReason}`);

const run = promisify(execFile);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const KNOWN_TITLE = 'Quarterly report.ods — Pulse Xvfb test';
const SECRET_TITLE = 'Payroll secret plan';
const URL_TITLE = 'Guide https://example.com/guide';

const waitFor = async <T>(what: string, check: () => Promise<T | null | false>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

// Xvfb with openbox (test-support/virtual-desktop.ts), and windows opened with known titles.
const startDesktop = async () => {
  const children: ChildProcess[] = [];
  const { display, env } = await startVirtualDesktop('1280x800x24', children);
  const xdotool = (...args: string[]) => run('xdotool', args, { env });
  return {
    display,
    env,
    xdotool,
    openWindow: async (title: string) => {
      children.push(
        spawn(
          'xmessage',
          [
            '-title',
            title,
            '-geometry',
            '900x500+100+100',
            '-buttons',
            '',
            `${title}\n\n${'The quick brown fox jumps over the lazy dog. '.repeat(12)}`,
          ],
          {
            env,
            stdio: 'ignore',
          },
        ),
      );
      const { stdout } = await xdotool('search', '--sync', '--name', title);
      return stdout.trim().split('\n')[0] ?? '';
    },
    focus: (window: string) => xdotool('windowactivate', '--sync', window),
    stop: () => {
      for (const child of children.reverse()) child.kill();
    },
  };
};

// Sharpness: the spread of a Laplacian of the greyscale picture (edges, text), which a blur
// flattens. sharp's stats() reads its input, so the filtered picture is materialised first.
const sharpnessOf = async (image: Uint8Array) => {
  const { data, info } = await sharp(image)
    .greyscale()
    .convolve({ width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0], scale: 1, offset: 128 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (await sharp(data, { raw: info }).stats()).channels[0]?.stdev ?? 0;
};

const spansOf = (intervals: TrackerInterval[]) =>
  intervals.map((interval) => ({
    start: Date.parse(interval.startedAt),
    end: Date.parse(interval.startedAt) + interval.durationSeconds * SECOND,
  }));

const expectNoOverlap = (spans: { start: number; end: number }[]) => {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  for (const [index, span] of sorted.slice(1).entries())
    expect(span.start).toBeGreaterThanOrEqual(sorted[index]?.end ?? 0);
};

const rowsToIntervals = (rows: (typeof activityIntervals.$inferSelect)[]) =>
  rows.map(
    (row) =>
      ({
        kind: row.kind,
        startedAt: row.startedAt.toISOString(),
        durationSeconds: row.durationSeconds,
      }) as TrackerInterval,
  );

describe.skipIf(skipReason !== null && !isRequired)('desktop capture under Xvfb', () => {
  let desktop: Awaited<ReturnType<typeof startDesktop>>;
  let server: PulseTestServer;
  let known = '';
  const dirs: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  const backends: DesktopBackend[] = [];
  const openBackend = async () => {
    const backend = await openDesktopBackend({ env: desktop.env, platform: 'linux' });
    backends.push(backend);
    return backend;
  };

  // Put back for the files that run after this one in the same worker.
  const { DISPLAY: displayBefore, WAYLAND_DISPLAY: waylandDisplayBefore } = process.env;
  beforeAll(async () => {
    if (skipReason) throw new Error(`PULSE_REQUIRE_DESKTOP=1, but ${skipReason}`);
    desktop = await startDesktop();
    // node-screenshots opens the display named by this process's DISPLAY.
    process.env.DISPLAY = desktop.display;
    delete process.env.WAYLAND_DISPLAY;
    known = await desktop.openWindow(KNOWN_TITLE);
    await desktop.focus(known);
    server = await startPulseTestServer('desktop_xvfb');
    // Migrating and seeding the demo takes a while on a loaded machine.
  }, 180_000);
  afterAll(async () => {
    if (displayBefore === undefined) delete process.env.DISPLAY;
    else process.env.DISPLAY = displayBefore;
    if (waylandDisplayBefore !== undefined) process.env.WAYLAND_DISPLAY = waylandDisplayBefore;
    for (const backend of backends) await backend.close();
    desktop?.stop();
    await server?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('sees the focused window, counts typed keys and clicks, turns an idle spell into away and takes a blurred screenshot; the server stores them', async () => {
    const backend = await openBackend();
    expect(backend.desktop).toBe(`Linux X11 (DISPLAY=${desktop.display})`);
    for (const capability of Object.values(backend.capabilities)) expect(capability.available).toBe(true);

    const secret = await desktop.openWindow(SECRET_TITLE);
    const withUrl = await desktop.openWindow(URL_TITLE);
    await desktop.focus(known);
    // Input counts are handed over per finished minute: the source's clock runs with the real one
    // (the X server's idle time does), and the test moves it on to the end of the input's minute
    // instead of waiting for it.
    let shift = 0;
    const clock = () => Date.now() + shift;
    // What the X server reported, to know that all the input typed has arrived before moving on.
    const typed = { key: 0, click: 0 };
    const counting: DesktopBackend = {
      ...backend,
      onInput: (listener) =>
        backend.onInput?.((kind) => {
          if (kind !== 'other') typed[kind] += 1;
          listener(kind);
        }),
    };
    const settings: CaptureSettings = {
      screenshotMode: 'blurred',
      titleRedactionPatterns: ['*secret*'],
      idleThresholdSeconds: 2,
    };
    const source = createDesktopSource({
      backend: counting,
      settings: () => settings,
      now: clock,
      realNow: Date.now,
      // The slot's screenshot at once.
      random: () => 0,
      pollMs: 200,
    });
    const captured: Capture = { intervals: [], inputMinutes: [], screenshots: [] };
    let collectedUntil = Math.floor(clock() / MINUTE) * MINUTE;
    const collect = async (until = Math.floor(clock() / SECOND) * SECOND) => {
      const part = await source.collect(new Date(collectedUntil), new Date(until));
      collectedUntil = until;
      captured.intervals.push(...part.intervals);
      captured.inputMinutes.push(...part.inputMinutes);
      captured.screenshots.push(...part.screenshots);
      return captured;
    };
    const focusTitles = () =>
      captured.intervals.flatMap((interval) => (interval.kind === 'focus' ? [interval.title] : []));
    source.start();

    await waitFor(
      'the known window to be seen',
      async () => (await collect()) && focusTitles().includes(KNOWN_TITLE),
    );
    await waitFor('the screenshot', async () => (await collect()).screenshots.length > 0);
    await desktop.xdotool('type', '--delay', '20', 'abcdefghijkl');
    await desktop.xdotool(
      'mousemove',
      '--window',
      known,
      '300',
      '200',
      'click',
      '1',
      'click',
      '1',
      'click',
      '3',
    );
    const lastInput = Date.now() + shift;
    // Two seconds without input: away from the last input on.
    const awayAfterInput = () =>
      captured.intervals.find(
        (interval) => interval.kind === 'away' && Date.parse(interval.startedAt) >= lastInput - 2 * SECOND,
      );
    await waitFor('an away spell', async () => (await collect()) && awayAfterInput());
    await desktop.xdotool('key', 'x');
    const inputEnd = Date.now() + shift;
    await desktop.focus(secret);
    await waitFor('the secret window', async () => (await collect()) && focusTitles().includes('Xmessage'));
    await desktop.focus(withUrl);
    await waitFor(
      'the window with a URL',
      async () => (await collect()) && focusTitles().includes(URL_TITLE),
    );
    // Everything up to the end of the input's minute (and of any it spilled into): the clock moves
    // there once the X server's input has all arrived.
    await waitFor('the input to be counted', async () => typed.key === 13 && typed.click === 3);
    const minuteEnd = Math.floor(inputEnd / MINUTE) * MINUTE + MINUTE;
    shift += Math.max(0, minuteEnd + SECOND - clock());
    await source.observe();
    await collect(minuteEnd);
    await source.stop();

    expect(focusTitles()).toContain(KNOWN_TITLE);
    // Redacted on the device: the application's name stands for the title.
    expect(focusTitles().some((title) => title.includes('secret'))).toBe(false);
    expect(
      captured.intervals.find((interval) => interval.kind === 'focus' && interval.title === URL_TITLE),
    ).toMatchObject({ app: 'Xmessage', url: 'https://example.com/guide' });
    expect(
      captured.inputMinutes.reduce(
        (sum, minute) => ({
          keyPresses: sum.keyPresses + minute.keyPresses,
          mouseClicks: sum.mouseClicks + minute.mouseClicks,
        }),
        { keyPresses: 0, mouseClicks: 0 },
      ),
    ).toEqual({ keyPresses: 13, mouseClicks: 3 });
    // Retroactively from the last input (to the second).
    expect(Date.parse(awayAfterInput()?.startedAt ?? '')).toBeLessThanOrEqual(lastInput + SECOND);
    expectNoOverlap(spansOf(captured.intervals.filter((interval) => interval.kind === 'focus')));

    // The screenshot is the virtual screen, downscaled to at most 1280 wide, blurred on the device.
    const [shot] = captured.screenshots;
    expect(shot?.windowTitles).toContain(KNOWN_TITLE);
    const metadata = await sharp(shot?.image).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1280, 800]);
    const unblurred = (await backend.captureScreenshot?.({ isBlurred: false })) ?? new Uint8Array();
    expect(await sharpnessOf(shot?.image ?? new Uint8Array())).toBeLessThan(
      (await sharpnessOf(unblurred)) / 4,
    );

    // Uploaded as the agent does, the server keeps what was captured.
    const device = await server.signInDevice('employee@demo.pulse');
    const client = createTrackerClient(server.url(), device.token);
    await client.uploadBatch({
      batchId: 'xvfb-capture',
      intervals: captured.intervals,
      inputMinutes: captured.inputMinutes,
    });
    const shotAck = await client.uploadScreenshot(
      {
        capturedAt: shot?.capturedAt.toISOString() ?? '',
        windowTitles: shot?.windowTitles ?? [],
        keyPresses: shot?.keyPresses ?? 0,
        mouseClicks: shot?.mouseClicks ?? 0,
        isIdle: shot?.isIdle ?? false,
      },
      shot?.image ?? new Uint8Array(),
    );
    const rows = await server.db
      .select()
      .from(activityIntervals)
      .where(eq(activityIntervals.deviceId, device.deviceId));
    expect(rows.filter((row) => row.kind === 'focus').map((row) => row.title)).toContain(KNOWN_TITLE);
    expect(rows.some((row) => row.kind === 'away')).toBe(true);
    const minutes = await server.db
      .select()
      .from(inputMinutes)
      .where(eq(inputMinutes.deviceId, device.deviceId));
    expect(minutes.reduce((sum, row) => sum + row.keyPresses, 0)).toBe(13);
    expect(minutes.reduce((sum, row) => sum + row.mouseClicks, 0)).toBe(3);
    const [stored] = await server.db.select().from(screenshots).where(eq(screenshots.id, shotAck.id));
    // The organisation's mode is Regular: the server keeps the upload as it came, blurred by the device.
    expect(stored?.windowTitles).toContain(KNOWN_TITLE);
    const storedImage = readFileSync(server.storedFile(stored?.storageKey ?? ''));
    expect(await sharpnessOf(storedImage)).toBeLessThan((await sharpnessOf(unblurred)) / 4);
  }, 120_000);

  // The smoke test on real time: the agent as a user starts it, in a process of its own with the
  // system clock, so it waits for the next whole minute to form its first batch (up to a minute).
  // The other tests here move the source's and the agent's clocks themselves.
  it('loses and duplicates nothing when `run --capture desktop` is killed -9 between the ack and the removal from the queue', async () => {
    await desktop.focus(known);
    const device = await server.signInDevice('priya.nair@demo.pulse');
    const home = tempDir('pulse-tracker-xvfb-home-');
    await writeSignIn(home, {
      server: server.url(),
      deviceToken: device.token,
      employee: device.employee,
      deviceId: device.deviceId,
    });
    const hangFile = join(home, 'hung');
    const cli = (until: Date, extraEnv: Record<string, string> = {}) =>
      spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'src/cli.ts',
          'run',
          '--capture',
          'desktop',
          '--poll-seconds',
          '1',
          '--until',
          until.toISOString(),
        ],
        {
          cwd: join(import.meta.dirname, '../..'),
          env: { ...desktop.env, PULSE_TRACKER_HOME: home, ...extraEnv },
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
    const nextMinute = () => new Date(Math.floor(Date.now() / MINUTE) * MINUTE + MINUTE);

    // The first batch is formed at the first minute boundary; the agent hangs once it is acknowledged.
    const first = cli(new Date(nextMinute().getTime() + 2 * MINUTE), {
      PULSE_TRACKER_TEST_HANG_AFTER_ACK: hangFile,
    });
    const firstExit = new Promise((resolve) => first.once('exit', resolve));
    await waitFor('the first batch to be acknowledged', async () => existsSync(hangFile), 100_000);
    const [waiting] = readdirSync(join(home, 'queue', 'batches'));
    const hungBatch = JSON.parse(readFileSync(join(home, 'queue', 'batches', waiting ?? ''), 'utf8')) as {
      batchId: string;
      intervals: TrackerInterval[];
    };
    first.kill('SIGKILL');
    await firstExit;

    // Started again (to stop as soon as its queue is empty), it resends the acknowledged batch under
    // its id: the server keeps it once.
    let stderr = '';
    const second = cli(new Date(Math.floor(Date.now() / MINUTE) * MINUTE));
    second.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise((resolve) => second.once('close', resolve));
    expect(code, stderr).toBe(0);
    expect(stderr).toContain(`Desktop: Linux X11 (DISPLAY=${desktop.display})`);

    const rows = await server.db
      .select()
      .from(activityIntervals)
      .where(eq(activityIntervals.deviceId, device.deviceId));
    for (const kind of ['focus', 'active', 'away'] as const)
      expectNoOverlap(spansOf(rowsToIntervals(rows.filter((row) => row.kind === kind))));
    for (const interval of hungBatch.intervals)
      expect(
        rows.filter(
          (row) =>
            row.kind === interval.kind &&
            row.startedAt.toISOString() === new Date(interval.startedAt).toISOString() &&
            row.durationSeconds === interval.durationSeconds,
        ),
      ).toHaveLength(1);
    expect(rows.filter((row) => row.kind === 'focus').map((row) => row.title)).toContain(KNOWN_TITLE);
    const batches = await server.db
      .select()
      .from(trackerBatches)
      .where(eq(trackerBatches.deviceId, device.deviceId));
    expect(batches.filter((batch) => batch.batchId === hungBatch.batchId)).toHaveLength(1);
    expect(readdirSync(join(home, 'queue', 'batches'))).toEqual([]);
    expect(readdirSync(join(home, 'queue', 'events'))).toEqual([]);
  }, 300_000);

  it('runs the native input hook of macOS and Windows in a child process: counts arrive, a failed start is only reported', async () => {
    await desktop.focus(known);
    const hook = await openInputHook('X11 test');
    expect(hook.capability.available).toBe(true);
    const counts = { key: 0, click: 0, other: 0 };
    hook.onInput?.((kind) => {
      counts[kind] += 1;
    });
    await desktop.xdotool('type', '--delay', '20', 'abcde');
    await desktop.xdotool('mousemove', '--window', known, '300', '200', 'click', '1');
    await waitFor('the counts', async () => counts.key === 5 && counts.click === 1);
    expect(await hook.idleMilliseconds?.()).toBeLessThan(10_000);
    hook.close();

    // Without a display the hook aborts its process; the agent only hears why.
    const display = process.env.DISPLAY;
    delete process.env.DISPLAY;
    const failed = await openInputHook('X11 test').finally(() => {
      process.env.DISPLAY = display;
    });
    expect(failed.capability.available).toBe(false);
    expect(failed.capability.detail).toMatch(/^X11 test: /);
  });

  it('keeps a day captured offline and sends all of it once the server is back', async () => {
    await desktop.focus(known);
    const device = await server.signInDevice('admin@demo.pulse');
    // Yesterday, on a clock the test moves six hours at a time: the desktop is watched for real at
    // each step, with a screenshot each time (a process of its own: more steps cost seconds each),
    // and the agent captures up to wherever the clock stands.
    const dayStart = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 - 86_400_000);
    const until = new Date(dayStart.getTime() + 86_400_000);
    let now = dayStart.getTime();
    const backend = await openBackend();
    const source = createDesktopSource({
      backend,
      settings: () => ({ screenshotMode: 'regular', titleRedactionPatterns: [], idleThresholdSeconds: 300 }),
      now: () => now,
      realNow: Date.now,
      random: () => 0,
    });
    // What the source handed over, to compare with what the server ends up with.
    const expected: Capture = { intervals: [], inputMinutes: [], screenshots: [] };
    const queue = await openDurableQueue(tempDir('pulse-tracker-xvfb-queue-'));
    const failures: string[] = [];
    await server.stop();
    const agent = createAgent({
      queue,
      source: {
        collect: async (from, to) => {
          const part = await source.collect(from, to);
          expected.intervals.push(...part.intervals);
          expected.inputMinutes.push(...part.inputMinutes);
          expected.screenshots.push(...part.screenshots);
          return part;
        },
      },
      client: createTrackerClient(server.url(), device.token),
      clock: { now: () => new Date(now) },
      startAt: dayStart,
      until,
      pollMs: 50,
      backoff: { baseMs: 50, capMs: 500 },
      log: (line) => failures.push(line),
    });
    const running = agent.run(new AbortController().signal);
    for (;;) {
      await source.observe();
      if (now >= until.getTime()) break;
      now = Math.min(now + 6 * 3_600_000, until.getTime());
    }
    await waitFor(
      'the day to be captured',
      async () => (await queue.readCursor())?.getTime() === until.getTime(),
    );
    await waitFor('an upload to fail while the server is down', async () =>
      failures.some((line) => line.includes(': upload failed (')),
    );
    await source.stop();
    const waiting = await queue.size();
    expect(waiting.events).toBeGreaterThan(0);
    expect(waiting.screenshots).toBeGreaterThan(0);

    await server.start();
    await running;
    expect(await queue.size()).toEqual({ events: 0, screenshots: 0 });
    const rows = await server.db
      .select()
      .from(activityIntervals)
      .where(eq(activityIntervals.deviceId, device.deviceId));
    for (const kind of ['focus', 'active', 'away'] as const) {
      const stored = rowsToIntervals(rows.filter((row) => row.kind === kind));
      expectNoOverlap(spansOf(stored));
      const total = (intervals: TrackerInterval[]) =>
        intervals.reduce((sum, interval) => sum + interval.durationSeconds, 0);
      expect(total(stored), kind).toBe(
        total(expected.intervals.filter((interval) => interval.kind === kind)),
      );
    }
    expect(rows.filter((row) => row.kind === 'focus').map((row) => row.title)).toContain(KNOWN_TITLE);
    const minutes = await server.db
      .select()
      .from(inputMinutes)
      .where(eq(inputMinutes.deviceId, device.deviceId));
    expect(minutes.map((row) => row.minuteStart.toISOString()).sort()).toEqual(
      expected.inputMinutes.map((minute) => minute.minuteStart).sort(),
    );
    const shots = await server.db.select().from(screenshots).where(eq(screenshots.deviceId, device.deviceId));
    expect(shots.map((row) => row.capturedAt.toISOString()).sort()).toEqual(
      expected.screenshots.map((shot) => shot.capturedAt.toISOString()).sort(),
    );
  }, 240_000);
});
