import type { SalarySlip } from '../contracts/payroll';
import { roundMoney } from './salary-slip';

// What a salary slip shows (spec A §3 Salary slip), built once for the on-screen dialog and the
// downloadable PDF so their labels, rows, totals and formatting cannot drift apart.

// spec A §3 is silent on missing values (no department, designation, account or IFSC): the product's
// placeholder for an empty value on screen is an em dash, and the PDF's font has it too.
const SLIP_NO_VALUE = '—';

// Slip amounts are rupees with paise (the sheet's ESI and PF columns are India's, spec B §2), in
// Indian digit grouping.
const CURRENCY = 'INR';

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

const formatSlipMoney = (amount: number): string =>
  amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const orNoValue = (value: string | null): string => value || SLIP_NO_VALUE;

type AmountRows = [string, number][];

const sumOf = (rows: AmountRows): number => roundMoney(rows.reduce((sum, [, amount]) => sum + amount, 0));

const amountTable = (
  title: string,
  rows: AmountRows,
  [totalLabel, total]: [string, number],
): SlipAmountTable => ({
  title,
  amountHeading: `Amount (${CURRENCY})`,
  rows: rows.map(([label, amount]) => ({ label, amount: formatSlipMoney(amount) })),
  total: { label: totalLabel, amount: formatSlipMoney(total) },
});

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
    deductions: amountTable('Deductions', deductions, ['Total Deductions', sumOf(deductions)]),
    employerContributions: amountTable('Employer Contributions', employerContributions, [
      'Total',
      sumOf(employerContributions),
    ]),
    // spec A §3: GrossSalary is labelled Net Salary.
    netPay: { label: 'Net Salary', amount: `${CURRENCY} ${formatSlipMoney(slip.grossSalary)}` },
  };
};
