import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ProjectSelection, SelectionRefusal } from './agent-home';
import type { TrackerClient } from './api/tracker-client';
import { TrackerApiError } from './api/tracker-client';
import type { CaptureSource } from './capture/source';
import type { AgentClock } from './clock';
import { type BackoffOptions, backoffDelay, DEFAULT_BACKOFF } from './queue/backoff';
import type { DurableQueue } from './queue/durable-queue';
import { createSelectionTimeline, isAttributed, withoutSelection } from './selection/selection-timeline';

export type AgentOptions = {
  queue: DurableQueue;
  source: CaptureSource;
  client: Pick<TrackerClient, 'uploadBatch' | 'uploadScreenshot'>;
  clock: AgentClock;
  // The employee's project selection, read again at the end of every capture window; without it the
  // agent sends intervals without a project.
  selection?: {
    read(): Promise<ProjectSelection | null>;
    noteRefused(refusal: SelectionRefusal): Promise<void>;
  };
  pollMs?: number;
  backoff?: BackoffOptions;
  // Where capture starts when the queue has no cursor yet (default: now).
  startAt?: Date;
  // Stop capturing here (tests and replays); the upload loop then drains the queue and returns.
  until?: Date;
  log?: (line: string) => void;
  // Test hook: after the server acknowledged the first batch and before the queue forgets it, write
  // this file and hang, so a test can kill -9 the agent exactly between ack and removal.
  hangAfterAckFile?: string;
};

const MINUTE_MS = 60_000;
const floorMinute = (date: Date) => new Date(Math.floor(date.getTime() / MINUTE_MS) * MINUTE_MS);

// Resolves after `ms`, or at once when the signal aborts.
export const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

// Network failures (server down, connection reset) and 5xx/429 are worth retrying; a 4xx is not.
const isRetryable = (error: unknown) => !(error instanceof TrackerApiError) || error.isRetryable;

const isSelectionRefusal = (error: unknown): error is TrackerApiError =>
  error instanceof TrackerApiError &&
  error.status === 400 &&
  error.fieldPaths.some((path) => /\.(projectId|todoId)$/.test(path));

