import type { Report } from '@pulse/shared/contracts/activity';
import type { ProductivityReport } from '@pulse/shared/contracts/productivity';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { formatHoursColonMinutes } from '@pulse/shared/domain/hours-minutes';
import {
  REPORT_EXPORT_COLUMNS,
  reportExportFileName,
  reportSheetNames,
} from '@pulse/shared/domain/report-weeks';
import type ExcelJS from 'exceljs';
import { loadExcelJS } from '../../lib/lazy-modules';
import { neutralizeSpreadsheetText } from '../../lib/spreadsheet-text';
import { addProductivitySheet } from './productivity-sheet';

// The report as a workbook (spec B §9 export): one sheet per employee with the columns Date,
// Hours Worked, Idle Time, Actual Work, Manual Time, a total row after each week and a grand total.
// Above the columns, a row says which projects the figures cover (the Reports page's Project filter):
// a sheet read on its own must not pass one project's time off as the whole day's.
// Times are H:MM text ('7:05', '25:30'), exactly as the report view shows them: an Excel time value
// would wrap at 24 hours unless every reader formats it [h]:mm, and totals here often pass a day.

type ReportEmployee = Report['employees'][number];
type Minutes = ReportEmployee['totals'];

const timeCells = (minutes: Minutes) => [
  formatHoursColonMinutes(minutes.hoursWorkedMinutes),
  formatHoursColonMinutes(minutes.idleMinutes),
  formatHoursColonMinutes(minutes.actualWorkMinutes),
  formatHoursColonMinutes(minutes.manualMinutes),
];

const projectHeading = (project: Report['project']) =>
  project ? neutralizeSpreadsheetText(`Project: ${project.name}`) : 'All projects';

const addEmployeeSheet = (
  workbook: ExcelJS.Workbook,
  sheetName: string,
  employee: ReportEmployee,
  report: Pick<Report, 'startDate' | 'endDate' | 'project'>,
) => {
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = REPORT_EXPORT_COLUMNS.map((header) => ({ width: header === 'Date' ? 16 : 14 }));
  sheet.addRow([projectHeading(report.project)]).font = { bold: true };
  sheet.addRow([...REPORT_EXPORT_COLUMNS]).font = { bold: true };
  // The project and the column headers stay in view while scrolling a long range.
  sheet.views = [{ state: 'frozen', ySplit: 2 }];
  for (const week of employee.weeks) {
    for (const day of week.days) sheet.addRow([formatDayMonthYear(day.date), ...timeCells(day)]);
    const total = sheet.addRow([`Week ${week.week} Total`, ...timeCells(week.totals)]);
    total.font = { bold: true };
  }
  const grand = sheet.addRow(['Grand Total', ...timeCells(employee.totals)]);
  grand.font = { bold: true };
  sheet.addRow([]);
  // Who and which range, below the table so the top rows stay the same in every sheet.
  sheet.addRow([neutralizeSpreadsheetText(`${employee.name} (${employee.employeeCode})`)]);
  sheet.addRow([`${formatDayMonthYear(report.startDate)} To ${formatDayMonthYear(report.endDate)}`]);
  return sheet;
};

// One workbook with a sheet per employee of the report (Export: one employee; Export All: everyone),
// then the Productivity sheet of the same filter (spec A §1 usage categories) when one is given.
export const buildReportWorkbook = async (
  report: Report,
  productivity?: ProductivityReport,
): Promise<Buffer> => {
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  workbook.creator = 'Pulse';
  workbook.title = reportExportFileName(report.startDate, report.endDate, report.project?.name);
  const names = reportSheetNames(report.employees);
  report.employees.forEach((employee, index) => {
    addEmployeeSheet(workbook, names[index] ?? `Sheet ${index + 1}`, employee, report);
  });
  if (productivity) addProductivitySheet(workbook, productivity);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
