// node --import tsx bench/payroll-upload.ts: what a large salary sheet costs. Generates a 5,000-row
// sheet for 5,000 employees in a scratch database (PostgreSQL when DATABASE_URL is set: a database
// created for the run and dropped afterwards; else PGlite in a temporary directory), then times the
// upload's own path (read the .xlsx, check every row, store sheet + slips in one transaction) and
// reports peak memory. A benchmark to read: exits 0 when it ran, 1 when it could not.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { padEmployeeNumber } from '@pulse/shared/domain/employee-code';
// The server's request augmentation (lib/auth-context.ts) needs fastify's types in this program.
import type {} from 'fastify';
import { openScratchDatabase } from '../packages/server/src/db/scratch-database';
import { createFieldCipher } from '../packages/server/src/lib/field-encryption';
import {
  insertDepartments,
  insertEmployees,
  insertOrganization,
} from '../packages/server/src/modules/organization/organization.repository';
import { importSalarySheet } from '../packages/server/src/modules/payroll/payroll-upload.service';
import { writeSalarySheet } from '../packages/server/src/modules/payroll/salary-sheet';
import { sampleSheetRows } from '../packages/server/src/modules/payroll/sample-salary-sheet';

const EMPLOYEES = 5_000;
const PERIOD = { year: 2026, month: 3 };
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;

const main = async () => {
  // A scratch database on the server named by DATABASE_URL (dropped afterwards), or in-memory PGlite.
  const handle = await openScratchDatabase(process.env.DATABASE_URL, 'pulse_bench');
  const label = handle.kind === 'postgres' ? 'PostgreSQL (scratch database)' : 'PGlite (in memory)';
  const peak = { rss: 0, heapUsed: 0 };
  const sample = () => {
    const usage = process.memoryUsage();
    peak.rss = Math.max(peak.rss, usage.rss);
    peak.heapUsed = Math.max(peak.heapUsed, usage.heapUsed);
  };
  try {
    console.log(`Database: ${label}`);
    await handle.migrate();
    const { db } = handle;
    const cipher = createFieldCipher(randomBytes(32));
    const organization = await insertOrganization(db, { name: 'Bench Payroll Ltd', timeZone: 'UTC' });
    const [department] = await insertDepartments(db, [
      { organizationId: organization.id, departmentNumber: 1, name: 'Operations' },
    ]);
    const people = Array.from({ length: EMPLOYEES }, (_, index) => ({
      organizationId: organization.id,
      employeeNumber: index + 1,
      employeeCode: `BENC-EMP-1-${padEmployeeNumber(index + 1)}`,
      departmentId: department?.id,
      name: `Employee ${index + 1}`,
      officialEmail: `employee${index + 1}@bench-payroll.test`,
      // Nobody signs in here; a placeholder keeps 5,000 argon2 runs out of the measurement.
      passwordHash: 'bench-no-sign-in',
    }));
    for (let start = 0; start < people.length; start += 1_000) {
      await insertEmployees(db, people.slice(start, start + 1_000));
    }

    const generateStart = performance.now();
    const sheetEmployees = people.map((person) => ({
      id: '',
      employeeNumber: person.employeeNumber,
      name: person.name,
      officialEmail: person.officialEmail,
      isActive: true,
      isRelieved: false,
      ifscCode: 'HDFC0000456',
      bankAccountNumberEncrypted: null,
      departmentName: 'Operations',
      designationName: 'Associate',
    }));
    const noHistory = {
      appraisedSalaries: new Map<string, number>(),
      leavesTaken: new Map<string, number>(),
    };
    const bytes = await writeSalarySheet(sampleSheetRows(cipher, sheetEmployees, PERIOD, noHistory));
    console.log(
      `Generated a ${EMPLOYEES}-row sheet (${mib(bytes.length)}) in ${seconds(performance.now() - generateStart)}`,
    );

    if (global.gc) global.gc();
    sample();
    const baseline = { ...peak };
    const timer = setInterval(sample, 10);
    const start = performance.now();
    const saved = await importSalarySheet(db, cipher, {
      organizationId: organization.id,
      uploadedBy: null,
      period: PERIOD,
      upload: { fileName: 'bench.xlsx', bytes },
      mode: 'add',
      now: new Date(),
    });
    const elapsed = performance.now() - start;
    clearInterval(timer);
    sample();

    console.log(`\n== Upload: read + validate + store ${saved.slipCount} slips ==`);
    console.log(
      `time            ${seconds(elapsed)}  (${Math.round(saved.slipCount / (elapsed / 1000))} rows/s)`,
    );
    console.log(`peak rss        ${mib(peak.rss)}  (before: ${mib(baseline.rss)})`);
    console.log(`peak heapUsed   ${mib(peak.heapUsed)}  (before: ${mib(baseline.heapUsed)})`);
  } finally {
    await handle.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
