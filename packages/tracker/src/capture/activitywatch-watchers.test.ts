import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TrackerBatchBody, TrackerInterval } from '@pulse/shared/contracts/tracker';
import { domainsOf } from '@pulse/shared/domain/activity-categories';
import { rollUpSlot } from '@pulse/shared/domain/slot-rollup';
import { afterEach, describe, expect, it } from 'vitest';
import { createAgent } from '../agent';
import { openDurableQueue } from '../queue/durable-queue';
import { type FakeActivityWatch, startFakeActivityWatch } from '../test-support/fake-activitywatch';
import { createActivityWatchSource } from './activitywatch-source';

// The bridge fed the way ActivityWatch's own watchers feed aw-server (test-support/fake-activitywatch.ts:
// heartbeats batched every ~10 s, AFK declared after its timeout and backdated), read by the agent as
// it runs, and what the server keeps of the batches (the longest copy of each interval).
const HOST = 'asha-laptop';
const at = (time: string) => new Date(`2026-03-02T${time}Z`);
const SLOT_MS = 600_000;

const awServers: FakeActivityWatch[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const aw of awServers.splice(0)) await aw.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const startAw = async (start: string) => {
  const aw = await startFakeActivityWatch({ start: at(start) });
  awServers.push(aw);
  return aw;
};

const agentHome = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pulse-aw-watchers-'));
  dirs.push(dir);
  return dir;
};

// The agent over the bridge from now to `until`, capturing every `pollSeconds` (and sending its
// queue every fourth capture, so a batch holds several windows as it does after a slow upload). Given
// the `home` of a previous run, it is that agent restarted: its queue and the bridge's ledger.
const runAgent = async (
  aw: FakeActivityWatch,
  options: { until: string; pollSeconds: number; home?: string; afkTimeoutMinutes?: number },
) => {
  const home = options.home ?? agentHome();
  const batches: TrackerBatchBody[] = [];
  const agent = createAgent({
    queue: await openDurableQueue(join(home, 'queue')),
    source: createActivityWatchSource({
      url: aw.url,
      hostname: HOST,
      afkTimeoutMinutes: options.afkTimeoutMinutes,
      ledgerFile: join(home, 'activitywatch-ledger.json'),
    }),
    client: {
      uploadBatch: async (batch) => {
        batches.push(batch);
        return { batchId: batch.batchId, receivedAt: '', intervals: 0, inputMinutes: 0 };
      },
      uploadScreenshot: async () => Promise.reject(new Error('no screenshots expected')),
    },
    clock: { now: aw.now },
  });
  const until = at(options.until).getTime();
  for (let poll = 1; aw.now().getTime() < until; poll += 1) {
    aw.advanceTo(new Date(Math.min(until, aw.now().getTime() + options.pollSeconds * 1000)));
    await agent.captureOnce();
    if (poll % 4 === 0) while ((await agent.uploadOnce()) === 'sent');
  }
  while ((await agent.uploadOnce()) === 'sent');
  return batches;
};

const spanOf = (interval: TrackerInterval) => {
  const start = Date.parse(interval.startedAt);
  return { start, end: start + interval.durationSeconds * 1000 };
};

// Two intervals of one kind that overlap (the server refuses such a batch and sets it aside).
const overlapsIn = (intervals: readonly TrackerInterval[]) => {
  const sorted = [...intervals].sort(
    (a, b) => a.kind.localeCompare(b.kind) || spanOf(a).start - spanOf(b).start,
  );
  return sorted.filter((interval, index) => {
    const previous = sorted[index - 1];
    return previous?.kind === interval.kind && spanOf(interval).start < spanOf(previous).end;
  });
};

// What the server stores of the batches: per kind and start the longest copy. No batch, and nothing
// stored, may hold two overlapping intervals of one kind.
const storedOf = (batches: readonly TrackerBatchBody[]) => {
  const stored = new Map<string, TrackerInterval>();
  for (const batch of batches) {
    const folded = new Map<string, TrackerInterval>();
    for (const interval of batch.intervals ?? []) {
      const key = `${interval.kind} ${interval.startedAt}`;
      if ((folded.get(key)?.durationSeconds ?? -1) < interval.durationSeconds) folded.set(key, interval);
    }
    expect(overlapsIn([...folded.values()])).toEqual([]);
    for (const [key, interval] of folded)
      if ((stored.get(key)?.durationSeconds ?? -1) < interval.durationSeconds) stored.set(key, interval);
  }
  const intervals = [...stored.values()];
  expect(overlapsIn(intervals)).toEqual([]);
  return intervals;
};

