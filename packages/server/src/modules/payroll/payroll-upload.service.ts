import type {
  PayrollPeriodParams,
  PayrollSaved,
  SalarySheetIssue,
  SalarySheetPreview,
} from '@pulse/shared/contracts/payroll';
import { monthName } from '@pulse/shared/domain/salary-slip';
import { payrollTexts } from '@pulse/shared/spec-texts';
import type { Database } from '../../db/client';
import type { salarySlips } from '../../db/schema/index';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import { isUniqueViolation } from '../../lib/database-errors';
import type { Deps } from '../../lib/deps';
import type { FieldCipher } from '../../lib/field-encryption';
import { sanitizeFileName } from '../../lib/file-type';
import { recordAuditEvent } from '../audit/audit.service';
import { payrollErrors } from './payroll.errors';
import {
  deleteSlipsOfSheet,
  findSheet,
  insertSheet,
  insertSlips,
  listSheetEmployees,
  type SheetEmployee,
  updateSheet,
} from './payroll.repository';
import { readSalarySheet } from './salary-sheet';
import { checkLeavesWithinMonth, type SalarySheetRow, validateSalarySheet } from './salary-sheet-rows';

// An administrator's salary sheet (spec B §2–§5): its preview, and storing it as the month's slips
// (added, or replacing the month's), all or nothing.

export type SheetUpload = { fileName: string; bytes: Buffer };

// A sheet with thousands of bad rows would otherwise answer with a megabyte of errors.
const MAX_REPORTED_ISSUES = 500;

const checkFileName = (fileName: string) => {
  // spec B §9: only .xlsx; the bytes are checked too (readSalarySheet), the name is what users see.
  if (!/\.xlsx$/i.test(fileName))
    throw new AppError(payrollErrors.PAYROLL_SHEET_INVALID, payrollTexts.sheetNotXlsx);
  // The name as users will see it: a NUL or half an emoji in it was a 500 (PostgreSQL refuses both).
  return sanitizeFileName(fileName, 'salary-sheet.xlsx');
};

const toProblem = (issues: SalarySheetIssue[]) =>
  new AppError(
    payrollErrors.PAYROLL_SHEET_INVALID,
    payrollTexts.sheetHasProblems,
    issues.slice(0, MAX_REPORTED_ISSUES).map(({ path, message }) => ({ path, message })),
  );

// Reads and checks a sheet against the organisation's employees; leaves need the month's length.
const parseSheet = async (
  db: Database,
  organizationId: string,
  bytes: Buffer,
  period?: PayrollPeriodParams,
) => {
  const sheet = await readSalarySheet(bytes);
  const employees = await listSheetEmployees(db, organizationId);
  const byNumber = new Map(employees.map((employee) => [employee.employeeNumber, employee]));
  const { rows, issues } = validateSalarySheet(sheet, (number) => byNumber.has(number));
  if (period) issues.push(...checkLeavesWithinMonth(rows, period));
  return { sheet, rows, issues, byNumber };
};

const toSlipValues = (
  cipher: FieldCipher,
  organizationId: string,
  salarySheetId: string,
  period: PayrollPeriodParams,
  row: SalarySheetRow,
  employee: SheetEmployee,
): typeof salarySlips.$inferInsert => ({
  organizationId,
  salarySheetId,
  employeeId: employee.id,
  year: period.year,
  month: period.month,
  employeeName: row.texts['Employee Name'] ?? employee.name,
  departmentName: row.texts.Department ?? employee.departmentName,
  designationName: row.texts.Designation ?? employee.designationName,
  accountNumberEncrypted: row.accountNumber ? cipher.encrypt(row.accountNumber) : null,
  ifscCode: row.texts['IFSC Code'],
  numberOfLeaves: row.numbers['Number of Leaves'],
  basicSalary: row.numbers.Basic,
  hra: row.numbers.HRA,
  ga: row.numbers.GA,
  otherAllowance: row.numbers['Other Allowance'],
  nightShiftAllowance: row.numbers['Night Shift Allowance (+)'],
  actualSalary: row.numbers['Actual Salary'],
  esiEmployeePart: row.numbers['ESI (.75%)'],
  esiEmployerPart: row.numbers['ESI (3.25%)'],
  epfEmployeePart: row.numbers['PF (Employee Con) - 12%'],
  epfEmployerPart: row.numbers['PF (Employer Con) - 12%'],
  professionalTax: row.numbers['Professional Tax'],
  tds: row.numbers['TDS/Adj (-)'],
  leaveDeductionAmount: row.numbers['Leaves Deduction (Amt)'],
  grossSalary: row.numbers['Gross Salary'],
});

