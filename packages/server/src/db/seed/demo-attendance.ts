import { ATTENDANCE_SHIFT, shiftOfStartTime } from '@pulse/shared/domain/attendance-rules';
import { addDays, instantOfLocalTime, todayIn } from '@pulse/shared/domain/organization-day';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Transaction } from '../client';
import { attendanceRecords, employees, shifts } from '../schema/index';

// The demo opens with attendance for its first ten employees on the working days of the last
// 14 days before today (in around 09:xx, out around 18:xx local; night-shift employees 21:xx to 06:xx
// the next morning). Today has no records, so employee@demo.pulse can mark in and out at once.
export const DEMO_ATTENDANCE_DAYS = 14;
const DEMO_ATTENDANCE_EMPLOYEES = 10;

const pad = (value: number) => String(value).padStart(2, '0');

// Minutes that look hand-made but are the same on every run (no randomness in the seed).
const minuteOf = (employeeNumber: number, dayIndex: number, salt: number) =>
  (employeeNumber * 37 + dayIndex * 11 + salt * 17) % 45;

export const seedDemoAttendance = async (
  tx: Transaction,
  input: { organizationId: string; timeZone: string; workingDays: readonly number[]; now: Date },
) => {
  const { organizationId, timeZone, workingDays, now } = input;
  const today = todayIn(timeZone, now);
  const people = await tx
    .select({
      id: employees.id,
      employeeNumber: employees.employeeNumber,
      joiningDate: employees.joiningDate,
      shiftStartTime: shifts.startTime,
    })
    .from(employees)
    .leftJoin(shifts, and(eq(shifts.organizationId, organizationId), eq(shifts.id, employees.shiftId)))
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
        lte(employees.employeeNumber, DEMO_ATTENDANCE_EMPLOYEES),
      ),
    )
    .orderBy(asc(employees.employeeNumber));

  const rows: (typeof attendanceRecords.$inferInsert)[] = [];
  for (let dayIndex = DEMO_ATTENDANCE_DAYS; dayIndex >= 1; dayIndex -= 1) {
    const workDate = addDays(today, -dayIndex);
    const weekday = new Date(`${workDate}T12:00:00Z`).getUTCDay();
    if (!workingDays.includes(weekday)) continue;
    for (const person of people) {
      if (person.joiningDate && workDate < person.joiningDate) continue;
      const shift = shiftOfStartTime(person.shiftStartTime);
      const isNight = shift === ATTENDANCE_SHIFT.night;
      const inTime = instantOfLocalTime(
        workDate,
        `${isNight ? 21 : '09'}:${pad(minuteOf(person.employeeNumber, dayIndex, 0))}`,
        timeZone,
      );
      const outTime = instantOfLocalTime(
        isNight ? addDays(workDate, 1) : workDate,
        `${isNight ? '06' : 18}:${pad(minuteOf(person.employeeNumber, dayIndex, 1))}`,
        timeZone,
      );
      rows.push({
        organizationId,
        employeeId: person.id,
        workDate,
        shift,
        inTime,
        outTime,
        markedById: person.id,
        updatedAt: outTime,
      });
    }
  }
  // About a hundred rows: one statement.
  if (rows.length > 0) await tx.insert(attendanceRecords).values(rows);
  return { records: rows.length };
};
