import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TrackerBatchBody, TrackerInterval } from '@pulse/shared/contracts/tracker';
import { afterEach, describe, expect, it } from 'vitest';
import { createAgent } from './agent';
import type { ProjectSelection, SelectionRefusal } from './agent-home';
import { TrackerApiError } from './api/tracker-client';
import type { CaptureSource } from './capture/source';
import type { AgentTimer } from './clock';
import { openDurableQueue, readRejectedSize } from './queue/durable-queue';
import type { UploadKind } from './queue/upload-schedule';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pulse-agent-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const PROJECT_A = '00000000-0000-4000-8000-00000000000a';
const PROJECT_B = '00000000-0000-4000-8000-00000000000b';
const TODO_B = '00000000-0000-4000-8000-0000000000b1';

const selected = (projectId: string, selectedAt: string, todoId?: string): ProjectSelection => ({
  project: { id: projectId, name: projectId },
  todo: todoId ? { id: todoId, name: todoId } : null,
  selectedAt,
});

// Every window holds two focus intervals: one at its start, one 45 s in.
const source: CaptureSource = {
  collect: async (from) => ({
    intervals: [0, 45].map(
      (offset): TrackerInterval => ({
        kind: 'focus',
        startedAt: new Date(from.getTime() + offset * 1000).toISOString(),
        durationSeconds: 15,
        app: 'Editor',
        title: `at +${offset}s`,
      }),
    ),
    inputMinutes: [],
    screenshots: [],
  }),
};

const attributionOf = (intervals: readonly TrackerInterval[]) =>
  intervals.map((interval) =>
    interval.kind === 'focus' ? [interval.startedAt, interval.projectId, interval.todoId] : [],
  );

describe('agent and the project selection', () => {
  it('stamps each focus interval with the selection current when it started, read again every window', async () => {
    const queue = await openDurableQueue(tempDir());
    let now = new Date('2026-03-02T09:01:40Z');
    let selection: ProjectSelection | null = selected(PROJECT_A, '2026-03-02T08:00:00.000Z');
    const agent = createAgent({
      queue,
      source,
      client: { uploadBatch: async () => Promise.reject(), uploadScreenshot: async () => Promise.reject() },
      clock: { now: () => now },
      startAt: new Date('2026-03-02T09:00:00Z'),
      selection: { read: async () => selection, noteRefused: async () => {} },
    });
    await agent.captureOnce();
    // Chosen at 09:01:30, while the window [09:01, 09:02) was open.
    selection = selected(PROJECT_B, '2026-03-02T09:01:30.000Z', TODO_B);
    now = new Date('2026-03-02T09:02:10Z');
    await agent.captureOnce();
    expect(attributionOf((await queue.nextBatch())?.intervals ?? [])).toEqual([
      ['2026-03-02T09:00:00.000Z', PROJECT_A, undefined],
      ['2026-03-02T09:00:45.000Z', PROJECT_A, undefined],
      ['2026-03-02T09:01:00.000Z', PROJECT_A, undefined],
      ['2026-03-02T09:01:45.000Z', PROJECT_B, TODO_B],
    ]);
  });

  it.each([
    ['accepts the batch without them', 'accepted'],
    ['refuses it again: then it is set aside', 'refused'],
  ] as const)(
    'resends a batch whose project was refused once without it; the server %s',
    async (_, second) => {
      const directory = tempDir();
      const queue = await openDurableQueue(directory);
      const sent: TrackerBatchBody[] = [];
      const refusals: SelectionRefusal[] = [];
      const refuse = (path: string) =>
        new TrackerApiError(400, 'The employee is not on this project’s team.', [path]);
      const agent = createAgent({
        queue,
        source,
        client: {
          uploadBatch: async (batch) => {
            sent.push(batch);
            if (sent.length === 1) throw refuse('intervals.1.projectId');
            if (second === 'refused') throw refuse('intervals.0.startedAt');
            return { batchId: batch.batchId, receivedAt: '', intervals: 2, inputMinutes: 0 };
          },
          uploadScreenshot: async () => Promise.reject(),
        },
        clock: { now: () => new Date('2026-03-02T09:01:40Z') },
        startAt: new Date('2026-03-02T09:00:00Z'),
        selection: {
          read: async () => selected(PROJECT_A, '2026-03-02T08:00:00.000Z'),
          noteRefused: async (refusal) => {
            refusals.push(refusal);
          },
        },
      });
      await agent.captureOnce();
      expect(await agent.uploadOnce()).toBe('sent');
      expect(await agent.uploadOnce()).toBe('sent');
      expect(await agent.uploadOnce()).toBe('idle');

      expect(sent).toHaveLength(2);
      expect(sent[1]?.batchId).toBe(sent[0]?.batchId);
      expect(attributionOf(sent[0]?.intervals ?? []).map(([, project]) => project)).toEqual([
        PROJECT_A,
        PROJECT_A,
      ]);
      expect(attributionOf(sent[1]?.intervals ?? []).map(([, project]) => project)).toEqual([
        undefined,
        undefined,
      ]);
      expect(refusals).toEqual([
        {
          at: expect.any(String),
          batchId: sent[0]?.batchId,
          intervals: 2,
          detail: 'The employee is not on this project’s team.',
        },
      ]);
      expect(readdirSync(join(directory, 'rejected'))).toHaveLength(second === 'refused' ? 1 : 0);
      expect(await queue.size()).toEqual({ events: 0, screenshots: 0 });
    },
  );
});

