import type { PayrollPeriodParams, SalarySheetIssue } from '@pulse/shared/contracts/payroll';
import { padEmployeeNumber } from '@pulse/shared/domain/employee-code';
import {
  daysInMonth,
  monthName,
  SALARY_SHEET_COLUMNS,
  SALARY_SHEET_MONEY_COLUMNS,
  type SalarySheetColumn,
} from '@pulse/shared/domain/salary-slip';
import { payrollTexts } from '@pulse/shared/spec-texts';
import { isBlankCell, type SheetCell, type SheetRow } from '../../lib/spreadsheet-reader';

// The rules a salary sheet's cells must follow (spec B §2–§4): its header, every row's columns and
// employee, and a month's leave days. Pure: salary-sheet.ts reads the cells from the file, the upload
// service looks the employees up and stores the rows.

const MAX_MONEY = 9_999_999_999.99; // numeric(12, 2)
const MAX_LEAVES = 31;
const MAX_TEXT = 200;

const NUMBER_COLUMNS = [
  ...SALARY_SHEET_MONEY_COLUMNS,
  'Number of Leaves',
] as const satisfies readonly SalarySheetColumn[];
type NumberColumn = (typeof NUMBER_COLUMNS)[number];

const TEXT_COLUMNS = [
  'Employee Name',
  'IFSC Code',
  'Emails',
  'Department',
  'Designation',
] as const satisfies readonly SalarySheetColumn[];
type TextColumn = (typeof TEXT_COLUMNS)[number];

// One valid data row, in the sheet's words; the service maps it onto a salary slip.
export type SalarySheetRow = {
  row: number;
  employeeNumber: number;
  accountNumber: string | null;
  numbers: Record<NumberColumn, number>;
  texts: Record<TextColumn, string | null>;
};

export type ReadSalarySheet = {
  header: string[];
  rows: SheetRow[];
  // Cells that cannot be read at all (formula without a saved result, an Excel error value).
  cellIssues: SalarySheetIssue[];
};

export const issue = (row: number | null, column: string | null, message: string): SalarySheetIssue => ({
  row,
  column,
  path: row === null ? (column ?? 'file') : `row ${row}${column ? `, ${column}` : ''}`,
  message,
});

export const checkHeader = (header: string[]): SalarySheetIssue[] => {
  const expected = new Set<string>(SALARY_SHEET_COLUMNS);
  const seen = new Set<string>();
  const issues: SalarySheetIssue[] = [];
  header.forEach((name, index) => {
    if (name === '') return;
    if (!expected.has(name)) issues.push(issue(1, name, `Unknown column "${name}" (column ${index + 1})`));
    else if (seen.has(name)) issues.push(issue(1, name, `Column "${name}" appears twice`));
    seen.add(name);
  });
  for (const name of SALARY_SHEET_COLUMNS) {
    if (!seen.has(name)) issues.push(issue(1, name, `Missing column "${name}"`));
  }
  return issues;
};

const shown = (cell: SheetCell) => (typeof cell === 'string' ? JSON.stringify(cell) : String(cell));

const readNumber = (cell: SheetCell, max: number): number | string => {
  if (isBlankCell(cell)) return 0;
  let value: number;
  if (typeof cell === 'number') value = cell;
  else {
    const text = String(cell).trim().replaceAll(',', '');
    if (!/^\d+(\.\d+)?$/.test(text)) return `must be a number of 0 or more, got ${shown(cell)}`;
    value = Number(text);
  }
  if (!Number.isFinite(value) || value < 0) return `must be a number of 0 or more, got ${shown(cell)}`;
  if (value > max) return `must be at most ${max}, got ${shown(cell)}`;
  return value;
};

const readEmployeeNumber = (cell: SheetCell): number | string => {
  if (isBlankCell(cell)) return 'is required';
  if (typeof cell === 'number') {
    return Number.isInteger(cell) && cell >= 1 && cell <= 99_999_999
      ? cell
      : `must be an 8-digit employee number, got ${shown(cell)}`;
  }
  const text = String(cell).trim();
  if (!/^\d{1,8}$/.test(text) || Number(text) === 0)
    return `must be an 8-digit employee number, got ${shown(cell)}`;
  return Number(text);
};

const readText = (cell: SheetCell): string | null | { problem: string } => {
  if (isBlankCell(cell)) return null;
  const text = String(cell).trim();
  if (text.length > MAX_TEXT) return { problem: `is longer than ${MAX_TEXT} characters` };
  return text;
};

