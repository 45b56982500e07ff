import type { SalarySheetIssue } from '@pulse/shared/contracts/payroll';
import { padEmployeeNumber } from '@pulse/shared/domain/employee-code';
import { SALARY_SHEET_COLUMNS, type SalarySheetColumn } from '@pulse/shared/domain/salary-slip';
import { payrollTexts } from '@pulse/shared/spec-texts';
import ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error';

// Reading an uploaded salary sheet (spec B §2–§4): file checks, then the header, then every row.
// Nothing here touches the database; the service looks the employees up and stores the result.

export const MAX_SHEET_BYTES = 5 * 1024 * 1024;
export const MAX_SHEET_ROWS = 10_000;
// A 5 MB zip can expand a hundredfold; 10,000 rows of 23 cells fit well inside this.
const MAX_UNCOMPRESSED_BYTES = 150 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 500;
const MAX_MONEY = 9_999_999_999.99; // numeric(12, 2)
const MAX_LEAVES = 31;
const MAX_TEXT = 200;

export type SheetCell = string | number | null;

const NUMBER_COLUMNS = [
  'Gross Salary',
  'Actual Salary',
  'Basic',
  'HRA',
  'GA',
  'Other Allowance',
  'Number of Leaves',
  'Night Shift Allowance (+)',
  'Professional Tax',
  'TDS/Adj (-)',
  'ESI (3.25%)',
  'ESI (.75%)',
  'PF (Employer Con) - 12%',
  'PF (Employee Con) - 12%',
  'Leaves Deduction (Amt)',
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
  rows: { row: number; cells: SheetCell[] }[];
  // Cells that cannot be read at all (formula without a saved result, an Excel error value).
  cellIssues: SalarySheetIssue[];
};

const issue = (row: number | null, column: string | null, message: string): SalarySheetIssue => ({
  row,
  column,
  path: row === null ? (column ?? 'file') : `row ${row}${column ? `, ${column}` : ''}`,
  message,
});

const sheetError = (detail: string) => new AppError('PAYROLL_SHEET_INVALID', detail);

const isZip = (bytes: Buffer) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

// Reads the zip's central directory (no decompression) so a zip bomb is refused before ExcelJS
// inflates it. Zip64 archives are refused: a real salary sheet never needs one.
const checkZipDirectory = (bytes: Buffer) => {
  const searchFrom = Math.max(0, bytes.length - 65_557);
  let end = -1;
  for (let offset = bytes.length - 22; offset >= searchFrom; offset -= 1) {
    if (bytes.readUInt32LE(offset) === 0x06054b50) {
      end = offset;
      break;
    }
  }
  if (end < 0) throw sheetError(payrollTexts.sheetUnreadable);
  const entries = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  if (entries > MAX_ZIP_ENTRIES) throw sheetError(payrollTexts.sheetUnreadable);
  let total = 0;
  for (let index = 0; index < entries; index += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50)
      throw sheetError(payrollTexts.sheetUnreadable);
    const uncompressed = bytes.readUInt32LE(offset + 24);
    if (uncompressed === 0xffffffff) throw sheetError(payrollTexts.sheetUnreadable);
    total += uncompressed;
    offset +=
      46 +
      bytes.readUInt16LE(offset + 28) +
      bytes.readUInt16LE(offset + 30) +
      bytes.readUInt16LE(offset + 32);
  }
  if (total > MAX_UNCOMPRESSED_BYTES) throw sheetError(payrollTexts.sheetTooLarge);
};

const toText = (value: unknown): string => {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
};