// The one path every stored sheet takes (upload, replace, demo seed): parse, validate, then write
// the sheet and all its slips in one transaction, or nothing at all.
export const importSalarySheet = async (
  db: Database,
  cipher: FieldCipher,
  input: {
    organizationId: string;
    uploadedBy: string | null;
    period: PayrollPeriodParams;
    upload: SheetUpload;
    mode: 'add' | 'replace';
    now: Date;
    // The administrator's upload, for the audit trail (the demo's seed has none).
    audit?: { auth: Auth; ipAddress: string | null };
  },
): Promise<PayrollSaved> => {
  const { organizationId, period, mode } = input;
  const fileName = checkFileName(input.upload.fileName);
  const existing = await findSheet(db, organizationId, period.year, period.month);
  if (mode === 'add' && existing) throw new AppError(payrollErrors.PAYROLL_EXISTS);
  if (mode === 'replace' && !existing) throw new AppError(payrollErrors.PAYROLL_NOT_FOUND);
  const { rows, issues, byNumber } = await parseSheet(db, organizationId, input.upload.bytes, period);
  if (issues.length > 0) throw toProblem(issues);
  try {
    await db.transaction(async (tx) => {
      let sheetId: string;
      if (mode === 'replace' && existing) {
        sheetId = existing.id;
        await deleteSlipsOfSheet(tx, organizationId, sheetId);
        await updateSheet(tx, organizationId, sheetId, {
          fileName,
          uploadedBy: input.uploadedBy,
          uploadedAt: input.now,
        });
      } else {
        ({ id: sheetId } = await insertSheet(tx, {
          organizationId,
          year: period.year,
          month: period.month,
          fileName,
          uploadedBy: input.uploadedBy,
          uploadedAt: input.now,
        }));
      }
      await insertSlips(
        tx,
        rows.map((row) => {
          const employee = byNumber.get(row.employeeNumber);
          if (!employee) throw new Error('validated row without an employee');
          return toSlipValues(cipher, organizationId, sheetId, period, row, employee);
        }),
      );
      // Hardening (audit trail): the month and the file, never a figure from it.
      if (input.audit)
        await recordAuditEvent(tx, input.audit.auth, input.audit.ipAddress, {
          action: mode === 'add' ? 'payroll.uploaded' : 'payroll.replaced',
          summary: `${mode === 'add' ? 'Uploaded' : 'Replaced'} the salary sheet of ${monthName(period.month)} ${period.year} (${fileName}, slips: ${rows.length})`,
          details: {
            year: period.year,
            month: period.month,
            fileName,
            slipCount: rows.length,
            ...(existing ? { previousFileName: existing.fileName } : {}),
          },
        });
    });
  } catch (error) {
    // Two admins adding the same month at once: the unique index decides, the loser gets the 409.
    if (isUniqueViolation(error)) throw new AppError(payrollErrors.PAYROLL_EXISTS);
    throw error;
  }
  return { year: period.year, month: period.month, slipCount: rows.length };
};

export const previewSalarySheet = async (
  deps: Deps,
  auth: Auth,
  upload: SheetUpload,
): Promise<SalarySheetPreview> => {
  requireAccess(auth, 'admin');
  const fileName = checkFileName(upload.fileName);
  const { sheet, issues } = await parseSheet(deps.db, auth.organizationId, upload.bytes);
  return {
    fileName,
    header: sheet.header,
    rows: sheet.rows,
    errors: issues.slice(0, MAX_REPORTED_ISSUES),
  };
};

// A new month's sheet, or one that replaces a month's slips: one import, which checks the mode.
const importUploadedSheet =
  (mode: 'add' | 'replace') =>
  (deps: Deps, auth: Auth, ipAddress: string | null, period: PayrollPeriodParams, upload: SheetUpload) => {
    requireAccess(auth, 'admin');
    return importSalarySheet(deps.db, deps.cipher, {
      organizationId: auth.organizationId,
      uploadedBy: auth.employeeId,
      period,
      upload,
      mode,
      now: deps.clock.now(),
      audit: { auth, ipAddress },
    });
  };

export const addPayroll = importUploadedSheet('add');
export const replacePayroll = importUploadedSheet('replace');