export const createAgent = (options: AgentOptions) => {
  const { queue, source, client, clock } = options;
  const log = options.log ?? (() => {});
  const pollMs = options.pollMs ?? 15_000;
  let hung = false;
  const selections = createSelectionTimeline();
  // For `pulse-tracker status`; not durable on purpose (a lost note costs nothing).
  const noteUpload = () =>
    writeFile(join(queue.directory, 'last-upload.json'), JSON.stringify({ at: new Date().toISOString() }));

  // Where capture starts on a queue without a cursor: fixed by the first window, so that it stays
  // put until a window ends after it (else a fresh agent's start would move with the clock forever).
  let firstStart: Date | undefined;

  // Captures from the cursor up to now (or `until`), writes it all durably, moves the cursor.
  // Returns whether capture has reached `until`.
  const captureOnce = async () => {
    firstStart ??= floorMinute(options.startAt ?? clock.now());
    const cursor = (await queue.readCursor()) ?? firstStart;
    const now = clock.now();
    const limit = options.until && options.until < now ? options.until : now;
    const to = floorMinute(limit);
    if (to > cursor) {
      if (options.selection) selections.observe(await options.selection.read(), now);
      const capture = await source.collect(cursor, to);
      // Screenshots first: if we die before the cursor moves, the window is captured again and the
      // same screenshots overwrite themselves (their names are their capture times).
      for (const shot of capture.screenshots) {
        await queue.appendScreenshot(
          {
            capturedAt: shot.capturedAt.toISOString(),
            windowTitles: shot.windowTitles,
            keyPresses: shot.keyPresses,
            mouseClicks: shot.mouseClicks,
            isIdle: shot.isIdle,
          },
          shot.image,
        );
      }
      await queue.append(
        { intervals: selections.stamp(capture.intervals), inputMinutes: capture.inputMinutes },
        to,
      );
    }
    return options.until !== undefined && to >= floorMinute(options.until);
  };

  // Sends one batch or one screenshot. 'idle' when nothing waits.
  const uploadOnce = async (): Promise<'sent' | 'idle'> => {
    const batch = await queue.nextBatch();
    if (batch) {
      try {
        await client.uploadBatch({
          batchId: batch.batchId,
          intervals: batch.intervals,
          inputMinutes: batch.inputMinutes,
        });
      } catch (error) {
        if (isRetryable(error) || (error instanceof TrackerApiError && error.status === 401)) throw error;
        // A refused batch is set aside for good, and its time would be missing from the time sheet.
        // When what the server refuses is the project or to-do (the employee left the team or the
        // to-do was closed after it was chosen), the time itself is fine: send the batch once more
        // without them, under the same batchId (the server stored nothing of the refused one).
        // Stripped, it cannot be refused for that again, so a batch is resent at most once.
        const attributed = batch.intervals.filter(isAttributed).length;
        if (isSelectionRefusal(error) && attributed > 0) {
          await queue.rewriteBatch({ ...batch, intervals: withoutSelection(batch.intervals) });
          await options.selection?.noteRefused({
            at: new Date().toISOString(),
            batchId: batch.batchId,
            intervals: attributed,
            detail: error.detail,
          });
          log(`batch ${batch.batchId}: project or to-do refused (${error.detail}); sending it without them`);
          return 'sent';
        }
        log(`batch ${batch.batchId} refused, set aside: ${(error as Error).message}`);
        await queue.rejectBatch(batch);
        return 'sent';
      }
      if (options.hangAfterAckFile && !hung) {
        hung = true;
        await writeFile(options.hangAfterAckFile, batch.batchId);
        await new Promise(() => {});
      }
      await queue.ackBatch(batch);
      await noteUpload();
      return 'sent';
    }
    const shot = await queue.nextScreenshot();
    if (!shot) return 'idle';
    try {
      await client.uploadScreenshot(shot.fields, shot.image);
    } catch (error) {
      if (isRetryable(error) || (error instanceof TrackerApiError && error.status === 401)) throw error;
      log(`screenshot ${shot.fields.capturedAt} refused, set aside: ${(error as Error).message}`);
      await queue.rejectScreenshot(shot.name);
      return 'sent';
    }
    await queue.ackScreenshot(shot.name);
    await noteUpload();
    return 'sent';
  };

  // Capture and upload side by side until the signal aborts (SIGINT/SIGTERM) or, with `until`, until
  // everything up to it is captured and acknowledged. An abort lets the request in flight finish;
  // whatever is still queued stays on disk for the next run.
  const run = async (signal: AbortSignal) => {
    let captureDone = false;
    let wake: () => void = () => {};
    // A source that fails (ActivityWatch not running, a file it reads gone) is asked again at the
    // next poll for the same window, grown by then: the cursor moves only once a window is stored.
    let captureFailure: string | null = null;
    const captureLoop = async () => {
      while (!signal.aborted && !captureDone) {
        try {
          captureDone = await captureOnce();
          if (captureFailure !== null) log('capture works again');
          captureFailure = null;
        } catch (error) {
          const message = (error as Error).message;
          // Said once while the same failure lasts, not at every poll.
          if (message !== captureFailure)
            log(`capture failed (${message}); trying again every ${Math.round(pollMs / 100) / 10} s`);
          captureFailure = message;
        }
        wake();
        if (!captureDone) await pause(pollMs, signal);
      }
    };
    const uploadLoop = async () => {
      let attempt = 0;
      while (!signal.aborted) {
        try {
          const result = await uploadOnce();
          attempt = 0;
          if (result === 'sent') continue;
          if (captureDone) return;
          await new Promise<void>((resolve) => {
            wake = resolve;
            void pause(pollMs, signal).then(resolve);
          });
        } catch (error) {
          if (error instanceof TrackerApiError && error.status === 401) throw error;
          const delay = backoffDelay(attempt, options.backoff ?? DEFAULT_BACKOFF);
          attempt += 1;
          log(`upload failed (${(error as Error).message}); retrying in ${Math.round(delay / 100) / 10} s`);
          await pause(delay, signal);
        }
      }
    };
    await Promise.all([captureLoop(), uploadLoop()]);
  };

  return { captureOnce, uploadOnce, run };
};
