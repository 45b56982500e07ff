// Projects list at scale: 200 projects, 500 employees on teams of 10–20, and 30 days of attributed
// time (each employee ~40 slots a day on one of their projects: 600,000 project_time rows), all
// inserted with set-based SQL into a scratch database. Times the administrator's first page of
// GET /api/v1/projects (default page size 20) through the whole app in process (session lookup,
// validation, the service's page, count, columns and consumed-time aggregate, serialisation) against
// the same page's two statements written by hand through the same driver: the page's projects, then
// the sum of worked seconds and of worked seconds × rate over their project_time rows. Prints p50/p95 of each and the p95
// ratio. Goal: ratio ≤ 1.5. The service alone is timed too, to tell HTTP from SQL. A benchmark to
// read: it exits 0 whenever every stage ran.
//
//   node --import tsx bench/projects-list.ts                       # PGlite in memory
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/projects-list.ts

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectListSchema } from '@pulse/shared/contracts/projects';
import { sql } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app';
import { rowsOf } from '../packages/server/src/db/client';
import { employees, projectMembers, projects, projectTime } from '../packages/server/src/db/schema/index';
import { openScratchDatabase } from '../packages/server/src/db/scratch-database';
import { seedDemo } from '../packages/server/src/db/seed/demo';
import { createFieldCipher } from '../packages/server/src/lib/field-encryption';
import { createLocalStorage } from '../packages/server/src/lib/storage/local-storage';
import { startSession } from '../packages/server/src/modules/auth/auth.service';
import { findProjects } from '../packages/server/src/modules/projects/projects.service';
import { noRealtime } from '../packages/server/src/realtime/realtime';
import { adminAuth, findAdministratorId } from './support/admin-auth';
import { timeInTurns } from './support/time-in-turns';

const PROJECTS = 200;
const EMPLOYEES = 500;
const DAYS = 30;
const SLOTS_PER_DAY = 40;
const PAGE_SIZE = 20;
// Printed as `label.padEnd(labelWidth) p50 … ms   p95 … ms`, to `digits` decimals.
const TIMING = { runs: 100, warmUp: 10, labelWidth: 40, digits: 2 };
const RATIO_GOAL = 1.5;
const FIRST_DAY = Date.UTC(2026, 1, 1);
const DAY_MS = 86_400_000;

// Team p: 10–20 employees starting at p × 2.5, so consecutive teams overlap and every employee is on
// some team (4–7 of them).
const teamOf = (project: number) => {
  const size = 10 + (project % 11);
  const first = Math.floor((project * EMPLOYEES) / PROJECTS);
  return Array.from({ length: size }, (_, offset) => (first + offset) % EMPLOYEES);
};

const seconds = (started: number) => ((Date.now() - started) / 1000).toFixed(1);

