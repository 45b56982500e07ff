import { Readable } from 'node:stream';
import type { SalarySheetIssue } from '@pulse/shared/contracts/payroll';
import { SALARY_SHEET_COLUMNS } from '@pulse/shared/domain/salary-slip';
import { payrollTexts } from '@pulse/shared/spec-texts';
import type ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error';
import { createConcurrencyLimit } from '../../lib/concurrency-limit';
import { loadExcelJS } from '../../lib/lazy-modules';
import { inflateZipWithinLimit, ZipInflationError } from '../../lib/zip-inflation-limit';
import { payrollErrors } from './payroll.errors';
import { isBlank, issue, type ReadSalarySheet, type SheetCell } from './salary-sheet-rows';

// Reading an uploaded salary sheet (spec B §2–§4): file checks, then the header, then every row's
// cells; salary-sheet-rows.ts holds the rules the cells must follow. Nothing here touches the database.

export const MAX_SHEET_BYTES = 5 * 1024 * 1024;
export const MAX_SHEET_ROWS = 10_000;
// Hardening: zip bombs. What a sheet may inflate to, counted as it inflates (never as its headers
// claim): 10,000 full rows of the spec's 23 columns inflate to about 9 MB, about 20 MB with every text
// cell at its 200 characters; 50 MiB leaves room for what Excel adds (styles, formulas, another sheet)
// and refuses a bomb after a fraction of a second of inflating.
const SHEET_INFLATION_LIMITS = { maxInflatedBytes: 50 * 1024 * 1024, maxEntries: 500 };
// Hardening: memory. Read as a stream, a sheet costs its shared strings (within the inflated limit) and
// the rows kept, whatever else its cells hold; still two parses at a time, the others wait, so a burst
// of uploads cannot stack them in one process.
const sheetParses = createConcurrencyLimit(2);

const sheetError = (detail: string) => new AppError(payrollErrors.PAYROLL_SHEET_INVALID, detail);

const isZip = (bytes: Buffer) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

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
    // The streaming reader reads a saved result that is not text as a number: an error (#DIV/0!,
    // #N/A) arrives as NaN, its code lost.
    if (typeof result === 'number' && Number.isNaN(result))
      return { cell: null, problem: `is a formula (=${formula}) whose result is an Excel error` };
    return readCell(result);
  }
  return { cell: null };
};

// ExcelJS's cell value leaves out a formula's saved result when it is 0, empty text or an error:
// the cell's own result keeps it.
const cellValueOf = (cell: ExcelJS.Cell): ExcelJS.CellValue =>
  cell.formula ? { formula: cell.formula, result: cell.result } : cell.value;

// The entries ExcelJS's streaming reader takes for worksheets (its own pattern).
const WORKSHEET_ENTRY = /xl\/worksheets\/sheet\d+[.]xml/;

// Every entry inflated within the limit. A sheet that inflates past it holds far more than the
// 10,000 rows a sheet may have, so that is what the refusal says.
const inflateSheet = async (bytes: Buffer) => {
  try {
    return await inflateZipWithinLimit(bytes, SHEET_INFLATION_LIMITS, (name) => WORKSHEET_ENTRY.test(name));
  } catch (error) {
    if (!(error instanceof ZipInflationError)) throw error;
    throw sheetError(
      error.reason === 'too-large' ? payrollTexts.sheetTooManyRows : payrollTexts.sheetUnreadable,
    );
  }
};

// File-level checks and the raw cells. Throws a 400 problem for anything that is not a usable
// .xlsx; row-level problems are collected, not thrown.
export const readSalarySheet = async (bytes: Buffer): Promise<ReadSalarySheet> => {
  if (bytes.length === 0) throw sheetError(payrollTexts.sheetEmpty);
  if (bytes.length > MAX_SHEET_BYTES) throw new AppError(payrollErrors.PAYROLL_SHEET_TOO_LARGE);
  if (!isZip(bytes)) throw sheetError(payrollTexts.sheetNotXlsx);
  return sheetParses(async () => readWorkbook(await inflateSheet(bytes)));
};

// The header: row 1's cells up to its last non-blank one.
const readHeader = (headerRow: ExcelJS.Row) => {
  const header: string[] = [];
  for (let column = 1; column <= headerRow.cellCount; column += 1) {
    const { cell } = readCell(cellValueOf(headerRow.getCell(column)));
    header.push(cell === null ? '' : String(cell).trim());
  }
  while (header.length > 0 && header[header.length - 1] === '') header.pop();
  return header;
};

// ExcelJS parses each chunk it is given at once and holds all of that chunk's XML events (an object
// each) until it is done with them: fed in small pieces, that stays small.
const STREAM_PIECE_BYTES = 64 * 1024;
function* piecesOf(bytes: Buffer) {
  for (let start = 0; start < bytes.length; start += STREAM_PIECE_BYTES)
    yield bytes.subarray(start, start + STREAM_PIECE_BYTES);
}

// `stored`: the sheet with every entry inflated and stored, worksheets last, so ExcelJS inflates
// nothing itself and has read the workbook, its styles (dates) and shared strings before the rows.
// Only the first worksheet is read, a row at a time, and reading stops at the first row past the
// limit.
const readWorkbook = async (stored: Buffer): Promise<ReadSalarySheet> => {
  const { stream } = await loadExcelJS();
  const reader = new stream.xlsx.WorkbookReader(Readable.from(piecesOf(stored)), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  // ExcelJS parks a worksheet in a temporary file when it comes before the shared strings and the
  // workbook's relationships; a sheet without either (all numbers, inline text) would then be written
  // to disk and, when reading stops early, left there with its file open. Worksheets come last here,
  // so an empty start is the truth for a sheet that has neither.
  Object.assign(reader, { sharedStrings: [], workbookRels: [] });

  let hasWorksheet = false;
  let rowsWithValues = 0;
  let header: string[] = [];
  const rows: ReadSalarySheet['rows'] = [];
  const cellIssues: SalarySheetIssue[] = [];
  try {
    for await (const worksheet of reader) {
      if (hasWorksheet) continue;
      hasWorksheet = true;
      for await (const sheetRow of worksheet) {
        if (!sheetRow.hasValues) continue;
        rowsWithValues += 1;
        if (rowsWithValues > MAX_SHEET_ROWS + 1) throw sheetError(payrollTexts.sheetTooManyRows);
        if (sheetRow.number === 1) {
          header = readHeader(sheetRow);
          continue;
        }
        const cells: SheetCell[] = [];
        for (let column = 1; column <= header.length; column += 1) {
          const { cell, problem } = readCell(cellValueOf(sheetRow.getCell(column)));
          cells.push(cell);
          if (problem)
            cellIssues.push(issue(sheetRow.number, header[column - 1] || `column ${column}`, problem));
        }
        if (!cells.every(isBlank)) rows.push({ row: sheetRow.number, cells });
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw sheetError(payrollTexts.sheetUnreadable);
  }
  if (!hasWorksheet) throw sheetError(payrollTexts.sheetUnreadable);
  if (rowsWithValues === 0) throw sheetError(payrollTexts.sheetEmpty);
  return { header, rows, cellIssues };
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
