import { addDays, daysBetween } from './organization-day';

// The administrator's dashboard lists of Upcoming Appraisals and Upcoming Birthdays (spec A §2, §3
// upcoming appraisal entry: EmpCode, Name, NextAppraisal; birthday entry: EmpCode, Name, Birthday).
// The spec does not show how the dates are found; Pulse's rules:
// - A date recurs every year on its month and day. 29 February recurs on 28 February in a common
//   year (the last day of February, so a leap-day birthday is never skipped or pushed into March).
// - Next birthday: the first recurrence of the date of birth on or after today.
// - Next appraisal: yearly after the latest appraisal, or after joining when there has been none.
//   An appraisal that fell due and was not recorded is not kept as overdue: the date rolls on to the
//   first anniversary on or after today, so every employee comes up once a year.
// - Both lists show the dates from today to UPCOMING_WINDOW_DAYS days ahead, both ends included.

export const UPCOMING_WINDOW_DAYS = 30;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const yearOf = (date: string) => Number(date.slice(0, 4));

// The date's month and day in another year; 29 February falls on 28 February in a common year.
export const sameDayInYear = (date: string, year: number): string => {
  const monthDay = date.slice(5);
  const shown = monthDay === '02-29' && !isLeapYear(year) ? '02-28' : monthDay;
  return `${String(year).padStart(4, '0')}-${shown}`;
};

// The first recurrence of `date` on or after `today`, from `firstYear` on.
const recurrenceFrom = (date: string, today: string, firstYear: number): string => {
  const year = Math.max(yearOf(today), firstYear);
  const candidate = sameDayInYear(date, year);
  return candidate >= today ? candidate : sameDayInYear(date, year + 1);
};

// The coming birthday: on or after today, never before the year of birth.
export const nextBirthday = (dateOfBirth: string, today: string): string =>
  recurrenceFrom(dateOfBirth, today, yearOf(dateOfBirth));

// The coming anniversary of a date: a year after it at the earliest, and on or after today.
export const nextAnniversary = (date: string, today: string): string =>
  recurrenceFrom(date, today, yearOf(date) + 1);

// The next appraisal date, from the latest appraisal or else the joining date; null with neither.
export const nextAppraisalDate = (
  employee: { latestAppraisalDate: string | null; joiningDate: string | null },
  today: string,
): string | null => {
  const anchor = employee.latestAppraisalDate ?? employee.joiningDate;
  return anchor === null ? null : nextAnniversary(anchor, today);
};

// Whether a coming date is in the dashboard's window: today up to `days` days ahead, both included.
export const isWithinUpcomingWindow = (date: string, today: string, days = UPCOMING_WINDOW_DAYS): boolean => {
  const ahead = daysBetween(today, date);
  return ahead >= 0 && ahead <= days;
};

// The months and days ('MM-DD') a recurring date may have for its next recurrence to fall in the
// window: a database narrows 2,000 employees with it before the rules above decide. It reaches one
// day past the window so that a 29 February shown on 28 February is kept; `wrapsYearEnd` says the
// range runs over 31 December (from > to), so it is `>= from or <= to` instead of `between`.
export const upcomingMonthDayRange = (today: string, days = UPCOMING_WINDOW_DAYS) => {
  const from = today.slice(5);
  const to = addDays(today, days + 1).slice(5);
  return { from, to, wrapsYearEnd: from > to };
};
