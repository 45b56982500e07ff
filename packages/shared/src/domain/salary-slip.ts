// Salary sheets and slips (spec A §3 Salary slip, spec B §2 Payroll management, §9 constants).

// The uploaded sheet's columns, exactly as the spec names them (spec B §2), in the sample's order.
export const SALARY_SHEET_COLUMNS = [
  'Sr. No.',
  'EmployeeID',
  'Employee Name',
  'Gross Salary',
  'Account No',
  'IFSC Code',
  'Actual Salary',
  'Basic',
  'HRA',
  'GA',
  'Other Allowance',
  'Number of Leaves',
  'Night Shift Allowance (+)',
  'Professional Tax',
  'TDS/Adj (-)',
  'ESI (3.25%)',
  'ESI (.75%)',
  'PF (Employer Con) - 12%',
  'PF (Employee Con) - 12%',
  'Emails',
  'Department',
  'Designation',
  'Leaves Deduction (Amt)',
] as const;
export type SalarySheetColumn = (typeof SALARY_SHEET_COLUMNS)[number];

// The columns that hold amounts of money, in the sheet's order; the others are ids, a count of leaves
// and text (an account number is not grouped like an amount).
export const SALARY_SHEET_MONEY_COLUMNS = [
  'Gross Salary',
  'Actual Salary',
  'Basic',
  'HRA',
  'GA',
  'Other Allowance',
  'Night Shift Allowance (+)',
  'Professional Tax',
  'TDS/Adj (-)',
  'ESI (3.25%)',
  'ESI (.75%)',
  'PF (Employer Con) - 12%',
  'PF (Employee Con) - 12%',
  'Leaves Deduction (Amt)',
] as const satisfies readonly SalarySheetColumn[];

// spec B §9: month ids 1 to 12.
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const MONTH_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export const monthName = (month: number): string => MONTH_NAMES[month - 1] ?? '';

// spec B §9: contribution rates shown in the sheet's column names.
export const ESI_EMPLOYER_RATE = 0.0325;
export const ESI_EMPLOYEE_RATE = 0.0075;
export const PF_RATE = 0.12;

// spec B §9: the add/edit screen offers 50 years. Payroll is for months already worked, so the
// choices run back from the current year (the list screen never offers a future year either).
export const UPLOAD_YEAR_COUNT = 50;
export const uploadYearChoices = (currentYear: number): number[] =>
  Array.from({ length: UPLOAD_YEAR_COUNT }, (_, index) => currentYear - index);

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

// spec A §3: working days = days in month minus leaves (never below zero).
export const workingDays = (year: number, month: number, numberOfLeaves: number): number =>
  Math.max(0, daysInMonth(year, month) - numberOfLeaves);

// Rupees with paise: sums of amounts are rounded to 2 decimals so float noise never shows.
export const roundMoney = (amount: number): number => Math.round(amount * 100) / 100;

// A plausible breakdown of a monthly salary for the sample sheet and the demo: Pulse does not
// compute payroll (the organisation's sheet is the source), it only needs believable numbers.
export const sampleSalaryBreakdown = (actualSalary: number, numberOfLeaves: number, days: number) => {
  const basic = roundMoney(actualSalary * 0.5);
  const hra = roundMoney(actualSalary * 0.2);
  const ga = roundMoney(actualSalary * 0.1);
  const otherAllowance = roundMoney(actualSalary - basic - hra - ga);
  const esiEmployerPart = roundMoney(actualSalary * ESI_EMPLOYER_RATE);
  const esiEmployeePart = roundMoney(actualSalary * ESI_EMPLOYEE_RATE);
  const epfEmployerPart = roundMoney(basic * PF_RATE);
  const epfEmployeePart = roundMoney(basic * PF_RATE);
  const professionalTax = actualSalary > 15000 ? 200 : 0;
  const leaveDeductionAmount = roundMoney((actualSalary / days) * numberOfLeaves);
  const netSalary = roundMoney(
    actualSalary - esiEmployeePart - epfEmployeePart - professionalTax - leaveDeductionAmount,
  );
  return {
    basic,
    hra,
    ga,
    otherAllowance,
    esiEmployerPart,
    esiEmployeePart,
    epfEmployerPart,
    epfEmployeePart,
    professionalTax,
    leaveDeductionAmount,
    netSalary,
  };
};

// One employee's figures for a month of the sample sheet and the demo. What the organisation knows
// comes in: the salary of the latest appraisal (null without one) and the leave module's days taken in
// the month (spec A §3 NumberOfLeaves). Without an appraisal the salary is believable and repeatable
// (no randomness, so the demo and the tests stay stable), varying with the employee and the month. The
// sheet's Gross Salary column holds what is paid out: the breakdown's net, plus the night shift
// allowance, less TDS.
export const sampleMonthlySalary = (
  employeeNumber: number,
  year: number,
  month: number,
  known: { appraisedSalary: number | null; numberOfLeaves: number },
) => {
  const actualSalary = known.appraisedSalary ?? 25_000 + ((employeeNumber * 7_300 + month * 500) % 60_000);
  const { numberOfLeaves } = known;
  const parts = sampleSalaryBreakdown(actualSalary, numberOfLeaves, daysInMonth(year, month));
  const nightShiftAllowance = employeeNumber % 5 === 0 ? 1_500 : 0;
  const tds = actualSalary > 60_000 ? Math.round(actualSalary * 0.05) : 0;
  return {
    ...parts,
    actualSalary,
    numberOfLeaves,
    nightShiftAllowance,
    tds,
    grossSalary: roundMoney(parts.netSalary + nightShiftAllowance - tds),
  };
};
