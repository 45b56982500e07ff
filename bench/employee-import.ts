// Employee import at size: the preview of a 500-row file, CSV and XLSX, through the use case
// the route calls (read the file, check every row with the Add Employee form's rules, look up the
// organisation's lists and e-mails in use), on the demo organisation. Goal: under 2 s. Prints the
// median and slowest of a few runs of each. A benchmark to read: it exits 0 whenever every stage ran.
//
//   node --import tsx bench/employee-import.ts                       # PGlite in memory
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/employee-import.ts

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { openScratchDatabase } from '../packages/server/src/db/scratch-database';
import { seedDemo } from '../packages/server/src/db/seed/demo';
import type { Deps } from '../packages/server/src/lib/deps';
import { createFieldCipher } from '../packages/server/src/lib/field-encryption';
import { createLocalStorage } from '../packages/server/src/lib/storage/local-storage';
import { previewEmployeeImport } from '../packages/server/src/modules/employees/employee-import.service';
import { noRealtime } from '../packages/server/src/realtime/realtime';
import { adminAuth, findAdministratorId } from './support/admin-auth';

const ROWS = 500;
const RUNS = 5;
const GOAL_MS = 2000;

const HEADER = [
  'Employee Name',
  'Father Name',
  'Date Of Birth',
  'Joining Date',
  'Department',
  'Designation',
  'Contact Number 1',
  'PAN Number',
  'Official Email',
  'Tracker Password',
];
// Every tenth row has a problem, as a real first draft of a file would.
const rowOf = (index: number) => [
  index % 10 === 3 ? '' : `Bench Person ${index}`,
  `Bench Parent ${index}`,
  `19${70 + (index % 30)}-0${(index % 9) + 1}-1${index % 10}`,
  '2026-01-05',
  index % 10 === 7 ? 'Moon Base' : 'Engineering',
  'Software Engineer',
  `+91 9${String(index).padStart(9, '0')}`,
  'ABCPZ1234K',
  `bench.import.${index}@bench.pulse`,
  index % 2 === 0 ? 'Bench@26' : '',
];

const csvOf = () =>
  Buffer.from(
    [HEADER, ...Array.from({ length: ROWS }, (_, index) => rowOf(index))]
      .map((row) => row.join(','))
      .join('\r\n'),
  );

const xlsxOf = async () => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Employees');
  sheet.addRow(HEADER);
  for (let index = 0; index < ROWS; index += 1) sheet.addRow(rowOf(index));
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const main = async () => {
  const handle = await openScratchDatabase(process.env.DATABASE_URL, 'pulse_bench');
  console.log(`== Employee import preview: ${ROWS} rows on ${handle.kind} ==`);
  try {
    await handle.migrate();
    const { db } = handle;
    const cipher = createFieldCipher(Buffer.alloc(32, 9));
    const storage = createLocalStorage(join(tmpdir(), 'pulse-bench-unused'));
    const organization = await seedDemo(db, { cipher, storage, withHistory: false });
    const adminId = await findAdministratorId(db, organization.id);
    const auth = await adminAuth(db, organization.id, adminId);
    const deps: Deps = { db, cipher, clock: { now: () => new Date() }, storage, realtime: noRealtime };

    for (const [kind, bytes] of [
      ['csv', csvOf()],
      ['xlsx', await xlsxOf()],
    ] as const) {
      const times: number[] = [];
      let counts = '';
      for (let run = 0; run < RUNS; run += 1) {
        const start = performance.now();
        const preview = await previewEmployeeImport(
          deps,
          auth,
          { fileName: `bench.${kind}`, bytes },
          { sendInvitations: true },
        );
        times.push(performance.now() - start);
        counts = `${preview.validCount} valid, ${preview.problemCount} with problems`;
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)] ?? 0;
      const slowest = times[times.length - 1] ?? 0;
      console.log(
        `${kind.padEnd(5)} median ${median.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms (${counts}; first run included) ` +
          `${slowest < GOAL_MS ? 'PASS' : 'FAIL'} (goal < ${GOAL_MS} ms)`,
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
