// Reads at scale (hardening: reads at scale): 1,000 employees × 30 days of 10-minute slots (48 a
// working day, 1.44 M activity_slots rows, one INSERT … SELECT a day) in a scratch database, then,
// through the whole app in process (app.inject: session lookup, validation, service, serialisation)
// as the administrator:
//   1. the 30-day report of every employee (GET /api/v1/reports, also as a browser asks for it,
//      Brotli-compressed), the service alone, its statement over the employee-day roll-up written by
//      hand, and the aggregate over the raw slots that the report ran before the roll-up; the answer's
//      size, and its serialisation on its own: JSON.stringify as the route writes it, and the app's
//      zod serializer (lib/serializer-compiler.ts: parse, then stringify) that the route does not run;
//   2. the time sheet of one day for every employee (GET /api/v1/time-sheet), the service alone and
//      its statements by hand.
// p50/p95 of each. Goals: report GET p95 < 300 ms, time sheet GET p95 < 100 ms (uncompressed). A
// benchmark to read: exits 0 when it ran.
//
//   node --import tsx bench/report.ts                                          # PGlite in memory
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/report.ts

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reportSchema } from '@pulse/shared/contracts/activity';
import { organizationDayRange } from '@pulse/shared/domain/organization-day';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../packages/server/src/db/client';
import { activityDays, activitySlots, organizations } from '../packages/server/src/db/schema/index';
import { openScratchDatabase } from '../packages/server/src/db/scratch-database';
import { seedDemo } from '../packages/server/src/db/seed/demo';
import { createFieldCipher } from '../packages/server/src/lib/field-encryption';
import { serializerCompiler } from '../packages/server/src/lib/serializer-compiler';
import { createLocalStorage } from '../packages/server/src/lib/storage/local-storage';
import { getReport, getTimeSheet } from '../packages/server/src/modules/activity/activity.service';
import { adminAuth, findAdministratorId } from './support/admin-auth';
import { startBenchApp } from './support/bench-app';
import { insertBenchSlots, LUNCH_SLOTS, SLOTS_PER_DAY } from './support/bench-workforce';
import { type Measured, timeInTurns } from './support/time-in-turns';

const EMPLOYEES = 1_000;
const DAYS = 30;
// Printed as `label.padEnd(labelWidth) p50 … ms   p95 … ms`, to `digits` decimals.
const TIMING = { runs: 20, warmUp: 3, labelWidth: 48, digits: 1 };
const REPORT_GOAL_MS = 300;
const TIME_SHEET_GOAL_MS = 100;
const TIME_ZONE = 'Asia/Kolkata';
const START_DATE = '2026-02-01';
const END_DATE = '2026-03-02';
const TIME_SHEET_DATE = '2026-02-10';

// The app's serializer as a route with the report's schema would run it.
const serializeAsTheApp = serializerCompiler({ schema: reportSchema, method: 'GET', url: '/api/v1/reports' });
const seconds = (started: number) => ((Date.now() - started) / 1000).toFixed(1);
const verdict = (measured: Measured | undefined, goal: number) =>
  `p95 ${measured?.p95.toFixed(1)} ms  goal < ${goal} ms  ${(measured?.p95 ?? Number.POSITIVE_INFINITY) < goal ? 'PASS' : 'FAIL'}`;

