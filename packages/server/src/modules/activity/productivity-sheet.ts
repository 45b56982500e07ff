import type { ProductivityReport, ProductivityShares } from '@pulse/shared/contracts/productivity';
import { secondsToWholeMinutes } from '@pulse/shared/domain/hours-minutes';
import { PRODUCTIVITY_BUCKETS } from '@pulse/shared/domain/productivity-shares';
import type ExcelJS from 'exceljs';
import { neutralizeSpreadsheetText } from '../../lib/spreadsheet-text';
import { DAY_FORMAT, DURATION_FORMAT, dayCellValue, durationCellValue } from './duration-cells';

// The report workbook's "Productivity" sheet (Reports → Productivity, spec A §1 usage categories):
// the same rows as the page, one per employee and day, then each employee's total and a grand total.
// Times are numbers shown [h]:mm as in the report's other sheets (duration-cells.ts); shares are whole
// percents adding up to 100.

export const PRODUCTIVITY_SHEET_NAME = 'Productivity';

const PRODUCTIVITY_SHEET_COLUMNS = [
  'Employee',
  'Employee Code',
  'Date',
  'Focused Time',
  'Productive',
  'Neutral',
  'Unproductive',
  'Uncategorised',
  'Productive %',
  'Neutral %',
  'Unproductive %',
  'Uncategorised %',
] as const;

const hours = (seconds: number) => durationCellValue(secondsToWholeMinutes(seconds));

// Each column's number format: the day a date, the times durations, the rest as they are.
const numberFormatOf = (header: (typeof PRODUCTIVITY_SHEET_COLUMNS)[number]) => {
  if (header === 'Date') return DAY_FORMAT;
  if (header.endsWith('%') || header === 'Employee' || header === 'Employee Code') return 'General';
  return DURATION_FORMAT;
};

const shareCells = (shares: ProductivityShares) => [
  hours(shares.focusedSeconds),
  ...PRODUCTIVITY_BUCKETS.map((bucket) => hours(shares.seconds[bucket])),
  ...PRODUCTIVITY_BUCKETS.map((bucket) => shares.percents[bucket]),
];

export const addProductivitySheet = (workbook: ExcelJS.Workbook, report: ProductivityReport) => {
  const sheet = workbook.addWorksheet(PRODUCTIVITY_SHEET_NAME);
  sheet.columns = PRODUCTIVITY_SHEET_COLUMNS.map((header) => ({
    width: header === 'Employee' ? 24 : header.endsWith('%') ? 15 : 14,
    style: { numFmt: numberFormatOf(header) },
  }));
  sheet.addRow([
    report.project ? neutralizeSpreadsheetText(`Project: ${report.project.name}`) : 'All projects',
  ]).font = { bold: true };
  sheet.addRow([...PRODUCTIVITY_SHEET_COLUMNS]).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 2 }];
  for (const employee of report.employees) {
    const who = [neutralizeSpreadsheetText(employee.name), neutralizeSpreadsheetText(employee.employeeCode)];
    for (const day of employee.days) sheet.addRow([...who, dayCellValue(day.date), ...shareCells(day)]);
    sheet.addRow([...who, 'Total', ...shareCells(employee.totals)]).font = { bold: true };
  }
  sheet.addRow(['Grand Total', '', '', ...shareCells(report.grandTotal)]).font = { bold: true };
  return sheet;
};