// One cell as the preview shows it. Formulas are never evaluated: their saved result is used, and a
// formula without one is refused. Text such as '=1+1' stays text; nothing downstream evaluates it.
const readCell = (value: ExcelJS.CellValue): { cell: SheetCell; problem?: string } => {
  if (value === null || value === undefined) return { cell: null };
  if (typeof value === 'number') return { cell: value };
  if (typeof value === 'string') return { cell: value };
  if (typeof value === 'boolean' || value instanceof Date) return { cell: toText(value) };
  if ('richText' in value) return { cell: value.richText.map((part) => part.text).join('') };
  if ('hyperlink' in value) return { cell: toText(value.text) };
  if ('error' in value) return { cell: value.error, problem: `has the Excel error ${value.error}` };
  if ('formula' in value || 'sharedFormula' in value) {
    const formula = value.formula ?? ('sharedFormula' in value ? value.sharedFormula : '');
    const result = value.result;
    if (result === undefined || result === null)
      return { cell: `=${formula}`, problem: `is a formula (=${formula}) without a saved result` };
    if (typeof result === 'object' && !(result instanceof Date))
      return { cell: result.error, problem: `is a formula (=${formula}) whose result is ${result.error}` };
    return readCell(result);
  }
  return { cell: null };
};

const isBlank = (cell: SheetCell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

// File-level checks and the raw cells. Throws a 400 problem for anything that is not a usable
// .xlsx; row-level problems are collected, not thrown.
export const readSalarySheet = async (bytes: Buffer): Promise<ReadSalarySheet> => {
  if (bytes.length === 0) throw sheetError(payrollTexts.sheetEmpty);
  if (bytes.length > MAX_SHEET_BYTES) throw new AppError('PAYROLL_SHEET_TOO_LARGE');
  if (!isZip(bytes)) throw sheetError(payrollTexts.sheetNotXlsx);
  checkZipDirectory(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    // ExcelJS's own Buffer type is an ArrayBuffer alias; Node's Buffer is what it reads.
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw sheetError(payrollTexts.sheetUnreadable);
  }
  const worksheet = workbook.worksheets[0];
  if (!worksheet || worksheet.actualRowCount === 0) throw sheetError(payrollTexts.sheetEmpty);
  if (worksheet.actualRowCount > MAX_SHEET_ROWS + 1) throw sheetError(payrollTexts.sheetTooManyRows);

  const headerRow = worksheet.getRow(1);
  const width = Math.max(headerRow.cellCount, 0);
  const header: string[] = [];
  for (let column = 1; column <= width; column += 1) {
    const { cell } = readCell(headerRow.getCell(column).value);
    header.push(cell === null ? '' : String(cell).trim());
  }
  while (header.length > 0 && header[header.length - 1] === '') header.pop();

  const rows: ReadSalarySheet['rows'] = [];
  const cellIssues: SalarySheetIssue[] = [];
  worksheet.eachRow({ includeEmpty: false }, (sheetRow, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: SheetCell[] = [];
    for (let column = 1; column <= header.length; column += 1) {
      const { cell, problem } = readCell(sheetRow.getCell(column).value);
      cells.push(cell);
      if (problem) cellIssues.push(issue(rowNumber, header[column - 1] || `column ${column}`, `${problem}`));
    }
    if (cells.every(isBlank)) return;
    rows.push({ row: rowNumber, cells });
  });
  return { header, rows, cellIssues };
};

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
  if (isBlank(cell)) return 0;
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
  if (isBlank(cell)) return 'is required';
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
  if (isBlank(cell)) return null;
  const text = String(cell).trim();
  if (text.length > MAX_TEXT) return { problem: `is longer than ${MAX_TEXT} characters` };
  return text;
};

// An account number typed as a number loses digits beyond 15; such a cell is refused, not guessed.
const readAccountNumber = (cell: SheetCell): string | null | { problem: string } => {
  if (isBlank(cell)) return null;
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

// The other way round: a workbook with the spec's columns, for the sample sheet and the demo seed.
export const writeSalarySheet = async (rows: SheetCell[][]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pulse';
  const worksheet = workbook.addWorksheet('Salary Sheet');
  worksheet.addRow([...SALARY_SHEET_COLUMNS]);
  worksheet.getRow(1).font = { bold: true };
  for (const row of rows) worksheet.addRow(row);
  worksheet.columns.forEach((column) => {
    column.width = 16;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
