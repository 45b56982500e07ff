// Leaves list at scale: 500 employees × 3 years × 12 leaves (18,000 leaves, each applied to
// the admin) in the demo organisation. Times the admin's Employee Leaves tab — the default range (this
// year), first page and a scroll page (page 5) — through the service (organisation read + page
// statement + DTOs with each row's actions), against the same page written by hand as one SQL
// statement through the same driver. Prints p50/p95 of each and the p95 ratio. Goal: ratio ≤ 1.5.
// A benchmark to read: it exits 0 whenever every stage ran.
//
//   node --import tsx bench/leaves-list.ts                       # PGlite in memory
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/leaves-list.ts

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIST_PAGE_SIZE } from '@pulse/shared/contracts/leaves';
import { yearRangeOf } from '@pulse/shared/domain/leave-days';
import { LEAVE_STATUS } from '@pulse/shared/domain/leave-status';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { sql } from 'drizzle-orm';
import { employees, leaveManagers, leaves } from '../packages/server/src/db/schema/index';
import { openScratchDatabase } from '../packages/server/src/db/scratch-database';
import { seedDemo } from '../packages/server/src/db/seed/demo';
import { createFieldCipher } from '../packages/server/src/lib/field-encryption';
import { createLocalStorage } from '../packages/server/src/lib/storage/local-storage';
import { findEmployeeLeaves } from '../packages/server/src/modules/leaves/leaves.service';
import { noRealtime } from '../packages/server/src/realtime/realtime';
import { adminAuth, findAdministratorId } from './support/admin-auth';
import { timeInTurns } from './support/time-in-turns';

const EMPLOYEES = 500;
const YEARS = 3;
const LEAVES_PER_YEAR = 12;
// Printed as `label.padEnd(labelWidth) p50 … ms   p95 … ms`, to `digits` decimals.
const TIMING = { runs: 60, warmUp: 10, labelWidth: 34, digits: 2 };
const RATIO_GOAL = 1.5;
const PAGES = [1, 5];

const STATUSES = [
  LEAVE_STATUS.approved,
  LEAVE_STATUS.approved,
  LEAVE_STATUS.rejected,
  LEAVE_STATUS.cancelled,
  LEAVE_STATUS.pending,
  LEAVE_STATUS.markedAbsent,
  LEAVE_STATUS.markedPresent,
];

const pad = (value: number) => String(value).padStart(2, '0');

