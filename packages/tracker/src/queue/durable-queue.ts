import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TrackerInputMinute, TrackerInterval } from '@pulse/shared/contracts/tracker';
import { fsyncDirectory, TEMP_SUFFIX, writeDurably } from '../durable-file';

// The agent's durable queue. Layout of the directory:
//   events/<until>-<n>.json captured, not yet batched (named by the capture cursor, so names never repeat)
//   batches/<first>.json    formed batches (named after their first events file) with their stable batchId, waiting for the server's ack
//   screenshots/<ms>.json   screenshot fields; the image beside it as <ms>.png (written first)
//   cursor.json             the capture cursor: everything before it has been captured
// Every file is written to a temporary name, fsync'd and renamed, so a crash (kill -9) leaves either
// the whole file or none of it. An item leaves the directory only after the server acknowledged it.

export const MAX_BATCH_EVENTS = 500;

export type QueuedEvents = { intervals: TrackerInterval[]; inputMinutes: TrackerInputMinute[] };
export type QueuedBatch = QueuedEvents & { batchId: string; file: string; eventFiles: string[] };
export type QueuedScreenshot = {
  capturedAt: string;
  windowTitles: string[];
  keyPresses: number;
  mouseClicks: number;
  isIdle: boolean;
};

const EVENTS = 'events';
const BATCHES = 'batches';
const SCREENSHOTS = 'screenshots';
// Items the server refused as invalid (4xx): kept for a person to look at, never retried.
const REJECTED = 'rejected';

const pad = (value: number) => String(value).padStart(15, '0');

const readJson = async <T>(path: string): Promise<T> => JSON.parse(await readFile(path, 'utf8')) as T;

const sortedNames = async (directory: string, suffix: string) =>
  (await readdir(directory)).filter((name) => name.endsWith(suffix) && !name.endsWith(TEMP_SUFFIX)).sort();

const eventCount = (events: QueuedEvents) => events.intervals.length + events.inputMinutes.length;

// Splits captured events into chunks of at most `size` items, intervals first, keeping order.
const chunkEvents = (events: QueuedEvents, size: number): QueuedEvents[] => {
  const items = [
    ...events.intervals.map((interval) => ({ interval })),
    ...events.inputMinutes.map((minute) => ({ minute })),
  ];
  const chunks: QueuedEvents[] = [];
  for (let start = 0; start < items.length; start += size) {
    const chunk: QueuedEvents = { intervals: [], inputMinutes: [] };
    for (const item of items.slice(start, start + size)) {
      if ('interval' in item) chunk.intervals.push(item.interval);
      else chunk.inputMinutes.push(item.minute);
    }
    chunks.push(chunk);
  }
  return chunks;
};

// The capture cursor: everything before it has been captured (null before the first capture).
// Reads only, so `pause` and `status` may call it while an agent runs on the same directory.
export const readQueueCursor = async (directory: string): Promise<Date | null> => {
  try {
    const { cursor } = await readJson<{ cursor: string }>(join(directory, 'cursor.json'));
    return new Date(cursor);
  } catch {
    return null;
  }
};

// What is waiting: events not yet acknowledged, and screenshots. Reads only (no crash recovery,
// which would delete a running agent's half-written files); a file the agent removes meanwhile
// counts as sent.
export const readQueueSize = async (directory: string) => {
  const namesIn = (sub: string, suffix: string) => sortedNames(join(directory, sub), suffix).catch(() => []);
  let events = 0;
  for (const sub of [EVENTS, BATCHES]) {
    for (const name of await namesIn(sub, '.json'))
      events += await readJson<QueuedEvents>(join(directory, sub, name)).then(eventCount, () => 0);
  }
  const screenshots = (await namesIn(SCREENSHOTS, '.json')).length;
  return { events, screenshots };
};

