import {
  TRACKER_LIMITS,
  type TrackerInputMinute,
  type TrackerInterval,
} from '@pulse/shared/contracts/tracker';
import { trackerTexts } from '@pulse/shared/spec-texts';
import type { Indexed } from './batch-folding';

// Rules the schema cannot see, on what a device uploads (batches and screenshots): times against the
// server's clock, whole minutes, and no two intervals of the same kind overlapping (one window is
// focused at a time).

export type FieldError = { path: string; message: string };

// A refused batch names at most this many problems.
export const MAX_REPORTED_ERRORS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

// TRACKER_LIMITS: a device's clock a little ahead is tolerated (5 minutes), anything further is
// refused, as is history past 30 days. The message, or null for a span inside the window.
export const timeWindowErrorOf = (start: number, end: number, now: Date) => {
  if (start < now.getTime() - TRACKER_LIMITS.maxAgeDays * DAY_MS) return trackerTexts.timeTooOld;
  if (end > now.getTime() + TRACKER_LIMITS.maxFutureSeconds * 1000) return trackerTexts.timeInFuture;
  return null;
};

// The agent counts input per minute, each starting on a whole minute (UTC and every zone alike).
export const isWholeMinute = (instant: number) => instant % MINUTE_MS === 0;

// Of a batch with its copies folded (batch-folding.ts), paths by each kept item's index.
export const findBatchErrors = (
  intervals: readonly Indexed<TrackerInterval>[],
  minutes: readonly Indexed<TrackerInputMinute>[],
  now: Date,
): FieldError[] => {
  const errors: FieldError[] = [];
  const checkTime = (path: string, start: number, end: number) => {
    const message = timeWindowErrorOf(start, end, now);
    if (message) errors.push({ path, message });
  };
  for (const { item, index } of intervals) {
    const start = Date.parse(item.startedAt);
    checkTime(`intervals.${index}.startedAt`, start, start + item.durationSeconds * 1000);
  }
  for (const { item, index } of minutes) {
    const start = Date.parse(item.minuteStart);
    if (!isWholeMinute(start))
      errors.push({ path: `inputMinutes.${index}.minuteStart`, message: trackerTexts.minuteNotWhole });
    else checkTime(`inputMinutes.${index}.minuteStart`, start, start);
  }
  // (Map.groupBy would do, but Node 20 lacks it.)
  const byKind = new Map<string, { index: number; start: number; end: number }[]>();
  for (const { item, index } of intervals) {
    const start = Date.parse(item.startedAt);
    const spans = byKind.get(item.kind) ?? [];
    spans.push({ index, start, end: start + item.durationSeconds * 1000 });
    byKind.set(item.kind, spans);
  }
  for (const spans of byKind.values()) {
    const sorted = spans.sort((a, b) => a.start - b.start);
    for (let index = 1; index < sorted.length; index += 1) {
      const previous = sorted[index - 1];
      const current = sorted[index];
      if (previous && current && current.start < previous.end) {
        errors.push({ path: `intervals.${current.index}.startedAt`, message: trackerTexts.intervalsOverlap });
      }
    }
  }
  return errors.slice(0, MAX_REPORTED_ERRORS);
};
