import { calendarDayOf, localTimeOf, weekdayOf } from './organization-day';
import { monthName } from './salary-slip';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// DD-MMM-YYYY, the spec's date display (spec A §2 lists), from a calendar day YYYY-MM-DD.
export const formatDayMonthYear = (date: string) => {
  const [year, month, day] = date.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
};

// A moment's day as DD-MMM-YYYY, and with its time as DD-MMM-YYYY HH:mm, in the organisation's zone
// (architecture invariant 6), whatever zone the reader's browser or the server runs in.
export const formatDayIn = (instant: Date | string | number, timeZone: string) =>
  formatDayMonthYear(calendarDayOf(new Date(instant), timeZone));

export const formatDateTimeIn = (instant: Date | string | number, timeZone: string) =>
  `${formatDayIn(instant, timeZone)} ${localTimeOf(new Date(instant), timeZone)}`;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

// The weekday's English name of a calendar day YYYY-MM-DD ('Monday'), whatever the viewer's zone.
export const weekdayName = (date: string) => WEEKDAYS[weekdayOf(date)] ?? '';

// D MMMM YYYY ('25 December 2026'), how ProBot writes a calendar day YYYY-MM-DD in its answers; with the
// weekday: 'Friday, 25 December 2026'.
export const formatLongDate = (date: string, options: { withWeekday?: boolean } = {}) => {
  const [year, month, day] = date.split('-');
  const long = `${Number(day)} ${monthName(Number(month))} ${year}`;
  return options.withWeekday ? `${weekdayName(date)}, ${long}` : long;
};

const KB = 1024;
const MB = 1024 * 1024;

// File sizes in the documents list: KB below one megabyte, MB above, one decimal; never "0 KB" for a
// file that has bytes.
export const formatFileSize = (bytes: number) => {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  if (bytes === 0) return '0 KB';
  return `${Math.max(0.1, Math.round((bytes / KB) * 10) / 10).toFixed(1)} KB`;
};
