import { describe, expect, it } from 'vitest';
import { addDays } from './organization-day';
import {
  isWithinUpcomingWindow,
  nextAnniversary,
  nextAppraisalDate,
  nextBirthday,
  sameDayInYear,
  UPCOMING_WINDOW_DAYS,
  upcomingMonthDayRange,
} from './upcoming-dates';

describe('sameDayInYear', () => {
  it.each([
    ['1990-07-15', 2026, '2026-07-15'],
    ['1992-02-29', 2028, '2028-02-29'],
    ['1992-02-29', 2027, '2027-02-28'],
    ['1992-02-29', 2100, '2100-02-28'],
    ['1992-02-29', 2000, '2000-02-29'],
    ['1990-02-28', 2028, '2028-02-28'],
    ['1990-12-31', 2026, '2026-12-31'],
  ])('%s in %i is %s', (date, year, expected) => {
    expect(sameDayInYear(date, year)).toBe(expected);
  });
});

describe('nextBirthday', () => {
  it.each([
    // [date of birth, today, coming birthday]
    ['1990-03-10', '2026-03-02', '2026-03-10'],
    ['1990-03-02', '2026-03-02', '2026-03-02'], // today is the birthday
    ['1990-03-01', '2026-03-02', '2027-03-01'], // yesterday: next year
    // across the year end
    ['1985-01-03', '2026-12-20', '2027-01-03'],
    ['1985-12-31', '2026-12-31', '2026-12-31'],
    ['1985-01-01', '2026-12-31', '2027-01-01'],
    ['1985-12-30', '2026-12-31', '2027-12-30'],
    // 29 February: the 28th in a common year, the 29th in a leap year
    ['1992-02-29', '2027-02-10', '2027-02-28'],
    ['1992-02-29', '2027-02-28', '2027-02-28'],
    ['1992-02-29', '2027-03-01', '2028-02-29'],
    ['1992-02-29', '2028-02-28', '2028-02-29'],
    ['1992-02-29', '2028-02-29', '2028-02-29'],
    ['1992-02-29', '2028-03-01', '2029-02-28'],
    ['1992-02-29', '2099-12-31', '2100-02-28'], // 2100 is not a leap year
    ['1990-02-28', '2028-02-28', '2028-02-28'],
  ])('born %s, today %s: %s', (dateOfBirth, today, expected) => {
    expect(nextBirthday(dateOfBirth, today)).toBe(expected);
  });
});

describe('nextAppraisalDate', () => {
  it.each([
    // [latest appraisal, joining date, today, next appraisal]
    [null, '2025-03-20', '2026-03-02', '2026-03-20'], // a year after joining
    [null, '2026-01-15', '2026-03-02', '2027-01-15'], // joined this year: a year after joining
    [null, '2026-03-02', '2026-03-02', '2027-03-02'], // joined today: not due today
    [null, '2026-04-01', '2026-03-02', '2027-04-01'], // joins later: a year after that
    ['2025-03-10', '2020-06-01', '2026-03-02', '2026-03-10'], // the latest appraisal wins over joining
    ['2026-02-01', '2020-06-01', '2026-03-02', '2027-02-01'], // appraised last month
    ['2025-03-02', '2020-06-01', '2026-03-02', '2026-03-02'], // due today
    ['2025-02-20', '2020-06-01', '2026-03-02', '2027-02-20'], // fell due and not recorded: next year
    ['2023-03-15', null, '2026-03-02', '2026-03-15'], // years ago: the coming anniversary
    // across the year end
    ['2025-12-28', null, '2026-12-20', '2026-12-28'],
    ['2026-01-05', null, '2026-12-20', '2027-01-05'],
    [null, '2024-01-02', '2026-12-31', '2027-01-02'],
    // 29 February
    ['2024-02-29', null, '2025-02-01', '2025-02-28'],
    ['2024-02-29', null, '2027-03-01', '2028-02-29'],
    [null, '2024-02-29', '2024-03-01', '2025-02-28'],
    [null, null, '2026-03-02', null], // nothing to count from
  ])('appraised %s, joined %s, today %s: %s', (latestAppraisalDate, joiningDate, today, expected) => {
    expect(nextAppraisalDate({ latestAppraisalDate, joiningDate }, today)).toBe(expected);
  });
});

describe('isWithinUpcomingWindow', () => {
  it.each([
    ['2026-03-02', '2026-03-02', true],
    ['2026-04-01', '2026-03-02', true], // 30 days ahead: the last day shown
    ['2026-04-02', '2026-03-02', false],
    ['2026-03-01', '2026-03-02', false],
    ['2027-01-19', '2026-12-20', true], // across the year end
    ['2027-01-20', '2026-12-20', false],
  ])('%s seen on %s: %s', (date, today, expected) => {
    expect(isWithinUpcomingWindow(date, today)).toBe(expected);
  });
});

describe('upcomingMonthDayRange', () => {
  it.each([
    ['2026-03-02', { from: '03-02', to: '04-02', wrapsYearEnd: false }],
    ['2026-12-20', { from: '12-20', to: '01-20', wrapsYearEnd: true }],
    ['2027-01-29', { from: '01-29', to: '03-01', wrapsYearEnd: false }],
  ])('seen on %s', (today, expected) => {
    expect(upcomingMonthDayRange(today)).toEqual(expected);
  });

  // The range only narrows: every date whose coming birthday or appraisal is shown passes it.
  const passes = (date: string, range: ReturnType<typeof upcomingMonthDayRange>) => {
    const monthDay = date.slice(5);
    return range.wrapsYearEnd
      ? monthDay >= range.from || monthDay <= range.to
      : monthDay >= range.from && monthDay <= range.to;
  };
  it.each(['2026-03-02', '2026-12-20', '2027-01-29', '2027-02-27', '2028-02-01', '2026-12-31'])(
    'keeps every date shown on %s, 29 February included',
    (today) => {
      const dates = Array.from({ length: 366 }, (_, index) => addDays('2024-01-01', index));
      for (const date of dates) {
        const shown =
          isWithinUpcomingWindow(nextBirthday(date, today), today, UPCOMING_WINDOW_DAYS) ||
          isWithinUpcomingWindow(nextAnniversary(date, today), today, UPCOMING_WINDOW_DAYS);
        if (shown) expect(passes(date, upcomingMonthDayRange(today)), `${date} on ${today}`).toBe(true);
      }
    },
  );
});
