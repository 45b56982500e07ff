// Dashboard at scale: the demo organisation grown by 2,000 employees (a few inactive, relieved or
// deleted; dates of birth and joining spread over the years; 60% with 1–3 appraisals; attendance
// marked by three in four on each of the last 7 days; 5% on approved leave today) and 7 days of
// 10-minute slots for every active one (≈ 630,000 activity_slots rows), all inserted with set-based
// SQL into a scratch database. Then, through the whole app in process (app.inject: session lookup,
// validation, service, serialisation) as the administrator:
//   1. time to all cards' data: the nine requests the administrator's dashboard sends at once
//      (leaves status, news tiles, policies, my week and the five admin cards), p50/p95;
//   2. each dashboard card's endpoint against its statement written by hand and sent through the same
//      driver: p50/p95 of each and their p95 ratio. Goal: the slowest card's ratio ≤ 1.5.
// A benchmark to read: it exits 0 whenever every stage ran.
//
//   node --import tsx bench/dashboard.ts                       # PGlite in memory
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/dashboard.ts

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DASHBOARD_LIMITS } from '@pulse/shared/contracts/dashboard';
import { addDays, organizationDayRange, todayIn } from '@pulse/shared/domain/organization-day';
import { isoWeekStart } from '@pulse/shared/domain/report-weeks';
import { upcomingMonthDayRange } from '@pulse/shared/domain/upcoming-dates';
import { sql } from 'drizzle-orm';
import { activitySlots } from '../packages/server/src/db/schema/index';
import { openScratchDatabase } from '../packages/server/src/db/scratch-database';
import { seedDemo } from '../packages/server/src/db/seed/demo';
import { createFieldCipher } from '../packages/server/src/lib/field-encryption';
import { createLocalStorage } from '../packages/server/src/lib/storage/local-storage';
import * as dashboard from '../packages/server/src/modules/dashboard/dashboard.service';
import { adminAuth, findAdministratorId } from './support/admin-auth';
import { startBenchApp } from './support/bench-app';
import {
  insertBenchAttendance,
  insertBenchLeaves,
  insertBenchSlots,
  LUNCH_SLOTS,
  SLOTS_PER_DAY,
} from './support/bench-workforce';
import { type Measured, timeInTurns } from './support/time-in-turns';

const EMPLOYEES = 2_000;
const DAYS = DASHBOARD_LIMITS.workDays;
// Slots from 09:00 local: 48 of them with a lunch gap of three, as a tracked working day.
const TIMING = { runs: 40, warmUp: 5, labelWidth: 44, digits: 1 };
const RATIO_GOAL = 1.5;

const seconds = (started: number) => ((Date.now() - started) / 1000).toFixed(1);

