import { payrollTexts } from '@pulse/shared/spec-texts';
import { defineErrors } from '../../lib/app-error';

// Payroll (spec A §8, spec B §8): a sheet that is not a usable .xlsx, a month already uploaded,
// a slip that does not exist.
export const payrollErrors = defineErrors({
  PAYROLL_SHEET_INVALID: { status: 400, title: 'Bad Request', detail: payrollTexts.sheetHasProblems },
  PAYROLL_SHEET_TOO_LARGE: { status: 413, title: 'Content Too Large', detail: payrollTexts.sheetTooLarge },
  PAYROLL_EXISTS: { status: 409, title: 'Conflict', detail: payrollTexts.alreadyUploaded },
  PAYROLL_NOT_FOUND: { status: 404, title: 'Not Found', detail: payrollTexts.payrollNotFound },
  SALARY_SLIP_NOT_FOUND: { status: 404, title: 'Not Found', detail: payrollTexts.slipNotAdded },
});
