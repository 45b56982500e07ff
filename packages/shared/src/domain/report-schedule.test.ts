import { describe, expect, it } from 'vitest';
import {
  duePeriod,
  isPeriodOwed,
  nextMail,
  type ReportSchedule,
  scheduledReportTitle,
} from './report-schedule';

describe('duePeriod', () => {
  it.each<[ReportSchedule, string, string | null, string | null]>([
    // Weekly: the last full Monday–Sunday week before today, whichever weekday today is.
    ['weekly', '2026-11-23', '2026-11-16', '2026-11-22'], // Monday: the week that ended yesterday
    ['weekly', '2026-11-29', '2026-11-16', '2026-11-22'], // Sunday: its own week has not ended
    ['weekly', '2026-11-30', '2026-11-23', '2026-11-29'],
    ['weekly', '2027-01-01', '2026-12-21', '2026-12-27'], // across a year's end
    ['weekly', '2026-03-02', '2026-02-23', '2026-03-01'], // across a month's end
    // Monthly: the last full calendar month.
    ['monthly', '2026-03-01', '2026-02-01', '2026-02-28'],
    ['monthly', '2026-03-31', '2026-02-01', '2026-02-28'],
    ['monthly', '2024-03-15', '2024-02-01', '2024-02-29'], // leap year
    ['monthly', '2027-01-01', '2026-12-01', '2026-12-31'],
    ['none', '2026-03-02', null, null],
  ])('%s on %s covers %s to %s', (schedule, today, startDate, endDate) => {
    expect(duePeriod(schedule, today)).toEqual(startDate && endDate ? { startDate, endDate } : null);
  });
});

describe('isPeriodOwed', () => {
  const due = { startDate: '2026-11-16', endDate: '2026-11-22' };
  it.each<[string | null, boolean]>([
    [null, true], // never sent
    ['2026-11-09', true], // the week before was the last one sent
    ['2026-11-16', false], // this one was sent: a second run sends nothing
    ['2026-11-23', false], // a later one (never expected, but never sent twice)
  ])('last sent %s → owed %s', (lastSentStart, isOwed) => {
    expect(isPeriodOwed(lastSentStart, due)).toBe(isOwed);
  });
});

describe('nextMail', () => {
  it.each<[ReportSchedule, string, string | null, [string, string, string] | null]>([
    ['weekly', '2026-11-25', null, ['2026-11-16', '2026-11-22', '2026-11-25']],
    ['weekly', '2026-11-25', '2026-11-16', ['2026-11-23', '2026-11-29', '2026-11-30']],
    ['weekly', '2026-11-29', '2026-11-16', ['2026-11-23', '2026-11-29', '2026-11-30']],
    ['monthly', '2026-02-10', '2026-01-01', ['2026-02-01', '2026-02-28', '2026-03-01']],
    ['monthly', '2026-12-31', '2026-11-01', ['2026-12-01', '2026-12-31', '2027-01-01']],
    ['monthly', '2026-03-01', '2026-01-01', ['2026-02-01', '2026-02-28', '2026-03-01']],
    ['none', '2026-03-01', null, null],
  ])('%s on %s, last sent %s → %j', (schedule, today, lastSentStart, expected) => {
    const [startDate, endDate, sendsOn] = expected ?? [];
    expect(nextMail(schedule, today, lastSentStart)).toEqual(
      expected ? { startDate, endDate, sendsOn } : null,
    );
  });
});

describe('scheduledReportTitle', () => {
  it('names the report and its period as the spec shows dates', () => {
    expect(
      scheduledReportTitle('weekly', 'Team hours', { startDate: '2026-11-16', endDate: '2026-11-22' }),
    ).toBe("Weekly report 'Team hours' for 16-Nov-2026 To 22-Nov-2026");
    expect(scheduledReportTitle('monthly', 'Mine', { startDate: '2026-02-01', endDate: '2026-02-28' })).toBe(
      "Monthly report 'Mine' for 01-Feb-2026 To 28-Feb-2026",
    );
  });
});
