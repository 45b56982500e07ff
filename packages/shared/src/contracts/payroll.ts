import { z } from 'zod';
import { listPageSchema } from './list-page';

// Payroll management (spec B §2–§5) and salary slips (spec A §3). Amounts are in the organisation's
// currency (rupees with paise for the demo's Indian sheet).

// Years are bounded so a typo cannot create a sheet for year 20260; months are the spec's ids 1–12.
export const payrollYearSchema = z.coerce.number().int().min(1900).max(2200);
export const payrollMonthSchema = z.coerce.number().int().min(1).max(12);

export const payrollPeriodParamsSchema = z.object({ year: payrollYearSchema, month: payrollMonthSchema });
export type PayrollPeriodParams = z.infer<typeof payrollPeriodParamsSchema>;

export const payrollYearQuerySchema = z.object({ year: payrollYearSchema.optional() });
export type PayrollYearQuery = z.infer<typeof payrollYearQuerySchema>;

export const payrollYearsSchema = listPageSchema(z.number().int());
export type PayrollYears = z.infer<typeof payrollYearsSchema>;

export const payrollMonthSummarySchema = z.object({
  month: z.number().int(),
  monthName: z.string(),
  fileName: z.string(),
  uploadedAt: z.iso.datetime(),
  slipCount: z.number().int(),
});
export const payrollMonthsSchema = listPageSchema(payrollMonthSummarySchema).extend({
  year: z.number().int(),
});
export type PayrollMonths = z.infer<typeof payrollMonthsSchema>;

export const payrollExistsSchema = z.object({ exists: z.boolean() });
export type PayrollExists = z.infer<typeof payrollExistsSchema>;

// A problem in one cell (or the header): `path` reads 'row 7, Basic'; row is the sheet's row number.
export const salarySheetIssueSchema = z.object({
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  path: z.string(),
  message: z.string(),
});
export type SalarySheetIssue = z.infer<typeof salarySheetIssueSchema>;

// What the preview table shows: the header row and the data rows as the sheet holds them.
export const salarySheetCellSchema = z.union([z.string(), z.number(), z.null()]);
export const salarySheetPreviewRowSchema = z.object({
  row: z.number().int(),
  cells: z.array(salarySheetCellSchema),
});
export const salarySheetPreviewSchema = z.object({
  fileName: z.string(),
  header: z.array(z.string()),
  rows: z.array(salarySheetPreviewRowSchema),
  errors: z.array(salarySheetIssueSchema),
});
export type SalarySheetPreview = z.infer<typeof salarySheetPreviewSchema>;
export type SalarySheetPreviewRow = z.infer<typeof salarySheetPreviewRowSchema>;

export const payrollSavedSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  slipCount: z.number().int(),
});
export type PayrollSaved = z.infer<typeof payrollSavedSchema>;

// spec A §3 Salary slip; ActualSalary is labelled Gross Salary and GrossSalary Net Salary.
export const salarySlipSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  monthName: z.string(),
  organizationName: z.string(),
  // The organisation's currency: the slip's amounts are in it.
  currency: z.string(),
  employeeId: z.uuid(),
  employeeNumber: z.string(),
  employeeName: z.string(),
  departmentName: z.string().nullable(),
  designationName: z.string().nullable(),
  numberOfLeaves: z.number(),
  daysInMonth: z.number().int(),
  workingDays: z.number(),
  basicSalary: z.number(),
  hra: z.number(),
  ga: z.number(),
  otherAllowance: z.number(),
  nightShiftAllowance: z.number(),
  actualSalary: z.number(),
  esiEmployeePart: z.number(),
  esiEmployerPart: z.number(),
  epfEmployeePart: z.number(),
  epfEmployerPart: z.number(),
  professionalTax: z.number(),
  tds: z.number(),
  leaveDeductionAmount: z.number(),
  grossSalary: z.number(),
  // spec A §3: shown fixed at 0.
  bonus: z.literal(0),
  anyAdjustment: z.literal(0),
  // Masked ('•••• 1234'): the slip names the account without revealing it.
  accountNumberMasked: z.string().nullable(),
  ifscCode: z.string().nullable(),
});
export type SalarySlip = z.infer<typeof salarySlipSchema>;

// The months (1–12) of the year that have a slip.
export const salarySlipMonthsSchema = listPageSchema(z.number().int()).extend({ year: z.number().int() });
export type SalarySlipMonths = z.infer<typeof salarySlipMonthsSchema>;

export const employeeSlipParamsSchema = z.object({ employeeId: z.uuid() });
export const employeeSlipPeriodParamsSchema = payrollPeriodParamsSchema.extend({ employeeId: z.uuid() });
