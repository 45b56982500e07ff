import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDayOf,
  daysBetween,
  isCalendarDate,
  isValidTimeZone,
  isWithinDay,
  localHourOf,
  nextDay,
  organizationDayRange,
  previousDay,
  todayIn,
  zoneOffsetMinutes,
} from './organization-day';

const HOUR = 3_600_000;

describe('organizationDayRange', () => {
  it.each([
    // zone, day, first instant, first instant of the next day, hours in the day
    ['UTC', '2026-03-02', '2026-03-02T00:00:00.000Z', '2026-03-03T00:00:00.000Z', 24],
    ['Asia/Kolkata', '2026-03-02', '2026-03-01T18:30:00.000Z', '2026-03-02T18:30:00.000Z', 24],
    ['Asia/Kathmandu', '2026-03-02', '2026-03-01T18:15:00.000Z', '2026-03-02T18:15:00.000Z', 24],
    ['Europe/London', '2026-03-29', '2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z', 23],
    ['Europe/London', '2026-10-25', '2026-10-24T23:00:00.000Z', '2026-10-26T00:00:00.000Z', 25],
    ['Europe/London', '2026-07-01', '2026-06-30T23:00:00.000Z', '2026-07-01T23:00:00.000Z', 24],
    ['America/New_York', '2026-03-08', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z', 23],
    ['America/New_York', '2026-11-01', '2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z', 25],
    // Midnight skipped by DST (Brazil's 2018 rule): the day starts at 01:00 local, right after the jump.
    ['America/Sao_Paulo', '2018-11-04', '2018-11-04T03:00:00.000Z', '2018-11-05T02:00:00.000Z', 23],
    // Midnight occurring twice (Brazil's 2019 fall-back at midnight): the earlier one starts the day.
    ['America/Sao_Paulo', '2019-02-16', '2019-02-16T02:00:00.000Z', '2019-02-17T03:00:00.000Z', 25],
  ])('%s %s runs from %s to %s (%d h)', (timeZone, date, start, end, hours) => {
    const range = organizationDayRange(date, timeZone);
    expect(range.start.toISOString()).toBe(start);
    expect(range.end.toISOString()).toBe(end);
    expect((range.end.getTime() - range.start.getTime()) / HOUR).toBe(hours);
  });

  it.each([
    ['2026-02-30', 'UTC'],
    ['2026-13-01', 'UTC'],
    ['26-03-02', 'UTC'],
    ['2026-03-02', 'Mars/Olympus'],
  ])('refuses %s in %s', (date, timeZone) => {
    expect(() => organizationDayRange(date, timeZone)).toThrow(RangeError);
  });
});

describe('calendarDayOf / localHourOf', () => {
  it.each([
    ['2026-03-01T18:29:59.000Z', 'Asia/Kolkata', '2026-03-01', 23],
    ['2026-03-01T18:30:00.000Z', 'Asia/Kolkata', '2026-03-02', 0],
    ['2026-03-01T18:14:59.000Z', 'Asia/Kathmandu', '2026-03-01', 23],
    ['2026-03-01T18:15:00.000Z', 'Asia/Kathmandu', '2026-03-02', 0],
    ['2026-03-02T04:59:59.000Z', 'America/New_York', '2026-03-01', 23],
    ['2026-03-02T05:00:00.000Z', 'America/New_York', '2026-03-02', 0],
    ['2026-10-25T00:30:00.000Z', 'Europe/London', '2026-10-25', 1],
    ['2026-10-25T01:30:00.000Z', 'Europe/London', '2026-10-25', 1],
    ['2026-12-31T23:59:59.999Z', 'UTC', '2026-12-31', 23],
  ])('%s in %s is %s, hour %d', (instant, timeZone, date, hour) => {
    expect(calendarDayOf(new Date(instant), timeZone)).toBe(date);
    expect(localHourOf(new Date(instant), timeZone)).toBe(hour);
  });
});

describe('zoneOffsetMinutes', () => {
  it.each([
    ['2026-01-15T12:00:00.000Z', 'UTC', 0],
    ['2026-01-15T12:00:00.000Z', 'Asia/Kolkata', 330],
    ['2026-01-15T12:00:00.000Z', 'Asia/Kathmandu', 345],
    ['2026-01-15T12:00:00.000Z', 'America/New_York', -300],
    ['2026-07-15T12:00:00.000Z', 'America/New_York', -240],
    ['2026-07-15T12:00:00.500Z', 'Europe/London', 60],
  ])('%s in %s is UTC%+d min', (instant, timeZone, offset) => {
    expect(zoneOffsetMinutes(new Date(instant), timeZone)).toBe(offset);
  });
});

describe('todayIn', () => {
  it.each([
    ['2026-03-01T20:00:00.000Z', 'UTC', '2026-03-01'],
    ['2026-03-01T20:00:00.000Z', 'Asia/Kolkata', '2026-03-02'],
    ['2026-03-02T03:00:00.000Z', 'America/New_York', '2026-03-01'],
  ])('at %s in %s today is %s', (now, timeZone, today) => {
    expect(todayIn(timeZone, new Date(now))).toBe(today);
  });
});

describe('previous / next day', () => {
  it.each([
    ['2026-03-02', '2026-03-01', '2026-03-03'],
    ['2026-03-01', '2026-02-28', '2026-03-02'],
    ['2024-03-01', '2024-02-29', '2024-03-02'],
    ['2026-01-01', '2025-12-31', '2026-01-02'],
    ['2026-12-31', '2026-12-30', '2027-01-01'],
    // The arrows step calendar days, not 24 hours, so a DST day is one step like any other.
    ['2026-03-29', '2026-03-28', '2026-03-30'],
  ])('%s: previous %s, next %s', (date, previous, next) => {
    expect(previousDay(date)).toBe(previous);
    expect(nextDay(date)).toBe(next);
  });

  it.each([
    ['2026-03-02', -6, '2026-02-24'],
    ['2026-03-02', 0, '2026-03-02'],
    ['2026-03-02', 30, '2026-04-01'],
  ])('%s %+d days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-03-01', '2026-03-07', 6],
    ['2026-03-07', '2026-03-01', -6],
    ['2026-03-29', '2026-03-30', 1],
  ])('%s to %s is %d days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });
});

describe('isWithinDay / isValidTimeZone', () => {
  const range = organizationDayRange('2026-03-02', 'Asia/Kolkata');
  it.each([
    ['2026-03-01T18:29:59.999Z', false],
    ['2026-03-01T18:30:00.000Z', true],
    ['2026-03-02T18:29:59.999Z', true],
    ['2026-03-02T18:30:00.000Z', false],
  ])('%s within 2026-03-02 Kolkata: %s', (instant, within) => {
    expect(isWithinDay(new Date(instant), range)).toBe(within);
  });

  it.each([
    ['Asia/Kolkata', true],
    ['UTC', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Not/AZone', false],
    ['', false],
  ])('%j valid: %s', (timeZone, valid) => {
    expect(isValidTimeZone(timeZone)).toBe(valid);
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2026-03-02', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['0004-02-29', true],
    ['9999-12-31', true],
    ['2026-02-29', false],
    ['1900-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['0000-01-01', false],
    ['2026-3-2', false],
    ['2026-03-02T00:00:00Z', false],
    ['', false],
  ])('%s → %s', (date, expected) => {
    expect(isCalendarDate(date)).toBe(expected);
  });
});
