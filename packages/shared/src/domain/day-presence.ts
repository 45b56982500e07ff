import { weekdayOf } from './organization-day';

// Whether a person was at work, on leave, absent or had the day off, on one calendar day of the
// organisation (its IANA zone decides the day: architecture invariant 6). One rule for every place that
// counts or lists absentees (dashboard, ProBot, the Marked Absent job and its re-check, the demo), so
// no page can call a day absent that another calls a day off. spec B §4 status 5 names Marked Absent;
// the rule that sets it is Pulse's (Settings: "A working day without attendance, tracked time, leave
// or holiday is marked absent").

export type WorkingCalendar = {
  // The organisation's working weekdays (Settings → working days).
  workingDays: readonly number[];
  // The organisation's holidays (Leaves → Holiday List), as YYYY-MM-DD days.
  holidayDates: ReadonlySet<string>;
};

// A day is a working day when the organisation works on its weekday and it is not on the holiday list.
export const isWorkingDay = (date: string, calendar: WorkingCalendar): boolean =>
  calendar.workingDays.includes(weekdayOf(date)) && !calendar.holidayDates.has(date);

export type DayFacts = {
  isWorkingDay: boolean;
  hasAttendance: boolean;
  // An administrator marked a Marked Absent day present (spec B §4 status 6): their word stands.
  isMarkedPresent: boolean;
  // Tracker time in the day (seconds > 0 counts) and approved manual time (spec A §1 offline time).
  trackedSeconds: number;
  approvedManualSeconds: number;
  // A leave covering the day: approved, or pending (its decision is still to come, so the day is not
  // unexplained).
  coveringLeave: 'approved' | 'pending' | null;
};

export const DAY_PRESENCES = ['present', 'on-leave', 'absent', 'day-off'] as const;
export type DayPresence = (typeof DAY_PRESENCES)[number];

// Work always shows, on any day (someone who worked on a holiday is present); a day off has no
// absentees and no leave taken; on a working day a covering leave explains the absence.
export const presenceOfDay = (facts: DayFacts): DayPresence => {
  if (
    facts.hasAttendance ||
    facts.isMarkedPresent ||
    facts.trackedSeconds > 0 ||
    facts.approvedManualSeconds > 0
  )
    return 'present';
  if (!facts.isWorkingDay) return 'day-off';
  return facts.coveringLeave === null ? 'absent' : 'on-leave';
};

// Marked Absent may exist for a day only while this holds.
export const isAbsent = (facts: DayFacts): boolean => presenceOfDay(facts) === 'absent';
