import { LEAVE_STATUS } from '@pulse/shared/domain/leave-status';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf, type Transaction } from '../../db/client';
import {
  activitySlots,
  attendanceRecords,
  employees,
  holidays,
  leaves,
  manualTimeRequests,
} from '../../db/schema/index';

// The facts of one organisation day for each current employee who had joined by then, in one
// statement: what day-presence.ts's rule (@pulse/shared) needs. Tracked seconds are clamped per slot
// as the reports clamp them; the covering leave is the strongest one (approved over pending).
export type DayFactsRow = {
  employeeId: string;
  name: string;
  hasAttendance: boolean;
  isMarkedPresent: boolean;
  trackedSeconds: number;
  approvedManualSeconds: number;
  leaveStatus: number | null;
};

export const findDayFactsRows = (
  db: Database | Transaction,
  organizationId: string,
  day: { date: string; start: Date; end: Date; employeeIds?: readonly string[] },
): Promise<DayFactsRow[]> => {
  const onlyThese: SQL =
    day.employeeIds === undefined
      ? sql``
      : day.employeeIds.length === 0
        ? sql`and false`
        : sql`and e.id in (${sql.join(
            day.employeeIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`;
  return rowsOf<DayFactsRow>(
    db,
    sql`
    select e.id as "employeeId", e.name as "name",
      exists (select 1 from ${attendanceRecords} a
              where a.organization_id = e.organization_id and a.employee_id = e.id
                and a.work_date = ${day.date}::date) as "hasAttendance",
      exists (select 1 from ${leaves} p
              where p.organization_id = e.organization_id and p.employee_id = e.id
                and p.status = ${LEAVE_STATUS.markedPresent}
                and p.from_date <= ${day.date}::date and p.to_date >= ${day.date}::date) as "isMarkedPresent",
      coalesce((select sum(least(s.tracked_seconds, 600)) from ${activitySlots} s
                where s.organization_id = e.organization_id and s.employee_id = e.id
                  and s.slot_start >= ${day.start.toISOString()}::timestamptz
                  and s.slot_start < ${day.end.toISOString()}::timestamptz
                  and s.tracked_seconds > 0), 0)::int as "trackedSeconds",
      coalesce((select sum(extract(epoch from m.ended_at - m.started_at)) from ${manualTimeRequests} m
                where m.organization_id = e.organization_id and m.employee_id = e.id
                  and m.status = 'approved' and m.work_date = ${day.date}::date), 0)::int
        as "approvedManualSeconds",
      (select max(l.status) from ${leaves} l
       where l.organization_id = e.organization_id and l.employee_id = e.id
         and l.status in (${LEAVE_STATUS.pending}, ${LEAVE_STATUS.approved})
         and l.from_date <= ${day.date}::date and l.to_date >= ${day.date}::date)::int as "leaveStatus"
    from ${employees} e
    where e.organization_id = ${organizationId}
      and e.is_active and e.deleted_at is null
      and (e.joining_date is null or e.joining_date <= ${day.date}::date)
      ${onlyThese}
    order by e.name, e.id`,
  );
};

export const findHolidayName = async (db: Database | Transaction, organizationId: string, date: string) => {
  const [row] = await rowsOf<{ name: string }>(
    db,
    sql`select name from ${holidays} where organization_id = ${organizationId} and holiday_date = ${date}::date`,
  );
  return row?.name ?? null;
};

// Marks of status 5 an employee has on any of `dates`.
export const findMarkedAbsences = (
  db: Database | Transaction,
  organizationId: string,
  employeeId: string,
  dates: readonly string[],
) =>
  rowsOf<{ id: string; date: string }>(
    db,
    sql`select id, to_char(from_date, 'YYYY-MM-DD') as "date" from ${leaves}
        where organization_id = ${organizationId} and employee_id = ${employeeId}
          and status = ${LEAVE_STATUS.markedAbsent}
          and from_date in (${sql.join(
            dates.map((date) => sql`${date}::date`),
            sql`, `,
          )})`,
  );

export const deleteLeaves = async (
  db: Database | Transaction,
  organizationId: string,
  ids: readonly string[],
) => {
  if (ids.length === 0) return;
  await db.execute(
    sql`delete from ${leaves} where organization_id = ${organizationId}
        and id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
};
