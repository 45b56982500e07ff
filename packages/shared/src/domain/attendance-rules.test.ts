import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_SHIFT,
  attendanceExportFileName,
  attendanceState,
  currentWorkDate,
  isWithinOwnMarkWindow,
  shiftOfStartTime,
} from './attendance-rules';
import { instantOfLocalTime, localTimeOf } from './organization-day';

const { day, night } = ATTENDANCE_SHIFT;
const HOUR = 3_600_000;
const NOW = new Date('2026-03-02T09:00:00.000Z');
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

describe('shiftOfStartTime', () => {
  it.each([
    // start time of the employee's shift ('HH:mm' or the database's 'HH:mm:ss'), shift
    [null, day],
    ['09:00', day],
    ['04:00', day],
    ['04:00:00', day],
    ['17:59', day],
    ['17:59:59', day],
    ['18:00', night],
    ['18:00:00', night],
    ['21:00', night],
    ['23:59', night],
    ['00:00', night],
    ['03:59', night],
    ['03:59:00', night],
  ])('%s → shift %d', (startTime, shift) => {
    expect(shiftOfStartTime(startTime)).toBe(shift);
  });
});

describe('attendanceState', () => {
  it.each([
    // shift, in time (hours before now), out time (hours before now, or null), state
    ['day, no out', day, 2, null, 'open'],
    ['day, with out', day, 9, 1, 'complete'],
    // A day shift never closes by age: an out time can still be added.
    ['day, 30 h old, no out', day, 30, null, 'open'],
    ['day, 30 h old, with out', day, 30, 20, 'complete'],
    ['night, 1 h, no out', night, 1, null, 'open'],
    ['night, 8 h, with out', night, 8, 0, 'complete'],
    ['night, exactly 20 h, no out', night, 20, null, 'open'],
    ['night, exactly 20 h, with out', night, 20, 12, 'complete'],
    ['night, 20 h + 1 ms, no out', night, 20 + 1 / HOUR, null, 'closed'],
    ['night, 21 h, with out', night, 21, 13, 'closed'],
  ] as const)('%s → %s', (_name, shift, inHours, outHours, state) => {
    const record = {
      shift,
      inTime: hoursBefore(inHours),
      outTime: outHours === null ? null : hoursBefore(outHours),
    };
    expect(attendanceState(record, NOW)).toBe(state);
  });
});

describe('isWithinOwnMarkWindow', () => {
  it.each([
    // seconds from now, within
    [0, true],
    [-600, true],
    [600, true],
    [-601, false],
    [601, false],
    [-599, true],
    [599, true],
    [-3600, false],
  ])('%d s → %s', (seconds, isWithin) => {
    expect(isWithinOwnMarkWindow(new Date(NOW.getTime() + seconds * 1000), NOW)).toBe(isWithin);
  });
});

describe('currentWorkDate', () => {
  // 09:00 UTC is 14:30 in Kolkata on 2026-03-02; 20:00 UTC is 01:30 on 2026-03-03 there.
  it.each([
    ['no record', '2026-03-02T09:00:00Z', 'Asia/Kolkata', null, '2026-03-02'],
    ['no record, after midnight', '2026-03-02T20:00:00Z', 'Asia/Kolkata', null, '2026-03-03'],
    [
      'open night shift started the evening before',
      '2026-03-02T20:00:00Z',
      'Asia/Kolkata',
      { workDate: '2026-03-02', shift: night, inTime: '2026-03-02T15:30:00Z', outTime: null },
      '2026-03-02',
    ],
    [
      'night shift with an out time',
      '2026-03-02T20:00:00Z',
      'Asia/Kolkata',
      {
        workDate: '2026-03-02',
        shift: night,
        inTime: '2026-03-02T15:30:00Z',
        outTime: '2026-03-02T19:30:00Z',
      },
      '2026-03-03',
    ],
    [
      'night shift past 20 h',
      '2026-03-03T12:00:00Z',
      'Asia/Kolkata',
      { workDate: '2026-03-02', shift: night, inTime: '2026-03-02T15:30:00Z', outTime: null },
      '2026-03-03',
    ],
    [
      'open day shift of yesterday',
      '2026-03-02T20:00:00Z',
      'Asia/Kolkata',
      { workDate: '2026-03-02', shift: day, inTime: '2026-03-02T03:30:00Z', outTime: null },
      '2026-03-03',
    ],
    [
      'a night record in the future',
      '2026-03-02T09:00:00Z',
      'UTC',
      { workDate: '2026-03-03', shift: night, inTime: '2026-03-03T01:00:00Z', outTime: null },
      '2026-03-02',
    ],
  ] as const)('%s', (_name, now, timeZone, record, workDate) => {
    const latest = record
      ? {
          ...record,
          inTime: new Date(record.inTime),
          outTime: record.outTime ? new Date(record.outTime) : null,
        }
      : null;
    expect(currentWorkDate(new Date(now), timeZone, latest)).toBe(workDate);
  });
});

describe('instantOfLocalTime and localTimeOf', () => {
  it.each([
    ['2026-03-02', '09:15', 'Asia/Kolkata', '2026-03-02T03:45:00.000Z'],
    ['2026-03-02', '00:00', 'Asia/Kolkata', '2026-03-01T18:30:00.000Z'],
    ['2026-03-02', '23:59', 'UTC', '2026-03-02T23:59:00.000Z'],
    ['2026-07-01', '09:00', 'America/New_York', '2026-07-01T13:00:00.000Z'],
    ['2026-03-08', '12:00', 'America/New_York', '2026-03-08T16:00:00.000Z'],
    ['2026-11-01', '12:00', 'America/New_York', '2026-11-01T17:00:00.000Z'],
  ])('%s %s in %s is %s', (date, time, timeZone, iso) => {
    const instant = instantOfLocalTime(date, time, timeZone);
    expect(instant.toISOString()).toBe(iso);
    expect(localTimeOf(instant, timeZone)).toBe(time);
  });

  it('refuses a time that is not HH:mm', () => {
    expect(() => instantOfLocalTime('2026-03-02', '9:15', 'UTC')).toThrow(RangeError);
  });
});

describe('attendanceExportFileName', () => {
  it('shows both dates as the screens do', () => {
    expect(attendanceExportFileName('2026-01-01', '2026-12-31')).toBe(
      'Attendance 01-Jan-2026 To 31-Dec-2026.xlsx',
    );
  });
});