// An account number typed as a number loses digits beyond 15; such a cell is refused, not guessed.
const readAccountNumber = (cell: SheetCell): string | null | { problem: string } => {
  if (isBlankCell(cell)) return null;
  if (typeof cell === 'number') {
    return Number.isSafeInteger(cell) && cell >= 0
      ? String(cell)
      : { problem: `must be typed as text to keep every digit, got ${shown(cell)}` };
  }
  const text = String(cell).trim().replaceAll(' ', '');
  if (!/^[A-Za-z0-9]{1,34}$/.test(text))
    return { problem: `must be letters and digits only, got ${shown(cell)}` };
  return text;
};

export type EmployeeLookup = (employeeNumber: number) => boolean;

// Every row against the column rules and the organisation's employees; returns the valid rows and
// every problem found (the caller stores nothing when there is one).
export const validateSalarySheet = (
  sheet: ReadSalarySheet,
  isKnownEmployee: EmployeeLookup,
): { rows: SalarySheetRow[]; issues: SalarySheetIssue[] } => {
  const headerIssues = checkHeader(sheet.header);
  if (headerIssues.length > 0) return { rows: [], issues: headerIssues };
  if (sheet.rows.length === 0) return { rows: [], issues: [issue(null, null, payrollTexts.sheetEmpty)] };
  const columnIndex = new Map(sheet.header.map((name, index) => [name, index]));
  const issues: SalarySheetIssue[] = [...sheet.cellIssues];
  const brokenCells = new Set(sheet.cellIssues.map((found) => found.path));
  const firstRowOfEmployee = new Map<number, number>();
  const rows: SalarySheetRow[] = [];

  for (const { row, cells } of sheet.rows) {
    const cellOf = (column: SalarySheetColumn): SheetCell => cells[columnIndex.get(column) ?? -1] ?? null;
    const problemsBefore = issues.length;
    const report = (column: SalarySheetColumn, message: string) => {
      if (!brokenCells.has(`row ${row}, ${column}`)) issues.push(issue(row, column, `${column} ${message}`));
    };

    const employeeNumber = readEmployeeNumber(cellOf('EmployeeID'));
    if (typeof employeeNumber === 'string') report('EmployeeID', employeeNumber);
    else if (!isKnownEmployee(employeeNumber))
      report('EmployeeID', `${padEmployeeNumber(employeeNumber)} is not an employee of your organisation`);
    else if (firstRowOfEmployee.has(employeeNumber))
      report(
        'EmployeeID',
        `${padEmployeeNumber(employeeNumber)} appears again (first in row ${firstRowOfEmployee.get(employeeNumber)})`,
      );
    else firstRowOfEmployee.set(employeeNumber, row);

    const numbers = {} as Record<NumberColumn, number>;
    for (const column of NUMBER_COLUMNS) {
      const value = readNumber(cellOf(column), column === 'Number of Leaves' ? MAX_LEAVES : MAX_MONEY);
      if (typeof value === 'string') report(column, value);
      else
        numbers[column] =
          column === 'Number of Leaves' ? Math.round(value * 10) / 10 : Math.round(value * 100) / 100;
    }
    const texts = {} as Record<TextColumn, string | null>;
    for (const column of TEXT_COLUMNS) {
      const value = readText(cellOf(column));
      if (value !== null && typeof value === 'object') report(column, value.problem);
      else texts[column] = value;
    }
    const accountNumber = readAccountNumber(cellOf('Account No'));
    if (accountNumber !== null && typeof accountNumber === 'object')
      report('Account No', accountNumber.problem);

    if (issues.length === problemsBefore && typeof employeeNumber === 'number') {
      rows.push({ row, employeeNumber, accountNumber: accountNumber as string | null, numbers, texts });
    }
  }
  return { rows, issues };
};

// Only a month's upload knows how many days its leaves may take (the preview has no month).
export const checkLeavesWithinMonth = (
  rows: SalarySheetRow[],
  period: PayrollPeriodParams,
): SalarySheetIssue[] => {
  const days = daysInMonth(period.year, period.month);
  return rows
    .filter((row) => row.numbers['Number of Leaves'] > days)
    .map((row) => ({
      row: row.row,
      column: 'Number of Leaves',
      path: `row ${row.row}, Number of Leaves`,
      message: `Number of Leaves must be at most ${days} for ${monthName(period.month)}, got ${row.numbers['Number of Leaves']}`,
    }));
};
