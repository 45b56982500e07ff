import type { PayrollPeriodParams } from '@pulse/shared/contracts/payroll';
import { padEmployeeNumber } from '@pulse/shared/domain/employee-code';
import { daysInMonth, sampleMonthlySalary } from '@pulse/shared/domain/salary-slip';
import type { Database } from '../../db/client';
import type { FieldCipher } from '../../lib/field-encryption';
import type { SheetCell } from '../../lib/spreadsheet-reader';
import { findAppraisedSalaries } from '../employees/appraisals.service';
import { countLeavesTakenInMonth } from '../leaves/leaves.service';
import { listSheetEmployees, type SheetEmployee } from './payroll.repository';
import { writeSalarySheet } from './salary-sheet';

// The sample sheet's rows: every employee's figures from sampleMonthlySalary, with their bank
// account (a made-up one where none is stored) so the sheet uploads as it is. The salary is the latest
// appraisal's and the leaves are the leave module's days taken in the month, so the sheet agrees with
// the profile and the Leaves pages.
export const sampleSheetRows = (
  cipher: FieldCipher,
  employees: SheetEmployee[],
  period: PayrollPeriodParams,
  known: { appraisedSalaries: Map<string, number>; leavesTaken: Map<string, number> },
): SheetCell[][] =>
  employees.map((employee, index) => {
    const number = employee.employeeNumber;
    const salary = sampleMonthlySalary(number, period.year, period.month, {
      appraisedSalary: known.appraisedSalaries.get(employee.id) ?? null,
      numberOfLeaves: known.leavesTaken.get(employee.id) ?? 0,
    });
    const account = employee.bankAccountNumberEncrypted
      ? cipher.decrypt(employee.bankAccountNumberEncrypted)
      : `5010${padEmployeeNumber(number)}`;
    return [
      index + 1,
      padEmployeeNumber(number),
      employee.name,
      salary.grossSalary,
      account,
      employee.ifscCode ?? 'HDFC0000456',
      salary.actualSalary,
      salary.basic,
      salary.hra,
      salary.ga,
      salary.otherAllowance,
      salary.numberOfLeaves,
      salary.nightShiftAllowance,
      salary.professionalTax,
      salary.tds,
      salary.esiEmployerPart,
      salary.esiEmployeePart,
      salary.epfEmployerPart,
      salary.epfEmployeePart,
      employee.officialEmail,
      employee.departmentName,
      employee.designationName,
      salary.leaveDeductionAmount,
    ];
  });

// A ready-to-upload sheet for the organisation's current employees, in the columns of spec B §2: the
// sample sheet download and the demo's payroll.
export const buildSampleSalarySheet = async (
  db: Database,
  cipher: FieldCipher,
  organizationId: string,
  period: PayrollPeriodParams,
) => {
  const employees = (await listSheetEmployees(db, organizationId)).filter(
    (employee) => employee.isActive && !employee.isRelieved,
  );
  const monthEnd = `${period.year}-${String(period.month).padStart(2, '0')}-${String(daysInMonth(period.year, period.month)).padStart(2, '0')}`;
  const known = {
    appraisedSalaries: await findAppraisedSalaries(db, organizationId, monthEnd),
    leavesTaken: await countLeavesTakenInMonth(
      db,
      organizationId,
      employees.map((employee) => employee.id),
      period,
    ),
  };
  return writeSalarySheet(sampleSheetRows(cipher, employees, period, known));
};
