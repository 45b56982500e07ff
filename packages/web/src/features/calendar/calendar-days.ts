import type { CalendarEntry } from '@pulse/shared/contracts/calendar';
import { addDays, weekdayOf } from '@pulse/shared/domain/organization-day';

// The days a view shows, as the organisation's calendar days (YYYY-MM-DD): weeks start on Monday.

export type CalendarViewKind = 'month' | 'week';

export const mondayOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;
const lastOfMonth = (day: string) => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};

// Whole weeks from the Monday on or before the 1st to the Sunday on or after the month's last day.
export const weeksOf = (anchor: string, view: CalendarViewKind): string[][] => {
  const first = mondayOf(view === 'month' ? firstOfMonth(anchor) : anchor);
  const last = view === 'month' ? addDays(mondayOf(lastOfMonth(anchor)), 6) : addDays(first, 6);
  const weeks: string[][] = [];
  for (let monday = first; monday <= last; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(monday, index)));
  }
  return weeks;
};

// The same day of the previous or next month (clamped to its last day), or a week away.
export const stepAnchor = (anchor: string, view: CalendarViewKind, direction: -1 | 1) => {
  if (view === 'week') return addDays(anchor, 7 * direction);
  const [year, month, day] = anchor.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + direction, 1)).toISOString().slice(0, 10);
  const lastDay = Number(lastOfMonth(target).slice(8));
  return `${target.slice(0, 8)}${String(Math.min(day, lastDay)).padStart(2, '0')}`;
};

export const entriesOn = (entries: readonly CalendarEntry[], day: string) =>
  entries.filter((entry) => entry.fromDate <= day && day <= entry.toDate);

// Dates are formatted at noon UTC so no zone moves them to the day before.
const format = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

export const dayLabel = (day: string) =>
  format(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
export const monthLabel = (day: string) => format(day, { month: 'long', year: 'numeric' });
export const shortDayLabel = (day: string) => format(day, { day: 'numeric', month: 'short' });
export const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
