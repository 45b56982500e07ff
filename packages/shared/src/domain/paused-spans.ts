import type { DayRange } from './organization-day';

export type Span = { startedAt: string; endedAt: string };

// The day's paused time as the viewer lists it ("Paused 10:20–10:45"): each interval cut to the day,
// and intervals that touch or overlap (two devices, or one pause sent in pieces) joined into one.
export const pausedSpansOfDay = (
  intervals: readonly { startedAt: Date; durationSeconds: number }[],
  day: DayRange,
): Span[] => {
  const cut = intervals
    .map((interval) => ({
      start: Math.max(interval.startedAt.getTime(), day.start.getTime()),
      end: Math.min(interval.startedAt.getTime() + interval.durationSeconds * 1000, day.end.getTime()),
    }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start);
  const joined: { start: number; end: number }[] = [];
  for (const span of cut) {
    const last = joined[joined.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else joined.push({ ...span });
  }
  return joined.map((span) => ({
    startedAt: new Date(span.start).toISOString(),
    endedAt: new Date(span.end).toISOString(),
  }));
};
