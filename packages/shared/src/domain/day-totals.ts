import { type ActivitySlot, SLOT_SECONDS } from './activity-slot';
import { secondsToWholeMinutes } from './hours-minutes';
import { type DayRange, isWithinDay } from './organization-day';

export type DayTotals = {
  // What the tracker measured; the shown numbers below are derived from it.
  trackedMinutes: number;
  awayMinutes: number;
  spanMinutes: number;
  logOffMinutes: number;
  // What the time sheet, viewer and reports show (spec A §3 / B §3 timing data: TimeDiff, IdleTime,
  // ActualWork).
  hoursWorkedMinutes: number;
  idleMinutes: number;
  actualWorkMinutes: number;
  // First instant of the first and end of the last slot with tracked time; null on an empty day.
  spanStart: string | null;
  spanEnd: string | null;
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

// A day's numbers from its 10-minute slots (spec B §3 timing data, spec A §3 time sheet row):
//   tracked = Σ trackedSeconds            (time the tracker ran)
//   away    = Σ idleSeconds               (idle intervals inside tracked time)
//   span    = start of the first slot with tracked time → end of the last one, clamped to the day
//   log-off = span − tracked              (the gaps inside the span: tracker stopped or signed out)
//   Actual Work = tracked − away          (the same whichever way the flag is set)
//   "include log-off in idle" ON  (IncludeLogofToIdle): Hours Worked (TimeDiff) = span,    Idle = away + log-off
//   "include log-off in idle" OFF:                       Hours Worked (TimeDiff) = tracked, Idle = away
// so Hours Worked − Idle = Actual Work in both cases.
//
// A slot belongs to the organisation's day its start falls in (slots before local midnight belong to
// the previous day). Where the zone's offset is not a multiple of 10 minutes (Asia/Kathmandu +05:45)
// the slot starting 5 minutes before midnight stays whole in the earlier day, and the span is cut at
// midnight; Hours Worked then uses tracked + log-off, which equals the span whenever the span is at
// least the tracked time and never falls below tracked.
//
// Minutes: tracked, away and span are each rounded to whole minutes (hours-minutes.ts rule) and the
// rest is derived from those by subtraction, so the shown numbers always add up; negatives are 0.
// A slot's seconds are clamped to 0…600 and its idle seconds to its tracked seconds, so a bad row
// cannot make Actual Work negative.
export const dayTotals = (
  slots: readonly ActivitySlot[],
  day: DayRange,
  includeLogOffInIdle: boolean,
): DayTotals => {
  let trackedSeconds = 0;
  let awaySeconds = 0;
  let firstStart = Number.POSITIVE_INFINITY;
  let lastEnd = Number.NEGATIVE_INFINITY;
  for (const slot of slots) {
    const start = new Date(slot.slotStart);
    if (!isWithinDay(start, day)) continue;
    const tracked = clamp(slot.trackedSeconds, 0, SLOT_SECONDS);
    if (tracked === 0) continue;
    trackedSeconds += tracked;
    awaySeconds += clamp(slot.idleSeconds, 0, tracked);
    firstStart = Math.min(firstStart, start.getTime());
    lastEnd = Math.max(lastEnd, start.getTime() + SLOT_SECONDS * 1000);
  }

  const hasActivity = trackedSeconds > 0;
  const spanEnd = hasActivity ? Math.min(lastEnd, day.end.getTime()) : 0;
  const spanStart = hasActivity ? firstStart : 0;

  const trackedMinutes = secondsToWholeMinutes(trackedSeconds);
  const awayMinutes = Math.min(trackedMinutes, secondsToWholeMinutes(awaySeconds));
  const spanMinutes = secondsToWholeMinutes((spanEnd - spanStart) / 1000);
  const logOffMinutes = Math.max(0, spanMinutes - trackedMinutes);
  const actualWorkMinutes = trackedMinutes - awayMinutes;

  return {
    trackedMinutes,
    awayMinutes,
    spanMinutes,
    logOffMinutes,
    hoursWorkedMinutes: includeLogOffInIdle ? trackedMinutes + logOffMinutes : trackedMinutes,
    idleMinutes: includeLogOffInIdle ? awayMinutes + logOffMinutes : awayMinutes,
    actualWorkMinutes,
    spanStart: hasActivity ? new Date(spanStart).toISOString() : null,
    spanEnd: hasActivity ? new Date(spanEnd).toISOString() : null,
  };
};

// ---- What an empty cell of the viewer stands for (spec B §9) ---------------------------------------

export const EMPTY_SLOT_KINDS = ['idle', 'loggedOff', 'notTracked', 'noScreenshot'] as const;
export type EmptySlotKind = (typeof EMPTY_SLOT_KINDS)[number];

// spec B §9: hours are padded with placeholders, and "placeholders count as log-off time when
// IncludeLogofToIdle is on". A placeholder says what dayTotals counted its slot as, so the cells and
// the day's Idle never disagree:
//   tracked, all of it away                         → 'idle'          (Idle, as away time)
//   tracked, not all away                           → 'noScreenshot'  (Actual Work: the tracker ran)
//   not tracked, inside the span, log-off in idle   → 'loggedOff'     (Idle, as log-off)
//   not tracked otherwise                           → 'notTracked'    (in no figure: before the first or
//                                                     after the last activity, or log-off not in idle)
export const emptySlotKind = (
  slot: Pick<ActivitySlot, 'trackedSeconds' | 'idleSeconds'> | undefined,
  slotStart: string,
  span: Pick<DayTotals, 'spanStart' | 'spanEnd'>,
  includeLogOffInIdle: boolean,
): EmptySlotKind => {
  const tracked = clamp(slot?.trackedSeconds ?? 0, 0, SLOT_SECONDS);
  if (tracked > 0) return clamp(slot?.idleSeconds ?? 0, 0, tracked) === tracked ? 'idle' : 'noScreenshot';
  if (!includeLogOffInIdle || span.spanStart === null || span.spanEnd === null) return 'notTracked';
  const start = new Date(slotStart).getTime();
  const isInsideSpan =
    start >= new Date(span.spanStart).getTime() && start < new Date(span.spanEnd).getTime();
  return isInsideSpan ? 'loggedOff' : 'notTracked';
};