const main = async () => {
  const handle = await openScratchDatabase(process.env.DATABASE_URL, 'pulse_bench');
  console.log(
    `== Leaves list: ${EMPLOYEES} employees × ${YEARS} years × ${LEAVES_PER_YEAR} leaves on ${handle.kind} ==`,
  );
  console.log('command: node --import tsx bench/leaves-list.ts (DATABASE_URL for PostgreSQL)');
  try {
    await handle.migrate();
    const { db } = handle;
    const cipher = createFieldCipher(Buffer.alloc(32, 9));
    const storage = createLocalStorage(join(tmpdir(), 'pulse-bench-unused'));
    const organization = await seedDemo(db, { cipher, storage, withHistory: false });
    const adminId = await findAdministratorId(db, organization.id);
    const now = new Date();
    const today = todayIn(organization.timeZone, now);
    const currentYear = Number(today.slice(0, 4));

    const started = Date.now();
    const people = await db
      .insert(employees)
      .values(
        Array.from({ length: EMPLOYEES }, (_, index) => ({
          organizationId: organization.id,
          employeeNumber: 1_000 + index,
          employeeCode: `DEMO-EMP-2-${String(1_000 + index).padStart(8, '0')}`,
          name: `Bench Person ${index}`,
          officialEmail: `bench.${index}@bench.pulse`,
          passwordHash: 'not-a-real-hash',
          joiningDate: '2020-01-10',
        })),
      )
      .returning({ id: employees.id });
    const leaveValues = people.flatMap((person, personIndex) =>
      Array.from({ length: YEARS * LEAVES_PER_YEAR }, (_, index) => {
        const year = currentYear - Math.floor(index / LEAVES_PER_YEAR);
        const month = (index % LEAVES_PER_YEAR) + 1;
        const day = 1 + ((personIndex + index) % 25);
        const length = index % 3;
        const status = STATUSES[(personIndex + index) % STATUSES.length] ?? LEAVE_STATUS.approved;
        const createdAt = new Date(Date.UTC(year, month - 1, day) - 86_400_000 * 7);
        return {
          organizationId: organization.id,
          employeeId: person.id,
          appliedById:
            status === LEAVE_STATUS.markedAbsent || status === LEAVE_STATUS.markedPresent ? null : person.id,
          leaveType: length === 0 && index % 2 === 0 ? 2 : 1,
          fromDate: `${year}-${pad(month)}-${pad(day)}`,
          toDate: `${year}-${pad(month)}-${pad(day + (length === 0 && index % 2 === 0 ? 0 : length))}`,
          description: `Bench leave ${index}`,
          status,
          decidedById: status === LEAVE_STATUS.approved || status === LEAVE_STATUS.rejected ? adminId : null,
          decidedAt: status === LEAVE_STATUS.approved || status === LEAVE_STATUS.rejected ? createdAt : null,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
    for (let chunk = 0; chunk < leaveValues.length; chunk += 1_000) {
      const inserted = await db
        .insert(leaves)
        .values(leaveValues.slice(chunk, chunk + 1_000))
        .returning({ id: leaves.id, appliedById: leaves.appliedById });
      const managed = inserted.filter((row) => row.appliedById !== null);
      if (managed.length > 0) {
        await db
          .insert(leaveManagers)
          .values(
            managed.map((row) => ({ leaveId: row.id, organizationId: organization.id, managerId: adminId })),
          );
      }
    }
    console.log(`inserted ${leaveValues.length} leaves in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await db.execute(sql`analyze`);

    const deps = { db, cipher, clock: { now: () => new Date() }, storage, realtime: noRealtime };
    const auth = await adminAuth(db, organization.id, adminId);
    const year = yearRangeOf(today);
    // The same page, written by hand as one statement.
    const rawPage = (page: number) =>
      db.execute(sql`
        with page_ids as (
          select l.id, count(*) over () as total
          from leaves l
          where l.organization_id = ${organization.id} and l.status <> 6
            and l.from_date <= ${year.to} and l.to_date >= ${year.from}
          order by l.from_date desc, l.created_at desc, l.id desc
          limit ${LIST_PAGE_SIZE} offset ${(page - 1) * LIST_PAGE_SIZE})
        select l.id, l.employee_id, a.name, a.employee_code, f.id, f.name, f.employee_code,
               d.id, d.name, d.employee_code, l.leave_type, l.from_date, l.to_date, l.description,
               l.status, l.created_at,
               coalesce((select json_agg(json_build_object('id', m.id, 'name', m.name, 'employeeCode', m.employee_code)
                                         order by m.name, m.id)
                         from leave_managers lm
                         join employees m on m.id = lm.manager_id and m.organization_id = lm.organization_id
                         where lm.leave_id = l.id and lm.organization_id = l.organization_id), '[]'::json),
               page_ids.total
        from page_ids
        join leaves l on l.id = page_ids.id
        join employees a on a.organization_id = l.organization_id and a.id = l.employee_id
        left join employees f on f.organization_id = l.organization_id and f.id = l.applied_by_id
        left join employees d on d.organization_id = l.organization_id and d.id = l.decided_by_id
        order by l.from_date desc, l.created_at desc, l.id desc`);

    const first = await findEmployeeLeaves(deps, auth, {
      page: 1,
      pageSize: LIST_PAGE_SIZE,
      employeeIds: [],
    });
    console.log(
      `this year's page 1: ${first.items.length} rows of ${first.total} (${Math.ceil(first.total / LIST_PAGE_SIZE)} pages)`,
    );
    for (const page of PAGES) {
      console.log(`-- page ${page} --`);
      const [service, raw] = await timeInTurns(
        [
          [
            `service (findEmployeeLeaves) p${page}`,
            () => findEmployeeLeaves(deps, auth, { page, pageSize: LIST_PAGE_SIZE, employeeIds: [] }),
          ],
          [`raw SQL (same driver) p${page}`, () => rawPage(page)],
        ],
        TIMING,
      );
      if (!service || !raw) throw new Error('a contender did not run');
      const ratio = service.p95 / raw.p95;
      console.log(
        `ratio service / raw (p95), page ${page}: ${ratio.toFixed(2)}  goal ≤ ${RATIO_GOAL}  ${ratio <= RATIO_GOAL ? 'PASS' : 'FAIL'}`,
      );
    }
  } finally {
    await handle.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
