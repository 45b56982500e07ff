import type { SalarySlip } from '../contracts/payroll';
import { currencyDecimals, formatMoney, formatQuantity } from './number-format';
import { roundMoney } from './salary-slip';

// What a salary slip shows (spec A §3 Salary slip), built once for the on-screen dialog and the
// downloadable PDF so their labels, rows, totals and formatting cannot drift apart.

// spec A §3 is silent on missing values (no department, designation, account or IFSC): the product's
// placeholder for an empty value on screen is an em dash, and the PDF's font has it too.
const SLIP_NO_VALUE = '—';

export type SlipDetail = { label: string; value: string };
export type SlipAmount = { label: string; amount: string };
export type SlipAmountTable = { title: string; amountHeading: string; rows: SlipAmount[]; total: SlipAmount };

export type SalarySlipSections = {
  // The organisation's name, then which month the slip is for.
  title: string;
  subtitle: string;
  details: SlipDetail[];
  earnings: SlipAmountTable;
  deductions: SlipAmountTable;
  employerContributions: SlipAmountTable;
  netPay: SlipAmount;
};

const orNoValue = (value: string | null): string => value || SLIP_NO_VALUE;

type AmountRows = [string, number][];

const sumOf = (rows: AmountRows): number => roundMoney(rows.reduce((sum, [, amount]) => sum + amount, 0));

// The tables' amounts sit under a heading naming the currency, so they are figures alone, grouped in
// the organisation's locale (INR: 36,209.50).
const amountTable = (
  currency: string,
  title: string,
  rows: AmountRows,
  [totalLabel, total]: [string, number],
): SlipAmountTable => {
  const amountOf = (amount: number) => formatQuantity(amount, currency, currencyDecimals(currency));
  return {
    title,
    amountHeading: `Amount (${currency})`,
    rows: rows.map(([label, amount]) => ({ label, amount: amountOf(amount) })),
    total: { label: totalLabel, amount: amountOf(total) },
  };
};

export const salarySlipSections = (slip: SalarySlip): SalarySlipSections => {
  const deductions: AmountRows = [
    ['ESI Employee (0.75%)', slip.esiEmployeePart],
    ['EPF Employee (12%)', slip.epfEmployeePart],
    ['Professional Tax', slip.professionalTax],
    ['TDS', slip.tds],
    ['Leave Deduction', slip.leaveDeductionAmount],
  ];
  const employerContributions: AmountRows = [
    ['ESI Employer (3.25%)', slip.esiEmployerPart],
    ['EPF Employer (12%)', slip.epfEmployerPart],
  ];
  return {
    title: slip.organizationName,
    subtitle: `Salary slip for ${slip.monthName} ${slip.year}`,
    details: [
      { label: 'Employee Name', value: slip.employeeName },
      { label: 'Employee ID', value: slip.employeeNumber },
      { label: 'Department', value: orNoValue(slip.departmentName) },
      { label: 'Designation', value: orNoValue(slip.designationName) },
      { label: 'Days in Month', value: String(slip.daysInMonth) },
      { label: 'Number of Leaves', value: String(slip.numberOfLeaves) },
      { label: 'Working Days', value: String(slip.workingDays) },
      { label: 'Account No', value: orNoValue(slip.accountNumberMasked) },
      { label: 'IFSC Code', value: orNoValue(slip.ifscCode) },
    ],
    // spec A §3: ActualSalary is labelled Gross Salary (the sheet's figure, not a sum of these rows);
    // Bonus and Any Adjustment are shown fixed at 0.
    earnings: amountTable(
      slip.currency,
      'Earnings',
      [
        ['Basic', slip.basicSalary],
        ['HRA', slip.hra],
        ['GA', slip.ga],
        ['Other Allowance', slip.otherAllowance],
        ['Night Shift Allowance', slip.nightShiftAllowance],
        ['Bonus', slip.bonus],
        ['Any Adjustment', slip.anyAdjustment],
      ],
      ['Gross Salary', slip.actualSalary],
    ),
    deductions: amountTable(slip.currency, 'Deductions', deductions, ['Total Deductions', sumOf(deductions)]),
    employerContributions: amountTable(slip.currency, 'Employer Contributions', employerContributions, [
      'Total',
      sumOf(employerContributions),
    ]),
    // spec A §3: GrossSalary is labelled Net Salary. With the currency's code, not its symbol: the
    // PDF's standard fonts have no ₹.
    netPay: {
      label: 'Net Salary',
      amount: formatMoney(slip.grossSalary, slip.currency, { display: 'code' }),
    },
  };
};
