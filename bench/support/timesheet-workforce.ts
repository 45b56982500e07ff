import type { TimesheetFigures } from '@pulse/shared/contracts/timesheets';
import { addDays, organizationDayRange } from '@pulse/shared/domain/organization-day';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../packages/server/src/db/client';
import {
  employees,
  organizations,
  projects,
  projectTime,
  timesheetWeeks,
} from '../../packages/server/src/db/schema/index';
import { seedDemo } from '../../packages/server/src/db/seed/demo';
import type { FieldCipher } from '../../packages/server/src/lib/field-encryption';
import type { FileStorage } from '../../packages/server/src/lib/storage/storage';
import { findWeekFigures } from '../../packages/server/src/modules/activity/week-figures';
import { adminAuth, findAdministratorId } from './admin-auth';
import { insertBenchSlots } from './bench-workforce';

// The timesheets bench's organisation (bench/timesheets.ts): the demo without its history, in
// Asia/Kolkata with log-off counted as idle, grown by 1,000 employees with 30 days of 10-minute slots
// (bench-workforce.ts), each on one of 20 projects with three slots in four attributed to it
// (project_time, costed at the member's rate), three weeks approved for nine in ten of them (the
// figures the timesheets' own rule gives, as approving stores them) and the fourth week submitted by
// everyone.
export const TIMESHEET_BENCH = {
  employees: 1_000,
  projects: 20,
  timeZone: 'Asia/Kolkata',
  startDate: '2026-02-01',
  endDate: '2026-03-02',
  approvedWeeks: ['2026-02-02', '2026-02-09', '2026-02-16'],
  submittedWeek: '2026-02-23',
} as const;

const seconds = (started: number) => ((Date.now() - started) / 1000).toFixed(1);

