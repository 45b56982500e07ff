// Report at scale: 200 employees × 30 days of 10-minute slots (8 working hours a day, 288,000 rows)
// inserted with multi-row INSERTs into a scratch database, then the report service (one SQL aggregate
// per employee and organisation day + week grouping in JS) against the raw SQL aggregate over the
// same rows through the same driver. Also times the obvious alternative: fetch the range's slots and
// group them in JS with calendarDayOf + dayTotals. Prints p50/p95 of each and the ratio service ÷
// raw. Goal: ratio ≤ 1.3. A benchmark to read: exits 0 when it ran.
//
//   node --import tsx bench/report.ts                       # PGlite in memory
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/report.ts

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dayTotals } from '@pulse/shared/domain/day-totals';
import { calendarDayOf, organizationDayRange } from '@pulse/shared/domain/organization-day';
import { groupReportByWeek } from '@pulse/shared/domain/report-weeks';
import { ROLE } from '@pulse/shared/domain/roles';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { ensureActivityPartitions } from '../packages/server/src/db/activity-partitions';
import { activitySlots, employees, organizations } from '../packages/server/src/db/schema/index';
import { openScratchDatabase } from '../packages/server/src/db/scratch-database';
import { seedDemo } from '../packages/server/src/db/seed/demo';
import { createFieldCipher } from '../packages/server/src/lib/field-encryption';
import { createLocalStorage } from '../packages/server/src/lib/storage/local-storage';
import { getReport } from '../packages/server/src/modules/activity/activity.service';
import { noRealtime } from '../packages/server/src/realtime/realtime';
import { adminAuth } from './support/admin-auth';
import { timeInTurns } from './support/time-in-turns';

const EMPLOYEES = 200;
const DAYS = 30;
const SLOTS_PER_DAY = 48;
// Printed as `label.padEnd(labelWidth) p50 … ms   p95 … ms`, to `digits` decimals.
const TIMING = { runs: 20, warmUp: 3, labelWidth: 40, digits: 1 };
const RATIO_GOAL = 1.3;
const TIME_ZONE = 'Asia/Kolkata';
const START_DATE = '2026-02-01';
const END_DATE = '2026-03-02';

