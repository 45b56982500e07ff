import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { formatHoursColonMinutes } from '@pulse/shared/domain/hours-minutes';
import type ExcelJS from 'exceljs';
import { DAY_FORMAT, DECIMAL_HOURS_FORMAT, DURATION_FORMAT } from '../modules/activity/duration-cells';

// Excel's day 0; exceljs reads a number formatted as a date or a time back as a Date from it.
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

// The minutes a duration cell holds (a number of days formatted [h]:mm), or NaN for any other cell.
export const minutesInCell = (cell: ExcelJS.Cell): number =>
  cell.numFmt === DURATION_FORMAT && cell.value instanceof Date
    ? Math.round((cell.value.getTime() - EXCEL_EPOCH_MS) / 60_000)
    : Number.NaN;

// What a reader of an exported sheet sees in a cell: days DD-MMM-YYYY, durations h:mm, decimal
// hours to two places, anything else as stored. Exports' tests compare rows through it.
const shownCell = (cell: ExcelJS.Cell): unknown => {
  if (cell.numFmt === DURATION_FORMAT && cell.value instanceof Date)
    return formatHoursColonMinutes(minutesInCell(cell));
  if (cell.numFmt === DAY_FORMAT && cell.value instanceof Date)
    return formatDayMonthYear(cell.value.toISOString().slice(0, 10));
  if (cell.numFmt === DECIMAL_HOURS_FORMAT && typeof cell.value === 'number') return cell.value.toFixed(2);
  return cell.value;
};

export const shownRow = (sheet: ExcelJS.Worksheet, rowNumber: number): unknown[] => {
  const row = sheet.getRow(rowNumber);
  return Array.from({ length: row.cellCount }, (_, index) => shownCell(row.getCell(index + 1)));
};
