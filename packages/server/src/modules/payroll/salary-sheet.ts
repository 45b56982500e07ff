import { SALARY_SHEET_COLUMNS } from '@pulse/shared/domain/salary-slip';
import { payrollTexts } from '@pulse/shared/spec-texts';
import { AppError } from '../../lib/app-error';
import { loadExcelJS } from '../../lib/lazy-modules';
import {
  isZip,
  readFirstWorksheet,
  type SheetCell,
  type SheetRefusal,
  SheetRefusedError,
} from '../../lib/spreadsheet-reader';
import { payrollErrors } from './payroll.errors';
import { issue, type ReadSalarySheet } from './salary-sheet-rows';

// Reading an uploaded salary sheet (spec B §2–§4): file checks, then the header, then every row's
// cells (lib/spreadsheet-reader.ts); salary-sheet-rows.ts holds the rules the cells must follow.
// Nothing here touches the database.

export const MAX_SHEET_BYTES = 5 * 1024 * 1024;
export const MAX_SHEET_ROWS = 10_000;

const sheetError = (detail: string) => new AppError(payrollErrors.PAYROLL_SHEET_INVALID, detail);

const refusalText: Record<SheetRefusal, string> = {
  'too-many-rows': payrollTexts.sheetTooManyRows,
  unreadable: payrollTexts.sheetUnreadable,
  empty: payrollTexts.sheetEmpty,
};

// File-level checks and the raw cells. Throws a 400 problem for anything that is not a usable
// .xlsx; row-level problems are collected, not thrown.
export const readSalarySheet = async (bytes: Buffer): Promise<ReadSalarySheet> => {
  if (bytes.length === 0) throw sheetError(payrollTexts.sheetEmpty);
  if (bytes.length > MAX_SHEET_BYTES) throw new AppError(payrollErrors.PAYROLL_SHEET_TOO_LARGE);
  if (!isZip(bytes)) throw sheetError(payrollTexts.sheetNotXlsx);
  try {
    const { header, rows, cellProblems } = await readFirstWorksheet(bytes, MAX_SHEET_ROWS);
    return {
      header,
      rows,
      cellIssues: cellProblems.map((cell) => issue(cell.row, cell.column, cell.problem)),
    };
  } catch (error) {
    if (error instanceof SheetRefusedError) throw sheetError(refusalText[error.reason]);
    throw error;
  }
};

// The other way round: a workbook with the spec's columns, for the sample sheet and the demo seed.
export const writeSalarySheet = async (rows: SheetCell[][]): Promise<Buffer> => {
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
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
