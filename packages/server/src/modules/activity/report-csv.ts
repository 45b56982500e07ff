import type { Report } from '@pulse/shared/contracts/activity';
import { decimalHoursOf, formatHoursColonMinutes } from '@pulse/shared/domain/hours-minutes';
import { REPORT_EXPORT_COLUMNS, type ReportMinutes } from '@pulse/shared/domain/report-weeks';
import { type CsvCell, toCsv } from '../../lib/csv-text';
import { decimalHoursHeading } from './duration-cells';

// The report as CSV, for any spreadsheet or script: one row per employee-day, no total rows (a reader
// sums the columns), each of the spec's four durations (B §9) as the product shows it, h:mm, and as
// decimal hours, a plain number with a dot. The last column says which projects the figures cover, as
// the workbook's top row does: a file read on its own must not pass one project's time off as the
// whole day's.

const DURATION_HEADINGS = REPORT_EXPORT_COLUMNS.slice(1);

export const REPORT_CSV_HEADINGS = [
  'Employee',
  'Employee Code',
  'Date',
  ...DURATION_HEADINGS,
  ...DURATION_HEADINGS.map(decimalHoursHeading),
  'Project',
];

// Four decimals: a day's rounding is under a fifth of a second, so a month's column sums to its total.
const decimalHours = (minutes: number) => Number(decimalHoursOf(minutes).toFixed(4));

const minutesOf = (minutes: ReportMinutes) => [
  minutes.hoursWorkedMinutes,
  minutes.idleMinutes,
  minutes.actualWorkMinutes,
  minutes.manualMinutes,
];

export const buildReportCsv = (report: Report): Buffer => {
  const project = report.project ? report.project.name : 'All projects';
  const rows: CsvCell[][] = [REPORT_CSV_HEADINGS];
  for (const employee of report.employees)
    for (const week of employee.weeks)
      for (const day of week.days)
        rows.push([
          employee.name,
          employee.employeeCode,
          day.date,
          ...minutesOf(day).map(formatHoursColonMinutes),
          ...minutesOf(day).map(decimalHours),
          project,
        ]);
  return toCsv(rows);
};
