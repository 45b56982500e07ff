import { LEAVE_TYPE } from '@pulse/shared/domain/leave-days';
import { LEAVE_STATUS } from '@pulse/shared/domain/leave-status';
import { addDays, localHourOf, organizationDayRange, todayIn } from '@pulse/shared/domain/organization-day';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { activitySlots, attendanceRecords, employees, holidays, leaves } from '../../db/schema/index';
import type { Deps } from '../../lib/deps';
import { loadActiveOrganizationContexts } from '../organization/organization.service';

export const MARKED_ABSENT_DESCRIPTION = 'Marked absent: no attendance, tracked time or leave';

// How far back a missed run still catches up (a server down over a long weekend).
const LOOK_BACK_DAYS = 7;

// Leaves that already account for a day: pending, approved, and an earlier mark either way.
const COVERING_STATUSES = [
  LEAVE_STATUS.pending,
  LEAVE_STATUS.approved,
  LEAVE_STATUS.markedAbsent,
  LEAVE_STATUS.markedPresent,
];

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

// The past working days to check now: the last 7 calendar days before today in the organisation's zone;
// yesterday only once its check hour has come (attendance marked late at night still counts).
export const daysToCheck = (
  organization: { timeZone: string; workingDays: readonly number[]; absentCheckHour: number },
  now: Date,
): string[] => {
  const today = todayIn(organization.timeZone, now);
  const isYesterdayDue = localHourOf(now, organization.timeZone) >= organization.absentCheckHour;
  const days: string[] = [];
  for (let back = 1; back <= LOOK_BACK_DAYS; back += 1) {
    if (back === 1 && !isYesterdayDue) continue;
    const day = addDays(today, -back);
    if (organization.workingDays.includes(weekdayOf(day))) days.push(day);
  }
  return days;
};

// One statement per organisation and day: every current employee who had joined, with no attendance
// record, no tracked time, no covering leave and no holiday that day, gets a Marked Absent leave. The
// partial unique index (employee, day) for statuses 5 and 6 makes a second or concurrent run add nothing.
const markDay = async (
  db: Database,
  organization: { id: string; timeZone: string },
  day: string,
  now: Date,
) => {
  const range = organizationDayRange(day, organization.timeZone);
  const inserted = await rowsOf(
    db,
    sql`
    insert into ${leaves} (organization_id, employee_id, applied_by_id, leave_type, from_date, to_date,
                           description, status, created_at, updated_at)
    select e.organization_id, e.id, null::uuid, ${LEAVE_TYPE.fullDay}::smallint, ${day}::date, ${day}::date,
           ${MARKED_ABSENT_DESCRIPTION}::text, ${LEAVE_STATUS.markedAbsent}::smallint, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from ${employees} e
    where e.organization_id = ${organization.id}
      and e.is_active and e.deleted_at is null
      and (e.joining_date is null or e.joining_date <= ${day}::date)
      and not exists (select 1 from ${holidays} h
                      where h.organization_id = e.organization_id and h.holiday_date = ${day}::date)
      and not exists (select 1 from ${attendanceRecords} a
                      where a.organization_id = e.organization_id and a.employee_id = e.id
                        and a.work_date = ${day}::date)
      and not exists (select 1 from ${activitySlots} s
                      where s.organization_id = e.organization_id and s.employee_id = e.id
                        and s.slot_start >= ${range.start.toISOString()}::timestamptz
                        and s.slot_start < ${range.end.toISOString()}::timestamptz
                        and s.tracked_seconds > 0)
      and not exists (select 1 from ${leaves} l
                      where l.organization_id = e.organization_id and l.employee_id = e.id
                        and l.status in (${sql.join(COVERING_STATUSES, sql`, `)})
                        and l.from_date <= ${day}::date and l.to_date >= ${day}::date)
    on conflict do nothing
    returning id`,
  );
  return inserted.length;
};

// The Marked Absent job (spec B §4 status 5: the spec names the status, Pulse sets it for past working
// days with nothing recorded). Safe to run at any time, twice, or on two servers at once.
export const markAbsentees = async (deps: Deps): Promise<{ marked: number }> => {
  const now = deps.clock.now();
  const active = await loadActiveOrganizationContexts(deps.db);
  let marked = 0;
  for (const organization of active) {
    for (const day of daysToCheck(organization, now)) {
      marked += await markDay(deps.db, organization, day, now);
    }
  }
  return { marked };
};
