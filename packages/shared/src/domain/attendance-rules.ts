// spec B §3 Attendance record, §4 attendance, §9 night-shift window.

import { formatDayMonthYear } from './display-format';
import { todayIn } from './organization-day';

export const ATTENDANCE_SHIFT = { day: 1, night: 2 } as const;
export type AttendanceShift = (typeof ATTENDANCE_SHIFT)[keyof typeof ATTENDANCE_SHIFT];

// spec B §9: a night-shift record stays open for 20 hours after its in time.
export const NIGHT_SHIFT_WINDOW_MS = 20 * 60 * 60 * 1000;
// spec B §9 "encrypted payload expiry: 600 seconds": what the old client tried to enforce with an
// encrypted in time. Pulse checks it on the server: an employee marking their own attendance records
// a time within 10 minutes of the server's clock.
export const OWN_MARK_WINDOW_MS = 600 * 1000;

// A shift is a night shift when it starts in the evening or at night, so it crosses midnight
// (Pulse's rule: the spec names shift 2 but not how an employee gets it). Times are 'HH:mm', 24-hour.
export const NIGHT_SHIFT_FROM = '18:00';
export const NIGHT_SHIFT_UNTIL = '04:00';
export const shiftOfStartTime = (startTime: string | null): AttendanceShift =>
  startTime !== null && (startTime >= NIGHT_SHIFT_FROM || startTime < NIGHT_SHIFT_UNTIL)
    ? ATTENDANCE_SHIFT.night
    : ATTENDANCE_SHIFT.day;

export type AttendanceState = 'open' | 'complete' | 'closed';

// spec B §4: a day-shift record with an out time is complete; a night-shift record within 20 hours
// with an out time is complete; night-shift records older than 20 hours are closed. Save is disabled
// unless the record is open.
export const attendanceState = (
  record: { shift: number; inTime: Date; outTime: Date | null },
  now: Date,
): AttendanceState => {
  if (
    record.shift === ATTENDANCE_SHIFT.night &&
    now.getTime() - record.inTime.getTime() > NIGHT_SHIFT_WINDOW_MS
  )
    return 'closed';
  return record.outTime ? 'complete' : 'open';
};

export const isWithinOwnMarkWindow = (time: Date, now: Date): boolean =>
  Math.abs(time.getTime() - now.getTime()) <= OWN_MARK_WINDOW_MS;

// The calendar day a mark made now belongs to: a night shift can cross midnight (spec B §3), so its
// record belongs to the date its shift started. Usually today in the organisation's zone; while the
// employee's latest night-shift record is still open (in within 20 hours, no out time) its day goes on.
export const currentWorkDate = (
  now: Date,
  timeZone: string,
  latestNightRecord: { workDate: string; shift: number; inTime: Date; outTime: Date | null } | null,
): string =>
  latestNightRecord &&
  latestNightRecord.shift === ATTENDANCE_SHIFT.night &&
  latestNightRecord.inTime.getTime() <= now.getTime() &&
  attendanceState(latestNightRecord, now) === 'open'
    ? latestNightRecord.workDate
    : todayIn(timeZone, now);

// spec B §2 attendance columns, in order: the list and its Download Excel.
export const ATTENDANCE_COLUMNS = ['Name', 'Date', 'Day', 'In Time', 'Out Time'] as const;

// Pulse's name for the download (the spec shows none), dates as the screens show them (spec B §9).
export const attendanceExportFileName = (from: string, to: string): string =>
  `Attendance ${formatDayMonthYear(from)} To ${formatDayMonthYear(to)}.xlsx`;