describe('agent capture windows', () => {
  it('starts a fresh queue where it first ran, and captures once a minute has passed', async () => {
    const queue = await openDurableQueue(tempDir());
    let now = new Date('2026-03-02T09:00:30Z');
    const windows: string[] = [];
    const agent = createAgent({
      queue,
      source: {
        collect: async (from, to) => {
          windows.push(`${from.toISOString().slice(11, 16)}–${to.toISOString().slice(11, 16)}`);
          return { intervals: [], inputMinutes: [], screenshots: [] };
        },
      },
      client: { uploadBatch: async () => Promise.reject(), uploadScreenshot: async () => Promise.reject() },
      clock: { now: () => now },
    });
    await agent.captureOnce();
    now = new Date('2026-03-02T09:00:50Z');
    await agent.captureOnce();
    now = new Date('2026-03-02T09:01:10Z');
    await agent.captureOnce();
    now = new Date('2026-03-02T09:02:05Z');
    await agent.captureOnce();
    expect(windows).toEqual(['09:00–09:01', '09:01–09:02']);
  });

  it.each([
    [
      'resumes at a cursor past startAt (a replay after a crash), never capturing twice',
      '09:30',
      '09:30–10:00',
    ],
    ['starts at a startAt past the cursor, leaving the time between uncaptured', '08:00', '09:00–10:00'],
  ])('%s', async (_, cursor, window) => {
    const queue = await openDurableQueue(tempDir());
    await queue.append({ intervals: [], inputMinutes: [] }, new Date(`2026-03-02T${cursor}:00Z`));
    const windows: string[] = [];
    const agent = createAgent({
      queue,
      source: {
        collect: async (from, to) => {
          windows.push(`${from.toISOString().slice(11, 16)}–${to.toISOString().slice(11, 16)}`);
          return { intervals: [], inputMinutes: [], screenshots: [] };
        },
      },
      client: { uploadBatch: async () => Promise.reject(), uploadScreenshot: async () => Promise.reject() },
      clock: { now: () => new Date('2026-03-02T10:00:00Z') },
      startAt: new Date('2026-03-02T09:00:00Z'),
    });
    await agent.captureOnce();
    expect(windows).toEqual([window]);
  });
});

