import type { TrackerInterval } from '@pulse/shared/contracts/tracker';
import { clockTime } from '../local-time';
import { type PauseSpan, pausedSpansIn, type Span } from './pause-spans';
import type { Capture, CaptureSource } from './source';

const MINUTE_MS = 60_000;

const overlaps = (span: Span, paused: readonly Span[]) =>
  paused.some((cut) => cut.start < span.end && span.start < cut.end);

// The parts of [start, end) outside every paused span (paused: sorted, merged).
const outside = (start: number, end: number, paused: readonly Span[]): Span[] => {
  const pieces: Span[] = [];
  let cursor = start;
  for (const cut of paused) {
    if (cut.end <= cursor || cut.start >= end) continue;
    if (cut.start > cursor) pieces.push({ start: cursor, end: cut.start });
    cursor = Math.max(cursor, cut.end);
  }
  if (cursor < end) pieces.push({ start: cursor, end });
  return pieces;
};

const spanOf = (interval: TrackerInterval): Span => {
  const start = Date.parse(interval.startedAt);
  return { start, end: start + interval.durationSeconds * 1000 };
};

// What a capture window says once the paused spans are taken out (spec A §1: time paused is not
// tracked and is shown to the employee as paused): nothing observed inside them leaves the
// computer. Intervals are cut around them, and each span becomes a 'paused' interval; input minutes
// touching a paused span are dropped whole (their counts cannot be split), as are screenshots taken
// inside one. A title seen only while paused is also taken off the screenshots' window titles.
// `reported` (default: all of `paused`) are the spans sent as 'paused' intervals: those of the
// window itself, not those of the minutes before it that a source re-read (sent with their window).
export const withoutPausedTime = (
  capture: Capture,
  paused: readonly Span[],
  reported: readonly Span[] = paused,
): Capture => {
  if (paused.length === 0) return capture;
  const kept: TrackerInterval[] = [];
  const hiddenTitles = new Set<string>();
  const keptTitles = new Set<string>();
  for (const interval of capture.intervals) {
    const { start, end } = spanOf(interval);
    const pieces = outside(start, end, paused);
    if (interval.kind === 'focus' && overlaps({ start, end }, paused)) hiddenTitles.add(interval.title);
    for (const piece of pieces) {
      const durationSeconds = Math.round((piece.end - piece.start) / 1000);
      if (durationSeconds === 0) continue;
      kept.push({ ...interval, startedAt: new Date(piece.start).toISOString(), durationSeconds });
      if (interval.kind === 'focus') keptTitles.add(interval.title);
    }
  }
  const pausedIntervals = reported.map(
    (span): TrackerInterval => ({
      kind: 'paused',
      startedAt: new Date(span.start).toISOString(),
      durationSeconds: Math.round((span.end - span.start) / 1000),
    }),
  );
  const isHidden = (title: string) => hiddenTitles.has(title) && !keptTitles.has(title);
  return {
    intervals: [...kept, ...pausedIntervals].sort(
      (a, b) => Date.parse(a.startedAt) - Date.parse(b.startedAt),
    ),
    inputMinutes: capture.inputMinutes.filter((minute) => {
      const start = Date.parse(minute.minuteStart);
      return !overlaps({ start, end: start + MINUTE_MS }, paused);
    }),
    screenshots: capture.screenshots
      .filter((shot) => {
        const moment = shot.capturedAt.getTime();
        return !paused.some((span) => span.start <= moment && moment < span.end);
      })
      .map((shot) => ({ ...shot, windowTitles: shot.windowTitles.filter((title) => !isHidden(title)) })),
  };
};

export type PausableSourceOptions = {
  // The pause spans as `pulse-tracker pause` / `resume` last wrote them (read at every window).
  readSpans: () => Promise<readonly PauseSpan[]>;
  log?: (line: string) => void;
  // The time zone of the times in the log (default: the computer's).
  timeZone?: string;
};

// Any capture source, honouring the employee's pauses. The inner source is still asked for every
// window, so what it buffered during a pause is handed over and dropped rather than kept for later.
export const createPausableSource = (
  source: CaptureSource,
  options: PausableSourceOptions,
): CaptureSource => {
  const log = options.log ?? (() => {});
  // What `run` has said about each pause (by its start), so each is announced once and its end once.
  const announced = new Map<string, 'open' | 'closed'>();
  const announce = (spans: readonly PauseSpan[], from: Date, to: Date) => {
    const time = (instant: string) => clockTime(new Date(instant), to, options.timeZone, true);
    for (const span of spans) {
      const end = span.until === null ? Number.POSITIVE_INFINITY : Date.parse(span.until);
      if (Date.parse(span.from) >= to.getTime() || end <= from.getTime()) continue;
      const said = announced.get(span.from);
      if (span.until !== null && end <= to.getTime()) {
        if (said === 'closed') continue;
        log(
          said === 'open'
            ? `Resumed at ${time(span.until)}: tracking again.`
            : `Paused from ${time(span.from)} to ${time(span.until)}: that time is reported as paused.`,
        );
        announced.set(span.from, 'closed');
      } else if (said === undefined) {
        log(
          `Paused at ${time(span.from)} ${span.until === null ? 'until `pulse-tracker resume`' : `until ${time(span.until)}`}: nothing is tracked.`,
        );
        announced.set(span.from, 'open');
      }
    }
  };
  return {
    collect: async (from, to) => {
      const capture = await source.collect(from, to);
      const spans = await options.readSpans();
      announce(spans, from, to);
      // A source may send corrections of the minutes before the window (source.ts): paused time
      // stays out of them too.
      const earliest = capture.intervals.reduce(
        (min, interval) => Math.min(min, Date.parse(interval.startedAt)),
        from.getTime(),
      );
      return withoutPausedTime(
        capture,
        pausedSpansIn(spans, new Date(earliest), to),
        pausedSpansIn(spans, from, to),
      );
    },
  };
};
