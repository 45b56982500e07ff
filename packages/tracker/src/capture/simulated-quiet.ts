import { addDays, calendarDayOf, weekdayOf } from '@pulse/shared/domain/organization-day';
import type { DayPlan } from '@pulse/shared/domain/simulated-day';
import { localDayAndTime, localTime } from '../local-time';

// When the simulated employee does not work: a day off (the simulation works Monday to Friday), or
// before their working day starts or after it ended. An agent started then captures nothing for
// hours, and must say so rather than seem to track.
export type QuietSpell = {
  kind: 'day-off' | 'before-start' | 'after-end';
  // The organisation's calendar day `at` falls on (the simulation plans in its time zone).
  day: string;
  // Where today's simulated work starts (before-start) or ended (after-end).
  edge: Date | null;
  // Where the simulated work starts again; null when not within a week.
  until: Date | null;
};

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

// The first and last instant the plan has anything in (focus, active or away), or null on a day off.
const workingSpan = (plan: DayPlan) => {
  if (plan.intervals.length === 0) return null;
  const starts = plan.intervals.map((interval) => Date.parse(interval.startedAt));
  const ends = plan.intervals.map(
    (interval) => Date.parse(interval.startedAt) + interval.durationSeconds * 1000,
  );
  return { start: Math.min(...starts), end: Math.max(...ends) };
};

// Null while the working day runs (its short breaks and log-off gaps included: those end within the
// hour and are part of a day the simulation tracks).
export const quietSpellAt = (
  planOf: (day: string) => DayPlan,
  at: Date,
  timeZone: string,
): QuietSpell | null => {
  const day = calendarDayOf(at, timeZone);
  const today = workingSpan(planOf(day));
  if (today && at.getTime() >= today.start && at.getTime() < today.end) return null;
  if (today && at.getTime() < today.start)
    return { kind: 'before-start', day, edge: new Date(today.start), until: new Date(today.start) };
  let until: Date | null = null;
  for (let ahead = 1; ahead <= 7 && until === null; ahead += 1) {
    const next = workingSpan(planOf(addDays(day, ahead)));
    if (next) until = new Date(next.start);
  }
  return today
    ? { kind: 'after-end', day, edge: new Date(today.end), until }
    : { kind: 'day-off', day, edge: null, until };
};

// Why nothing is captured: "Saturday is not a working day in the simulation".
export const quietReason = (spell: QuietSpell, now: Date, timeZone?: string) => {
  if (spell.kind === 'day-off')
    return `${WEEKDAYS[weekdayOf(spell.day)]} is not a working day in the simulation`;
  const edge = spell.edge ? localTime(spell.edge, now, timeZone) : '';
  return spell.kind === 'before-start'
    ? `the simulated working day starts at ${edge}`
    : `the simulated working day ended at ${edge}`;
};

// What `run` says instead of "Tracking for …": why, and until when.
export const describeQuietSpell = (spell: QuietSpell, now: Date, timeZone?: string) => {
  const reason = quietReason(spell, now, timeZone);
  const sentence = `${reason.charAt(0).toUpperCase()}${reason.slice(1)}`;
  if (spell.kind === 'before-start') return `${sentence}; nothing to capture until then.`;
  return `${sentence}; nothing to capture ${spell.until ? `until ${localDayAndTime(spell.until, timeZone)}` : 'in the coming week'}.`;
};
