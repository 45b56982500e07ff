import { describe, expect, it } from 'vitest';
import { localDayAndTime, localTime } from './local-time';

const now = new Date('2026-11-28T10:00:00Z');

describe('times in the computer’s time zone, with the zone', () => {
  it.each([
    ['UTC, today', '2026-11-28T14:30:00Z', 'UTC', '14:30 UTC'],
    ['UTC, another day', '2026-11-27T09:15:00Z', 'UTC', '2026-11-27 09:15 UTC'],
    ['a zone with a name', '2026-11-28T14:30:00Z', 'Europe/Berlin', '15:30 CET'],
    ['a zone told by its offset', '2026-11-28T14:30:00Z', 'Asia/Kolkata', '20:00 GMT+5:30'],
    // 10:00 UTC is 15:30 in Kolkata: 20:00 UTC is already tomorrow there.
    ['the day is the zone’s', '2026-11-28T20:00:00Z', 'Asia/Kolkata', '2026-11-29 01:30 GMT+5:30'],
    ['summer time', '2026-07-01T14:30:00Z', 'America/New_York', '2026-07-01 10:30 GMT-4'],
    ['winter time', '2026-11-28T14:30:00Z', 'America/New_York', '09:30 GMT-5'],
  ])('%s', (_, instant, timeZone, expected) => {
    expect(localTime(new Date(instant), now, timeZone)).toBe(expected);
  });

  it('names the day of a moment up to a week away', () => {
    expect(localDayAndTime(new Date('2026-11-30T08:47:00Z'), 'UTC')).toBe('Monday 2026-11-30 08:47 UTC');
    expect(localDayAndTime(new Date('2026-11-30T20:00:00Z'), 'Asia/Kolkata')).toBe(
      'Tuesday 2026-12-01 01:30 GMT+5:30',
    );
  });
});