// The time sheet's seconds of [from, to) from the stored intervals: the server's slot roll-up.
const dayOf = (intervals: readonly TrackerInterval[], from: string, to: string) => {
  const rows = intervals.map((interval) => ({
    kind: interval.kind,
    startedAt: new Date(interval.startedAt),
    durationSeconds: interval.durationSeconds,
    app: interval.kind === 'focus' ? interval.app : null,
    title: interval.kind === 'focus' ? interval.title : null,
  }));
  let tracked = 0;
  let idle = 0;
  for (let slot = at(from).getTime(); slot < at(to).getTime(); slot += SLOT_MS) {
    const rolled = rollUpSlot(new Date(slot), { intervals: rows, inputMinutes: [], screenshots: [] });
    tracked += rolled.trackedSeconds;
    idle += rolled.idleSeconds;
  }
  return { tracked, idle, actualWork: tracked - idle };
};

const focusSecondsByApp = (intervals: readonly TrackerInterval[], from: string, to: string) => {
  const seconds: Record<string, number> = {};
  for (const interval of intervals) {
    if (interval.kind !== 'focus') continue;
    const { start, end } = spanOf(interval);
    const inside = Math.min(end, at(to).getTime()) - Math.max(start, at(from).getTime());
    if (inside > 0) seconds[interval.app] = (seconds[interval.app] ?? 0) + inside / 1000;
  }
  return seconds;
};

