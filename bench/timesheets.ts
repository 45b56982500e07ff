// Weekly timesheets at scale: 1,000 employees × 30 days of 10-minute slots (bench-workforce.ts: 48 a
// working day, 1.44 M activity_slots rows and their employee-day roll-up), each on one of 20 projects
// with three slots in four attributed to it (project_time, ≈ 1.1 M rows, costed at the member's rate),
// three weeks approved for nine in ten of them (approved_figures computed by the timesheets' own rule)
// and the fourth week submitted by all 1,000, in a scratch database. Then, through the whole app in
// process (app.inject: session lookup, validation, service, serialisation) as the administrator,
// p50/p95 over 20 runs of:
//   (a) GET /api/v1/timesheet-approvals?status=waiting for the week with 1,000 submitted weeks;
//   (b) GET /api/v1/timesheets/:employeeId/weeks/:weekStart, one employee's approved week;
//   (c) GET /api/v1/reports/approved-time for the month, groupBy=employee (and, to read beside it,
//       groupBy=project), the service alone and each of its three reads.
// Goals on PostgreSQL: (a) and (b) p95 < 100 ms, (c) p95 < 300 ms. A benchmark to read: exits 0 when
// it ran.
//
//   node --import tsx bench/timesheets.ts                                          # PGlite in memory
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/timesheets.ts

import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openScratchDatabase } from '../packages/server/src/db/scratch-database';
import { createFieldCipher } from '../packages/server/src/lib/field-encryption';
import { createLocalStorage } from '../packages/server/src/lib/storage/local-storage';
import {
  aggregateProjectCostByDay,
  findTrackedDayTuplesInRange,
} from '../packages/server/src/modules/activity/activity.repository';
import { getApprovedTimeReport } from '../packages/server/src/modules/timesheets/approved-time-report.service';
import { findApprovedRows } from '../packages/server/src/modules/timesheets/timesheets.repository';
import { adminAuth } from './support/admin-auth';
import { startBenchApp } from './support/bench-app';
import { LUNCH_SLOTS, SLOTS_PER_DAY } from './support/bench-workforce';
import { type Measured, timeInTurns } from './support/time-in-turns';
import { seedTimesheetWorkforce, TIMESHEET_BENCH } from './support/timesheet-workforce';

const TIMING = { runs: 20, warmUp: 3, labelWidth: 58, digits: 1 };
const GOALS = { approvals: 100, week: 100, report: 300 };
const { startDate: START_DATE, endDate: END_DATE } = TIMESHEET_BENCH;

// The machine is shared: the timings move with its load, printed beside them.
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
const verdict = (measured: Measured | undefined, goal: number) =>
  `p95 ${measured?.p95.toFixed(1)} ms  goal < ${goal} ms  ${(measured?.p95 ?? Number.POSITIVE_INFINITY) < goal ? 'PASS' : 'FAIL'}`;

const main = async () => {
  const handle = await openScratchDatabase(process.env.DATABASE_URL, 'pulse_bench_timesheets');
  const filesDir = mkdtempSync(join(tmpdir(), 'pulse-bench-timesheets-'));
  console.log(
    `== Timesheets: ${TIMESHEET_BENCH.employees} employees × 30 days × ${SLOTS_PER_DAY - LUNCH_SLOTS.length} slots on ${handle.kind} ==`,
  );
  console.log('command: node --import tsx bench/timesheets.ts (DATABASE_URL for PostgreSQL)');
  let app: Awaited<ReturnType<typeof startBenchApp>>['app'] | undefined;
  try {
    await handle.migrate();
    const { db } = handle;
    const cipher = createFieldCipher(Buffer.alloc(32, 9));
    const storage = createLocalStorage(filesDir);
    const { organizationId, adminId, approvedEmployeeIds } = await seedTimesheetWorkforce(db, {
      cipher,
      storage,
    });
    await db.execute(sql`vacuum analyze`);

    const auth = await adminAuth(db, organizationId, adminId);
    const bench = await startBenchApp({ db, cipher, storage }, { organizationId, employeeId: adminId });
    app = bench.app;
    const { deps } = bench;
    const { get } = bench;

    const approvalsUrl = `/api/v1/timesheet-approvals?status=waiting&weekStart=${TIMESHEET_BENCH.submittedWeek}`;
    const waiting = (await get(approvalsUrl)).json() as { total: number };
    const weekUrl = `/api/v1/timesheets/${approvedEmployeeIds[0]}/weeks/${TIMESHEET_BENCH.approvedWeeks[1]}`;
    const reportQuery = { startDate: START_DATE, endDate: END_DATE, groupBy: 'employee' as const };
    const reportUrl = (groupBy: string) =>
      `/api/v1/reports/approved-time?startDate=${START_DATE}&endDate=${END_DATE}&groupBy=${groupBy}`;
    const report = (await get(reportUrl('employee'))).json() as {
      rows: unknown[];
      grandTotal: { totalMinutes: number; approvedMinutes: number; cost: number };
    };
    console.log(
      `-- waiting list: ${waiting.total} weeks; approved-time report: ${report.rows.length} rows, ` +
        `${report.grandTotal.approvedMinutes} of ${report.grandTotal.totalMinutes} minutes approved, cost ${report.grandTotal.cost} --`,
    );
    const timingLoad = loadAverage();
    const [approvals, week, reportGet] = await timeInTurns(
      [
        [`(a) GET /api/v1/timesheet-approvals?status=waiting`, () => get(approvalsUrl)],
        ['(b) GET /api/v1/timesheets/:employeeId/weeks/:weekStart', () => get(weekUrl)],
        ['(c) GET /api/v1/reports/approved-time, by employee', () => get(reportUrl('employee'))],
        ['    GET /api/v1/reports/approved-time, by project', () => get(reportUrl('project'))],
        ['    report service alone (by employee)', () => getApprovedTimeReport(deps, auth, reportQuery)],
        [
          '    read: tracked days (activity_days)',
          () => findTrackedDayTuplesInRange(db, organizationId, { startDate: START_DATE, endDate: END_DATE }),
        ],
        [
          '    read: project-days and cost (project_days)',
          () => aggregateProjectCostByDay(db, organizationId, { startDate: START_DATE, endDate: END_DATE }),
        ],
        [
          '    read: approved rows (approved_figures)',
          () => findApprovedRows(db, organizationId, { startDate: START_DATE, endDate: END_DATE }),
        ],
      ],
      TIMING,
    );

    console.log(`-- summary (load average ${loadAverage()}; ${timingLoad} when the timing began) --`);
    console.log(`(a) approvals GET:      ${verdict(approvals, GOALS.approvals)}`);
    console.log(`(b) week GET:           ${verdict(week, GOALS.week)}`);
    console.log(`(c) approved-time GET:  ${verdict(reportGet, GOALS.report)}`);
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
