import type { ApprovedTimeReport } from '@pulse/shared/contracts/approved-time-report';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildApprovedTimeCsv, buildApprovedTimeWorkbook } from './approved-time-export';

// The approved-time workbook read back as a spreadsheet program reads it: every figure is a number
// (durations in days shown [h]:mm, decimal hours, amounts), the rows add up to the grand total, a
// negative difference keeps its sign, and "No project" has no cost rather than a 0.

const figures = (approved: number, total: number, cost: number | null, approvedCost: number | null) => ({
  totalMinutes: total,
  approvedMinutes: approved,
  notApprovedMinutes: total - approved,
  cost,
  approvedCost,
  notApprovedCost: cost === null || approvedCost === null ? null : cost - approvedCost,
});

const report: ApprovedTimeReport = {
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  groupBy: 'project',
  currency: 'INR',
  employee: null,
  project: null,
  rows: [
    // 25:30 approved of 27:00: past a day, as a month's totals are.
    {
      id: '0190a0b0-0000-7000-8000-00000000000a',
      name: 'Apollo',
      employeeCode: null,
      ...figures(1530, 1620, 29_700, 28_050),
    },
    // An hour removed after approval.
    {
      id: '0190a0b0-0000-7000-8000-00000000000b',
      name: '=Website',
      employeeCode: null,
      ...figures(300, 240, 4000, 5000),
    },
    { id: null, name: 'No project', employeeCode: null, ...figures(45, 105, null, null) },
  ],
  grandTotal: figures(1875, 1965, 33_700, 33_050),
};

// Excel's day 0 on the 1904 date system, which the workbook uses so negative times show.
const EXCEL_1904_EPOCH_MS = Date.UTC(1904, 0, 1);
// A cell's number as Excel stores it: exceljs reads a number with a time format back as a Date.
const numberIn = (cell: ExcelJS.Cell): number => {
  if (cell.value instanceof Date) return (cell.value.getTime() - EXCEL_1904_EPOCH_MS) / 86_400_000;
  if (typeof cell.value !== 'number') throw new Error(`${cell.address} holds ${JSON.stringify(cell.value)}`);
  return cell.value;
};

describe('buildApprovedTimeWorkbook', () => {
  it('writes numbers that sum to the grand total, signed where they may be negative', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await buildApprovedTimeWorkbook(report)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Approval');
    if (!sheet) throw new Error('no Approval sheet');
    expect(workbook.properties.date1904).toBe(true);
    expect(sheet.getRow(1).getCell(1).value).toBe(
      '01-Mar-2026 To 31-Mar-2026 · All projects · All employees',
    );
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Project',
      'Approved',
      'Not yet approved',
      'Total',
      'Approved (decimal hours)',
      'Not yet approved (decimal hours)',
      'Total (decimal hours)',
      'Cost (INR)',
      'Approved cost (INR)',
      'Not yet approved cost (INR)',
    ]);
    // A name that reads as a formula stays text.
    expect(sheet.getRow(4).getCell(1).value).toBe("'=Website");
    expect(sheet.getRow(6).getCell(1).value).toBe('Grand Total');

    const minutes = (row: number, column: number) =>
      Math.round(numberIn(sheet.getRow(row).getCell(column)) * 1440);
    expect([2, 3, 4].map((column) => minutes(3, column))).toEqual([1530, 90, 1620]);
    expect(minutes(4, 3)).toBe(-60);
    expect(sheet.getRow(3).getCell(2).numFmt).toBe('[h]:mm');
    expect(sheet.getRow(4).getCell(3).numFmt).toBe('[h]:mm;-[h]:mm');
    expect(sheet.getRow(3).getCell(8).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(5).getCell(8).value).toBeNull();

    // Every figure column of the rows adds up to the grand total's.
    for (let column = 2; column <= 10; column += 1) {
      const cells = [3, 4, 5]
        .map((row) => sheet.getRow(row).getCell(column))
        .filter((cell) => cell.value !== null);
      const sum = cells.reduce((total, cell) => total + numberIn(cell), 0);
      expect(sum, `column ${column}`).toBeCloseTo(numberIn(sheet.getRow(6).getCell(column)), 6);
    }
    // Decimal hours are the same time as the durations beside them.
    expect(numberIn(sheet.getRow(6).getCell(7))).toBeCloseTo(1965 / 60, 6);
  });
});

describe('buildApprovedTimeCsv', () => {
  it('writes the same columns as plain text a program reads as numbers', () => {
    const lines = buildApprovedTimeCsv(report).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFProject,Approved,Not yet approved,Total,Approved (decimal hours),Not yet approved (decimal hours),Total (decimal hours),Cost (INR),Approved cost (INR),Not yet approved cost (INR)',
    );
    expect(lines.slice(1)).toEqual([
      'Apollo,25:30,1:30,27:00,25.50,1.50,27.00,29700.00,28050.00,1650.00',
      "'=Website,5:00,-1:00,4:00,5.00,-1.00,4.00,4000.00,5000.00,-1000.00",
      'No project,0:45,1:00,1:45,0.75,1.00,1.75,,,',
      'Grand Total,31:15,1:30,32:45,31.25,1.50,32.75,33700.00,33050.00,650.00',
      '',
    ]);
  });
});
