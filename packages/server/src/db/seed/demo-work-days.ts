import { isWorkingDay, type WorkingCalendar } from '@pulse/shared/domain/day-presence';
import { LEAVE_TYPE } from '@pulse/shared/domain/leave-days';
import { LEAVE_STATUS } from '@pulse/shared/domain/leave-status';
import { addDays, daysFromTo } from '@pulse/shared/domain/organization-day';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../client';
import { employees, holidays, leaves } from '../schema/index';

// The demo's one story, derived in one direction: the organisation's calendar and the leaves decide
// which days each person works; the tracked history (demo-activity.ts) and the attendance
// (demo-attendance.ts) are drawn on exactly those days, and Marked Absent follows from them by the
// job's own rule (demo-marks.ts). So no page can show work on a day of leave, or an absence on a day
// with work.

// Two people who did not come in and recorded nothing: the job marked both absent; an administrator
// then marked Neha Kapoor present (she was at a client's office without her laptop).
export const DEMO_NO_SHOWS: { employee: number; workingDaysBack: number; isMarkedPresent: boolean }[] = [
  { employee: 4, workingDaysBack: 3, isMarkedPresent: false },
  { employee: 5, workingDaysBack: 6, isMarkedPresent: true },
];

// The working day `count` working days before `today`.
export const workingDayBefore = (today: string, count: number, calendar: WorkingCalendar) => {
  let date = today;
  for (let left = count; left > 0; ) {
    date = addDays(date, -1);
    if (isWorkingDay(date, calendar)) left -= 1;
  }
  return date;
};

export const loadDemoCalendar = async (
  tx: Transaction,
  organizationId: string,
  workingDays: readonly number[],
): Promise<WorkingCalendar> => {
  const rows = await tx
    .select({ date: holidays.holidayDate })
    .from(holidays)
    .where(eq(holidays.organizationId, organizationId));
  return { workingDays, holidayDates: new Set(rows.map((row) => row.date)) };
};

// Whether a person worked on a day: a working day, not under an approved full-day leave, and not one
// of their no-show days. A half day of leave is still a (shorter) day at work.
export type DemoWorkDays = (employeeId: string, day: string) => boolean;

export const loadDemoWorkDays = async (
  tx: Transaction,
  input: { organizationId: string; workingDays: readonly number[]; today: string },
): Promise<DemoWorkDays> => {
  const calendar = await loadDemoCalendar(tx, input.organizationId, input.workingDays);
  const away = new Map<string, Set<string>>();
  const addAway = (employeeId: string, days: string[]) => {
    const set = away.get(employeeId) ?? new Set<string>();
    for (const day of days) set.add(day);
    away.set(employeeId, set);
  };
  const leaveRows = await tx
    .select({ employeeId: leaves.employeeId, fromDate: leaves.fromDate, toDate: leaves.toDate })
    .from(leaves)
    .where(
      and(
        eq(leaves.organizationId, input.organizationId),
        eq(leaves.status, LEAVE_STATUS.approved),
        eq(leaves.leaveType, LEAVE_TYPE.fullDay),
      ),
    );
  for (const leave of leaveRows) addAway(leave.employeeId, daysFromTo(leave.fromDate, leave.toDate));
  const people = await tx
    .select({ id: employees.id, employeeNumber: employees.employeeNumber })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, input.organizationId),
        inArray(
          employees.employeeNumber,
          DEMO_NO_SHOWS.map((noShow) => noShow.employee),
        ),
      ),
    );
  for (const noShow of DEMO_NO_SHOWS) {
    const person = people.find((row) => row.employeeNumber === noShow.employee);
    if (person) addAway(person.id, [workingDayBefore(input.today, noShow.workingDaysBack, calendar)]);
  }
  return (employeeId, day) => isWorkingDay(day, calendar) && !away.get(employeeId)?.has(day);
};
