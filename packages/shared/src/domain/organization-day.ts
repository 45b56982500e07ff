// The organisation's calendar day. Instants are UTC; the organisation's IANA time zone decides which
// day a moment belongs to (architecture invariant 6). Only Intl.DateTimeFormat is
// used, so the same code runs in the browser, the server and the tracker without a date library.

export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
const MS_PER_DAY = 24 * MS_PER_HOUR;

export type DayRange = {
  // First instant of the day (inclusive) and first instant of the next day (exclusive), UTC.
  start: Date;
  end: Date;
};

type LocalParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

// Building a formatter is far slower than using one; a time sheet asks for hundreds of offsets.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws RangeError for an unknown zone, which is what a caller passing a bad zone should get.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

const localParts = (instant: Date, timeZone: string): LocalParts => {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    // Some engines still print midnight as 24 even with h23.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
};

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const parseDate = (date: string): { year: number; month: number; day: number } => {
  if (!isCalendarDate(date)) throw new RangeError(`not a calendar day: ${date}`);
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day };
};

// A YYYY-MM-DD day that exists: Date.UTC rolls 2026-02-30 over to March, so a day that does not
// survive the round trip is not one. Year 0000 does not exist either (PostgreSQL refuses it).
export const isCalendarDate = (date: string): boolean => {
  if (!DATE_PATTERN.test(date)) return false;
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const check = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
};

const formatUtcDate = (ms: number): string => {
  const value = new Date(ms);
  return `${pad(value.getUTCFullYear(), 4)}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
};

export const isValidTimeZone = (timeZone: string): boolean => {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
};

// Minutes the zone is ahead of UTC at an instant (+330 for Asia/Kolkata, −240 for New York in summer).
export const zoneOffsetMinutes = (instant: Date, timeZone: string): number => {
  const local = localParts(instant, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return (asUtc - wholeSeconds) / MS_PER_MINUTE;
};

// The calendar day (YYYY-MM-DD) an instant belongs to in a zone.
export const calendarDayOf = (instant: Date, timeZone: string): string => {
  const local = localParts(instant, timeZone);
  return `${pad(local.year, 4)}-${pad(local.month)}-${pad(local.day)}`;
};

// The local hour (0–23) an instant falls in; on a 25-hour day one hour number occurs twice.
export const localHourOf = (instant: Date, timeZone: string): number => localParts(instant, timeZone).hour;

// Today's date in the organisation's zone; the clock is passed in so rules stay pure and testable.
export const todayIn = (timeZone: string, now: Date): string => calendarDayOf(now, timeZone);

// 0 Sunday … 6 Saturday, the weekday of a calendar day YYYY-MM-DD (as organisations keep their
// working days), whatever zone the code runs in.
export const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

export const addDays = (date: string, days: number): string => {
  const { year, month, day } = parseDate(date);
  return formatUtcDate(Date.UTC(year, month - 1, day) + days * MS_PER_DAY);
};

// Every calendar day from `from` to `to`, both included (none when `to` is earlier).
export const daysFromTo = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};

// The viewer's previous-day and next-day arrows (spec B §2).
export const previousDay = (date: string): string => addDays(date, -1);
export const nextDay = (date: string): string => addDays(date, 1);

// Whole days from one date to another (negative when `to` is earlier).
export const daysBetween = (from: string, to: string): number => {
  const a = parseDate(from);
  const b = parseDate(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / MS_PER_DAY,
  );
};

// The first instant of a day: local midnight, or, where a DST change skips midnight (e.g. the old
// America/Sao_Paulo rule), the first instant after the gap. When midnight occurs twice the earlier
// one starts the day.
const startOfDay = (date: string, timeZone: string): Date => {
  const { year, month, day } = parseDate(date);
  const localMidnight = Date.UTC(year, month - 1, day);
  // Any change of offset near this midnight shows up in the offsets a day either side of it.
  const offsets = new Set(
    [-MS_PER_DAY, 0, MS_PER_DAY].map((shift) => zoneOffsetMinutes(new Date(localMidnight + shift), timeZone)),
  );
  const candidates = [...offsets].map((offset) => localMidnight - offset * MS_PER_MINUTE);
  const exact = candidates.filter(
    (candidate) =>
      zoneOffsetMinutes(new Date(candidate), timeZone) * MS_PER_MINUTE === localMidnight - candidate,
  );
  if (exact.length > 0) return new Date(Math.min(...exact));
  // Midnight does not exist: the day starts when the clock jumps, i.e. midnight under the old offset,
  // which is the latest candidate.
  return new Date(Math.max(...candidates));
};

// The UTC instants a calendar day of the organisation spans: 24 hours, or 23 / 25 on DST days.
export const organizationDayRange = (date: string, timeZone: string): DayRange => ({
  start: startOfDay(date, timeZone),
  end: startOfDay(nextDay(date), timeZone),
});

export const isWithinDay = (instant: Date, range: DayRange): boolean =>
  instant.getTime() >= range.start.getTime() && instant.getTime() < range.end.getTime();

// The wall-clock time 'HH:mm' (24-hour) of an instant in a zone.
export const localTimeOf = (instant: Date, timeZone: string): string => {
  const local = localParts(instant, timeZone);
  return `${pad(local.hour)}:${pad(local.minute)}`;
};

// The instant a wall-clock time ('HH:mm') on a calendar day has in a zone. The zone's offset is read
// twice: once at the naive guess and once at the corrected instant, which settles DST days. A time
// skipped by a DST jump lands just after the jump.
export const instantOfLocalTime = (date: string, time24: string, timeZone: string): Date => {
  const { year, month, day } = parseDate(date);
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time24);
  if (!match) throw new RangeError(`not an HH:mm time: ${time24}`);
  const asUtc = Date.UTC(year, month - 1, day, Number(match[1]), Number(match[2]));
  const guess = asUtc - zoneOffsetMinutes(new Date(asUtc), timeZone) * MS_PER_MINUTE;
  return new Date(asUtc - zoneOffsetMinutes(new Date(guess), timeZone) * MS_PER_MINUTE);
};
