import { type CalendarEntry, calendarTexts } from '@pulse/shared/contracts/calendar';
import { daysFromTo, weekdayOf } from '@pulse/shared/domain/organization-day';
import type { CalendarLeave } from '../leaves/leaves.service';

// How the team calendar shows each absence, from what the leaves module found for the caller.

// Colleagues read "Away"; the type only for those the leaves module lets see it.
export const leaveEntryOf = (leave: CalendarLeave): CalendarEntry => ({
  employee: leave.employee,
  kind: 'leave',
  fromDate: leave.fromDate,
  toDate: leave.toDate,
  isHalfDay: leave.isHalfDay,
  status: leave.isPending ? 'pending' : 'approved',
  typeName: leave.isTypeVisible ? leave.typeName : null,
  title: leave.isTypeVisible ? leave.typeName : calendarTexts.away,
});

export const holidayEntryOf = (holiday: { date: string; name: string }): CalendarEntry => ({
  employee: null,
  kind: 'holiday',
  fromDate: holiday.date,
  toDate: holiday.date,
  isHalfDay: false,
  status: 'approved',
  typeName: null,
  title: holiday.name,
});

// spec B §4 status 5 (Marked Absent rules): the days of the week outside the organisation's working
// days are its weekly offs, one entry a day.
export const weeklyOffEntries = (from: string, to: string, workingDays: readonly number[]): CalendarEntry[] =>
  daysFromTo(from, to)
    .filter((day) => !workingDays.includes(weekdayOf(day)))
    .map((day) => ({
      employee: null,
      kind: 'weekly-off',
      fromDate: day,
      toDate: day,
      isHalfDay: false,
      status: 'approved',
      typeName: null,
      title: calendarTexts.weeklyOff,
    }));

const KIND_ORDER = { holiday: 0, 'weekly-off': 1, leave: 2 } as const;

// By first day; a day's holiday and weekly off before its leaves, leaves by name.
export const byCalendarOrder = (left: CalendarEntry, right: CalendarEntry) =>
  left.fromDate.localeCompare(right.fromDate) ||
  KIND_ORDER[left.kind] - KIND_ORDER[right.kind] ||
  (left.employee?.name ?? '').localeCompare(right.employee?.name ?? '');
