import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ProjectSelection, SelectionRefusal } from './agent-home';
import type { TrackerClient } from './api/tracker-client';
import { TrackerApiError } from './api/tracker-client';
import type { CaptureSource } from './capture/source';
import { type AgentClock, type AgentTimer, systemTimer } from './clock';
import { observedStateOf, type RunningState } from './heartbeat';
import { type BackoffOptions, DEFAULT_BACKOFF } from './queue/backoff';
import type { DurableQueue } from './queue/durable-queue';
import { createUploadSchedule, UPLOAD_KINDS, type UploadKind } from './queue/upload-schedule';
import { createSelectionTimeline, isAttributed, withoutSelection } from './selection/selection-timeline';

export type AgentOptions = {
  queue: DurableQueue;
  source: CaptureSource;
  client: Pick<TrackerClient, 'uploadBatch' | 'uploadScreenshot'>;
  clock: AgentClock;
  // What polls and retry delays wait with (default: real time).
  timer?: AgentTimer;
  // The employee's project selection, read again at the end of every capture window; without it the
  // agent sends intervals without a project.
  selection?: {
    read(): Promise<ProjectSelection | null>;
    noteRefused(refusal: SelectionRefusal): Promise<void>;
  };
  pollMs?: number;
  backoff?: BackoffOptions;
  // Where capture starts when the queue has no cursor yet, or has one before it (default: now). A
  // replay asked to start after the queue's capture stopped leaves the time between uncaptured.
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

const seconds = (ms: number) => Math.round(ms / 100) / 10;

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
  const timer = options.timer ?? systemTimer;
  let hung = false;
  const selections = createSelectionTimeline();
  // For `pulse-tracker status`; not durable on purpose (a lost note costs nothing).
  const noteUpload = () =>
    writeFile(join(queue.directory, 'last-upload.json'), JSON.stringify({ at: new Date().toISOString() }));

  // What the latest captured window said of the person, for the heartbeat.
  let observed: RunningState = 'tracking';

  // Where capture starts on a queue without a cursor: fixed by the first window, so that it stays
  // put until a window ends after it (else a fresh agent's start would move with the clock forever).
  let firstStart: Date | undefined;

  // Captures from the cursor up to now (or `until`), writes it all durably, moves the cursor.
  // Returns whether capture has reached `until`.
  const captureOnce = async () => {
    firstStart ??= floorMinute(options.startAt ?? clock.now());
    const stored = await queue.readCursor();
    const cursor = stored && (options.startAt === undefined || stored >= firstStart) ? stored : firstStart;
    const now = clock.now();
    const limit = options.until && options.until < now ? options.until : now;
    const to = floorMinute(limit);
    if (to > cursor) {
      if (options.selection) selections.observe(await options.selection.read(), now);
      const capture = await source.collect(cursor, to);
      observed = observedStateOf(capture.intervals) ?? observed;
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

  // Sends the oldest batch. 'idle' when none waits. Throws what is worth retrying, and a 401.
  const uploadNextBatch = async (): Promise<'sent' | 'idle'> => {
    const batch = await queue.nextBatch();
    if (!batch) return 'idle';
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
  };

  // Sends the oldest screenshot. 'idle' when none waits. Throws what is worth retrying, and a 401.
  const uploadNextScreenshot = async (): Promise<'sent' | 'idle'> => {
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

  const uploadNext: Record<UploadKind, () => Promise<'sent' | 'idle'>> = {
    batches: uploadNextBatch,
    screenshots: uploadNextScreenshot,
  };

  // Sends one batch or, when none waits, one screenshot. 'idle' when nothing waits.
  const uploadOnce = async () => {
    for (const kind of UPLOAD_KINDS) if ((await uploadNext[kind]()) === 'sent') return 'sent';
    return 'idle';
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
            log(`capture failed (${message}); trying again every ${seconds(pollMs)} s`);
          captureFailure = message;
        }
        wake();
        if (!captureDone) await timer.sleep(pollMs, signal);
      }
    };

    const schedule = createUploadSchedule(options.backoff ?? DEFAULT_BACKOFF);
    // Said once per kind while the same failure lasts, like capture's, and once when it ends.
    const failureSaid: Record<UploadKind, string | null> = { batches: null, screenshots: null };
    // One upload of `kind`; 'failed' when it is worth retrying later (its kind then waits).
    const attemptUpload = async (kind: UploadKind): Promise<'sent' | 'idle' | 'failed'> => {
      try {
        const result = await uploadNext[kind]();
        if (result === 'sent') {
          const failures = schedule.succeeded(kind);
          if (failures > 0)
            log(
              `${kind}: upload works again after ${failures} failed ${failures === 1 ? 'attempt' : 'attempts'}`,
            );
          failureSaid[kind] = null;
        }
        return result;
      } catch (error) {
        if (error instanceof TrackerApiError && error.status === 401) throw error;
        const retryAfterMs = error instanceof TrackerApiError ? error.retryAfterMs : null;
        const delay = schedule.failed(kind, timer.now(), retryAfterMs);
        const message = (error as Error).message;
        if (message !== failureSaid[kind])
          log(`${kind}: upload failed (${message}); retrying in ${seconds(delay)} s`);
        failureSaid[kind] = message;
        return 'failed';
      }
    };
    const uploadLoop = async () => {
      while (!signal.aborted) {
        const now = timer.now();
        let outcome: 'sent' | 'idle' | 'failed' = 'idle';
        for (const kind of schedule.dueKinds(now)) {
          outcome = await attemptUpload(kind);
          if (outcome !== 'idle') break;
        }
        // After a send or a failure, look again: a failed kind is no longer due, the other may be.
        if (outcome !== 'idle') continue;
        // A kind still delayed holds what it could not send yet; none delayed: everything is sent.
        const untilDue = schedule.msUntilNextDue(now);
        if (untilDue === null && captureDone) return;
        // Until the first delayed kind is due, or a capture brings something new (never a busy loop).
        await new Promise<void>((resolve) => {
          wake = resolve;
          void timer.sleep(Math.min(pollMs, untilDue ?? pollMs), signal).then(resolve);
        });
      }
    };
    await Promise.all([captureLoop(), uploadLoop()]);
  };

  return { captureOnce, uploadOnce, run, observedState: () => observed };
};
