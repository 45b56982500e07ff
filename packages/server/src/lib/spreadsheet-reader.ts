import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { createConcurrencyLimit } from './concurrency-limit';
import { loadExcelJS } from './lazy-modules';
import { inflateZipWithinLimit, ZipInflationError } from './zip-inflation-limit';

// Reading an uploaded .xlsx (salary sheets, the employee import): the first worksheet's header and
// rows as plain cells, with the hardening every upload needs. Nothing here knows what the columns
// mean; the caller's rules check the cells and its words explain a refusal.

export type SheetCell = string | number | null;
export type SheetRow = { row: number; cells: SheetCell[] };
// A cell that cannot be read at all (a formula without a saved result, an Excel error value).
export type CellProblem = { row: number; column: string; problem: string };
export type ReadSheet = { header: string[]; rows: SheetRow[]; cellProblems: CellProblem[] };

// Why a workbook is refused as a whole; the caller turns it into its own 400 problem.
export type SheetRefusal = 'too-many-rows' | 'unreadable' | 'empty';
export class SheetRefusedError extends Error {
  readonly reason: SheetRefusal;

  constructor(reason: SheetRefusal) {
    super(`sheet refused: ${reason}`);
    this.reason = reason;
  }
}

// Hardening: zip bombs. What a sheet may inflate to, counted as it inflates (never as its headers
// claim): 10,000 full rows of the salary sheet's 23 columns inflate to about 9 MB, about 20 MB with
// every text cell at its 200 characters; 50 MiB leaves room for what Excel adds (styles, formulas,
// another sheet) and refuses a bomb after a fraction of a second of inflating.
const SHEET_INFLATION_LIMITS = { maxInflatedBytes: 50 * 1024 * 1024, maxEntries: 500 };
// Hardening: memory. Read as a stream, a sheet costs its shared strings (within the inflated limit) and
// the rows kept, whatever else its cells hold; still two parses at a time, the others wait, so a burst
// of uploads cannot stack them in one process.
const sheetParses = createConcurrencyLimit(2);

// The magic bytes of a zip (an .xlsx is one): anything else is refused before a parser sees it.
export const isZip = (bytes: Buffer) =>
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

// Every entry inflated within the limit. A sheet that inflates past it holds far more rows than any
// upload may have, so that is what the refusal says.
const inflateSheet = async (bytes: Buffer) => {
  try {
    return await inflateZipWithinLimit(bytes, SHEET_INFLATION_LIMITS, (name) => WORKSHEET_ENTRY.test(name));
  } catch (error) {
    if (!(error instanceof ZipInflationError)) throw error;
    throw new SheetRefusedError(error.reason === 'too-large' ? 'too-many-rows' : 'unreadable');
  }
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

export const isBlankCell = (cell: SheetCell) =>
  cell === null || (typeof cell === 'string' && cell.trim() === '');

// `stored`: the sheet with every entry inflated and stored, worksheets last, so ExcelJS inflates
// nothing itself and has read the workbook, its styles (dates) and shared strings before the rows.
// Only the first worksheet is read, a row at a time, and reading stops at the first row past the
// limit.
const readWorkbook = async (stored: Buffer, maxRows: number): Promise<ReadSheet> => {
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
  const rows: SheetRow[] = [];
  const cellProblems: CellProblem[] = [];
  try {
    for await (const worksheet of reader) {
      if (hasWorksheet) continue;
      hasWorksheet = true;
      for await (const sheetRow of worksheet) {
        if (!sheetRow.hasValues) continue;
        rowsWithValues += 1;
        if (rowsWithValues > maxRows + 1) throw new SheetRefusedError('too-many-rows');
        if (sheetRow.number === 1) {
          header = readHeader(sheetRow);
          continue;
        }
        const cells: SheetCell[] = [];
        for (let column = 1; column <= header.length; column += 1) {
          const { cell, problem } = readCell(cellValueOf(sheetRow.getCell(column)));
          cells.push(cell);
          if (problem)
            cellProblems.push({
              row: sheetRow.number,
              column: header[column - 1] || `column ${column}`,
              problem,
            });
        }
        if (!cells.every(isBlankCell)) rows.push({ row: sheetRow.number, cells });
      }
    }
  } catch (error) {
    if (error instanceof SheetRefusedError) throw error;
    throw new SheetRefusedError('unreadable');
  }
  if (!hasWorksheet) throw new SheetRefusedError('unreadable');
  if (rowsWithValues === 0) throw new SheetRefusedError('empty');
  return { header, rows, cellProblems };
};

// The first worksheet of an .xlsx already known to be a zip (isZip) within the caller's byte limit.
// Throws SheetRefusedError for a workbook that cannot be used at all.
export const readFirstWorksheet = (bytes: Buffer, maxRows: number): Promise<ReadSheet> =>
  sheetParses(async () => readWorkbook(await inflateSheet(bytes), maxRows));
