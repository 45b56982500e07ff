import type { ApprovedTimeFigures, ApprovedTimeReport } from '@pulse/shared/contracts/approved-time-report';
import { approvedTimeTexts as texts } from '@pulse/shared/domain/approved-time';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { formatHoursColonMinutes } from '@pulse/shared/domain/hours-minutes';
import { currencyDecimals } from '@pulse/shared/domain/number-format';
import { loadExcelJS } from '../../lib/lazy-modules';
import { neutralizeSpreadsheetText } from '../../lib/spreadsheet-text';
import {
  DECIMAL_HOURS_FORMAT,
  DURATION_FORMAT,
  decimalHoursHeading,
  durationCellValue,
  SIGNED_DURATION_FORMAT,
  signedDecimalHoursOf,
  signedDurationCellValue,
} from '../activity/duration-cells';

// The approved-time report as a file (Reports → Approval → Export): the page's table, a row per
// employee or project and the grand total. In the workbook, times are numbers shown [h]:mm with their
// decimal hours beside them (activity/duration-cells.ts), "Not yet approved" keeps its sign, and
// amounts are numbers in the currency's decimals under a heading that names it, as the salary sheet
// writes them (INR 36,209.50: grouped as the reader's Excel groups). The CSV holds the same columns as
// plain text: h:mm, decimal hours and amounts without grouping, so any program reads them as numbers.

const durationHeadings = [texts.approved, texts.notApproved, texts.total];
const costHeadings = (currency: string) =>
  [texts.cost, texts.approvedCost, texts.notApprovedCost].map((heading) => `${heading} (${currency})`);

const headingsOf = (report: ApprovedTimeReport) => [
  ...(report.groupBy === 'employee' ? [texts.employee, texts.employeeCode] : [texts.project]),
  ...durationHeadings,
  ...durationHeadings.map(decimalHoursHeading),
  ...costHeadings(report.currency),
];

// What the figures cover, above the table: a sheet read on its own says its period and filters.
const scopeLine = (report: ApprovedTimeReport) =>
  neutralizeSpreadsheetText(
    [
      `${formatDayMonthYear(report.startDate)} To ${formatDayMonthYear(report.endDate)}`,
      report.project ? `Project: ${report.project.name}` : 'All projects',
      report.employee
        ? `Employee: ${report.employee.name} (${report.employee.employeeCode})`
        : 'All employees',
    ].join(' · '),
  );

const labelCells = (report: ApprovedTimeReport, row: ApprovedTimeReport['rows'][number] | null) => {
  if (report.groupBy === 'project') return [row ? neutralizeSpreadsheetText(row.name) : texts.grandTotal];
  return row
    ? [neutralizeSpreadsheetText(row.name), neutralizeSpreadsheetText(row.employeeCode ?? '')]
    : [texts.grandTotal, ''];
};

const minutesOf = (figures: ApprovedTimeFigures) =>
  [figures.approvedMinutes, figures.notApprovedMinutes, figures.totalMinutes] as const;
const costsOf = (figures: ApprovedTimeFigures) => [
  figures.cost,
  figures.approvedCost,
  figures.notApprovedCost,
];

const MONEY_FORMAT_BASE = '#,##0';
const moneyFormat = (currency: string) => {
  const decimals = currencyDecimals(currency);
  return decimals > 0 ? `${MONEY_FORMAT_BASE}.${'0'.repeat(decimals)}` : MONEY_FORMAT_BASE;
};

export const buildApprovedTimeWorkbook = async (report: ApprovedTimeReport): Promise<Buffer> => {
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  workbook.creator = 'Pulse';
  // Not yet approved may be negative (duration-cells.ts: SIGNED_DURATION_FORMAT).
  workbook.properties.date1904 = true;
  const sheet = workbook.addWorksheet(texts.view);
  const labels = report.groupBy === 'employee' ? [{ width: 28 }, { width: 24 }] : [{ width: 32 }];
  const durationColumn = (format: string) => ({ width: 16, style: { numFmt: format } });
  sheet.columns = [
    ...labels,
    durationColumn(DURATION_FORMAT),
    durationColumn(SIGNED_DURATION_FORMAT),
    durationColumn(DURATION_FORMAT),
    ...durationHeadings.map(() => ({ width: 18, style: { numFmt: DECIMAL_HOURS_FORMAT } })),
    ...costHeadings(report.currency).map(() => ({
      width: 20,
      style: { numFmt: moneyFormat(report.currency) },
    })),
  ];
  sheet.addRow([scopeLine(report)]).font = { bold: true };
  sheet.addRow(headingsOf(report)).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 2 }];
  const cells = (figures: ApprovedTimeFigures) => {
    const [approved, notApproved, total] = minutesOf(figures);
    return [
      durationCellValue(approved),
      signedDurationCellValue(notApproved),
      durationCellValue(total),
      signedDecimalHoursOf(approved),
      signedDecimalHoursOf(notApproved),
      signedDecimalHoursOf(total),
      // An empty cell where there is no cost ("No project"), not a 0 that reads as free time.
      ...costsOf(figures).map((amount) => amount ?? null),
    ];
  };
  for (const row of report.rows) sheet.addRow([...labelCells(report, row), ...cells(row)]);
  sheet.addRow([...labelCells(report, null), ...cells(report.grandTotal)]).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

// RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled.
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const signedHoursColonMinutes = (minutes: number) =>
  minutes < 0 ? `-${formatHoursColonMinutes(-minutes)}` : formatHoursColonMinutes(minutes);

export const buildApprovedTimeCsv = (report: ApprovedTimeReport): Buffer => {
  const decimals = currencyDecimals(report.currency);
  const fields = (figures: ApprovedTimeFigures) => {
    const [approved, notApproved, total] = minutesOf(figures);
    return [
      formatHoursColonMinutes(approved),
      signedHoursColonMinutes(notApproved),
      formatHoursColonMinutes(total),
      ...[approved, notApproved, total].map((minutes) => signedDecimalHoursOf(minutes).toFixed(2)),
      ...costsOf(figures).map((amount) => (amount === null ? '' : amount.toFixed(decimals))),
    ];
  };
  const lines = [
    headingsOf(report),
    ...report.rows.map((row) => [...labelCells(report, row), ...fields(row)]),
    [...labelCells(report, null), ...fields(report.grandTotal)],
  ].map((line) => line.map(csvField).join(','));
  // The byte-order mark makes Excel read the names as UTF-8 (Dvořák, not DvoÅ™Ã¡k).
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
};
