// Reports → Productivity at scale: 50 employees × a month of the simulated working day (the demo's
// planner: ~100 focus intervals a working day over a few dozen windows), categorised by the starter set
// in a scratch database. Times the service (one query grouped by employee, day and window; each
// distinct window categorised once) against the same grouped query by hand through the same driver,
// and the obvious alternative: every focus interval to JS, categorised one by one. Prints p50/p95 and
// the ratio service ÷ raw. Goal: ratio ≤ 1.5. A benchmark to read: exits 0 when it ran.
//
//   node --import tsx bench/productivity-report.ts                       # PGlite in memory
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/productivity-report.ts

import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileCategorizer } from '@pulse/shared/domain/activity-categories';
import { addDays, organizationDayRange } from '@pulse/shared/domain/organization-day';
import { planDay } from '@pulse/shared/domain/simulated-day';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { ensureActivityPartitions } from '../packages/server/src/db/activity-partitions';
import {
  activityCategories,
  activityCategoryRules,
  activityIntervals,
  employees,
  trackerDevices,
} from '../packages/server/src/db/schema/index';
import { openScratchDatabase } from '../packages/server/src/db/scratch-database';
import { seedDemo } from '../packages/server/src/db/seed/demo';
import { createFieldCipher } from '../packages/server/src/lib/field-encryption';
import { createLocalStorage } from '../packages/server/src/lib/storage/local-storage';
import { getProductivityReport } from '../packages/server/src/modules/productivity/productivity.service';
import { noRealtime } from '../packages/server/src/realtime/realtime';
import { adminAuth, findAdministratorId } from './support/admin-auth';
import { timeInTurns } from './support/time-in-turns';

const EMPLOYEES = 50;
const DAYS = 30;
const TIMING = { runs: 10, warmUp: 2, labelWidth: 44, digits: 1 };
const RATIO_GOAL = 1.5;
const TIME_ZONE = 'Asia/Kolkata';
const START_DATE = '2026-02-01';
const END_DATE = addDays(START_DATE, DAYS - 1);

