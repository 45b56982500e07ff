import { ROLE_OPTIONS } from '@pulse/shared/contracts/employees';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import type { EmployeeStatus } from '@pulse/shared/domain/employee-status';
import type { Transaction } from '../../db/client';
import type { Auth } from '../../lib/auth-context';
import { recordAuditEvent } from '../audit/audit.service';

// Hardening (audit trail): what an administrator changed about who may sign in and with which rights,
// in the words of the employee form, written in the change's transaction. Never the password itself.

const roleName = (roleId: number) =>
  ROLE_OPTIONS.find((option) => option.roleId === roleId)?.name ?? `Role ${roleId}`;

const dayOf = (date: string | null) => (date ? formatDayMonthYear(date) : '—');

// spec A §4: the form's Active and Is Relieved boxes and the relieving date.
const statusWords = (status: EmployeeStatus) => {
  if (status.isRelieved) return `Relieved on ${dayOf(status.relievingDate)}`;
  return status.isActive ? 'Active' : `Inactive since ${dayOf(status.relievingDate)}`;
};

const statusOf = (status: EmployeeStatus): EmployeeStatus => ({
  isActive: status.isActive,
  isRelieved: status.isRelieved,
  relievingDate: status.relievingDate,
});

type Access = EmployeeStatus & { roleId: number };

export const recordEmployeeAccessChanges = async (
  tx: Transaction,
  auth: Auth,
  ipAddress: string | null,
  change: { employeeId: string; before: Access; after: Access; isPasswordChanged: boolean },
) => {
  const { employeeId, before, after } = change;
  if (before.roleId !== after.roleId)
    await recordAuditEvent(tx, auth, ipAddress, {
      action: 'employee.role-changed',
      subjectId: employeeId,
      summary: `Role: ${roleName(before.roleId)} → ${roleName(after.roleId)}`,
      details: { from: before.roleId, to: after.roleId },
    });
  const [statusBefore, statusAfter] = [statusWords(before), statusWords(after)];
  if (statusBefore !== statusAfter)
    await recordAuditEvent(tx, auth, ipAddress, {
      action: 'employee.status-changed',
      subjectId: employeeId,
      summary: `Status: ${statusBefore} → ${statusAfter}`,
      details: { from: statusOf(before), to: statusOf(after) },
    });
  if (change.isPasswordChanged)
    await recordAuditEvent(tx, auth, ipAddress, {
      action: 'employee.password-changed',
      subjectId: employeeId,
      summary: 'Password changed by an administrator',
    });
};

export const recordEmployeeDeletion = (
  tx: Transaction,
  auth: Auth,
  ipAddress: string | null,
  employee: { id: string; name: string; employeeCode: string; officialEmail: string },
) =>
  recordAuditEvent(tx, auth, ipAddress, {
    action: 'employee.deleted',
    subjectId: employee.id,
    summary: `Deleted ${employee.name} (${employee.employeeCode})`,
    details: { employeeCode: employee.employeeCode, officialEmail: employee.officialEmail },
  });