// Hardening (a batch that blocks the queue): the upload loop sends the oldest batch first, so a batch
// the server can never take must be set aside, while one it could not take yet is sent again.
describe('agent upload loop', () => {
  const QUEUED_UNTIL = new Date('2026-03-02T09:00:00Z');
  const minutes = (count: number, from: number) =>
    Array.from({ length: count }, (_, index) => ({
      minuteStart: new Date(from + index * 60_000).toISOString(),
      keyPresses: 1,
      mouseClicks: 0,
    }));

  // Two batches waiting (300 input minutes each; a batch holds at most 500), nothing left to capture.
  const queuedAgent = async (uploadBatch: (batch: TrackerBatchBody) => Promise<void>) => {
    const directory = tempDir();
    const queue = await openDurableQueue(directory);
    const start = QUEUED_UNTIL.getTime() - 600 * 60_000;
    await queue.append({ intervals: [], inputMinutes: minutes(300, start) }, new Date(start + 300 * 60_000));
    await queue.append({ intervals: [], inputMinutes: minutes(300, start + 300 * 60_000) }, QUEUED_UNTIL);
    const sent: string[] = [];
    const log: string[] = [];
    const agent = createAgent({
      queue,
      source: { collect: async () => Promise.reject(new Error('nothing is left to capture')) },
      client: {
        uploadBatch: async (batch) => {
          sent.push(batch.batchId);
          await uploadBatch(batch);
          return { batchId: batch.batchId, receivedAt: '', intervals: 0, inputMinutes: 300 };
        },
        uploadScreenshot: async () => Promise.reject(),
      },
      clock: { now: () => new Date('2026-03-02T09:05:00Z') },
      until: QUEUED_UNTIL,
      pollMs: 0,
      backoff: { baseMs: 0, capMs: 0 },
      log: (line) => log.push(line),
    });
    const run = () => agent.run(new AbortController().signal);
    return { directory, queue, sent, log, run };
  };

  it.each([400, 409, 413, 422])(
    'sets a batch refused with %i aside, says so once and sends the next one',
    async (status) => {
      let calls = 0;
      const { directory, queue, sent, log, run } = await queuedAgent(async () => {
        calls += 1;
        if (calls === 1) throw new TrackerApiError(status, 'Intervals of the same kind overlap.');
      });
      await run();
      expect(sent).toHaveLength(2);
      expect(sent[1]).not.toBe(sent[0]);
      expect(readdirSync(join(directory, 'rejected'))).toHaveLength(1);
      expect(await readRejectedSize(directory)).toEqual({ batches: 1, screenshots: 0 });
      expect(log).toEqual([
        `batch ${sent[0]} refused, set aside: server answered ${status}: Intervals of the same kind overlap.`,
      ]);
      expect(await queue.size()).toEqual({ events: 0, screenshots: 0 });
    },
  );

  it.each([
    ['a 500', new TrackerApiError(500, 'Something went wrong on our side.')],
    ['a 503', new TrackerApiError(503, 'The database is not reachable.')],
    ['a 408', new TrackerApiError(408, 'Request Timeout')],
    ['a 429', new TrackerApiError(429, 'Too Many Requests')],
    ['a network failure', new TypeError('fetch failed')],
  ])('sends a batch again after %s, under the same batchId, until it is taken', async (_name, failure) => {
    let calls = 0;
    const { directory, queue, sent, log, run } = await queuedAgent(async () => {
      calls += 1;
      if (calls <= 3) throw failure;
    });
    await run();
    expect(sent).toHaveLength(5);
    expect(new Set(sent.slice(0, 4))).toEqual(new Set([sent[0]]));
    expect(sent[4]).not.toBe(sent[0]);
    // Said when the streak starts and when it ends, not at every attempt.
    expect(log).toEqual([
      `batches: upload failed (${failure.message}); retrying in 0 s`,
      'batches: upload works again after 3 failed attempts',
    ]);
    expect(readdirSync(join(directory, 'rejected'))).toEqual([]);
    expect(await queue.size()).toEqual({ events: 0, screenshots: 0 });
  });

  it('stops at a 401 (signed out or revoked) and keeps the batch queued', async () => {
    const { directory, queue, sent, run } = await queuedAgent(async () => {
      throw new TrackerApiError(401, 'This tracker is not signed in. Sign in again.');
    });
    await expect(run()).rejects.toMatchObject({ status: 401 });
    expect(sent).toHaveLength(1);
    expect(readdirSync(join(directory, 'rejected'))).toEqual([]);
    expect(await queue.size()).toEqual({ events: 600, screenshots: 0 });
    expect((await queue.nextBatch())?.batchId).toBe(sent[0]);
  });
});

