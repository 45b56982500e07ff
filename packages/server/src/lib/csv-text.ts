import { neutralizeSpreadsheetText } from './spreadsheet-text';

// CSV as RFC 4180 writes it (fields split by commas, records ended by CRLF, a field's quotes doubled),
// in UTF-8 with a byte order mark: without it Excel reads the file in the machine's legacy code page
// and garbles every name outside ASCII.
const BYTE_ORDER_MARK = '\uFEFF';

// A number is written as JavaScript writes it, with a dot and no grouping ('7.5', '0'), so a
// spreadsheet takes it for a number it can sum. Text is always quoted: a field that holds the list
// separator of another locale (Excel in much of Europe splits on ';') stays one field there too, and a
// formula's start gets its apostrophe first (lib/spreadsheet-text.ts), so a name like '=HYPERLINK(…)'
// stays text (CSV/formula injection).
export type CsvCell = string | number;

const csvField = (cell: CsvCell) => {
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return `"${neutralizeSpreadsheetText(cell).replaceAll('"', '""')}"`;
};

export const toCsv = (rows: readonly (readonly CsvCell[])[]): Buffer =>
  Buffer.from(BYTE_ORDER_MARK + rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join(''), 'utf8');
