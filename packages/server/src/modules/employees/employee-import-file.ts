import { EMPLOYEE_IMPORT_MAX_BYTES, EMPLOYEE_IMPORT_MAX_ROWS } from '@pulse/shared/contracts/employee-import';
import { employeeImportTexts } from '@pulse/shared/spec-texts';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../lib/app-error';
import { isBlankCell, isZip, readFirstWorksheet, SheetRefusedError } from '../../lib/spreadsheet-reader';
import type { FileRow } from './employee-import-rows';

// Reading an import file: a CSV or the first worksheet of an .xlsx, as a header and rows of
// text. The name says which it claims to be and the bytes must agree (an .xlsx is a zip, a CSV is
// UTF-8 text); anything else is refused before a parser sees it.

export type ImportUpload = { fileName: string; bytes: Buffer };
export type ImportFile = { header: string[]; rows: FileRow[] };

const fileProblem = (detail: string) =>
  new AppError('VALIDATION_FAILED', detail, [{ path: 'file', message: detail }]);

const cellText = (cell: string | number | null) => (cell === null ? '' : String(cell));

const tooMany = () => fileProblem(employeeImportTexts.tooManyRows(EMPLOYEE_IMPORT_MAX_ROWS));

const readWorkbookFile = async (bytes: Buffer): Promise<ImportFile> => {
  if (!isZip(bytes)) throw fileProblem(employeeImportTexts.fileNotSupported);
  try {
    const sheet = await readFirstWorksheet(bytes, EMPLOYEE_IMPORT_MAX_ROWS);
    // A cell without a value to read (a formula never calculated, an Excel error) counts as empty: the
    // row's rules then say what is missing, and no formula text becomes someone's name.
    const unreadable = new Set(sheet.cellProblems.map((cell) => `${cell.row}:${cell.column}`));
    return {
      header: sheet.header,
      rows: sheet.rows.map((row) => ({
        row: row.row,
        cells: row.cells.map((cell, index) =>
          unreadable.has(`${row.row}:${sheet.header[index] || `column ${index + 1}`}`) ? '' : cellText(cell),
        ),
      })),
    };
  } catch (error) {
    if (!(error instanceof SheetRefusedError)) throw error;
    if (error.reason === 'too-many-rows') throw tooMany();
    throw fileProblem(
      error.reason === 'empty' ? employeeImportTexts.fileEmpty : employeeImportTexts.fileUnreadable,
    );
  }
};

// Excel saves "CSV" with semicolons where the comma is the decimal sign: the header line tells.
const delimiterOf = (text: string) => {
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  return !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
};

const readCsvFile = (bytes: Buffer): ImportFile => {
  let text: string;
  try {
    // A text file: valid UTF-8 (a BOM is allowed) and no NUL, which no CSV of names holds.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fileProblem(employeeImportTexts.fileNotSupported);
  }
  if (text.includes('\u0000') || isZip(bytes)) throw fileProblem(employeeImportTexts.fileNotSupported);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it ended (its row number); the types know only records.
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      // One more than allowed (the header), so a file past the limit is told so, not cut.
      to: EMPLOYEE_IMPORT_MAX_ROWS + 2,
    }) as unknown as typeof records;
  } catch {
    throw fileProblem(employeeImportTexts.fileUnreadable);
  }
  const [headerRecord, ...dataRecords] = records;
  if (!headerRecord) throw fileProblem(employeeImportTexts.fileEmpty);
  if (dataRecords.length > EMPLOYEE_IMPORT_MAX_ROWS) throw tooMany();
  const rows = dataRecords
    .map((record) => ({ row: record.info.lines, cells: record.record }))
    .filter((row) => !row.cells.every(isBlankCell));
  return { header: headerRecord.record.map((name) => name.trim()), rows };
};

export const readImportFile = async (upload: ImportUpload): Promise<ImportFile> => {
  if (upload.bytes.length === 0) throw fileProblem(employeeImportTexts.fileEmpty);
  if (upload.bytes.length > EMPLOYEE_IMPORT_MAX_BYTES) throw new AppError('UPLOAD_TOO_LARGE');
  const file = /\.xlsx$/i.test(upload.fileName)
    ? await readWorkbookFile(upload.bytes)
    : /\.csv$/i.test(upload.fileName)
      ? readCsvFile(upload.bytes)
      : undefined;
  if (!file) throw fileProblem(employeeImportTexts.fileNotSupported);
  if (file.rows.length === 0) throw fileProblem(employeeImportTexts.fileEmpty);
  return file;
};
