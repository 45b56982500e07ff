import type { PayrollPeriodParams, SalarySlip, SalarySlipMonths } from '@pulse/shared/contracts/payroll';
import { padEmployeeNumber } from '@pulse/shared/domain/employee-code';
import { daysInMonth, monthName, workingDays } from '@pulse/shared/domain/salary-slip';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { decryptMaskedTail } from '../../lib/field-encryption';
import type { WholeList } from '../../lib/list-page';
import { payrollErrors } from './payroll.errors';
import { findEmployee, findSlip, listSlipMonths } from './payroll.repository';

// Salary slips (spec A §2, §3): the months an employee has slips for, and one slip.

// Admins read anyone's slips in their organisation; employees only their own (spec A §2).
const resolveSlipOwner = async (deps: Deps, auth: Auth, employeeId: string) => {
  requireAccess(auth, { employeeId: employeeId });
  const employee = await findEmployee(deps.db, auth.organizationId, employeeId);
  if (!employee) throw new AppError('NOT_FOUND');
  return employee;
};

export const findSalarySlipMonths = async (
  deps: Deps,
  auth: Auth,
  employeeId: string,
  year?: number,
): Promise<WholeList<SalarySlipMonths>> => {
  const employee = await resolveSlipOwner(deps, auth, employeeId);
  const selectedYear = year ?? deps.clock.now().getUTCFullYear();
  return {
    year: selectedYear,
    items: await listSlipMonths(deps.db, auth.organizationId, employee.id, selectedYear),
  };
};

export const getSalarySlip = async (
  deps: Deps,
  auth: Auth,
  employeeId: string,
  period: PayrollPeriodParams,
): Promise<SalarySlip> => {
  const employee = await resolveSlipOwner(deps, auth, employeeId);
  const slip = await findSlip(deps.db, auth.organizationId, employee.id, period.year, period.month);
  if (!slip) throw new AppError(payrollErrors.SALARY_SLIP_NOT_FOUND);
  return {
    year: slip.year,
    month: slip.month,
    monthName: monthName(slip.month),
    organizationName: auth.organization.name,
    currency: auth.organization.currency,
    employeeId: employee.id,
    employeeNumber: padEmployeeNumber(employee.employeeNumber),
    employeeName: slip.employeeName,
    departmentName: slip.departmentName,
    designationName: slip.designationName,
    numberOfLeaves: slip.numberOfLeaves,
    daysInMonth: daysInMonth(slip.year, slip.month),
    workingDays: workingDays(slip.year, slip.month, slip.numberOfLeaves),
    basicSalary: slip.basicSalary,
    hra: slip.hra,
    ga: slip.ga,
    otherAllowance: slip.otherAllowance,
    nightShiftAllowance: slip.nightShiftAllowance,
    actualSalary: slip.actualSalary,
    esiEmployeePart: slip.esiEmployeePart,
    esiEmployerPart: slip.esiEmployerPart,
    epfEmployeePart: slip.epfEmployeePart,
    epfEmployerPart: slip.epfEmployerPart,
    professionalTax: slip.professionalTax,
    tds: slip.tds,
    leaveDeductionAmount: slip.leaveDeductionAmount,
    grossSalary: slip.grossSalary,
    bonus: 0,
    anyAdjustment: 0,
    accountNumberMasked: decryptMaskedTail(deps.cipher, slip.accountNumberEncrypted),
    ifscCode: slip.ifscCode,
  };
};
