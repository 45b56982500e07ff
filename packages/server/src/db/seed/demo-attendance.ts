import { shiftOfStartTime } from '@pulse/shared/domain/attendance-rules';
import { addDays, localTimeOf, todayIn } from '@pulse/shared/domain/organization-day';
import { planDay } from '@pulse/shared/domain/simulated-day';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../client';
import { attendanceRecords, employees } from '../schema/index';
import { DEMO_HISTORY_DAYS, PLAN_SEED } from './demo-activity';
import { loadDemoWorkDays } from './demo-work-days';

// The demo's attendance on the days before today that each active employee worked (demo-work-days.ts),
// in at their first tracked activity and out at their last, from the same planned day the tracked
// history is drawn from (demo-activity.ts), so the Attendance page and the activity viewer tell one
// story. The shift is the one the in time falls in. Today has no records, so employee@demo.pulse can
// mark in and out at once. Drawn from the plan, not read back from the history, so a demo seeded
// without history (most tests) has the same attendance.
export const seedDemoAttendance = async (
  tx: Transaction,
  input: { organizationId: string; timeZone: string; workingDays: readonly number[]; now: Date },
) => {
  const { organizationId, timeZone, now } = input;
  const today = todayIn(timeZone, now);
  const isWorkDay = await loadDemoWorkDays(tx, { organizationId, workingDays: input.workingDays, today });
  const people = await tx
    .select({ id: employees.id, employeeCode: employees.employeeCode, joiningDate: employees.joiningDate })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
      ),
    )
    .orderBy(asc(employees.employeeNumber));

  const rows: (typeof attendanceRecords.$inferInsert)[] = [];
  for (let back = DEMO_HISTORY_DAYS - 1; back >= 1; back -= 1) {
    const workDate = addDays(today, -back);
    for (const person of people) {
      if ((person.joiningDate && workDate < person.joiningDate) || !isWorkDay(person.id, workDate)) continue;
      const focus = planDay(`${PLAN_SEED}:${person.employeeCode}`, workDate, timeZone).intervals.filter(
        (interval) => interval.kind === 'focus',
      );
      if (focus.length === 0) continue;
      const inTime = new Date(Math.min(...focus.map((interval) => Date.parse(interval.startedAt))));
      const outTime = new Date(
        Math.max(
          ...focus.map((interval) => Date.parse(interval.startedAt) + interval.durationSeconds * 1000),
        ),
      );
      rows.push({
        organizationId,
        employeeId: person.id,
        workDate,
        shift: shiftOfStartTime(localTimeOf(inTime, timeZone)),
        inTime,
        outTime,
        markedById: person.id,
        updatedAt: outTime,
      });
    }
  }
  // A few hundred rows: one statement.
  if (rows.length > 0) await tx.insert(attendanceRecords).values(rows);
  return { records: rows.length };
};