export const seedTimesheetWorkforce = async (
  db: Database,
  deps: { cipher: FieldCipher; storage: FileStorage },
) => {
  const {
    employees: EMPLOYEES,
    projects: PROJECTS,
    timeZone: TIME_ZONE,
    startDate: START_DATE,
    endDate: END_DATE,
  } = TIMESHEET_BENCH;
  const APPROVED_WEEKS = TIMESHEET_BENCH.approvedWeeks;
  const SUBMITTED_WEEK = TIMESHEET_BENCH.submittedWeek;
  const { cipher, storage } = deps;
  const organization = await seedDemo(db, { cipher, storage, withHistory: false, withAvatars: false });
  const organizationId = organization.id;
  await db
    .update(organizations)
    .set({ timeZone: TIME_ZONE, isLogOffIncludedInIdle: true })
    .where(eq(organizations.id, organizationId));
  const adminId = await findAdministratorId(db, organizationId);

  let started = Date.now();
  await db.execute(sql`
      insert into employees (organization_id, employee_number, employee_code, name, official_email,
                             password_hash, role_id)
      select ${organizationId}, 5000 + n, 'BENCH-' || lpad(n::text, 4, '0'), 'Bench Employee ' || n,
             'timesheets.' || n || '@bench.pulse', 'not-a-real-hash', 2
      from generate_series(1, ${EMPLOYEES}) as n`);
  const benchEmployees = sql`organization_id = ${organizationId} and employee_number >= 5000`;
  await insertBenchSlots(db, {
    employeesWhere: benchEmployees,
    firstDay: START_DATE,
    today: END_DATE,
    timeZone: TIME_ZONE,
  });
  console.log(`inserted ${EMPLOYEES} employees' slots in ${seconds(started)} s`);

  // Twenty projects; everyone on one (employee number modulo 20) at a rate of 400–800.
  started = Date.now();
  const created = new Date('2026-01-01T00:00:00Z');
  await db.insert(projects).values(
    Array.from({ length: PROJECTS }, (_, index) => ({
      organizationId,
      name: `Bench Project ${String(index).padStart(2, '0')}`,
      description: 'Timesheets bench',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      status: 2,
      estimatedBudget: 5_000_000,
      estimatedHours: 20_000,
      timesheetInterval: 1,
      createdAt: created,
      updatedAt: created,
    })),
  );
  await db.execute(sql`
      insert into project_members (organization_id, project_id, employee_id, is_manager, hourly_rate)
      select e.organization_id, p.id, e.id, false, 400 + (e.employee_number % 9) * 50
      from employees e
      join (select id, row_number() over (order by name) - 1 as position from projects
            where organization_id = ${organizationId} and description = 'Timesheets bench') p
        on p.position = e.employee_number % ${PROJECTS}
      where e.organization_id = ${organizationId} and e.employee_number >= 5000`);
  // Three slots in four attributed to the member's project, a day at a time, as the tracker's
  // attribution costs them (worked = tracked − idle, at the member's rate).
  for (let day: string = START_DATE; day <= END_DATE; day = addDays(day, 1)) {
    const { start, end } = organizationDayRange(day, TIME_ZONE);
    await db.execute(sql`
        insert into project_time (organization_id, project_id, employee_id, slot_start, tracked_seconds,
                                  idle_seconds, worked_seconds, hourly_rate)
        select s.organization_id, m.project_id, s.employee_id, s.slot_start, s.tracked_seconds,
               least(s.idle_seconds, s.tracked_seconds), s.tracked_seconds - least(s.idle_seconds, s.tracked_seconds),
               m.hourly_rate
        from activity_slots s
        join project_members m on m.organization_id = s.organization_id and m.employee_id = s.employee_id
        where s.organization_id = ${organizationId} and s.slot_start >= ${start.toISOString()}::timestamptz
          and s.slot_start < ${end.toISOString()}::timestamptz
          and (date_part('epoch', s.slot_start)::bigint / 600) % 4 <> 3`);
  }
  const [attributed] = await db.select({ count: sql<number>`count(*)::int` }).from(projectTime);
  console.log(`inserted ${attributed?.count} project_time rows in ${seconds(started)} s`);

  // The weeks: approved ones carry the figures the timesheets' rule gives them (as approving does).
  started = Date.now();
  const auth = await adminAuth(db, organizationId, adminId);
  const people = await db
    .select({ id: employees.id, number: employees.employeeNumber })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), sql`${employees.employeeNumber} >= 5000`))
    .orderBy(employees.employeeNumber);
  const now = new Date();
  const approvers = people.filter((person) => person.number % 10 !== 0).map((person) => person.id);
  for (const weekStart of APPROVED_WEEKS) {
    const figures = await findWeekFigures({ db }, auth, {
      weekStart,
      employeeIds: approvers,
      withProjects: true,
    });
    const rows = [...figures].map(([employeeId, approvedFigures]: [string, TimesheetFigures]) => ({
      organizationId,
      employeeId,
      weekStart,
      weekEnd: addDays(weekStart, 6),
      status: 'approved' as const,
      submittedAt: now,
      decidedById: adminId,
      decidedAt: now,
      approvedFigures,
      approvedById: adminId,
      approvedAt: now,
      updatedAt: now,
    }));
    for (let from = 0; from < rows.length; from += 250)
      await db.insert(timesheetWeeks).values(rows.slice(from, from + 250));
  }
  await db.insert(timesheetWeeks).values(
    people.map((person) => ({
      organizationId,
      employeeId: person.id,
      weekStart: SUBMITTED_WEEK,
      weekEnd: addDays(SUBMITTED_WEEK, 6),
      status: 'submitted' as const,
      submittedAt: now,
      updatedAt: now,
    })),
  );
  console.log(
    `approved ${APPROVED_WEEKS.length} weeks of ${approvers.length} employees, submitted ${SUBMITTED_WEEK} for ${people.length}, in ${seconds(started)} s`,
  );
  return { organizationId, adminId, approvedEmployeeIds: approvers };
};
