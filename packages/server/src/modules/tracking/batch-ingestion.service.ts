import type { TrackerBatch, TrackerBatchAck } from '@pulse/shared/contracts/tracker';
import { slotStartOf } from '@pulse/shared/domain/activity-slot';
import { calendarDayOf } from '@pulse/shared/domain/organization-day';
import { slotStartsOfInterval } from '@pulse/shared/domain/slot-rollup';
import { compileRedactionPatterns, redactFocus } from '@pulse/shared/domain/title-redaction';
import { ensureActivityPartitions } from '../../db/activity-partitions';
import type { trackerBatches } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { DeviceAuth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { runTransaction } from '../../lib/transaction';
import { withdrawUnsupportedMarks } from '../leaves/day-presence.service';
import { checkTrackerSelections } from '../projects/project-time';
import { noteTimesheetChange } from '../timesheets/timesheet-changes.service';
import { foldIntervalCopies, foldMinuteCopies } from './batch-folding';
import { recomputeSlots } from './slot-rollup';
import { findBatch, insertBatch, insertInputMinutes, insertIntervals } from './tracker.repository';
import { findBatchErrors, MAX_REPORTED_ERRORS } from './upload-checks';

// A device's batch of activity intervals and input minutes: checked (upload-checks.ts), stored and
// rolled into slots.

const toAck = (row: typeof trackerBatches.$inferSelect): TrackerBatchAck => ({
  batchId: row.batchId,
  receivedAt: row.receivedAt.toISOString(),
  intervals: row.intervalCount,
  inputMinutes: row.inputMinuteCount,
});

// Idempotent per (device, batch id): a batch seen before gets its first acknowledgement back and
// writes nothing. Otherwise the batch row, its events and the recomputed slots commit together, so
// a failure at any point leaves nothing behind and the agent simply retries.
export const uploadBatch = async (
  deps: Deps,
  device: DeviceAuth,
  batch: TrackerBatch,
): Promise<TrackerBatchAck> => {
  const now = deps.clock.now();
  const intervals = foldIntervalCopies(batch.intervals);
  const minutes = foldMinuteCopies(batch.inputMinutes);
  const errors = findBatchErrors(intervals, minutes, now);
  if (errors.length === 0) {
    // The project and to-do an agent attributes time to must be the employee's (checked against the
    // team as it is now; a refused batch is a 400 the agent resends without the selection).
    const selections = intervals.flatMap(({ item: interval, index }) =>
      interval.kind === 'focus' && (interval.projectId || interval.todoId)
        ? [
            {
              path: `intervals.${index}`,
              projectId: interval.projectId ?? '',
              todoId: interval.todoId ?? null,
            },
          ]
        : [],
    );
    errors.push(...(await checkTrackerSelections(deps.db, device, selections)).slice(0, MAX_REPORTED_ERRORS));
  }
  if (errors.length > 0) {
    // A retry of a batch accepted earlier may be out of date by now: it still gets its acknowledgement.
    const seen = await findBatch(deps.db, device.organizationId, device.deviceId, batch.batchId);
    if (seen) return toAck(seen);
    throw new AppError('VALIDATION_FAILED', errors[0]?.message, errors);
  }

  const owner = {
    organizationId: device.organizationId,
    employeeId: device.employeeId,
    deviceId: device.deviceId,
  };
  const touched: number[] = [];
  // Settings → Tracking redaction, again on the server: an agent that is old, or has not yet fetched
  // the latest patterns, must not get a title stored that the organisation chose not to keep.
  const redaction = compileRedactionPatterns(device.organization.titleRedactionPatterns);
  const intervalRows = intervals.map(({ item: interval }) => {
    const startedAt = new Date(interval.startedAt);
    touched.push(...slotStartsOfInterval(startedAt, interval.durationSeconds));
    const focus = interval.kind === 'focus' ? redactFocus(interval, redaction) : null;
    return {
      ...owner,
      kind: interval.kind,
      startedAt,
      durationSeconds: interval.durationSeconds,
      app: focus ? focus.app : null,
      title: focus ? focus.title : null,
      url: focus ? (focus.url ?? null) : null,
      projectId: interval.kind === 'focus' ? (interval.projectId ?? null) : null,
      todoId: interval.kind === 'focus' ? (interval.todoId ?? null) : null,
    };
  });
  const minuteRows = minutes.map(({ item: minute }) => {
    const minuteStart = new Date(minute.minuteStart);
    touched.push(slotStartOf(minuteStart).getTime());
    return { ...owner, minuteStart, keyPresses: minute.keyPresses, mouseClicks: minute.mouseClicks };
  });

  if (touched.length > 0) {
    // (A reduce, not Math.min(...touched): a batch of long intervals touches too many slots to spread.)
    const first = touched.reduce((min, start) => Math.min(min, start));
    const last = touched.reduce((max, start) => Math.max(max, start));
    await ensureActivityPartitions(deps.db, new Date(first), new Date(last));
  }
  const ack = await runTransaction(deps.db, async (tx) => {
    const inserted = await insertBatch(tx, {
      ...owner,
      batchId: batch.batchId,
      receivedAt: now,
      intervalCount: intervalRows.length,
      inputMinuteCount: minuteRows.length,
    });
    // A concurrent retry of the same batch committed first: answer with its acknowledgement.
    if (!inserted) return null;
    if (intervalRows.length > 0) await insertIntervals(tx, owner, intervalRows);
    if (minuteRows.length > 0) await insertInputMinutes(tx, owner, minuteRows);
    await recomputeSlots(deps, tx, device, touched, now);
    // Tracked time that arrives late (an agent that was offline) withdraws a Marked Absent of its days.
    const { timeZone } = device.organization;
    const dates = [...new Set(touched.map((start) => calendarDayOf(new Date(start), timeZone)))];
    await withdrawUnsupportedMarks(tx, device.organization, {
      employeeId: device.employeeId,
      dates,
      actorId: device.employeeId,
      cause: 'tracked time uploaded',
    });
    // ... and shows as a change on a week already approved, which keeps its approved figures.
    await noteTimesheetChange(tx, device.organizationId, {
      employeeId: device.employeeId,
      kind: 'tracker-upload',
      dates,
      at: now,
    });
    return toAck(inserted);
  });
  if (ack) return ack;
  const original = await findBatch(deps.db, device.organizationId, device.deviceId, batch.batchId);
  if (!original) throw new Error('batch vanished after a conflicting insert');
  return toAck(original);
};
