import { addDays, organizationDayRange } from '@pulse/shared/domain/organization-day';
import { type SQL, sql } from 'drizzle-orm';
import { ensureActivityPartitions } from '../../packages/server/src/db/activity-partitions';
import type { Database } from '../../packages/server/src/db/client';

// A working day of tracked time: 09:00 for 51 slots of 10 minutes, less a half-hour lunch.
export const SLOTS_PER_DAY = 51;
export const LUNCH_SLOTS = [24, 25, 26];

// Activity slots for every active employee `employeesWhere` selects, every day from `firstDay` to
// `today` (today only up to `until`), one INSERT … SELECT a day: what the tracker would have rolled up.
export const insertBenchSlots = async (
  db: Database,
  input: { employeesWhere: SQL; firstDay: string; today: string; timeZone: string; until?: Date },
) => {
  const { employeesWhere, firstDay, today, timeZone, until } = input;
  await ensureActivityPartitions(
    db,
    organizationDayRange(firstDay, timeZone).start,
    organizationDayRange(today, timeZone).end,
  );
  for (let day = firstDay; day <= today; day = addDays(day, 1)) {
    const workStart = organizationDayRange(day, timeZone).start.getTime() + 9 * 3_600_000;
    const slots =
      day === today && until ? Math.floor((until.getTime() - workStart) / 600_000) : SLOTS_PER_DAY;
    await db.execute(sql`
      insert into activity_slots (organization_id, employee_id, slot_start, tracked_seconds,
                                  idle_seconds, key_presses, mouse_clicks, top_application,
                                  window_titles, updated_at)
      select organization_id, id, ${new Date(workStart).toISOString()}::timestamptz + n * interval '10 minutes',
             case when (n + employee_number) % 11 = 0 then 420 else 600 end,
             (n * 13 + employee_number) % 240, n * 3, n, 'Editor', '{}',
             ${new Date(workStart).toISOString()}::timestamptz + n * interval '10 minutes'
      from employees cross join generate_series(0, ${slots - 1}) as n
      where ${employeesWhere} and is_active and deleted_at is null and n not in ${LUNCH_SLOTS}`);
  }
};

// Attendance for three in four of the employees `employeesWhere` selects, every day from `firstDay` to
// `lastDay`, 09:05 to 18:10 in the organisation's zone.
export const insertBenchAttendance = (
  db: Database,
  input: { employeesWhere: SQL; firstDay: string; lastDay: string; timeZone: string },
) => {
  const { employeesWhere, firstDay, lastDay, timeZone } = input;
  return db.execute(sql`
    insert into attendance_records (organization_id, employee_id, work_date, shift, in_time, out_time,
                                    marked_by_id, updated_at)
    select organization_id, id, d::date, 1,
           (d::date + time '09:05') at time zone ${timeZone},
           (d::date + time '18:10') at time zone ${timeZone}, id,
           (d::date + time '18:10') at time zone ${timeZone}
    from employees
    cross join generate_series(${firstDay}::date, ${lastDay}::date, interval '1 day') as d
    where ${employeesWhere} and is_active and deleted_at is null and employee_number % 4 <> 0`);
};

// Leaves: 5 % approved over `today` (the day before to the day after), 2 % pending a week later.
export const insertBenchLeaves = (db: Database, input: { employeesWhere: SQL; today: string }) => {
  const { employeesWhere, today } = input;
  return db.execute(sql`
    insert into leaves (organization_id, employee_id, applied_by_id, leave_type, from_date, to_date,
                        description, status, created_at, updated_at)
    select organization_id, id, id, 1,
           case when employee_number % 20 = 0 then ${today}::date - 1 else ${today}::date + 7 end,
           case when employee_number % 20 = 0 then ${today}::date + 1 else ${today}::date + 7 end,
           'Bench leave', case when employee_number % 20 = 0 then 2 else 1 end, now(), now()
    from employees
    where ${employeesWhere} and (employee_number % 20 = 0 or employee_number % 50 = 1)`);
};
