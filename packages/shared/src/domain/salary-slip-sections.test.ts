import { describe, expect, it } from 'vitest';
import type { SalarySlip } from '../contracts/payroll';
import { salarySlipSections } from './salary-slip-sections';

const SLIP: SalarySlip = {
  year: 2026,
  month: 1,
  monthName: 'January',
  organizationName: 'Demo Corporation',
  currency: 'INR',
  employeeId: '0190a0b0-0000-7000-8000-000000000001',
  employeeNumber: '00000002',
  employeeName: 'Rahul Mehta',
  departmentName: 'Engineering',
  designationName: 'Software Engineer',
  numberOfLeaves: 1.5,
  daysInMonth: 31,
  workingDays: 29.5,
  basicSalary: 25000,
  hra: 10000,
  ga: 5000,
  otherAllowance: 10000,
  nightShiftAllowance: 1234.5,
  actualSalary: 50000,
  esiEmployeePart: 375.1,
  esiEmployerPart: 1625.1,
  epfEmployeePart: 3000.2,
  epfEmployerPart: 3000.2,
  professionalTax: 200,
  tds: 0,
  leaveDeductionAmount: 2419.35,
  grossSalary: 123456.789,
  bonus: 0,
  anyAdjustment: 0,
  accountNumberMasked: '•••• 9012',
  ifscCode: 'HDFC0000456',
};

const detailOf = (slip: SalarySlip, label: string) =>
  salarySlipSections(slip).details.find((detail) => detail.label === label)?.value;

describe('salarySlipSections (spec A §3 Salary slip)', () => {
  it('names the organisation and the month', () => {
    const sections = salarySlipSections(SLIP);
    expect([sections.title, sections.subtitle]).toEqual(['Demo Corporation', 'Salary slip for January 2026']);
  });

  it.each([
    ['Employee Name', {}, 'Rahul Mehta'],
    ['Employee ID', {}, '00000002'],
    ['Department', {}, 'Engineering'],
    ['Department', { departmentName: null }, '—'],
    ['Department', { departmentName: '' }, '—'],
    ['Designation', { designationName: null }, '—'],
    ['Days in Month', {}, '31'],
    ['Number of Leaves', {}, '1.5'],
    ['Working Days', {}, '29.5'],
    ['Account No', {}, '•••• 9012'],
    ['Account No', { accountNumberMasked: null }, '—'],
    ['IFSC Code', {}, 'HDFC0000456'],
    ['IFSC Code', { ifscCode: null }, '—'],
  ] as const)('shows %s of %j as %j', (label, change, value) => {
    expect(detailOf({ ...SLIP, ...change }, label)).toBe(value);
  });

  it('lists the details in the slip’s order', () => {
    expect(salarySlipSections(SLIP).details.map((detail) => detail.label)).toEqual([
      'Employee Name',
      'Employee ID',
      'Department',
      'Designation',
      'Days in Month',
      'Number of Leaves',
      'Working Days',
      'Account No',
      'IFSC Code',
    ]);
  });

  it.each([
    [
      'earnings',
      'Earnings',
      [
        ['Basic', '25,000.00'],
        ['HRA', '10,000.00'],
        ['GA', '5,000.00'],
        ['Other Allowance', '10,000.00'],
        ['Night Shift Allowance', '1,234.50'],
        ['Bonus', '0.00'],
        ['Any Adjustment', '0.00'],
      ],
      // The sheet's Actual Salary, not the sum of the rows.
      ['Gross Salary', '50,000.00'],
    ],
    [
      'deductions',
      'Deductions',
      [
        ['ESI Employee (0.75%)', '375.10'],
        ['EPF Employee (12%)', '3,000.20'],
        ['Professional Tax', '200.00'],
        ['TDS', '0.00'],
        ['Leave Deduction', '2,419.35'],
      ],
      ['Total Deductions', '5,994.65'],
    ],
    [
      'employerContributions',
      'Employer Contributions',
      [
        ['ESI Employer (3.25%)', '1,625.10'],
        ['EPF Employer (12%)', '3,000.20'],
      ],
      // 1625.1 + 3000.2 is 4625.299999999999 in floating point.
      ['Total', '4,625.30'],
    ],
  ] as const)('%s: %s rows and total', (section, title, rows, [totalLabel, total]) => {
    const table = salarySlipSections(SLIP)[section];
    expect(table.title).toBe(title);
    expect(table.amountHeading).toBe('Amount (INR)');
    expect(table.rows.map((row) => [row.label, row.amount])).toEqual(rows);
    expect(table.total).toEqual({ label: totalLabel, amount: total });
  });

  // Intl puts a no-break space after the currency's code.
  it.each([
    [123456.789, 'INR', 'INR\u00a01,23,456.79'],
    [0, 'INR', 'INR\u00a00.00'],
    [9999999.5, 'INR', 'INR\u00a099,99,999.50'],
    [9999999.5, 'USD', 'USD\u00a09,999,999.50'],
  ])('shows GrossSalary %d %s as the Net Salary %j', (grossSalary, currency, amount) => {
    expect(salarySlipSections({ ...SLIP, grossSalary, currency }).netPay).toEqual({
      label: 'Net Salary',
      amount,
    });
  });

  it('writes the tables in the organisation’s currency and grouping', () => {
    const table = salarySlipSections({ ...SLIP, currency: 'USD', basicSalary: 1234567 }).earnings;
    expect(table.amountHeading).toBe('Amount (USD)');
    expect(table.rows[0]).toEqual({ label: 'Basic', amount: '1,234,567.00' });
  });
});