// One backoff for both kinds let every batch taken reset the backoff of a screenshot the
// server kept refusing (disk full), so the same image was sent again every few seconds, forever.
describe('agent upload backoff, per kind', () => {
  const START = Date.parse('2026-03-02T09:00:00Z');
  const other = (kind: UploadKind): UploadKind => (kind === 'batches' ? 'screenshots' : 'batches');
  // Virtual time: a wait moves it on at once, so a 30 s Retry-After costs nothing and is exact.
  const virtualTimer = () => {
    let now = 0;
    const timer: AgentTimer = {
      now: () => now,
      sleep: async (ms) => {
        now += ms;
      },
    };
    return timer;
  };
  const storageFull = () => new TrackerApiError(507, 'Storage is full.', [], null, 30_000);
  const databaseDown = () => new TrackerApiError(503, 'The database is not reachable.');

  // One batch and one screenshot wait, nothing is left to capture. The server refuses `kind` the first
  // `times` times it is sent; each refusal takes as long as a capture that adds one more upload of
  // the other kind. Returns what the server saw, by virtual milliseconds.
  const runAgainst = async (kind: UploadKind, times: number, refusal: () => TrackerApiError) => {
    const queue = await openDurableQueue(tempDir());
    let minute = START;
    const capture: Record<UploadKind, () => Promise<void>> = {
      batches: async () => {
        minute += 60_000;
        await queue.append(
          {
            intervals: [],
            inputMinutes: [
              { minuteStart: new Date(minute - 60_000).toISOString(), keyPresses: 1, mouseClicks: 0 },
            ],
          },
          new Date(minute),
        );
      },
      screenshots: async () => {
        minute += 60_000;
        await queue.appendScreenshot(
          {
            capturedAt: new Date(minute).toISOString(),
            windowTitles: [],
            keyPresses: 0,
            mouseClicks: 0,
            isIdle: false,
          },
          new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
        );
      },
    };
    await capture.batches();
    await capture.screenshots();
    const timer = virtualTimer();
    const timeline: string[] = [];
    const log: string[] = [];
    let refused = 0;
    const answer = async (sent: UploadKind) => {
      if (sent === kind && refused < times) {
        refused += 1;
        timeline.push(`${timer.now()} ${sent} refused`);
        await capture[other(sent)]();
        throw refusal();
      }
      timeline.push(`${timer.now()} ${sent} taken`);
    };
    const agent = createAgent({
      queue,
      source: { collect: async () => Promise.reject(new Error('nothing is left to capture')) },
      client: {
        uploadBatch: async (batch) => {
          await answer('batches');
          return { batchId: batch.batchId, receivedAt: '', intervals: 0, inputMinutes: 1 };
        },
        uploadScreenshot: async (fields) => {
          await answer('screenshots');
          return {
            id: '',
            capturedAt: fields.capturedAt,
            slotStart: '',
            isBlurred: false,
            width: 1,
            height: 1,
          };
        },
      },
      clock: { now: () => new Date(START + 3_600_000) },
      until: new Date(START),
      timer,
      // Woken every 5 s meanwhile: a wake-up must not send what is still delayed.
      pollMs: 5_000,
      // Delays of 0.5, 1, 2 s…: the lower end of each step.
      backoff: { baseMs: 1_000, capMs: 60_000, random: () => 0 },
      log: (line) => log.push(line),
    });
    await agent.run(new AbortController().signal);
    expect(await queue.size()).toEqual({ events: 0, screenshots: 0 });
    return { timeline, log };
  };

  it.each<[string, UploadKind, number, () => TrackerApiError, string[], string[]]>([
    [
      'a screenshot refused with 507 and Retry-After: 30 is not sent again for 30 s, while batches keep going',
      'screenshots',
      2,
      storageFull,
      [
        '0 batches taken',
        '0 screenshots refused',
        '0 batches taken',
        '30000 screenshots refused',
        '30000 batches taken',
        '60000 screenshots taken',
      ],
      [
        'screenshots: upload failed (server answered 507: Storage is full.); retrying in 30 s',
        'screenshots: upload works again after 2 failed attempts',
      ],
    ],
    [
      'a batch refused with 507 and Retry-After: 30 is not sent again for 30 s, while screenshots keep going',
      'batches',
      2,
      storageFull,
      [
        '0 batches refused',
        '0 screenshots taken',
        '0 screenshots taken',
        '30000 batches refused',
        '30000 screenshots taken',
        '60000 batches taken',
      ],
      [
        'batches: upload failed (server answered 507: Storage is full.); retrying in 30 s',
        'batches: upload works again after 2 failed attempts',
      ],
    ],
    [
      'a screenshot refused again waits longer each time, though batches are taken in between',
      'screenshots',
      3,
      databaseDown,
      [
        '0 batches taken',
        '0 screenshots refused',
        '0 batches taken',
        '500 screenshots refused',
        '500 batches taken',
        '1500 screenshots refused',
        '1500 batches taken',
        '3500 screenshots taken',
      ],
      [
        'screenshots: upload failed (server answered 503: The database is not reachable.); retrying in 0.5 s',
        'screenshots: upload works again after 3 failed attempts',
      ],
    ],
  ])('%s', async (_name, kind, times, refusal, expectedTimeline, expectedLog) => {
    const { timeline, log } = await runAgainst(kind, times, refusal);
    expect(timeline).toEqual(expectedTimeline);
    expect(log).toEqual(expectedLog);
  });
});
