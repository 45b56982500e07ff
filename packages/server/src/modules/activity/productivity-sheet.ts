import type { ProductivityReport, ProductivityShares } from '@pulse/shared/contracts/productivity';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { formatHoursColonMinutes, secondsToWholeMinutes } from '@pulse/shared/domain/hours-minutes';
import { PRODUCTIVITY_BUCKETS } from '@pulse/shared/domain/productivity-shares';
import type ExcelJS from 'exceljs';
import { neutralizeSpreadsheetText } from '../../lib/spreadsheet-text';

// The report workbook's "Productivity" sheet (Reports → Productivity, spec A §1 usage categories):
// the same rows as the page, one per employee and day, then each employee's total and a grand total.
// Times are H:MM text as in the report's other sheets; shares are whole percents adding up to 100.

const PRODUCTIVITY_SHEET_NAME = 'Productivity';

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

const hours = (seconds: number) => formatHoursColonMinutes(secondsToWholeMinutes(seconds));

const shareCells = (shares: ProductivityShares) => [
  hours(shares.focusedSeconds),
  ...PRODUCTIVITY_BUCKETS.map((bucket) => hours(shares.seconds[bucket])),
  ...PRODUCTIVITY_BUCKETS.map((bucket) => shares.percents[bucket]),
];

export const addProductivitySheet = (workbook: ExcelJS.Workbook, report: ProductivityReport) => {
  const sheet = workbook.addWorksheet(PRODUCTIVITY_SHEET_NAME);
  sheet.columns = PRODUCTIVITY_SHEET_COLUMNS.map((header) => ({
    width: header === 'Employee' ? 24 : header.endsWith('%') ? 15 : 14,
  }));
  sheet.addRow([
    report.project ? neutralizeSpreadsheetText(`Project: ${report.project.name}`) : 'All projects',
  ]).font = { bold: true };
  sheet.addRow([...PRODUCTIVITY_SHEET_COLUMNS]).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 2 }];
  for (const employee of report.employees) {
    const who = [neutralizeSpreadsheetText(employee.name), neutralizeSpreadsheetText(employee.employeeCode)];
    for (const day of employee.days) sheet.addRow([...who, formatDayMonthYear(day.date), ...shareCells(day)]);
    sheet.addRow([...who, 'Total', ...shareCells(employee.totals)]).font = { bold: true };
  }
  sheet.addRow(['Grand Total', '', '', ...shareCells(report.grandTotal)]).font = { bold: true };
  return sheet;
};