const main = async () => {
  const handle = await openScratchDatabase(process.env.DATABASE_URL, 'pulse_bench');
  console.log(`== Productivity report: ${EMPLOYEES} employees × ${DAYS} days on ${handle.kind} ==`);
  try {
    await handle.migrate();
    const { db } = handle;
    const cipher = createFieldCipher(Buffer.alloc(32, 9));
    // The demo without its history: the starter categories, and an administrator to ask.
    const organization = await seedDemo(db, {
      cipher,
      storage: createLocalStorage(join(tmpdir(), 'pulse-bench-unused')),
      withHistory: false,
      withAvatars: false,
      withNewsFiles: false,
    });
    const adminId = await findAdministratorId(db, organization.id);

    const benchEmployees = await db
      .insert(employees)
      .values(
        Array.from({ length: EMPLOYEES }, (_, index) => ({
          organizationId: organization.id,
          employeeNumber: 5_000 + index,
          employeeCode: `BENCH-${String(index).padStart(4, '0')}`,
          name: `Bench Employee ${index}`,
          officialEmail: `productivity.${index}@bench.pulse`,
          passwordHash: 'not-a-real-hash',
        })),
      )
      .returning({ id: employees.id, employeeCode: employees.employeeCode });

    const started = Date.now();
    const from = organizationDayRange(START_DATE, TIME_ZONE).start;
    const to = organizationDayRange(END_DATE, TIME_ZONE).end;
    await ensureActivityPartitions(db, from, to);
    let rows: (typeof activityIntervals.$inferInsert)[] = [];
    const flush = async () => {
      if (rows.length > 0) await db.insert(activityIntervals).values(rows);
      rows = [];
    };
    for (const employee of benchEmployees) {
      const [device] = await db
        .insert(trackerDevices)
        .values({
          organizationId: organization.id,
          employeeId: employee.id,
          name: 'Bench laptop',
          platform: 'simulated',
          tokenHash: createHash('sha256').update(employee.id).digest('hex'),
          createdAt: from,
          lastSeenAt: from,
        })
        .returning({ id: trackerDevices.id });
      if (!device) throw new Error('device insert returned nothing');
      for (let day = 0; day < DAYS; day += 1) {
        const date = addDays(START_DATE, day);
        for (const interval of planDay(`bench:${employee.employeeCode}`, date, TIME_ZONE).intervals) {
          if (interval.kind !== 'focus') continue;
          rows.push({
            organizationId: organization.id,
            employeeId: employee.id,
            deviceId: device.id,
            kind: 'focus',
            startedAt: new Date(interval.startedAt),
            durationSeconds: interval.durationSeconds,
            app: interval.app,
            title: interval.title,
            url: interval.url ?? null,
          });
          if (rows.length >= 4_000) await flush();
        }
      }
    }
    await flush();
    const [count] = await db.select({ count: sql<number>`count(*)::int` }).from(activityIntervals);
    console.log(
      `inserted ${count?.count} focus intervals in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    await db.execute(sql`analyze`);

    const auth = await adminAuth(db, organization.id, adminId);
    const storage = createLocalStorage(join(tmpdir(), 'pulse-bench-unused'));
    const deps = { db, cipher, clock: { now: () => new Date() }, storage, realtime: noRealtime };

    const serviceRun = () => getProductivityReport(deps, auth, { startDate: START_DATE, endDate: END_DATE });
    // The grouped query the repository builds, written by hand, through the same driver.
    const rawRun = () =>
      db.execute(sql`
        select f.employee_id, e.employee_code, e.name, f.day, f.app, f.title, f.url,
               sum(f.duration_seconds)::int as seconds
        from (
          select employee_id, to_char(started_at at time zone ${TIME_ZONE}, 'YYYY-MM-DD') as day,
                 app, title, url, duration_seconds
          from activity_intervals
          where organization_id = ${organization.id} and kind = 'focus'
            and started_at >= ${from.toISOString()} and started_at < ${to.toISOString()}
            and duration_seconds > 0
        ) f
        join employees e on e.organization_id = ${organization.id} and e.id = f.employee_id
        where e.deleted_at is null
        group by f.employee_id, e.employee_code, e.name, f.day, f.app, f.title, f.url`);
    // The alternative: every focus interval to JS, each one categorised.
    const inJsRun = async () => {
      const [categories, rules, intervals] = await Promise.all([
        db.select().from(activityCategories).where(eq(activityCategories.organizationId, organization.id)),
        db
          .select()
          .from(activityCategoryRules)
          .where(eq(activityCategoryRules.organizationId, organization.id)),
        db
          .select({
            employeeId: activityIntervals.employeeId,
            startedAt: activityIntervals.startedAt,
            durationSeconds: activityIntervals.durationSeconds,
            app: activityIntervals.app,
            title: activityIntervals.title,
            url: activityIntervals.url,
          })
          .from(activityIntervals)
          .where(
            and(
              eq(activityIntervals.organizationId, organization.id),
              eq(activityIntervals.kind, 'focus'),
              gte(activityIntervals.startedAt, from),
              lt(activityIntervals.startedAt, to),
            ),
          ),
      ]);
      const categorize = compileCategorizer(
        rules,
        categories.map((category) => category.id),
      );
      const seconds = new Map<string, number>();
      for (const interval of intervals) {
        const key = `${interval.employeeId}|${categorize(interval) ?? ''}`;
        seconds.set(key, (seconds.get(key) ?? 0) + interval.durationSeconds);
      }
      return seconds;
    };

    const [service, raw, inJs] = await timeInTurns(
      [
        ['productivity service (grouped + categorised)', serviceRun],
        ['raw grouped SQL (same driver)', rawRun],
        ['alternative: every interval to JS', inJsRun],
      ],
      TIMING,
    );
    if (!service || !raw || !inJs) throw new Error('a contender did not run');
    const report = await serviceRun();
    console.log(
      `${report.employees.length} employees, ${report.employees.reduce((sum, employee) => sum + employee.days.length, 0)} employee-days; productive ${report.grandTotal.percents.productive}%, neutral ${report.grandTotal.percents.neutral}%, unproductive ${report.grandTotal.percents.unproductive}%, uncategorised ${report.grandTotal.percents.uncategorised}%`,
    );
    const ratio = service.p50 / raw.p50;
    console.log(
      `ratio service / raw (p50): ${ratio.toFixed(2)}  goal ≤ ${RATIO_GOAL}  ${ratio <= RATIO_GOAL ? 'PASS' : 'FAIL'}`,
    );
    console.log(`alternative / raw (p50): ${(inJs.p50 / raw.p50).toFixed(2)}`);
  } finally {
    await handle.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
