import { describe, expect, it } from 'vitest';
import { type DayFacts, type DayPresence, isAbsent, isWorkingDay, presenceOfDay } from './day-presence';

describe('isWorkingDay', () => {
  const mondayToFriday = { workingDays: [1, 2, 3, 4, 5], holidayDates: new Set(['2026-11-05']) };
  it.each([
    ['a Monday', '2026-11-23', mondayToFriday, true],
    ['a Friday', '2026-11-27', mondayToFriday, true],
    ['a Saturday', '2026-11-28', mondayToFriday, false],
    ['a Sunday', '2026-11-29', mondayToFriday, false],
    ['a holiday on a Thursday', '2026-11-05', mondayToFriday, false],
    [
      'a Saturday of a six-day week',
      '2026-11-28',
      { ...mondayToFriday, workingDays: [1, 2, 3, 4, 5, 6] },
      true,
    ],
    [
      'a Sunday of a Sunday-working organisation',
      '2026-11-29',
      { ...mondayToFriday, workingDays: [0] },
      true,
    ],
    ['any day when none is worked', '2026-11-23', { ...mondayToFriday, workingDays: [] }, false],
  ])('%s (%s)', (_label, date, calendar, expected) => {
    expect(isWorkingDay(date, calendar)).toBe(expected);
  });
});

describe('presenceOfDay', () => {
  const nothing: DayFacts = {
    isWorkingDay: true,
    hasAttendance: false,
    isMarkedPresent: false,
    trackedSeconds: 0,
    approvedManualSeconds: 0,
    coveringLeave: null,
  };
  it.each<[string, Partial<DayFacts>, DayPresence]>([
    ['nothing on a working day', {}, 'absent'],
    ['nothing on a day off', { isWorkingDay: false }, 'day-off'],
    ['attendance only', { hasAttendance: true }, 'present'],
    ['one tracked second', { trackedSeconds: 1 }, 'present'],
    ['more than 8 h tracked', { trackedSeconds: 8.5 * 3600 }, 'present'],
    ['approved manual time only', { approvedManualSeconds: 1800 }, 'present'],
    ['marked present by an administrator', { isMarkedPresent: true }, 'present'],
    ['a slot with nothing tracked', { trackedSeconds: 0 }, 'absent'],
    ['approved leave', { coveringLeave: 'approved' }, 'on-leave'],
    ['pending leave', { coveringLeave: 'pending' }, 'on-leave'],
    ['work on a day of leave', { coveringLeave: 'approved', trackedSeconds: 600 }, 'present'],
    ['work on a day off', { isWorkingDay: false, trackedSeconds: 600 }, 'present'],
    ['attendance on a holiday', { isWorkingDay: false, hasAttendance: true }, 'present'],
    ['leave over a weekend', { isWorkingDay: false, coveringLeave: 'approved' }, 'day-off'],
  ])('%s → %s', (_label, facts, expected) => {
    const day = { ...nothing, ...facts };
    expect(presenceOfDay(day)).toBe(expected);
    expect(isAbsent(day)).toBe(expected === 'absent');
  });
});