// What the server refused for good and was set aside (kept for a person to look at, never sent
// again). Reads only, like readQueueSize.
export const readRejectedSize = async (directory: string) => {
  const names = await readdir(join(directory, REJECTED)).catch(() => []);
  const count = (prefix: string) =>
    names.filter((name) => name.startsWith(prefix) && name.endsWith('.json')).length;
  return { batches: count('batch-'), screenshots: count('screenshot-') };
};

// Drops everything not sent yet and the capture cursor, for `logout --discard` and after a
// `logout` has sent it all: a signed-out computer has nothing to resume, and the next person to sign
// in must not send this one's time. What the server refused stays for a person to look at.
export const forgetQueue = async (directory: string) => {
  for (const sub of [EVENTS, BATCHES, SCREENSHOTS])
    await rm(join(directory, sub), { recursive: true, force: true });
  await rm(join(directory, 'cursor.json'), { force: true });
  await rm(join(directory, 'last-upload.json'), { force: true });
};

export const openDurableQueue = async (directory: string, options: { batchIdPrefix?: string } = {}) => {
  for (const sub of [EVENTS, BATCHES, SCREENSHOTS, REJECTED])
    await mkdir(join(directory, sub), { recursive: true });
  const batchIdPrefix = options.batchIdPrefix ?? randomUUID();

  // Capture and batch forming both read and write the directory: one at a time, so a batch never
  // takes an events file whose cursor has not been written yet.
  let lock: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    const result = lock.then(task);
    lock = result.catch(() => undefined);
    return result;
  };

  // Recovery after a crash: a batch file is written before its events files are removed, so events
  // files a batch already holds are leftovers to delete (they must not be sent twice). Temporary
  // files are half-written captures of a process that died: nothing was promised for them.
  const recover = async () => {
    for (const name of await sortedNames(join(directory, BATCHES), '.json')) {
      const batch = await readJson<QueuedBatch>(join(directory, BATCHES, name));
      for (const file of batch.eventFiles) await rm(join(directory, EVENTS, file), { force: true });
    }
    for (const sub of [EVENTS, BATCHES, SCREENSHOTS]) {
      for (const name of await readdir(join(directory, sub))) {
        if (name.endsWith(TEMP_SUFFIX)) await rm(join(directory, sub, name), { force: true });
      }
    }
    // Events files are written before the cursor moves past them: a file named after a window end
    // beyond the cursor belongs to a capture that died before its cursor landed. That window is
    // captured again from the cursor, maybe cut elsewhere, so the old file would send its time twice.
    const cursor = (await readQueueCursor(directory))?.getTime() ?? 0;
    for (const name of await sortedNames(join(directory, EVENTS), '.json')) {
      if (Number(name.slice(0, name.indexOf('-'))) > cursor)
        await rm(join(directory, EVENTS, name), { force: true });
    }
    // An image whose fields file never landed was not captured yet.
    const names = await readdir(join(directory, SCREENSHOTS));
    for (const name of names.filter((candidate) => candidate.endsWith('.png'))) {
      if (!names.includes(name.replace(/\.png$/, '.json')))
        await rm(join(directory, SCREENSHOTS, name), { force: true });
    }
  };
  await recover();

  return {
    directory,
    readCursor: () => readQueueCursor(directory),

    // Stores what was captured up to `until`, then moves the cursor there.
    append: (events: QueuedEvents, until: Date) =>
      exclusive(async () => {
        // Names come from the cursor, which only moves forward: a recovered batch's list of events
        // files can never name a newer capture.
        const chunks = chunkEvents(events, MAX_BATCH_EVENTS);
        for (const [index, chunk] of chunks.entries()) {
          const name = `${pad(until.getTime())}-${String(index).padStart(4, '0')}.json`;
          await writeDurably(join(directory, EVENTS, name), JSON.stringify(chunk));
        }
        await writeDurably(join(directory, 'cursor.json'), JSON.stringify({ cursor: until.toISOString() }));
        await fsyncDirectory(join(directory, EVENTS));
        await fsyncDirectory(directory);
      }),

    appendScreenshot: (fields: QueuedScreenshot, image: Uint8Array) =>
      exclusive(async () => {
        const name = pad(Date.parse(fields.capturedAt));
        await writeDurably(join(directory, SCREENSHOTS, `${name}.png`), image);
        await writeDurably(join(directory, SCREENSHOTS, `${name}.json`), JSON.stringify(fields));
        await fsyncDirectory(join(directory, SCREENSHOTS));
      }),

    // The oldest batch waiting for its ack, forming one from queued events if none is waiting. The
    // batchId is fixed when the batch file is written, so every retry (even after a crash) re-sends
    // the same id with the same content and the server keeps it once.
    nextBatch: () =>
      exclusive(async (): Promise<QueuedBatch | null> => {
        const [waiting] = await sortedNames(join(directory, BATCHES), '.json');
        if (waiting)
          return { ...(await readJson<QueuedBatch>(join(directory, BATCHES, waiting))), file: waiting };
        const batch: QueuedEvents = { intervals: [], inputMinutes: [] };
        const eventFiles: string[] = [];
        for (const name of await sortedNames(join(directory, EVENTS), '.json')) {
          const events = await readJson<QueuedEvents>(join(directory, EVENTS, name));
          if (eventFiles.length > 0 && eventCount(batch) + eventCount(events) > MAX_BATCH_EVENTS) break;
          batch.intervals.push(...events.intervals);
          batch.inputMinutes.push(...events.inputMinutes);
          eventFiles.push(name);
        }
        if (eventFiles.length === 0) return null;
        const file = eventFiles[0] as string;
        const formed: QueuedBatch = {
          batchId: `${batchIdPrefix}-${randomUUID()}`,
          file,
          eventFiles,
          ...batch,
        };
        await writeDurably(join(directory, BATCHES, file), JSON.stringify(formed));
        await fsyncDirectory(join(directory, BATCHES));
        for (const name of eventFiles) await rm(join(directory, EVENTS, name), { force: true });
        return formed;
      }),

    // Called only once the server acknowledged the batch.
    ackBatch: (batch: QueuedBatch) =>
      exclusive(() => rm(join(directory, BATCHES, batch.file), { force: true })),

    // Replaces a waiting batch's events, keeping its batchId and its place in line: for a batch the
    // server refused (and so stored nothing of), to be sent again in another form.
    rewriteBatch: (batch: QueuedBatch) =>
      exclusive(async () => {
        await writeDurably(join(directory, BATCHES, batch.file), JSON.stringify(batch));
        await fsyncDirectory(join(directory, BATCHES));
      }),

    rejectBatch: (batch: QueuedBatch) =>
      exclusive(() =>
        rename(join(directory, BATCHES, batch.file), join(directory, REJECTED, `batch-${batch.file}`)),
      ),

    rejectScreenshot: (name: string) =>
      exclusive(async () => {
        await rename(join(directory, SCREENSHOTS, name), join(directory, REJECTED, `screenshot-${name}`));
        await rm(join(directory, SCREENSHOTS, name.replace(/\.json$/, '.png')), { force: true });
      }),

    nextScreenshot: async () => {
      const [name] = await sortedNames(join(directory, SCREENSHOTS), '.json');
      if (!name) return null;
      const fields = await readJson<QueuedScreenshot>(join(directory, SCREENSHOTS, name));
      const image = await readFile(join(directory, SCREENSHOTS, name.replace(/\.json$/, '.png')));
      return { name, fields, image };
    },

    ackScreenshot: (name: string) =>
      exclusive(async () => {
        // Fields first: an image without fields is removed on recovery, the other way round would
        // leave a screenshot that cannot be sent.
        await rm(join(directory, SCREENSHOTS, name), { force: true });
        await rm(join(directory, SCREENSHOTS, name.replace(/\.json$/, '.png')), { force: true });
      }),

    size: () => readQueueSize(directory),
  };
};

export type DurableQueue = Awaited<ReturnType<typeof openDurableQueue>>;
