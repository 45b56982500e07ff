import type {
  PayrollExists,
  PayrollMonths,
  PayrollPeriodParams,
  PayrollYears,
  SalarySheetPreview,
} from '@pulse/shared/contracts/payroll';
import { padEmployeeNumber } from '@pulse/shared/domain/employee-code';
import { monthName, SALARY_SHEET_COLUMNS } from '@pulse/shared/domain/salary-slip';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { decryptMaskedTail } from '../../lib/field-encryption';
import type { WholeList } from '../../lib/list-page';
import { recordAuditEvent } from '../audit/audit.service';
import { payrollErrors } from './payroll.errors';
import {
  deleteSheet,
  deleteSlipsOfSheet,
  findSheet,
  listSheetsOfYear,
  listSheetYears,
  listSlipsOfSheet,
} from './payroll.repository';
import { buildSampleSalarySheet } from './sample-salary-sheet';

// The administrators' payroll list (spec B §2): the months stored, one month's sheet, its deletion,
// and the sample sheet to fill in. Uploads are payroll-upload.service.ts, slips salary-slips.service.ts.

const currentYear = (deps: Deps) => deps.clock.now().getUTCFullYear();

export const checkPayrollExists = async (
  deps: Deps,
  auth: Auth,
  period: PayrollPeriodParams,
): Promise<PayrollExists> => {
  requireAccess(auth, 'admin');
  const sheet = await findSheet(deps.db, auth.organizationId, period.year, period.month);
  return { exists: sheet !== undefined };
};

// spec B §2: years with uploaded sheets plus the current year, newest first.
export const findPayrollYears = async (deps: Deps, auth: Auth): Promise<WholeList<PayrollYears>> => {
  requireAccess(auth, 'admin');
  const years = new Set(await listSheetYears(deps.db, auth.organizationId));
  years.add(currentYear(deps));
  return { items: [...years].sort((a, b) => b - a) };
};

export const findPayrollMonths = async (
  deps: Deps,
  auth: Auth,
  year?: number,
): Promise<WholeList<PayrollMonths>> => {
  requireAccess(auth, 'admin');
  const selectedYear = year ?? currentYear(deps);
  const sheets = await listSheetsOfYear(deps.db, auth.organizationId, selectedYear);
  return {
    year: selectedYear,
    items: sheets.map((sheet) => ({
      month: sheet.month,
      monthName: monthName(sheet.month),
      fileName: sheet.fileName,
      uploadedAt: sheet.uploadedAt.toISOString(),
      slipCount: sheet.slipCount,
    })),
  };
};

const getSheet = async (deps: Deps, auth: Auth, period: PayrollPeriodParams) => {
  const sheet = await findSheet(deps.db, auth.organizationId, period.year, period.month);
  if (!sheet) throw new AppError(payrollErrors.PAYROLL_NOT_FOUND);
  return sheet;
};

// The stored sheet in the upload's shape, for the edit screen's preview.
export const getPayrollSheet = async (
  deps: Deps,
  auth: Auth,
  period: PayrollPeriodParams,
): Promise<SalarySheetPreview> => {
  requireAccess(auth, 'admin');
  const sheet = await getSheet(deps, auth, period);
  const slips = await listSlipsOfSheet(deps.db, auth.organizationId, sheet.id);
  return {
    fileName: sheet.fileName,
    header: [...SALARY_SHEET_COLUMNS],
    rows: slips.map(({ slip, employeeNumber, email }, index) => ({
      row: index + 2,
      cells: [
        index + 1,
        padEmployeeNumber(employeeNumber),
        slip.employeeName,
        slip.grossSalary,
        decryptMaskedTail(deps.cipher, slip.accountNumberEncrypted),
        slip.ifscCode,
        slip.actualSalary,
        slip.basicSalary,
        slip.hra,
        slip.ga,
        slip.otherAllowance,
        slip.numberOfLeaves,
        slip.nightShiftAllowance,
        slip.professionalTax,
        slip.tds,
        slip.esiEmployerPart,
        slip.esiEmployeePart,
        slip.epfEmployerPart,
        slip.epfEmployeePart,
        email,
        slip.departmentName,
        slip.designationName,
        slip.leaveDeductionAmount,
      ],
    })),
    errors: [],
  };
};

export const deletePayroll = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  period: PayrollPeriodParams,
) => {
  requireAccess(auth, 'admin');
  const sheet = await getSheet(deps, auth, period);
  await deps.db.transaction(async (tx) => {
    await deleteSlipsOfSheet(tx, auth.organizationId, sheet.id);
    await deleteSheet(tx, auth.organizationId, sheet.id);
    await recordAuditEvent(tx, auth, ipAddress, {
      action: 'payroll.deleted',
      summary: `Deleted the salary sheet of ${monthName(sheet.month)} ${sheet.year} (${sheet.fileName})`,
      details: { year: sheet.year, month: sheet.month, fileName: sheet.fileName },
    });
  });
};

// The sample carries every current employee's name, e-mail and full bank account number: its
// download is an export of personal data (hardening: audit trail).
export const getSampleSalarySheet = async (deps: Deps, auth: Auth, ipAddress: string | null) => {
  requireAccess(auth, 'admin');
  const now = deps.clock.now();
  const sheet = await buildSampleSalarySheet(deps.db, deps.cipher, auth.organizationId, {
    year: now.getUTCFullYear(),
    month: now.getUTCMonth() + 1,
  });
  await recordAuditEvent(deps.db, auth, ipAddress, {
    action: 'personal-data.exported',
    summary: 'Downloaded the sample salary sheet: current employees’ names, e-mails and bank accounts',
    details: { export: 'sample-salary-sheet' },
  });
  return sheet;
};
