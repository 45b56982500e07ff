// Employees list at scale: 5,000 employees in the demo organisation, the list's search +
// sort + page through the repository, against the same statement written by hand and sent through the
// same driver. Prints p50/p95 of each and their ratio. Goal: ratio ≤ 1.5. A benchmark to read: it
// exits 0 whenever every stage ran.
//
//   node --import tsx bench/employees-list.ts                       # PGlite in memory
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/employees-list.ts

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { departments, designations, employees } from '../packages/server/src/db/schema/index';
import { openScratchDatabase } from '../packages/server/src/db/scratch-database';
import { seedDemo } from '../packages/server/src/db/seed/demo';
import { createFieldCipher } from '../packages/server/src/lib/field-encryption';
import { createLocalStorage } from '../packages/server/src/lib/storage/local-storage';
import { findEmployeePage } from '../packages/server/src/modules/employees/employees.repository';
import { findEmployees } from '../packages/server/src/modules/employees/employees.service';
import { noRealtime } from '../packages/server/src/realtime/realtime';
import { adminAuth, findAdministratorId } from './support/admin-auth';
import { timeInTurns } from './support/time-in-turns';

const EMPLOYEES = 5_000;
// Printed as `label.padEnd(labelWidth) p50 … ms   p95 … ms`, to `digits` decimals.
const TIMING = { runs: 200, warmUp: 20, labelWidth: 34, digits: 2 };
const RATIO_GOAL = 1.5;

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Diya',
  'Ishita',
  'Kabir',
  'Meera',
  'Nisha',
  'Rohan',
  'Sara',
  'Tara',
  'Yash',
];
const LAST = [
  'Sharma',
  'Patel',
  'Iyer',
  'Khan',
  'Das',
  'Menon',
  'Reddy',
  'Singh',
  'Bose',
  'Gupta',
  'Nair',
  'Rao',
];
const SEARCHES = ['an', 'sha', 'ra', 'iy', 'kh'];

const main = async () => {
  // A scratch database on the server named by DATABASE_URL (dropped afterwards), or in-memory PGlite.
  const handle = await openScratchDatabase(process.env.DATABASE_URL, 'pulse_bench');
  console.log(`== Employees list: ${EMPLOYEES} employees on ${handle.kind} ==`);
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
    const departmentRows = await db
      .select()
      .from(departments)
      .where(eq(departments.organizationId, organization.id));
    const designationRows = await db
      .select()
      .from(designations)
      .where(eq(designations.organizationId, organization.id));
    const adminId = await findAdministratorId(db, organization.id);

    const started = Date.now();
    for (let chunk = 0; chunk < EMPLOYEES; chunk += 500) {
      await db.insert(employees).values(
        Array.from({ length: 500 }, (_, offset) => {
          const index = chunk + offset;
          const number = 1_000 + index;
          const department = departmentRows[index % departmentRows.length];
          return {
            organizationId: organization.id,
            employeeNumber: number,
            employeeCode: `DEMO-EMP-${department?.departmentNumber ?? 1}-${String(number).padStart(8, '0')}`,
            departmentId: department?.id,
            designationId: designationRows[index % designationRows.length]?.id,
            name: `${FIRST[index % FIRST.length]} ${LAST[(index * 7) % LAST.length]} ${index}`,
            officialEmail: `bench.${index}@bench.pulse`,
            passwordHash: 'not-a-real-hash',
            contactNumber1: `+91 9${String(index).padStart(9, '0')}`,
            joiningDate: `20${String(20 + (index % 6)).padStart(2, '0')}-${String((index % 12) + 1).padStart(2, '0')}-10`,
            dateOfBirth: `19${70 + (index % 30)}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
            isActive: index % 10 !== 0,
          };
        }),
      );
    }
    console.log(`inserted ${EMPLOYEES} employees in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await db.execute(sql`analyze`);

    const filterOf = (index: number) => ({
      search: SEARCHES[index % SEARCHES.length] ?? 'an',
      searchBy: 'name' as const,
      sortBy: 'name' as const,
      order: 'asc' as const,
      isActive: true,
      limit: 24,
      offset: 48,
    });

    const repositoryRun = (index: number) => findEmployeePage(db, organization.id, filterOf(index));
    // The same statement, written by hand, through the same driver.
    const rawRun = (index: number) => {
      const filter = filterOf(index);
      return db.execute(sql`
        select e.id, e.employee_number, e.employee_code, e.name, e.blood_group, e.is_active, e.photo_storage_key, e.joining_date,
               e.date_of_birth, e.official_email, e.contact_number_1, g.name as designation_name,
               d.name as department_name, cast(count(*) over () as integer) as total
        from employees e
        left join departments d on d.organization_id = e.organization_id and d.id = e.department_id
        left join designations g on g.organization_id = e.organization_id and g.id = e.designation_id
        where e.organization_id = ${organization.id} and e.deleted_at is null and e.is_active = ${filter.isActive}
          and e.name ilike ${`%${filter.search}%`}
        order by lower(e.name) asc nulls last, e.employee_number asc
        limit ${filter.limit} offset ${filter.offset}`);
    };
    const auth = await adminAuth(db, organization.id, adminId);
    // The list never touches files; a storage root that is never created satisfies Deps.
    const storage = createLocalStorage(join(tmpdir(), 'pulse-bench-unused'));
    const deps = { db, cipher, clock: { now: () => new Date() }, storage, realtime: noRealtime };
    const serviceRun = (index: number) =>
      findEmployees(deps, auth, {
        search: SEARCHES[index % SEARCHES.length],
        searchBy: 'name',
        sortBy: 'name',
        order: 'asc',
        page: 3,
        pageSize: 24,
      });
    const [repository, raw, service] = await timeInTurns(
      [
        ['repository (findEmployeePage)', repositoryRun],
        ['raw SQL (same driver)', rawRun],
        ['service (findEmployees, 4 reads)', serviceRun],
      ],
      TIMING,
    );
    if (!repository || !raw || !service) throw new Error('a contender did not run');

    const ratio = repository.p50 / raw.p50;
    console.log(
      `ratio repository / raw (p50): ${ratio.toFixed(2)}  goal ≤ ${RATIO_GOAL}  ${ratio <= RATIO_GOAL ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `service / raw (p50): ${(service.p50 / raw.p50).toFixed(2)} (the service adds the organisation, list columns and leave settings reads)`,
    );
  } finally {
    await handle.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
