import type { Report } from '@pulse/shared/contracts/activity';
import type { ProductivityReport } from '@pulse/shared/contracts/productivity';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { decimalHoursOf } from '@pulse/shared/domain/hours-minutes';
import {
  REPORT_EXPORT_COLUMNS,
  type ReportMinutes,
  reportExportFileName,
  reportSheetNames,
} from '@pulse/shared/domain/report-weeks';
import type ExcelJS from 'exceljs';
import { loadExcelJS } from '../../lib/lazy-modules';
import { neutralizeSpreadsheetText } from '../../lib/spreadsheet-text';
import {
  DAY_FORMAT,
  DECIMAL_HOURS_FORMAT,
  DURATION_FORMAT,
  dayCellValue,
  decimalHoursHeading,
  durationCellValue,
} from './duration-cells';
import { addProductivitySheet, PRODUCTIVITY_SHEET_NAME } from './productivity-sheet';

// The report as a workbook (spec B §9 export): one sheet per employee with the columns Date,
// Hours Worked, Idle Time, Actual Work, Manual Time, a total row after each week and a grand total;
// Export All puts a Summary sheet first, one row per employee with their totals and the grand total.
// Above the columns, a row says which projects the figures cover (the Reports page's Project filter):
// a sheet read on its own must not pass one project's time off as the whole day's.
// Times are numbers shown [h]:mm, with their decimal hours after the spec's columns (duration-cells.ts).

type ReportEmployee = Report['employees'][number];

const SUMMARY_SHEET_NAME = 'Summary';

// The spec's four durations, in its column order.
const DURATION_HEADINGS = REPORT_EXPORT_COLUMNS.slice(1);
const minutesOf = (minutes: ReportMinutes) => [
  minutes.hoursWorkedMinutes,
  minutes.idleMinutes,
  minutes.actualWorkMinutes,
  minutes.manualMinutes,
];
const durationHeadings = [...DURATION_HEADINGS, ...DURATION_HEADINGS.map(decimalHoursHeading)];
const durationCells = (minutes: ReportMinutes) => [
  ...minutesOf(minutes).map(durationCellValue),
  ...minutesOf(minutes).map(decimalHoursOf),
];
// Column formats for the duration columns that end a sheet; new cells take their column's format.
const durationColumns = DURATION_HEADINGS.map(() => ({ width: 14, style: { numFmt: DURATION_FORMAT } }));
const decimalColumns = DURATION_HEADINGS.map(() => ({ width: 16, style: { numFmt: DECIMAL_HOURS_FORMAT } }));

const projectHeading = (project: Report['project']) =>
  project ? neutralizeSpreadsheetText(`Project: ${project.name}`) : 'All projects';

const rangeLine = (report: Pick<Report, 'startDate' | 'endDate'>) =>
  `${formatDayMonthYear(report.startDate)} To ${formatDayMonthYear(report.endDate)}`;

// The project row, then the column headings, kept in view while scrolling a long range.
const addHeadings = (sheet: ExcelJS.Worksheet, project: Report['project'], headings: string[]) => {
  sheet.addRow([projectHeading(project)]).font = { bold: true };
  sheet.addRow(headings).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 2 }];
};

const addEmployeeSheet = (
  workbook: ExcelJS.Workbook,
  sheetName: string,
  employee: ReportEmployee,
  report: Pick<Report, 'startDate' | 'endDate' | 'project'>,
) => {
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = [{ width: 22, style: { numFmt: DAY_FORMAT } }, ...durationColumns, ...decimalColumns];
  addHeadings(sheet, report.project, ['Date', ...durationHeadings]);
  for (const week of employee.weeks) {
    for (const day of week.days) sheet.addRow([dayCellValue(day.date), ...durationCells(day)]);
    sheet.addRow([`Week ${week.week} Total`, ...durationCells(week.totals)]).font = { bold: true };
  }
  sheet.addRow(['Grand Total', ...durationCells(employee.totals)]).font = { bold: true };
  sheet.addRow([]);
  // Who and which range, below the table so the top rows stay the same in every sheet.
  sheet.addRow([neutralizeSpreadsheetText(`${employee.name} (${employee.employeeCode})`)]);
  sheet.addRow([rangeLine(report)]);
};

// Export All's first sheet: each employee's totals, as on their own sheet, and everyone's.
const addSummarySheet = (workbook: ExcelJS.Workbook, report: Report) => {
  const sheet = workbook.addWorksheet(SUMMARY_SHEET_NAME);
  sheet.columns = [{ width: 28 }, { width: 24 }, ...durationColumns, ...decimalColumns];
  addHeadings(sheet, report.project, ['Employee', 'Employee Code', ...durationHeadings]);
  for (const employee of report.employees) {
    sheet.addRow([
      neutralizeSpreadsheetText(employee.name),
      neutralizeSpreadsheetText(employee.employeeCode),
      ...durationCells(employee.totals),
    ]);
  }
  sheet.addRow(['Grand Total', '', ...durationCells(report.grandTotal)]).font = { bold: true };
  sheet.addRow([]);
  sheet.addRow([rangeLine(report)]);
};

// One workbook with a sheet per employee of the report (Export: one employee; Export All: everyone,
// after the Summary), then the Productivity sheet of the same filter (spec A §1 usage categories) when
// one is given.
export const buildReportWorkbook = async (
  report: Report,
  options: { productivity?: ProductivityReport; withSummary: boolean },
): Promise<Buffer> => {
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  workbook.creator = 'Pulse';
  workbook.title = reportExportFileName(report.startDate, report.endDate, report.project?.name);
  if (options.withSummary) addSummarySheet(workbook, report);
  const names = reportSheetNames(report.employees, [SUMMARY_SHEET_NAME, PRODUCTIVITY_SHEET_NAME]);
  report.employees.forEach((employee, index) => {
    addEmployeeSheet(workbook, names[index] ?? `Sheet ${index + 1}`, employee, report);
  });
  if (options.productivity) addProductivitySheet(workbook, options.productivity);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