describe('the ActivityWatch bridge, fed as the watchers feed aw-server', () => {
  it('counts AFK that aw-watcher-afk declares after its timeout and backdates as idle, all of it', async () => {
    const aw = await startAw('10:00:00');
    aw.watchWindows(HOST, () => ({ app: 'Code', title: 'agent.ts — pulse' }));
    // Away from 10:05:05 to 10:09:05: four minutes without input. aw-watcher-afk (timeout 3 min)
    // says so only at 10:08:05 and sends it with its next batched heartbeat.
    aw.watchAfk(HOST, (now) => (now >= at('10:05:05') && now < at('10:09:05') ? at('10:05:05') : now));
    const stored = storedOf(await runAgent(aw, { until: '10:25:00', pollSeconds: 15 }));
    expect(dayOf(stored, '10:00:00', '10:20:00')).toEqual({ tracked: 1200, idle: 240, actualWork: 960 });
  });

  it('corrects after a restart the AFK that aw-watcher-afk backdates across it', async () => {
    const aw = await startAw('10:00:00');
    aw.watchWindows(HOST, () => ({ app: 'Code', title: 'agent.ts — pulse' }));
    // Away from 10:05:05 to 10:09:05; the agent stops at 10:07:00, before aw-watcher-afk says so
    // (10:08:05), and starts again at 10:11:30, once it has: all four minutes are before its cursor.
    aw.watchAfk(HOST, (now) => (now >= at('10:05:05') && now < at('10:09:05') ? at('10:05:05') : now));
    const home = agentHome();
    const before = await runAgent(aw, { until: '10:07:00', pollSeconds: 15, home });
    aw.advanceTo(at('10:11:30'));
    const after = await runAgent(aw, { until: '10:25:00', pollSeconds: 15, home });
    const stored = storedOf([...before, ...after]);
    expect(dayOf(stored, '10:00:00', '10:20:00')).toEqual({ tracked: 1200, idle: 240, actualWork: 960 });
  });

  it('counts all of an AFK that aw-watcher-afk backdates by its 15-minute timeout', async () => {
    const aw = await startAw('10:00:00');
    aw.watchWindows(HOST, () => ({ app: 'Code', title: 'agent.ts — pulse' }));
    // Away from 10:05:05 to 10:25:05: declared at 10:20:05, backdated by 15 minutes.
    aw.watchAfk(
      HOST,
      (now) => (now >= at('10:05:05') && now < at('10:25:05') ? at('10:05:05') : now),
      15 * 60,
    );
    const stored = storedOf(
      await runAgent(aw, { until: '10:40:00', pollSeconds: 15, afkTimeoutMinutes: 15 }),
    );
    expect(dayOf(stored, '10:00:00', '10:30:00')).toEqual({ tracked: 1800, idle: 1200, actualWork: 600 });
  });

  it('loses no second at minute boundaries though the newest event trails by a batched heartbeat', async () => {
    const aw = await startAw('10:00:00');
    // Alternating every 37 s, so most minutes end inside an event still growing.
    aw.watchWindows(HOST, (now) =>
      now < at('10:10:00')
        ? Math.floor((now.getTime() - at('10:00:00').getTime()) / 37_000) % 2 === 0
          ? { app: 'Code', title: 'cli.ts — pulse' }
          : { app: 'Slack', title: 'Payroll — HR' }
        : { app: 'Terminal', title: 'npm test' },
    );
    aw.watchAfk(HOST, (now) => now);
    const stored = storedOf(await runAgent(aw, { until: '10:14:00', pollSeconds: 5 }));
    // Every second aw-server holds (aw-watcher-window itself leaves the second of each switch out).
    const recorded: Record<string, number> = {};
    for (const event of aw.eventsOf(`aw-watcher-window_${HOST}`)) {
      const app = String(event.data.app);
      const inside = Math.min(event.end, at('10:10:00').getTime()) - event.start;
      if (inside > 0) recorded[app] = (recorded[app] ?? 0) + inside / 1000;
    }
    expect(recorded).toEqual({ Code: 295, Slack: 288 });
    expect(focusSecondsByApp(stored, '10:00:00', '10:10:00')).toEqual(recorded);
  });

  it('gives a focused browser’s time the URL of its tab from aw-watcher-web, so domain rules match', async () => {
    const aw = await startAw('10:00:00');
    aw.watchWindows(HOST, (now) =>
      now < at('10:02:00')
        ? { app: 'Google-chrome', title: 'Pulse — Google Chrome' }
        : { app: 'Code', title: 'agent.ts — pulse' },
    );
    aw.watchAfk(HOST, (now) => now);
    aw.watchTabs(`aw-watcher-web-chrome_${HOST}`, HOST, (now) =>
      now < at('10:01:00')
        ? { url: 'https://github.com/pulse/pulse/issues/30', title: 'Issue 30' }
        : { url: 'https://docs.pulse.example/tracker', title: 'Tracker' },
    );
    // Firefox's open tab, not focused: none of Chrome's time is given its URL.
    aw.watchTabs(`aw-watcher-web-firefox_${HOST}`, HOST, () => ({ url: 'https://news.example.com/' }));
    const stored = storedOf(await runAgent(aw, { until: '10:04:00', pollSeconds: 15 }));
    const focus = stored.filter(
      (interval) => interval.kind === 'focus' && interval.startedAt < at('10:03:00').toISOString(),
    );
    expect(
      focus.map((interval) => [
        interval.startedAt.slice(11, 19),
        interval.durationSeconds,
        interval.kind === 'focus' && interval.url ? domainsOf(interval) : null,
      ]),
    ).toEqual([
      ['10:00:00', 60, ['github.com']],
      // aw-watcher-window's last heartbeat before the switch to Code was at 10:01:59.
      ['10:01:00', 59, ['docs.pulse.example']],
      ['10:02:00', 60, null],
    ]);
  });

  it('cuts a 1,540-character title at a character boundary, never inside an emoji', async () => {
    const aw = await startAw('10:00:00');
    const title = `${'x'.repeat(995)}👨‍👩‍👧${'y'.repeat(537)}`;
    expect(title).toHaveLength(1540);
    aw.watchWindows(HOST, () => ({ app: 'Code', title }));
    aw.watchAfk(HOST, (now) => now);
    const stored = storedOf(await runAgent(aw, { until: '10:02:00', pollSeconds: 30 }));
    const titles = new Set(stored.flatMap((interval) => (interval.kind === 'focus' ? [interval.title] : [])));
    expect([...titles]).toEqual(['x'.repeat(995)]);
  });
});
