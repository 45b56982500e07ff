import { TRACKER_LIMITS } from '@pulse/shared/contracts/tracker';
import { localTime } from '../local-time';
import { MAX_REVISION_MS } from './source';

// `pulse-tracker pause [--minutes N]` / `resume`: the spans of time the employee paused the agent,
// UTC ISO instants in whole seconds; `until` null pauses until `resume`. The running agent reads
// them at every capture window and reports paused time as 'paused' instead of what it observed
// (capture/pausable-source.ts). A span is kept after it ended until the capture cursor has passed
// it, so a pause and resume inside one capture window is still reported.
export type PauseSpan = { from: string; until: string | null };

export type Span = { start: number; end: number };

const SECOND_MS = 1000;
const DAY_MS = 24 * 60 * 60 * SECOND_MS;

// Whole seconds: intervals are sent with whole-second durations, so cutting them at whole seconds
// keeps the pieces of one kind from overlapping after rounding.
const wholeSecond = (date: Date) => new Date(Math.floor(date.getTime() / SECOND_MS) * SECOND_MS);

const endOf = (span: PauseSpan) => (span.until === null ? Number.POSITIVE_INFINITY : Date.parse(span.until));

// The span the agent is paused by at `at`, if any.
export const currentPause = (spans: readonly PauseSpan[], at: Date): PauseSpan | null =>
  spans.find((span) => Date.parse(span.from) <= at.getTime() && at.getTime() < endOf(span)) ?? null;

// Pausing while paused gives the running pause its new end (its start stays, so it stays one span).
export const withPause = (spans: readonly PauseSpan[], now: Date, until: Date | null): PauseSpan[] => {
  const end = until === null ? null : wholeSecond(until).toISOString();
  const current = currentPause(spans, now);
  if (current) return spans.map((span) => (span === current ? { ...span, until: end } : span));
  return [...spans, { from: wholeSecond(now).toISOString(), until: end }];
};

// Ends the running pause now; a pause that had not lasted a second yet leaves nothing behind.
export const withResume = (spans: readonly PauseSpan[], now: Date): PauseSpan[] => {
  const current = currentPause(spans, now);
  if (!current) return [...spans];
  const end = wholeSecond(now);
  if (end.getTime() <= Date.parse(current.from)) return spans.filter((span) => span !== current);
  return spans.map((span) => (span === current ? { ...span, until: end.toISOString() } : span));
};

// Spans the agent no longer needs: ended before the capture cursor (that time is captured and
// queued) and before the minutes a source may still correct (source.ts), or too old for the server
// to take anyway.
export const withoutCollected = (spans: readonly PauseSpan[], cursor: Date | null, now: Date) => {
  const oldest = Math.max(
    (cursor?.getTime() ?? 0) - MAX_REVISION_MS,
    now.getTime() - TRACKER_LIMITS.maxAgeDays * DAY_MS,
  );
  return spans.filter((span) => endOf(span) > oldest);
};

// The paused time inside [from, to), as sorted, merged spans in epoch milliseconds.
export const pausedSpansIn = (spans: readonly PauseSpan[], from: Date, to: Date): Span[] => {
  const clipped = spans
    .map((span) => ({
      start: Math.max(Date.parse(span.from), from.getTime()),
      end: Math.min(endOf(span), to.getTime()),
    }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of clipped) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
};

// What `status` says: "Paused until 14:30 CET", "Paused" (until resumed) or "Tracking".
export const describePause = (spans: readonly PauseSpan[], now: Date, timeZone?: string) => {
  const current = currentPause(spans, now);
  if (!current) return 'Tracking';
  return current.until === null
    ? 'Paused'
    : `Paused until ${localTime(new Date(current.until), now, timeZone)}`;
};

// What `pause` answers and `run` says at start while paused; null while tracking.
export const pauseNotice = (spans: readonly PauseSpan[], now: Date, timeZone?: string) => {
  const current = currentPause(spans, now);
  if (!current) return null;
  return current.until === null
    ? 'Paused: nothing is tracked until `pulse-tracker resume`.'
    : `${describePause(spans, now, timeZone)}: nothing is tracked until then (\`pulse-tracker resume\` tracks again sooner).`;
};
