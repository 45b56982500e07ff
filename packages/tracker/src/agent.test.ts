import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TrackerBatchBody, TrackerInterval } from '@pulse/shared/contracts/tracker';
import { afterEach, describe, expect, it } from 'vitest';
import { createAgent } from './agent';
import type { ProjectSelection, SelectionRefusal } from './agent-home';
import { TrackerApiError } from './api/tracker-client';
import type { CaptureSource } from './capture/source';
import { openDurableQueue } from './queue/durable-queue';

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
});
