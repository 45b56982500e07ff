import type {
  PayrollExists,
  PayrollMonths,
  PayrollPeriodParams,
  PayrollSaved,
  PayrollYears,
  SalarySheetIssue,
  SalarySheetPreview,
  SalarySlip,
  SalarySlipMonths,
} from '@pulse/shared/contracts/payroll';
import { padEmployeeNumber } from '@pulse/shared/domain/employee-code';
import {
  daysInMonth,
  monthName,
  SALARY_SHEET_COLUMNS,
  sampleSalaryBreakdown,
  workingDays,
} from '@pulse/shared/domain/salary-slip';
import { payrollTexts } from '@pulse/shared/spec-texts';
import type { Database } from '../../db/client';
import type { salarySlips } from '../../db/schema/index';
import { requireAdmin, requireSelfOrAdmin } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import { isUniqueViolation } from '../../lib/database-errors';
import type { Deps } from '../../lib/deps';
import { type FieldCipher, maskTail } from '../../lib/field-encryption';
import { recordAuditEvent } from '../audit/audit.service';
import {
  deleteSheet,
  deleteSlipsOfSheet,
  findEmployee,
  findSheet,
  findSlip,
  insertSheet,
  insertSlips,
  listSheetEmployees,
  listSheetsOfYear,
  listSheetYears,
  listSlipMonths,
  listSlipsOfSheet,
  type SheetEmployee,
  updateSheet,
} from './payroll.repository';
import {
  readSalarySheet,
  type SalarySheetRow,
  type SheetCell,
  validateSalarySheet,
  writeSalarySheet,
} from './salary-sheet';

export type SheetUpload = { fileName: string; bytes: Buffer };

// A sheet with thousands of bad rows would otherwise answer with a megabyte of errors.
const MAX_REPORTED_ISSUES = 500;

const currentYear = (deps: Deps) => deps.clock.now().getUTCFullYear();

const checkFileName = (fileName: string) => {
  // spec B §9: only .xlsx; the bytes are checked too (readSalarySheet), the name is what users see.
  if (!/\.xlsx$/i.test(fileName)) throw new AppError('PAYROLL_SHEET_INVALID', payrollTexts.sheetNotXlsx);
  return fileName.replace(/^.*[\\/]/, '').slice(0, 200);
};

const toProblem = (issues: SalarySheetIssue[]) =>
  new AppError(
    'PAYROLL_SHEET_INVALID',
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
  if (period) {
    const days = daysInMonth(period.year, period.month);
    for (const row of rows) {
      if (row.numbers['Number of Leaves'] > days)
        issues.push({
          row: row.row,
          column: 'Number of Leaves',
          path: `row ${row.row}, Number of Leaves`,
          message: `Number of Leaves must be at most ${days} for ${monthName(period.month)}, got ${row.numbers['Number of Leaves']}`,
        });
    }
  }
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
  if (mode === 'add' && existing) throw new AppError('PAYROLL_EXISTS');
  if (mode === 'replace' && !existing) throw new AppError('PAYROLL_NOT_FOUND');
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
    if (isUniqueViolation(error)) throw new AppError('PAYROLL_EXISTS');
    throw error;
  }
  return { year: period.year, month: period.month, slipCount: rows.length };
};

export const previewSalarySheet = async (
  deps: Deps,
  auth: Auth,
  upload: SheetUpload,
): Promise<SalarySheetPreview> => {
  requireAdmin(auth);
  const fileName = checkFileName(upload.fileName);
  const { sheet, issues } = await parseSheet(deps.db, auth.organizationId, upload.bytes);
  return {
    fileName,
    header: sheet.header,
    rows: sheet.rows,
    errors: issues.slice(0, MAX_REPORTED_ISSUES),
  };
};

export const addPayroll = (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  period: PayrollPeriodParams,
  upload: SheetUpload,
) => {
  requireAdmin(auth);
  return importSalarySheet(deps.db, deps.cipher, {
    organizationId: auth.organizationId,
    uploadedBy: auth.employeeId,
    period,
    upload,
    mode: 'add',
    now: deps.clock.now(),
    audit: { auth, ipAddress },
  });
};

export const replacePayroll = (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  period: PayrollPeriodParams,
  upload: SheetUpload,
) => {
  requireAdmin(auth);
  return importSalarySheet(deps.db, deps.cipher, {
    organizationId: auth.organizationId,
    uploadedBy: auth.employeeId,
    period,
    upload,
    mode: 'replace',
    now: deps.clock.now(),
    audit: { auth, ipAddress },
  });
};

export const checkPayrollExists = async (
  deps: Deps,
  auth: Auth,
  period: PayrollPeriodParams,
): Promise<PayrollExists> => {
  requireAdmin(auth);
  const sheet = await findSheet(deps.db, auth.organizationId, period.year, period.month);
  return { exists: sheet !== undefined };
};

// spec B §2: years with uploaded sheets plus the current year, newest first.
export const findPayrollYears = async (deps: Deps, auth: Auth): Promise<PayrollYears> => {
  requireAdmin(auth);
  const years = new Set(await listSheetYears(deps.db, auth.organizationId));
  years.add(currentYear(deps));
  return { years: [...years].sort((a, b) => b - a) };
};