const main = async () => {
  const handle = await openScratchDatabase(process.env.DATABASE_URL, 'pulse_bench');
  console.log(
    `== Projects list: ${PROJECTS} projects, ${EMPLOYEES} employees, ${DAYS} days × ${SLOTS_PER_DAY} attributed slots on ${handle.kind} ==`,
  );
  console.log('command: node --import tsx bench/projects-list.ts (DATABASE_URL for PostgreSQL)');
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await handle.migrate();
    const { db } = handle;
    const cipher = createFieldCipher(Buffer.alloc(32, 9));
    // The list never touches files; a storage root that is never created satisfies Deps.
    const storage = createLocalStorage(join(tmpdir(), 'pulse-bench-unused'));
    const organization = await seedDemo(db, { cipher, storage, withHistory: false });
    const adminId = await findAdministratorId(db, organization.id);

    let started = Date.now();
    const people = await db
      .insert(employees)
      .values(
        Array.from({ length: EMPLOYEES }, (_, index) => ({
          organizationId: organization.id,
          employeeNumber: 1_000 + index,
          employeeCode: `DEMO-EMP-2-${String(1_000 + index).padStart(8, '0')}`,
          name: `Bench Person ${index}`,
          officialEmail: `projects.${index}@bench.pulse`,
          passwordHash: 'not-a-real-hash',
          joiningDate: '2020-01-10',
        })),
      )
      .returning({ id: employees.id });
    const createdAt = new Date(FIRST_DAY - 30 * DAY_MS);
    const benchProjects = await db
      .insert(projects)
      .values(
        Array.from({ length: PROJECTS }, (_, index) => ({
          organizationId: organization.id,
          name: `Bench Project ${String(index).padStart(3, '0')}`,
          description: `Bench project ${index}`,
          startDate: '2026-01-01',
          endDate: '2026-12-31',
          status: 1 + (index % 4),
          estimatedBudget: 500_000 + index * 1_000,
          estimatedHours: 2_000 + index,
          timesheetInterval: 1 + (index % 2),
          createdAt,
          updatedAt: createdAt,
        })),
      )
      .returning({ id: projects.id });
    const memberships = benchProjects.flatMap((project, projectIndex) =>
      teamOf(projectIndex).map((personIndex, position) => ({
        organizationId: organization.id,
        projectId: project.id,
        employeeId: people[personIndex]?.id ?? adminId,
        isManager: position === 0,
        hourlyRate: 400 + ((projectIndex * 7 + personIndex) % 9) * 50,
      })),
    );
    await db.insert(projectMembers).values(memberships);
    // Each member's rate history starts with the rate they have, as saving a team writes it.
    await db.execute(sql`
      insert into project_member_rates (organization_id, project_id, employee_id, hourly_rate, effective_from)
      select organization_id, project_id, employee_id, hourly_rate, ${createdAt.toISOString()}::timestamptz
      from project_members where organization_id = ${organization.id}`);
    console.log(
      `inserted ${EMPLOYEES} employees, ${PROJECTS} projects, ${memberships.length} team members in ${seconds(started)} s`,
    );

    // A day at a time, one INSERT … SELECT each: every employee's 40 slots from 09:00 UTC on the
    // team that day picks (their teams in turn), tracked 420–600 s with some idle, costed at the
    // member's rate as the tracker's attribution does (worked = tracked − idle).
    started = Date.now();
    // The bench's teams only: the demo's own projects keep the demo's numbers.
    const benchProjectIds = benchProjects.map((project) => project.id);
    for (let day = 0; day < DAYS; day += 1) {
      const dayStart = new Date(FIRST_DAY + day * DAY_MS + 9 * 3_600_000).toISOString();
      await db.execute(sql`
        with teams as (
          select employee_id, project_id, hourly_rate,
                 row_number() over (partition by employee_id order by project_id) as position,
                 count(*) over (partition by employee_id) as team_count
          from project_members
          where organization_id = ${organization.id} and project_id in ${benchProjectIds}
        ), slots as (
          select t.employee_id, t.project_id, t.hourly_rate,
                 ${dayStart}::timestamptz + n * interval '10 minutes' as slot_start,
                 case when (n + ${day}) % 7 = 0 then 420 else 600 end as tracked,
                 (n * 37 + ${day} * 11) % 180 as idle
          from teams t
          cross join generate_series(0, ${SLOTS_PER_DAY - 1}) as n
          where t.position = ${day} % t.team_count + 1
        )
        insert into project_time (organization_id, project_id, employee_id, slot_start, tracked_seconds,
                                  idle_seconds, worked_seconds, hourly_rate)
        select ${organization.id}, project_id, employee_id, slot_start, tracked, idle, tracked - idle,
               hourly_rate
        from slots`);
    }
    const [count] = await db.select({ count: sql<number>`count(*)::int` }).from(projectTime);
    console.log(`inserted ${count?.count} project_time rows in ${seconds(started)} s`);
    // What autovacuum does after a bulk load: statistics, and the visibility map that lets the
    // consumed-time aggregate read its covering index alone.
    await db.execute(sql`vacuum analyze`);

    const clock = { now: () => new Date() };
    const deps = { db, cipher, clock, storage, realtime: noRealtime };
    app = await buildApp(deps, { webDir: null });
    const session = await startSession(
      deps,
      { organizationId: organization.id, employeeId: adminId },
      false,
      {
        ip: '127.0.0.1',
        userAgent: 'bench',
      },
    );
    const cookie = `pulse_session=${session.token}`;
    const server = app;
    const httpRun = async () => {
      const response = await server.inject({ method: 'GET', url: '/api/v1/projects', headers: { cookie } });
      if (response.statusCode !== 200)
        throw new Error(`GET /api/v1/projects answered ${response.statusCode}`);
      return response.body;
    };
    const auth = await adminAuth(db, organization.id, adminId);
    const serviceRun = () => findProjects(deps, auth, {});
    // The page and its consumed time, written by hand: the page's projects (with their team size, as
    // the list shows it), then the aggregate over the same project_time rows.
    const rawRun = async () => {
      const page = await rowsOf<{ id: string }>(
        db,
        sql`
        select p.*, (select count(*)::int from project_members m where m.project_id = p.id) as team_size
        from projects p
        where p.organization_id = ${organization.id}
        order by lower(p.name), p.id
        limit ${PAGE_SIZE}`,
      );
      const ids = page.map((row) => row.id);
      return db.execute(sql`
        select project_id, sum(worked_seconds), sum(worked_seconds * hourly_rate) / 3600
        from project_time
        where organization_id = ${organization.id} and project_id in ${ids}
        group by project_id`);
    };

    const first = projectListSchema.parse(JSON.parse(await httpRun()));
    const consumed = first.items.reduce((sum, item) => sum + item.consumedHours, 0);
    console.log(
      `first page: ${first.items.length} of ${first.total} projects, ${consumed.toFixed(1)} consumed hours on it`,
    );
    const [http, service, raw] = await timeInTurns(
      [
        ['GET /api/v1/projects (app.inject)', httpRun],
        ['service (findProjects)', serviceRun],
        ['raw SQL: page + aggregate (same driver)', rawRun],
      ],
      TIMING,
    );
    if (!http || !service || !raw) throw new Error('a contender did not run');
    const ratio = http.p95 / raw.p95;
    console.log(
      `ratio GET / raw (p95): ${ratio.toFixed(2)}  goal ≤ ${RATIO_GOAL}  ${ratio <= RATIO_GOAL ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `service / raw (p95): ${(service.p95 / raw.p95).toFixed(2)} (the service adds the count and the list columns; GET adds the session lookup and serialisation)`,
    );
  } finally {
    await app?.close();
    await handle.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