const main = async () => {
  const handle = await openScratchDatabase(process.env.DATABASE_URL, 'pulse_bench');
  const filesDir = mkdtempSync(join(tmpdir(), 'pulse-bench-dashboard-'));
  console.log(
    `== Dashboard: ${EMPLOYEES} employees, ${DAYS} days × ${SLOTS_PER_DAY - LUNCH_SLOTS.length} slots each on ${handle.kind} ==`,
  );
  console.log('command: node --import tsx bench/dashboard.ts (DATABASE_URL for PostgreSQL)');
  let app: Awaited<ReturnType<typeof startBenchApp>>['app'] | undefined;
  try {
    await handle.migrate();
    const { db } = handle;
    const cipher = createFieldCipher(Buffer.alloc(32, 9));
    const storage = createLocalStorage(filesDir);
    const organization = await seedDemo(db, { cipher, storage, withHistory: false, withAvatars: false });
    const organizationId = organization.id;
    const timeZone = organization.timeZone;
    const adminId = await findAdministratorId(db, organizationId);
    const today = todayIn(timeZone, new Date());
    const firstDay = addDays(today, -(DAYS - 1));

    // People: 1 in 40 inactive (half of those relieved), 1 in 200 deleted; joined 30 days to 5 years
    // ago; born on any day of the year (29 February included).
    let started = Date.now();
    await db.execute(sql`
      insert into employees (organization_id, employee_number, employee_code, name, official_email,
                             password_hash, role_id, is_active, is_relieved, joining_date,
                             relieving_date, date_of_birth, deleted_at)
      select ${organizationId}, 1000 + n, 'DEMO-EMP-2-' || lpad((1000 + n)::text, 8, '0'),
             'Bench Person ' || n, 'dashboard.' || n || '@bench.pulse', 'not-a-real-hash', 2,
             n % 40 <> 0, n % 80 = 0,
             ${today}::date - ((n * 37) % 1825 + 30),
             case when n % 40 = 0 then ${today}::date - 10 end,
             date '1970-01-01' + (n * 97) % 12000,
             case when n % 200 = 0 then now() end
      from generate_series(1, ${EMPLOYEES}) as n`);
    const bench = sql`organization_id = ${organizationId} and employee_number >= 1000`;
    // Appraisals: 60% of them, 1–3 each, a year apart from joining.
    await db.execute(sql`
      insert into appraisals (organization_id, employee_id, current_designation, new_designation,
                              current_salary, new_salary, appraisal_date)
      select organization_id, id, 'Associate', 'Senior Associate', 40000, 44800,
             joining_date + k * 365
      from employees cross join generate_series(1, 3) as k
      where ${bench} and employee_number % 5 < 3 and k <= 1 + employee_number % 3
        and joining_date + k * 365 < ${today}::date`);
    await insertBenchAttendance(db, { employeesWhere: bench, firstDay, lastDay: today, timeZone });
    await insertBenchLeaves(db, { employeesWhere: bench, today });
    console.log(
      `inserted ${EMPLOYEES} employees with appraisals, attendance and leaves in ${seconds(started)} s`,
    );

    // Slots: every active employee, every day of the range, one INSERT … SELECT a day.
    started = Date.now();
    await insertBenchSlots(db, { employeesWhere: bench, firstDay, today, timeZone });
    const [slots] = await db.select({ count: sql<number>`count(*)::int` }).from(activitySlots);
    console.log(`inserted ${slots?.count} activity slots in ${seconds(started)} s`);
    // What autovacuum does after a bulk load: statistics and the visibility map.
    await db.execute(sql`vacuum analyze`);

    const signedIn = await startBenchApp({ db, cipher, storage }, { organizationId, employeeId: adminId });
    app = signedIn.app;
    const { deps } = signedIn;
    const get = async (url: string) => (await signedIn.get(url)).body;

    // The statements each card's repository builds, written by hand (same parameters, same driver).
    const todayRange = organizationDayRange(today, timeZone);
    const monthDays = upcomingMonthDayRange(today, DASHBOARD_LIMITS.upcomingDays);
    const monthDayIn = (column: ReturnType<typeof sql>) =>
      monthDays.wrapsYearEnd
        ? sql`(to_char(${column}, 'MM-DD') >= ${monthDays.from} or to_char(${column}, 'MM-DD') <= ${monthDays.to})`
        : sql`to_char(${column}, 'MM-DD') between ${monthDays.from} and ${monthDays.to}`;
    const workAggregate = (from: string, to: string, employeeId?: string) => {
      const dayStarts: string[] = [];
      for (let day = from; day <= to; day = addDays(day, 1))
        dayStarts.push(organizationDayRange(day, timeZone).start.toISOString());
      dayStarts.push(organizationDayRange(to, timeZone).end.toISOString());
      const thresholds = sql`array[${sql.join(
        dayStarts.map((start) => sql`${start}::timestamptz`),
        sql`, `,
      )}]`;
      return sql`
        select d.day, d.tracked_seconds, d.away_seconds, d.first_start, d.last_start
        from (
          select employee_id, width_bucket(slot_start, ${thresholds}) as day,
                 sum(least(greatest(tracked_seconds, 0), 600))::int as tracked_seconds,
                 sum(least(greatest(idle_seconds, 0), least(greatest(tracked_seconds, 0), 600)))::int as away_seconds,
                 min(slot_start) as first_start, max(slot_start) as last_start
          from activity_slots
          where organization_id = ${organizationId}
            ${employeeId ? sql`and employee_id = ${employeeId}` : sql``}
            and slot_start >= ${dayStarts[0]} and slot_start < ${dayStarts.at(-1)}
            and tracked_seconds > 0
          group by 1, 2
        ) d
        join employees e on e.organization_id = ${organizationId} and e.id = d.employee_id
        where e.deleted_at is null`;
    };
    const weekStart = isoWeekStart(today);
    const cards: [string, ReturnType<typeof sql>][] = [
      [
        'employee-counts',
        sql`select count(*) filter (where is_active), count(*) filter (where not is_active),
                   count(*) filter (where not is_active and is_relieved), count(*)
            from employees where organization_id = ${organizationId} and deleted_at is null`,
      ],
      [
        'upcoming-appraisals',
        sql`select e.id, e.employee_code, e.name, e.photo_storage_key, e.joining_date, latest.latest_appraisal_date
            from employees e
            left join (
              select employee_id, max(appraisal_date) as latest_appraisal_date from appraisals
              where organization_id = ${organizationId} group by employee_id
            ) latest on latest.employee_id = e.id
            where e.organization_id = ${organizationId} and e.is_active and e.deleted_at is null
              and ${monthDayIn(sql`coalesce(latest.latest_appraisal_date, e.joining_date)`)}`,
      ],
      [
        'upcoming-birthdays',
        sql`select id, employee_code, name, photo_storage_key, date_of_birth from employees
            where organization_id = ${organizationId} and is_active and deleted_at is null
              and date_of_birth is not null and ${monthDayIn(sql`date_of_birth`)}`,
      ],
      [
        'attendance-today',
        sql`select count(*), count(*) filter (where p.is_present),
                   count(*) filter (where not p.is_present and p.is_on_leave),
                   (select name from holidays where organization_id = ${organizationId} and holiday_date = ${today} limit 1)
            from (
              select (exists (select 1 from attendance_records a where a.organization_id = ${organizationId}
                                and a.employee_id = e.id and a.work_date = ${today})
                      or exists (select 1 from activity_slots s where s.organization_id = ${organizationId}
                                and s.employee_id = e.id and s.slot_start >= ${todayRange.start.toISOString()}
                                and s.slot_start < ${todayRange.end.toISOString()} and s.tracked_seconds > 0)) as is_present,
                     exists (select 1 from leaves l where l.organization_id = ${organizationId}
                             and l.employee_id = e.id and l.status = 2 and l.from_date <= ${today}
                             and l.to_date >= ${today}) as is_on_leave
              from employees e
              where e.organization_id = ${organizationId} and e.is_active and e.deleted_at is null
            ) p`,
      ],
      ['work-week', workAggregate(firstDay, today)],
      ['my-week', workAggregate(weekStart, addDays(weekStart, 6), adminId)],
    ];

    // What each card shows, once, so the numbers below are about real work.
    const shown = (card: string) => get(`/api/v1/dashboard/${card}`).then((body) => JSON.parse(body));
    const counts = await shown('employee-counts');
    const appraisals = await shown('upcoming-appraisals');
    const birthdays = await shown('upcoming-birthdays');
    const attendance = await shown('attendance-today');
    const workWeek = await shown('work-week');
    console.log(
      `cards: ${counts.active} active / ${counts.inactive} inactive / ${counts.total} total; ` +
        `${appraisals.items.length} appraisals and ${birthdays.items.length} birthdays in 30 days; ` +
        `today ${attendance.present} present, ${attendance.onLeave} on leave, ${attendance.absent} absent; ` +
        `${Math.round(workWeek.totals.actualWorkMinutes / 60)} h actual work in 7 days`,
    );

    // 1. Everything the administrator's dashboard asks for at once.
    const dashboardUrls = [
      '/api/v1/leaves/summary',
      '/api/v1/news?scope=published&pageSize=8',
      '/api/v1/policies',
      ...cards.map(([card]) => `/api/v1/dashboard/${card}`),
    ];
    console.log(`-- all cards' data: ${dashboardUrls.length} requests in parallel --`);
    const [all] = await timeInTurns(
      [['all cards (Promise.all of app.inject)', () => Promise.all(dashboardUrls.map(get))]],
      TIMING,
    );

    // 2. Each card against its own statement.
    console.log('-- each card: GET (app.inject) against its raw SQL (same driver) --');
    // The service alone (no session lookup, no serialisation) tells HTTP from the use case's own work.
    const auth = await adminAuth(db, organizationId, adminId);
    const services: Record<string, () => Promise<unknown>> = {
      'employee-counts': () => dashboard.getEmployeeCounts(deps, auth),
      'upcoming-appraisals': () => dashboard.findUpcomingAppraisals(deps, auth),
      'upcoming-birthdays': () => dashboard.findUpcomingBirthdays(deps, auth),
      'attendance-today': () => dashboard.countAttendanceToday(deps, auth),
      'work-week': () => dashboard.getOrganizationWorkWeek(deps, auth),
      'my-week': () => dashboard.getMyWeek(deps, auth),
    };
    const ratios: { card: string; http: Measured; service: Measured; raw: Measured; ratio: number }[] = [];
    for (const [card, statement] of cards) {
      const serviceRun = services[card];
      if (!serviceRun) throw new Error(`no service for ${card}`);
      const [http, service, raw] = await timeInTurns(
        [
          [`GET /api/v1/dashboard/${card}`, () => get(`/api/v1/dashboard/${card}`)],
          [`service: ${card}`, serviceRun],
          [`raw SQL: ${card}`, () => db.execute(statement)],
        ],
        TIMING,
      );
      if (!http || !service || !raw) throw new Error(`${card} did not run`);
      ratios.push({ card, http, service, raw, ratio: http.p95 / raw.p95 });
    }
    console.log('-- summary (p95) --');
    for (const { card, http, service, raw, ratio } of ratios)
      console.log(
        `${card.padEnd(20)} GET ${http.p95.toFixed(1).padStart(7)} ms   service ${service.p95.toFixed(1).padStart(7)} ms   raw ${raw.p95.toFixed(1).padStart(7)} ms   GET/raw ${ratio.toFixed(2)}`,
      );
    const slowest = ratios.reduce((worst, entry) => (entry.http.p95 > worst.http.p95 ? entry : worst));
    const highest = ratios.reduce((worst, entry) => (entry.ratio > worst.ratio ? entry : worst));
    console.log(`time to all cards' data: p50 ${all?.p50.toFixed(1)} ms   p95 ${all?.p95.toFixed(1)} ms`);
    console.log(
      `slowest card (${slowest.card}) GET / raw (p95): ${slowest.ratio.toFixed(2)}  goal ≤ ${RATIO_GOAL}  ${slowest.ratio <= RATIO_GOAL ? 'PASS' : 'FAIL'}`,
    );
    console.log(`highest ratio of any card: ${highest.card} ${highest.ratio.toFixed(2)}`);
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