export const findPayrollMonths = async (deps: Deps, auth: Auth, year?: number): Promise<PayrollMonths> => {
  requireAdmin(auth);
  const selectedYear = year ?? currentYear(deps);
  const sheets = await listSheetsOfYear(deps.db, auth.organizationId, selectedYear);
  return {
    year: selectedYear,
    months: sheets.map((sheet) => ({
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
  if (!sheet) throw new AppError('PAYROLL_NOT_FOUND');
  return sheet;
};

const decryptedTail = (cipher: FieldCipher, encrypted: string | null) =>
  encrypted ? maskTail(cipher.decrypt(encrypted)) : null;

// The stored sheet in the upload's shape, for the edit screen's preview.
export const getPayrollSheet = async (
  deps: Deps,
  auth: Auth,
  period: PayrollPeriodParams,
): Promise<SalarySheetPreview> => {
  requireAdmin(auth);
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
        decryptedTail(deps.cipher, slip.accountNumberEncrypted),
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
  requireAdmin(auth);
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

// Believable, repeatable amounts per employee (no randomness: the demo and tests stay stable).
export const sampleSheetRows = (
  cipher: FieldCipher,
  employees: SheetEmployee[],
  period: PayrollPeriodParams,
): SheetCell[][] => {
  const days = daysInMonth(period.year, period.month);
  return employees.map((employee, index) => {
    const number = employee.employeeNumber;
    const actualSalary = 25_000 + ((number * 7_300 + period.month * 500) % 60_000);
    const leaves = (number + period.month) % 3;
    const parts = sampleSalaryBreakdown(actualSalary, leaves, days);
    const nightShift = number % 5 === 0 ? 1_500 : 0;
    const tds = actualSalary > 60_000 ? Math.round(actualSalary * 0.05) : 0;
    const net = Math.round((parts.netSalary + nightShift - tds) * 100) / 100;
    const account = employee.bankAccountNumberEncrypted
      ? cipher.decrypt(employee.bankAccountNumberEncrypted)
      : `5010${padEmployeeNumber(number)}`;
    return [
      index + 1,
      padEmployeeNumber(number),
      employee.name,
      net,
      account,
      employee.ifscCode ?? 'HDFC0000456',
      actualSalary,
      parts.basic,
      parts.hra,
      parts.ga,
      parts.otherAllowance,
      leaves,
      nightShift,
      parts.professionalTax,
      tds,
      parts.esiEmployerPart,
      parts.esiEmployeePart,
      parts.epfEmployerPart,
      parts.epfEmployeePart,
      employee.officialEmail,
      employee.departmentName,
      employee.designationName,
      parts.leaveDeductionAmount,
    ];
  });
};

// A ready-to-upload sheet for the organisation's current employees, in the columns of spec B §2: the
// sample sheet download and the demo's payroll.
export const buildSampleSalarySheet = (
  db: Database,
  cipher: FieldCipher,
  organizationId: string,
  period: PayrollPeriodParams,
) =>
  listSheetEmployees(db, organizationId).then((employees) =>
    writeSalarySheet(
      sampleSheetRows(
        cipher,
        employees.filter((employee) => employee.isActive && !employee.isRelieved),
        period,
      ),
    ),
  );

// The sample carries every current employee's name, e-mail and full bank account number: its
// download is an export of personal data (hardening: audit trail).
export const getSampleSalarySheet = async (deps: Deps, auth: Auth, ipAddress: string | null) => {
  requireAdmin(auth);
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

// Admins read anyone's slips in their organisation; employees only their own (spec A §2).
const resolveSlipOwner = async (deps: Deps, auth: Auth, employeeId: string) => {
  requireSelfOrAdmin(auth, employeeId);
  const employee = await findEmployee(deps.db, auth.organizationId, employeeId);
  if (!employee) throw new AppError('NOT_FOUND');
  return employee;
};

export const findSalarySlipMonths = async (
  deps: Deps,
  auth: Auth,
  employeeId: string,
  year?: number,
): Promise<SalarySlipMonths> => {
  const employee = await resolveSlipOwner(deps, auth, employeeId);
  const selectedYear = year ?? currentYear(deps);
  return {
    year: selectedYear,
    months: await listSlipMonths(deps.db, auth.organizationId, employee.id, selectedYear),
  };
};

export const getSalarySlip = async (
  deps: Deps,
  auth: Auth,
  employeeId: string,
  period: PayrollPeriodParams,
): Promise<SalarySlip> => {
  const employee = await resolveSlipOwner(deps, auth, employeeId);
  const slip = await findSlip(deps.db, auth.organizationId, employee.id, period.year, period.month);
  if (!slip) throw new AppError('SALARY_SLIP_NOT_FOUND');
  return {
    year: slip.year,
    month: slip.month,
    monthName: monthName(slip.month),
    organizationName: auth.organization.name,
    employeeId: employee.id,
    employeeNumber: padEmployeeNumber(employee.employeeNumber),
    employeeName: slip.employeeName,
    departmentName: slip.departmentName,
    designationName: slip.designationName,
    numberOfLeaves: slip.numberOfLeaves,
    daysInMonth: daysInMonth(slip.year, slip.month),
    workingDays: workingDays(slip.year, slip.month, slip.numberOfLeaves),
    basicSalary: slip.basicSalary,
    hra: slip.hra,
    ga: slip.ga,
    otherAllowance: slip.otherAllowance,
    nightShiftAllowance: slip.nightShiftAllowance,
    actualSalary: slip.actualSalary,
    esiEmployeePart: slip.esiEmployeePart,
    esiEmployerPart: slip.esiEmployerPart,
    epfEmployeePart: slip.epfEmployeePart,
    epfEmployerPart: slip.epfEmployerPart,
    professionalTax: slip.professionalTax,
    tds: slip.tds,
    leaveDeductionAmount: slip.leaveDeductionAmount,
    grossSalary: slip.grossSalary,
    bonus: 0,
    anyAdjustment: 0,
    accountNumberMasked: decryptedTail(deps.cipher, slip.accountNumberEncrypted),
    ifscCode: slip.ifscCode,
  };
};
