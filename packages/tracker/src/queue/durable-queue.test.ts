import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';
import { MAX_BATCH_EVENTS, openDurableQueue } from './durable-queue';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pulse-queue-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const minutes = (count: number, from = Date.parse('2026-03-02T08:00:00Z')) =>
  Array.from({ length: count }, (_, index) => ({
    minuteStart: new Date(from + index * 60_000).toISOString(),
    keyPresses: index,
    mouseClicks: 1,
  }));

describe('durable queue', () => {
  it('keeps captured events across a reopen and moves the cursor', async () => {
    const dir = tempDir();
    const queue = await openDurableQueue(dir);
    await queue.append({ intervals: [], inputMinutes: minutes(3) }, new Date('2026-03-02T08:03:00Z'));
    const reopened = await openDurableQueue(dir);
    expect(await reopened.size()).toEqual({ events: 3, screenshots: 0 });
    expect(await reopened.readCursor()).toEqual(new Date('2026-03-02T08:03:00Z'));
  });

  it('forms batches of at most 500 events and removes them only on ack', async () => {
    const queue = await openDurableQueue(tempDir());
    await queue.append({ intervals: [], inputMinutes: minutes(1_200) }, new Date('2026-03-03T00:00:00Z'));
    const sizes: number[] = [];
    for (let batch = await queue.nextBatch(); batch; batch = await queue.nextBatch()) {
      sizes.push(batch.inputMinutes.length);
      // Not acknowledged yet: asking again gives the same batch.
      expect((await queue.nextBatch())?.batchId).toBe(batch.batchId);
      await queue.ackBatch(batch);
    }
    expect(sizes).toEqual([MAX_BATCH_EVENTS, MAX_BATCH_EVENTS, 200]);
    expect(await queue.size()).toEqual({ events: 0, screenshots: 0 });
  });

  it('re-sends the same batchId with the same content after a crash before the ack', async () => {
    const dir = tempDir();
    const queue = await openDurableQueue(dir);
    await queue.append({ intervals: [], inputMinutes: minutes(10) }, new Date('2026-03-02T08:10:00Z'));
    const formed = await queue.nextBatch();
    // "Crash": the process is gone, a new one opens the directory.
    const afterCrash = await openDurableQueue(dir);
    await afterCrash.append(
      { intervals: [], inputMinutes: minutes(5, Date.parse('2026-03-02T08:10:00Z')) },
      new Date('2026-03-02T08:15:00Z'),
    );
    const resent = await afterCrash.nextBatch();
    expect(resent?.batchId).toBe(formed?.batchId);
    expect(resent?.inputMinutes).toEqual(formed?.inputMinutes);
    if (resent) await afterCrash.ackBatch(resent);
    expect((await afterCrash.nextBatch())?.inputMinutes).toHaveLength(5);
  });

  it('rewrites a waiting batch in place: same batchId, new content, also after a reopen', async () => {
    const dir = tempDir();
    const queue = await openDurableQueue(dir);
    await queue.append({ intervals: [], inputMinutes: minutes(3) }, new Date('2026-03-02T08:03:00Z'));
    const formed = await queue.nextBatch();
    if (!formed) throw new Error('no batch formed');
    await queue.rewriteBatch({ ...formed, inputMinutes: minutes(2) });
    const reopened = await openDurableQueue(dir);
    const rewritten = await reopened.nextBatch();
    expect(rewritten?.batchId).toBe(formed.batchId);
    expect(rewritten?.inputMinutes).toEqual(minutes(2));
    expect(readdirSync(join(dir, 'batches'))).toEqual([formed.file]);
  });

  it('drops events files a batch already holds and half-written files on recovery', async () => {
    const dir = tempDir();
    const queue = await openDurableQueue(dir);
    await queue.append({ intervals: [], inputMinutes: minutes(4) }, new Date('2026-03-02T08:04:00Z'));
    const eventsFile = readdirSync(join(dir, 'events'))[0] as string;
    const events = JSON.stringify({ intervals: [], inputMinutes: minutes(4) });
    await queue.nextBatch();
    // As if the process died after writing the batch and before removing its events file.
    writeFileSync(join(dir, 'events', eventsFile), events);
    writeFileSync(join(dir, 'events', 'x.json.123.tmp'), '{"half');
    const recovered = await openDurableQueue(dir);
    expect(await recovered.size()).toEqual({ events: 4, screenshots: 0 });
    expect(readdirSync(join(dir, 'events'))).toEqual([]);
  });

  it('drops on recovery the events of a capture that died before its cursor landed', async () => {
    const dir = tempDir();
    const queue = await openDurableQueue(dir);
    await queue.append({ intervals: [], inputMinutes: minutes(4) }, new Date('2026-03-02T08:04:00Z'));
    const cursorFile = join(dir, 'cursor.json');
    const kept = readFileSync(cursorFile, 'utf8');
    await queue.append(
      { intervals: [], inputMinutes: minutes(3, Date.parse('2026-03-02T08:04:00Z')) },
      new Date('2026-03-02T08:07:00Z'),
    );
    // As if the process died after writing the second window's events and before moving the cursor:
    // that window is captured again from 08:04, so its first capture must not be sent too.
    writeFileSync(cursorFile, kept);
    const recovered = await openDurableQueue(dir);
    expect(await recovered.readCursor()).toEqual(new Date('2026-03-02T08:04:00Z'));
    expect(await recovered.size()).toEqual({ events: 4, screenshots: 0 });
  });

  it('keeps screenshots until acknowledged and forgets images whose fields never landed', async () => {
    const dir = tempDir();
    const queue = await openDurableQueue(dir);
    const fields = {
      capturedAt: '2026-03-02T08:03:07.000Z',
      windowTitles: ['a'],
      keyPresses: 1,
      mouseClicks: 2,
      isIdle: false,
    };
    await queue.appendScreenshot(fields, new Uint8Array([1, 2, 3]));
    writeFileSync(join(dir, 'screenshots', '000000000000001.png'), 'orphan');
    const reopened = await openDurableQueue(dir);
    const shot = await reopened.nextScreenshot();
    expect(shot?.fields).toEqual(fields);
    expect([...(shot?.image ?? [])]).toEqual([1, 2, 3]);
    if (shot) await reopened.ackScreenshot(shot.name);
    expect(await reopened.nextScreenshot()).toBeNull();
    expect(readdirSync(join(dir, 'screenshots'))).toEqual([]);
  });
});

describe('backoff', () => {
  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [5, 32_000],
    [6, 60_000],
    [20, 60_000],
  ])('attempt %i waits between half and all of %i ms, capped at 60 s', (attempt, step) => {
    const options = { baseMs: 1_000, capMs: 60_000 };
    expect(backoffDelay(attempt, { ...options, random: () => 0 })).toBe(step / 2);
    expect(backoffDelay(attempt, { ...options, random: () => 0.999999 })).toBe(step);
  });
});
