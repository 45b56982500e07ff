import { SALARY_SHEET_COLUMNS } from '@pulse/shared/domain/salary-slip';
import { payrollTexts } from '@pulse/shared/spec-texts';
import { describe, expect, it } from 'vitest';
import type { SheetCell } from '../../lib/spreadsheet-reader';
import {
  checkHeader,
  checkLeavesWithinMonth,
  type ReadSalarySheet,
  type SalarySheetRow,
  validateSalarySheet,
} from './salary-sheet-rows';

// The cells of one data row in the spec's column order; `overrides` by column name.
const cellsOf = (overrides: Partial<Record<string, SheetCell>> = {}): SheetCell[] =>
  SALARY_SHEET_COLUMNS.map((column) => {
    if (column in overrides) return overrides[column] ?? null;
    if (column === 'EmployeeID') return 2;
    if (column === 'Account No') return '123456789012';
    if (column === 'Employee Name') return 'Rahul Mehta';
    return column === 'Number of Leaves' ? 1.5 : 100;
  });

const sheetOf = (...rows: SheetCell[][]): ReadSalarySheet => ({
  header: [...SALARY_SHEET_COLUMNS],
  rows: rows.map((cells, index) => ({ row: index + 2, cells })),
  cellIssues: [],
});

const employees = new Set([2, 3]);
const isKnownEmployee = (employeeNumber: number) => employees.has(employeeNumber);

describe('salary sheet rows (spec B §2–§4)', () => {
  it('reads a valid row as numbers, texts and the account number', () => {
    const { rows, issues } = validateSalarySheet(
      sheetOf(cellsOf({ Basic: '20,000', HRA: null, 'Account No': '5010 0000 02' })),
      isKnownEmployee,
    );
    expect(issues).toEqual([]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      row: 2,
      employeeNumber: 2,
      accountNumber: '5010000002',
      numbers: { Basic: 20_000, HRA: 0, 'Number of Leaves': 1.5 },
      texts: { 'Employee Name': 'Rahul Mehta' },
    });
  });

  it.each([
    ['Basic', 'abc', 'Basic must be a number of 0 or more, got "abc"'],
    ['HRA', -5, 'HRA must be a number of 0 or more, got -5'],
    ['Gross Salary', 10_000_000_000, 'Gross Salary must be at most 9999999999.99, got 10000000000'],
    ['Number of Leaves', 32, 'Number of Leaves must be at most 31, got 32'],
    ['EmployeeID', null, 'EmployeeID is required'],
    ['EmployeeID', 'E-2', 'EmployeeID must be an 8-digit employee number, got "E-2"'],
    ['EmployeeID', 404, 'EmployeeID 00000404 is not an employee of your organisation'],
    ['Employee Name', 'x'.repeat(201), 'Employee Name is longer than 200 characters'],
    ['Account No', 2 ** 60, 'Account No must be typed as text to keep every digit, got 1152921504606847000'],
    ['Account No', '5010-02', 'Account No must be letters and digits only, got "5010-02"'],
  ])('refuses %s %j: %s', (column, cell, message) => {
    const { rows, issues } = validateSalarySheet(sheetOf(cellsOf({ [column]: cell })), isKnownEmployee);
    expect(rows).toEqual([]);
    expect(issues).toEqual([{ row: 2, column, path: `row 2, ${column}`, message }]);
  });

  it('refuses an employee named twice, pointing at the first row', () => {
    const { rows, issues } = validateSalarySheet(
      sheetOf(cellsOf(), cellsOf({ EmployeeID: 3 }), cellsOf({ EmployeeID: '00000002' })),
      isKnownEmployee,
    );
    expect(rows.map((row) => row.employeeNumber)).toEqual([2, 3]);
    expect(issues.map((found) => found.message)).toEqual([
      'EmployeeID 00000002 appears again (first in row 2)',
    ]);
  });

  it('answers an empty sheet with the spec’s text', () => {
    expect(validateSalarySheet(sheetOf(), isKnownEmployee).issues).toEqual([
      { row: null, column: null, path: 'file', message: payrollTexts.sheetEmpty },
    ]);
  });

  it.each([
    [['Bonus'], 'Unknown column "Bonus" (column 24)'],
    [['Basic'], 'Column "Basic" appears twice'],
  ])('checks the header: extra %j', (extra, message) => {
    expect(checkHeader([...SALARY_SHEET_COLUMNS, ...extra]).map((found) => found.message)).toEqual([message]);
  });

  it('names a missing column', () => {
    const header = SALARY_SHEET_COLUMNS.filter((column) => column !== 'HRA');
    expect(checkHeader(header).map((found) => found.message)).toEqual(['Missing column "HRA"']);
  });
});

describe('leave days within the month (spec A §3)', () => {
  const rowWithLeaves = (leaves: number) =>
    ({ row: 2, numbers: { 'Number of Leaves': leaves } }) as unknown as SalarySheetRow;

  it.each([
    [2026, 1, 31, []],
    [2026, 2, 28, []],
    [2026, 2, 28.5, ['Number of Leaves must be at most 28 for February, got 28.5']],
    [2024, 2, 29, []],
    [2024, 2, 30, ['Number of Leaves must be at most 29 for February, got 30']],
    [2026, 4, 31, ['Number of Leaves must be at most 30 for April, got 31']],
  ])('%i-%i: %d leave days → %j', (year, month, leaves, messages) => {
    const issues = checkLeavesWithinMonth([rowWithLeaves(leaves)], { year, month });
    expect(issues.map((found) => found.message)).toEqual(messages);
    for (const found of issues) expect(found.path).toBe('row 2, Number of Leaves');
  });
});
