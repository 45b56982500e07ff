// After the load bench: every event the server acknowledged is stored exactly once, and nothing it
// did not acknowledge is. Read from the database with the server stopped, per device: the batch ids,
// the intervals (device, kind, start → duration), the input minutes (device, minute → counts) and the
// screenshots (device, capture time), against what the agents' acknowledgements said.
import { and, count, gt, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../packages/server/src/db/client';
import {
  activityIntervals,
  activitySlots,
  inputMinutes,
  screenshots,
  trackerBatches,
} from '../../packages/server/src/db/schema/index';
import type { AckedBatch, AckedScreenshot } from './load-agents';

export type VerifyResult = {
  batches: number;
  intervals: number;
  inputMinutes: number;
  screenshots: number;
  // Acknowledged but not stored (or stored with other values).
  lost: number;
  // Stored more than once under one key (the unique indexes forbid it; counted anyway).
  duplicated: number;
  // Stored but acknowledged to no agent.
  unexpected: number;
  // Acknowledgements whose counts differ from the batch sent (the batches carry no copies to fold).
  ackMismatches: number;
  problems: string[];
};

const PROBLEMS_KEPT = 5;

// What was expected against what is stored, by key, with the value each key must have.
const compare = (
  label: string,
  expected: Map<string, string>,
  stored: { key: string; value: string }[],
  result: VerifyResult,
) => {
  const seen = new Map<string, number>();
  const note = (problem: string) => {
    if (result.problems.length < PROBLEMS_KEPT) result.problems.push(`${label} ${problem}`);
  };
  for (const row of stored) {
    const times = (seen.get(row.key) ?? 0) + 1;
    seen.set(row.key, times);
    if (times === 2) {
      result.duplicated += 1;
      note(`${row.key} stored more than once`);
    }
    const value = expected.get(row.key);
    if (value === undefined) {
      result.unexpected += 1;
      note(`${row.key} stored but never acknowledged`);
    } else if (value !== row.value) {
      result.lost += 1;
      note(`${row.key} stored as ${row.value}, acknowledged as ${value}`);
    }
  }
  for (const key of expected.keys()) {
    if (!seen.has(key)) {
      result.lost += 1;
      note(`${key} acknowledged but not stored`);
    }
  }
};

const instant = (value: Date | string) => new Date(value).toISOString();

export const verifyAcknowledged = async (
  db: Database,
  input: { deviceIds: string[]; acked: AckedBatch[]; ackedScreenshots: AckedScreenshot[] },
): Promise<VerifyResult> => {
  const { deviceIds, acked, ackedScreenshots } = input;
  const result: VerifyResult = {
    batches: 0,
    intervals: 0,
    inputMinutes: 0,
    screenshots: 0,
    lost: 0,
    duplicated: 0,
    unexpected: 0,
    ackMismatches: 0,
    problems: [],
  };
  // A batch retried after a lost answer is acknowledged twice: the same id, kept once.
  const batches = new Map<string, AckedBatch>();
  for (const batch of acked) {
    batches.set(`${batch.deviceId}/${batch.batchId}`, batch);
    if (
      batch.ack.intervals !== batch.intervals.length ||
      batch.ack.inputMinutes !== batch.inputMinutes.length
    )
      result.ackMismatches += 1;
  }
  const expectedBatches = new Map<string, string>();
  const expectedIntervals = new Map<string, string>();
  const expectedMinutes = new Map<string, string>();
  for (const [key, batch] of batches) {
    expectedBatches.set(key, `${batch.ack.intervals}/${batch.ack.inputMinutes}`);
    for (const interval of batch.intervals)
      expectedIntervals.set(
        `${batch.deviceId}/${interval.kind}/${instant(interval.startedAt)}`,
        String(interval.durationSeconds),
      );
    for (const minute of batch.inputMinutes)
      expectedMinutes.set(
        `${batch.deviceId}/${instant(minute.minuteStart)}`,
        `${minute.keyPresses}/${minute.mouseClicks}`,
      );
  }
  const expectedScreenshots = new Map(
    ackedScreenshots.map((shot) => [`${shot.deviceId}/${instant(shot.capturedAt)}`, '']),
  );

  const storedBatches = await db
    .select({
      deviceId: trackerBatches.deviceId,
      batchId: trackerBatches.batchId,
      intervals: trackerBatches.intervalCount,
      inputMinutes: trackerBatches.inputMinuteCount,
    })
    .from(trackerBatches)
    .where(inArray(trackerBatches.deviceId, deviceIds));
  compare(
    'batch',
    expectedBatches,
    storedBatches.map((row) => ({
      key: `${row.deviceId}/${row.batchId}`,
      value: `${row.intervals}/${row.inputMinutes}`,
    })),
    result,
  );
  const storedIntervals = await db
    .select({
      deviceId: activityIntervals.deviceId,
      kind: activityIntervals.kind,
      startedAt: activityIntervals.startedAt,
      durationSeconds: activityIntervals.durationSeconds,
    })
    .from(activityIntervals)
    .where(inArray(activityIntervals.deviceId, deviceIds));
  compare(
    'interval',
    expectedIntervals,
    storedIntervals.map((row) => ({
      key: `${row.deviceId}/${row.kind}/${instant(row.startedAt)}`,
      value: String(row.durationSeconds),
    })),
    result,
  );
  const storedMinutes = await db
    .select({
      deviceId: inputMinutes.deviceId,
      minuteStart: inputMinutes.minuteStart,
      keyPresses: inputMinutes.keyPresses,
      mouseClicks: inputMinutes.mouseClicks,
    })
    .from(inputMinutes)
    .where(inArray(inputMinutes.deviceId, deviceIds));
  compare(
    'input minute',
    expectedMinutes,
    storedMinutes.map((row) => ({
      key: `${row.deviceId}/${instant(row.minuteStart)}`,
      value: `${row.keyPresses}/${row.mouseClicks}`,
    })),
    result,
  );
  const storedScreenshots = await db
    .select({ deviceId: screenshots.deviceId, capturedAt: screenshots.capturedAt })
    .from(screenshots)
    .where(inArray(screenshots.deviceId, deviceIds));
  compare(
    'screenshot',
    expectedScreenshots,
    storedScreenshots.map((row) => ({ key: `${row.deviceId}/${instant(row.capturedAt)}`, value: '' })),
    result,
  );
  result.batches = batches.size;
  result.intervals = expectedIntervals.size;
  result.inputMinutes = expectedMinutes.size;
  result.screenshots = expectedScreenshots.size;
  return result;
};

// Slots with tracked time in [from, to) of these employees: the roll-up ran in each batch's transaction.
export const countTrackedSlots = async (db: Database, employeeIds: string[], from: Date, to: Date) => {
  const [row] = await db
    .select({ slots: count() })
    .from(activitySlots)
    .where(
      and(
        inArray(activitySlots.employeeId, employeeIds),
        gte(activitySlots.slotStart, from),
        lt(activitySlots.slotStart, to),
        gt(activitySlots.trackedSeconds, 0),
      ),
    );
  return row?.slots ?? 0;
};