const main = async () => {
  const handle = await openScratchDatabase(process.env.DATABASE_URL, 'pulse_bench');
  const filesDir = mkdtempSync(join(tmpdir(), 'pulse-bench-report-'));
  console.log(
    `== Report and time sheet: ${EMPLOYEES} employees × ${DAYS} days × ${SLOTS_PER_DAY - LUNCH_SLOTS.length} slots on ${handle.kind} ==`,
  );
  console.log('command: node --import tsx bench/report.ts (DATABASE_URL for PostgreSQL)');
  let app: Awaited<ReturnType<typeof startBenchApp>>['app'] | undefined;
  try {
    await handle.migrate();
    const { db } = handle;
    const cipher = createFieldCipher(Buffer.alloc(32, 9));
    const storage = createLocalStorage(filesDir);
    // Without the demo's tracked history: the bench makes its own data.
    const organization = await seedDemo(db, { cipher, storage, withHistory: false, withAvatars: false });
    const organizationId = organization.id;
    // Log-off in idle: the report's day span matters, as it does for most organisations.
    await db
      .update(organizations)
      .set({ timeZone: TIME_ZONE, isLogOffIncludedInIdle: true })
      .where(eq(organizations.id, organizationId));
    const adminId = await findAdministratorId(db, organizationId);

    const started = Date.now();
    await db.execute(sql`
      insert into employees (organization_id, employee_number, employee_code, name, official_email,
                             password_hash, role_id)
      select ${organizationId}, 5000 + n, 'BENCH-' || lpad(n::text, 4, '0'), 'Bench Employee ' || n,
             'report.' || n || '@bench.pulse', 'not-a-real-hash', 2
      from generate_series(1, ${EMPLOYEES}) as n`);
    // Slots from 09:00 local, lunch apart; the roll-up follows in the same statements.
    await insertBenchSlots(db, {
      employeesWhere: sql`organization_id = ${organizationId} and employee_number >= 5000`,
      firstDay: START_DATE,
      today: END_DATE,
      timeZone: TIME_ZONE,
    });
    const [slots] = await db.select({ count: sql<number>`count(*)::int` }).from(activitySlots);
    const [days] = await db.select({ count: sql<number>`count(*)::int` }).from(activityDays);
    console.log(
      `inserted ${slots?.count} activity slots (${days?.count} employee-days in the roll-up) in ${seconds(started)} s`,
    );
    // What autovacuum does after a bulk load: statistics and the visibility map.
    await db.execute(sql`vacuum analyze`);

    const bench = await startBenchApp({ db, cipher, storage }, { organizationId, employeeId: adminId });
    app = bench.app;
    const { deps } = bench;
    const get = async (url: string, headers: Record<string, string> = {}) =>
      (await bench.get(url, headers)).body;
    const auth = await adminAuth(db, organizationId, adminId);
    const from = organizationDayRange(START_DATE, TIME_ZONE).start.toISOString();
    const to = organizationDayRange(END_DATE, TIME_ZONE).end.toISOString();

    // 1. The report.
    const reportUrl = `/api/v1/reports?startDate=${START_DATE}&endDate=${END_DATE}`;
    const report = await getReport(deps, auth, { startDate: START_DATE, endDate: END_DATE });
    const body = await get(reportUrl);
    console.log(
      `-- report ${START_DATE} to ${END_DATE}: ${report.employees.length} employees, ` +
        `${report.employees.reduce((sum, employee) => sum + employee.weeks.reduce((days, week) => days + week.days.length, 0), 0)} days, ` +
        `${(Buffer.byteLength(body) / 1024).toFixed(0)} KB of JSON --`,
    );
    const [reportGet, , , reportByHand] = await timeInTurns(
      [
        ['GET /api/v1/reports (app.inject)', () => get(reportUrl)],
        ['GET /api/v1/reports, accept-encoding: br', () => get(reportUrl, { 'accept-encoding': 'br' })],
        [
          'report service (roll-up + weeks)',
          () => getReport(deps, auth, { startDate: START_DATE, endDate: END_DATE }),
        ],
        // The statement the repository builds, written by hand, through the same driver.
        [
          'report statement by hand (roll-up)',
          () =>
            db.execute(sql`
              select d.employee_id, e.employee_code, e.name,
                     json_agg(json_build_array(d.work_date, d.tracked_seconds, d.away_seconds,
                                               date_part('epoch', d.first_slot_start),
                                               date_part('epoch', d.last_slot_start)))
              from activity_days d
              join employees e on e.organization_id = ${organizationId} and e.id = d.employee_id
              where d.organization_id = ${organizationId} and d.work_date >= ${START_DATE}
                and d.work_date <= ${END_DATE} and e.deleted_at is null
              group by d.employee_id, e.employee_code, e.name`),
        ],
        // Serialisation alone: what the route writes (activity.routes.ts), and what the app's zod
        // serializer would spend on the same answer.
        ['report serialisation (JSON.stringify, the route)', async () => JSON.stringify(report)],
        ['report serialisation (the app’s zod serializer)', async () => serializeAsTheApp(report)],
      ],
      TIMING,
    );
    // What the report read before the roll-up, for comparison: every slot of the range, aggregated.
    const [rawSlots] = await timeInTurns(
      [
        [
          'before: aggregate over raw slots by hand',
          () =>
            db.execute(sql`
              select s.employee_id, e.employee_code, e.name, s.day,
                     sum(s.tracked)::int, sum(s.away)::int, min(s.slot_start), max(s.slot_start)
              from (
                select employee_id, slot_start,
                       to_char(slot_start at time zone ${TIME_ZONE}, 'YYYY-MM-DD') as day,
                       least(greatest(tracked_seconds, 0), 600) as tracked,
                       least(greatest(idle_seconds, 0), least(greatest(tracked_seconds, 0), 600)) as away
                from activity_slots
                where organization_id = ${organizationId} and slot_start >= ${from}
                  and slot_start < ${to} and tracked_seconds > 0
              ) s
              join employees e on e.organization_id = ${organizationId} and e.id = s.employee_id
              where e.deleted_at is null
              group by s.employee_id, e.employee_code, e.name, s.day`),
        ],
      ],
      { ...TIMING, runs: 5, warmUp: 1 },
    );

    // 2. The time sheet of one day.
    const timeSheetUrl = `/api/v1/time-sheet?date=${TIME_SHEET_DATE}&isActive=true`;
    const sheet = await getTimeSheet(deps, auth, { date: TIME_SHEET_DATE, isActive: true });
    console.log(
      `-- time sheet ${TIME_SHEET_DATE}: ${sheet.rows.length} rows of ${sheet.employees.length} employees --`,
    );
    const [sheetGet] = await timeInTurns(
      [
        ['GET /api/v1/time-sheet (app.inject)', () => get(timeSheetUrl)],
        ['time sheet service', () => getTimeSheet(deps, auth, { date: TIME_SHEET_DATE, isActive: true })],
        [
          'time sheet statements by hand',
          async () => {
            const listed = await rowsOf<{ id: string }>(
              db,
              sql`
              select e.id, e.employee_code, e.name, d.name as designation, e.photo_storage_key
              from employees e
              left join designations d on d.organization_id = e.organization_id and d.id = e.designation_id
              where e.organization_id = ${organizationId} and e.deleted_at is null and e.is_active
              order by e.name, e.employee_code`,
            );
            const ids = listed.map((row) => row.id);
            return db.execute(sql`
              select employee_id, tracked_seconds, away_seconds, first_slot_start, last_slot_start
              from activity_days
              where organization_id = ${organizationId} and work_date = ${TIME_SHEET_DATE}
                and employee_id = any(${sql.param(ids)}::uuid[])`);
          },
        ],
      ],
      TIMING,
    );

    console.log('-- summary --');
    console.log(`report GET:     ${verdict(reportGet, REPORT_GOAL_MS)}`);
    console.log(`time sheet GET: ${verdict(sheetGet, TIME_SHEET_GOAL_MS)}`);
    if (rawSlots && reportByHand)
      console.log(
        `raw-slot aggregate / roll-up statement (p50): ${(rawSlots.p50 / reportByHand.p50).toFixed(1)}×`,
      );
  } finally {
    await app?.close();
    await handle.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
