import { describe, expect, it } from 'vitest';
import {
  formatDateTimeIn,
  formatDayIn,
  formatDayMonthYear,
  formatFileSize,
  formatLongDate,
  weekdayName,
} from './display-format';

describe('formatDayMonthYear', () => {
  it.each([
    ['2026-01-05', '05-Jan-2026'],
    ['2026-12-31', '31-Dec-2026'],
    ['2024-02-29', '29-Feb-2024'],
  ])('%s → %s', (date, shown) => {
    expect(formatDayMonthYear(date)).toBe(shown);
  });
});

describe('formatDayIn and formatDateTimeIn (the organisation’s zone, not the reader’s)', () => {
  it.each([
    ['2026-03-02T09:00:00Z', 'UTC', '02-Mar-2026 09:00'],
    ['2026-03-02T09:00:00Z', 'Asia/Kolkata', '02-Mar-2026 14:30'],
    ['2026-03-02T20:00:00Z', 'Asia/Kolkata', '03-Mar-2026 01:30'],
    ['2026-03-02T03:00:00Z', 'America/New_York', '01-Mar-2026 22:00'],
  ])('%s in %s → %s', (instant, timeZone, shown) => {
    expect(formatDateTimeIn(instant, timeZone)).toBe(shown);
    expect(formatDayIn(new Date(instant), timeZone)).toBe(shown.slice(0, 11));
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 KB'],
    [1, '0.1 KB'],
    [512, '0.5 KB'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [1024 * 1023, '1023.0 KB'],
    [1024 * 1024, '1.0 MB'],
    [2.5 * 1024 * 1024, '2.5 MB'],
    [10 * 1024 * 1024, '10.0 MB'],
  ])('%d bytes → %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});

describe('weekdayName', () => {
  it.each([
    ['2026-03-02', 'Monday'],
    ['2026-03-08', 'Sunday'],
    ['2026-02-28', 'Saturday'],
    ['2024-02-29', 'Thursday'],
  ])('%s → %s', (date, name) => {
    expect(weekdayName(date)).toBe(name);
  });
});

describe('formatLongDate', () => {
  it.each([
    ['2026-12-25', {}, '25 December 2026'],
    ['2026-03-02', {}, '2 March 2026'],
    ['2026-03-02', { withWeekday: true }, 'Monday, 2 March 2026'],
    ['2024-02-29', { withWeekday: true }, 'Thursday, 29 February 2024'],
  ])('%s %o → %s', (date, options, shown) => {
    expect(formatLongDate(date, options)).toBe(shown);
  });
});
