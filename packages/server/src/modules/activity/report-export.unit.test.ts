import type { Report } from '@pulse/shared/contracts/activity';
import { groupReportByWeek, REPORT_EXPORT_COLUMNS } from '@pulse/shared/domain/report-weeks';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { minutesInCell, shownRow } from '../../test-support/shown-cells';
import { DAY_FORMAT, DECIMAL_HOURS_FORMAT, DURATION_FORMAT } from './duration-cells';
import { buildReportWorkbook } from './report-export';

// The workbook read back as a spreadsheet program reads it (spec B §9 export): durations are numbers
// that sum, sheet names are readable and fit Excel's 31 characters, Export All opens on a Summary.

const RAHUL = { employeeId: '0190a0b0-0000-7000-8000-000000000002', employeeCode: 'DEMO-EMP-2-00000002' };
const ASHA = { employeeId: '0190a0b0-0000-7000-8000-000000000001', employeeCode: 'DEMO-EMP-1-00000001' };
const OTHER_RAHUL = {
  employeeId: '0190a0b0-0000-7000-8000-000000000009',
  employeeCode: 'DEMO-EMP-3-00000009',
};

const day = (
  who: { employeeId: string; employeeCode: string },
  name: string,
  date: string,
  [hoursWorkedMinutes, idleMinutes, actualWorkMinutes, manualMinutes]: number[],
) => ({
  ...who,
  name,
  date,
  hoursWorkedMinutes: hoursWorkedMinutes ?? 0,
  idleMinutes: idleMinutes ?? 0,
  actualWorkMinutes: actualWorkMinutes ?? 0,
  manualMinutes: manualMinutes ?? 0,
});

// Rahul works 12:45 on two days of one week (25:30 in the week, past a day); Asha 7:05 on one.
const report: Report = {
  ...groupReportByWeek(
    [
      day(RAHUL, 'Rahul Mehta', '2026-03-02', [765, 45, 720, 0]),
      day(RAHUL, 'Rahul Mehta', '2026-03-03', [765, 0, 765, 30]),
      day(ASHA, 'Asha Verma', '2026-03-04', [425, 60, 365, 0]),
    ],
    { startDate: '2026-03-01', endDate: '2026-03-07' },
  ),
  project: null,
};

const readBack = async (buffer: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
};

const sheetOf = (workbook: ExcelJS.Workbook, name: string) => {
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  return sheet;
};

const DECIMAL_HEADINGS = [
  'Hours Worked (decimal hours)',
  'Idle Time (decimal hours)',
  'Actual Work (decimal hours)',
  'Manual Time (decimal hours)',
];

describe('buildReportWorkbook', () => {
  it('writes durations as [h]:mm numbers with decimal hours beside them, days as dates', async () => {
    const workbook = await readBack(await buildReportWorkbook(report, { withSummary: false }));
    const sheet = sheetOf(workbook, 'Rahul Mehta');
    expect(shownRow(sheet, 2)).toEqual([...REPORT_EXPORT_COLUMNS, ...DECIMAL_HEADINGS]);
    const monday = sheet.getRow(3);
    expect(monday.getCell(1).type).toBe(ExcelJS.ValueType.Date);
    expect(monday.getCell(1).numFmt).toBe(DAY_FORMAT);
    for (const column of [2, 3, 4, 5]) {
      expect(monday.getCell(column).type).not.toBe(ExcelJS.ValueType.String);
      expect(monday.getCell(column).numFmt).toBe(DURATION_FORMAT);
    }
    expect([2, 3, 4, 5].map((column) => minutesInCell(monday.getCell(column)))).toEqual([765, 45, 720, 0]);
    for (const column of [6, 7, 8, 9]) {
      expect(monday.getCell(column).type).toBe(ExcelJS.ValueType.Number);
      expect(monday.getCell(column).numFmt).toBe(DECIMAL_HOURS_FORMAT);
    }
    expect(monday.getCell(6).value).toBe(12.75);
    expect(shownRow(sheet, 3)).toEqual([
      '02-Mar-2026',
      '12:45',
      '0:45',
      '12:00',
      '0:00',
      '12.75',
      '0.75',
      '12.00',
      '0.00',
    ]);
    expect(shownRow(sheet, 4)).toEqual([
      '03-Mar-2026',
      '12:45',
      '0:00',
      '12:45',
      '0:30',
      '12.75',
      '0.00',
      '12.75',
      '0.50',
    ]);
    // A week's total passes 24 hours and is not wrapped to a day.
    expect(shownRow(sheet, 5)).toEqual([
      'Week 2026-W10 Total',
      '25:30',
      '0:45',
      '24:45',
      '0:30',
      '25.50',
      '0.75',
      '24.75',
      '0.50',
    ]);
    expect(shownRow(sheet, 6)[0]).toBe('Grand Total');
    expect(shownRow(sheet, 6)[1]).toBe('25:30');
  });

  it('names each sheet after its employee, within 31 characters, numbered only when a name is shared', async () => {
    const shared: Report = {
      ...report,
      employees: [
        ...report.employees,
        { ...(report.employees[1] as Report['employees'][number]), ...OTHER_RAHUL },
      ],
    };
    const workbook = await readBack(await buildReportWorkbook(shared, { withSummary: true }));
    const names = workbook.worksheets.map((sheet) => sheet.name);
    expect(names).toEqual(['Summary', 'Asha Verma', 'Rahul Mehta (00000002)', 'Rahul Mehta (00000009)']);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(31);
  });

  it('opens Export All on a Summary: one row per employee with their totals, then the grand total', async () => {
    const workbook = await readBack(await buildReportWorkbook(report, { withSummary: true }));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Asha Verma', 'Rahul Mehta']);
    const summary = sheetOf(workbook, 'Summary');
    expect(shownRow(summary, 1)).toEqual(['All projects']);
    expect(shownRow(summary, 2)).toEqual([
      'Employee',
      'Employee Code',
      ...REPORT_EXPORT_COLUMNS.slice(1),
      ...DECIMAL_HEADINGS,
    ]);
    expect(shownRow(summary, 3)).toEqual([
      'Asha Verma',
      ASHA.employeeCode,
      '7:05',
      '1:00',
      '6:05',
      '0:00',
      '7.08',
      '1.00',
      '6.08',
      '0.00',
    ]);
    // Rahul's row holds the totals of his own sheet's Grand Total.
    const rahulSheet = sheetOf(workbook, 'Rahul Mehta');
    expect(shownRow(summary, 4)).toEqual([
      'Rahul Mehta',
      RAHUL.employeeCode,
      ...shownRow(rahulSheet, 6).slice(1),
    ]);
    expect(shownRow(summary, 5)).toEqual([
      'Grand Total',
      '',
      '32:35',
      '1:45',
      '30:50',
      '0:30',
      '32.58',
      '1.75',
      '30.83',
      '0.50',
    ]);
    expect(minutesInCell(summary.getRow(5).getCell(3))).toBe(1955);
    expect(shownRow(summary, 7)).toEqual(['01-Mar-2026 To 07-Mar-2026']);
  });
});