const main = async () => {
  const handle = await openScratchDatabase(process.env.DATABASE_URL, 'pulse_bench');
  console.log(
    `== Report: ${EMPLOYEES} employees × ${DAYS} days × ${SLOTS_PER_DAY} slots on ${handle.kind} ==`,
  );
  try {
    await handle.migrate();
    const { db } = handle;
    const cipher = createFieldCipher(Buffer.alloc(32, 9));
    // Without the demo's tracked history: the bench makes its own data (no file is written).
    const organization = await seedDemo(db, {
      cipher,
      storage: createLocalStorage(join(tmpdir(), 'pulse-bench-unused')),
      withHistory: false,
    });
    await db
      .update(organizations)
      .set({ timeZone: TIME_ZONE, isLogOffIncludedInIdle: true })
      .where(eq(organizations.id, organization.id));
    const [admin] = await db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.organizationId, organization.id), eq(employees.roleId, ROLE.admin)));
    if (!admin) throw new Error('the demo has no administrator');

    const benchEmployees = await db
      .insert(employees)
      .values(
        Array.from({ length: EMPLOYEES }, (_, index) => ({
          organizationId: organization.id,
          employeeNumber: 5_000 + index,
          employeeCode: `BENCH-${String(index).padStart(4, '0')}`,
          name: `Bench Employee ${index}`,
          officialEmail: `report.${index}@bench.pulse`,
          passwordHash: 'not-a-real-hash',
        })),
      )
      .returning({ id: employees.id });

    // Working day 09:00–17:00 local (03:30Z–11:30Z), a lunch gap, varying idle: realistic enough that
    // every day has log-off time and idle seconds to add up.
    const started = Date.now();
    const firstDay = organizationDayRange(START_DATE, TIME_ZONE).start;
    await ensureActivityPartitions(db, firstDay, new Date(firstDay.getTime() + DAYS * 86_400_000));
    let rows: (typeof activitySlots.$inferInsert)[] = [];
    const flush = async () => {
      if (rows.length > 0) await db.insert(activitySlots).values(rows);
      rows = [];
    };
    for (const [employeeIndex, employee] of benchEmployees.entries()) {
      for (let day = 0; day < DAYS; day += 1) {
        const dayStart = organizationDayRange(START_DATE, TIME_ZONE).start.getTime() + day * 86_400_000;
        for (let slot = 0; slot < SLOTS_PER_DAY + 3; slot += 1) {
          if (slot >= 24 && slot < 27) continue; // lunch: three slots without tracker data
          const seed = (employeeIndex * 31 + day * 7 + slot) % 97;
          const slotStart = new Date(dayStart + 9 * 3_600_000 + slot * 600_000);
          rows.push({
            organizationId: organization.id,
            employeeId: employee.id,
            slotStart,
            trackedSeconds: seed % 11 === 0 ? 420 : 600,
            idleSeconds: (seed * 13) % 240,
            keyPresses: seed * 3,
            mouseClicks: seed,
            topApplication: ['Code', 'Mail', 'Browser'][seed % 3] ?? null,
            windowTitles: [],
            updatedAt: slotStart,
          });
          if (rows.length >= 4_000) await flush();
        }
      }
    }
    await flush();
    const [count] = await db.select({ count: sql<number>`count(*)::int` }).from(activitySlots);
    console.log(`inserted ${count?.count} slots in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await db.execute(sql`analyze`);

    const auth = await adminAuth(db, organization.id, admin.id);
    const storage = createLocalStorage(join(tmpdir(), 'pulse-bench-unused'));
    const deps = { db, cipher, clock: { now: () => new Date() }, storage, realtime: noRealtime };
    const from = organizationDayRange(START_DATE, TIME_ZONE).start;
    const to = organizationDayRange(END_DATE, TIME_ZONE).end;

    const serviceRun = () => getReport(deps, auth, { startDate: START_DATE, endDate: END_DATE });
    // The aggregate the repository builds, written by hand, through the same driver.
    const rawRun = () =>
      db.execute(sql`
        select s.employee_id, e.employee_code, e.name, s.day,
               sum(s.tracked)::int as tracked_seconds, sum(s.away)::int as away_seconds,
               min(s.slot_start) as first_start, max(s.slot_start) as last_start
        from (
          select employee_id, slot_start,
                 to_char(slot_start at time zone ${TIME_ZONE}, 'YYYY-MM-DD') as day,
                 least(greatest(tracked_seconds, 0), 600) as tracked,
                 least(greatest(idle_seconds, 0), least(greatest(tracked_seconds, 0), 600)) as away
          from activity_slots
          where organization_id = ${organization.id} and slot_start >= ${from.toISOString()}
            and slot_start < ${to.toISOString()} and tracked_seconds > 0
        ) s
        join employees e on e.organization_id = ${organization.id} and e.id = s.employee_id
        where e.deleted_at is null
        group by s.employee_id, e.employee_code, e.name, s.day`);
    // The alternative: every slot of the range to JS, grouped by calendarDayOf, dayTotals per day.
    const inJsRun = async () => {
      const slots = await db
        .select({
          employeeId: activitySlots.employeeId,
          slotStart: activitySlots.slotStart,
          trackedSeconds: activitySlots.trackedSeconds,
          idleSeconds: activitySlots.idleSeconds,
        })
        .from(activitySlots)
        .where(
          and(
            eq(activitySlots.organizationId, organization.id),
            gte(activitySlots.slotStart, from),
            lt(activitySlots.slotStart, to),
          ),
        );
      const groups = new Map<string, { employeeId: string; date: string; slots: typeof prepared }>();
      const prepared = slots.map((slot) => ({
        slotStart: slot.slotStart.toISOString(),
        trackedSeconds: slot.trackedSeconds,
        idleSeconds: slot.idleSeconds,
        keyPresses: 0,
        mouseClicks: 0,
        topApplication: null,
        windowTitles: [],
        employeeId: slot.employeeId,
        date: calendarDayOf(slot.slotStart, TIME_ZONE),
      }));
      for (const slot of prepared) {
        const key = `${slot.employeeId}|${slot.date}`;
        const group = groups.get(key) ?? { employeeId: slot.employeeId, date: slot.date, slots: [] };
        group.slots.push(slot);
        groups.set(key, group);
      }
      return groupReportByWeek(
        [...groups.values()].map((group) => ({
          employeeId: group.employeeId,
          employeeCode: '',
          name: '',
          date: group.date,
          ...dayTotals(group.slots, organizationDayRange(group.date, TIME_ZONE), true),
        })),
        { startDate: START_DATE, endDate: END_DATE },
      );
    };

    const [service, raw, inJs] = await timeInTurns(
      [
        ['report service (SQL aggregate + weeks)', serviceRun],
        ['raw SQL aggregate (same driver)', rawRun],
        ['alternative: slots to JS + dayTotals', inJsRun],
      ],
      TIMING,
    );
    if (!service || !raw || !inJs) throw new Error('a contender did not run');
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
