import { ROLE } from '@pulse/shared/domain/roles';
import { and, asc, eq } from 'drizzle-orm';
import type { FieldCipher } from '../../lib/field-encryption';
import { importSalarySheet } from '../../modules/payroll/payroll-upload.service';
import { buildSampleSalarySheet } from '../../modules/payroll/sample-salary-sheet';
import type { Database } from '../client';
import { employees } from '../schema/index';

// The two months before `now`, oldest first: January 2026 seeds November and December 2025.
export const demoPayrollPeriods = (now: Date) =>
  [2, 1].map((back) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
  });

// Two months of salary slips for every active demo employee, built as an .xlsx in memory and stored
// through the same import an upload uses, so the demo exercises the real parser and rules.
export const seedDemoPayroll = async (
  db: Database,
  input: { organizationId: string; now: Date; cipher: FieldCipher },
) => {
  const [admin] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.organizationId, input.organizationId), eq(employees.roleId, ROLE.admin)))
    .orderBy(asc(employees.employeeNumber))
    .limit(1);
  for (const period of demoPayrollPeriods(input.now)) {
    const bytes = await buildSampleSalarySheet(db, input.cipher, input.organizationId, period);
    await importSalarySheet(db, input.cipher, {
      organizationId: input.organizationId,
      uploadedBy: admin?.id ?? null,
      period,
      upload: {
        fileName: `Salary Sheet ${period.year}-${String(period.month).padStart(2, '0')}.xlsx`,
        bytes,
      },
      mode: 'add',
      now: input.now,
    });
  }
};
