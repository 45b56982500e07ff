import { ssoTexts } from '@pulse/shared/contracts/sso';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { employeeNameFromClaims, isProvisioningAllowed } from '@pulse/shared/domain/sso-rules';
import { isUniqueViolation } from '../../lib/database-errors';
import type { Deps } from '../../lib/deps';
import { runTransaction } from '../../lib/transaction';
import { recordSessionlessAuditEvent } from '../audit/audit.service';
import { provisionEmployeeFromSso } from '../employees/employee-provisioning.service';
import { notify } from '../notifications/notifications.service';
import { findEmployeeForSso, lockSignInKeys } from './auth.repository';
import { findActiveAdmins, type OfferedConnection } from './sso.repository';

// Self-provisioning (Settings → Security, "Create an employee at first sign-in"): a person the provider
// vouched for, of the organisation's listed domains, who matches no employee gets an employee record
// and then signs in like everyone else. Off by default: unknown people are refused.

// A concurrent Add Employee may take the next employee number first: the next try counts past it.
const PROVISIONING_ATTEMPTS = 2;

// The person the sign-in is for: the employee with the e-mail, or the one created for it when the
// connection allows it. Undefined when there is none, which the caller refuses as before.
// `email` is lower-case and trusted (isEmailTrusted).
export const findOrProvisionSsoEmployee = async (
  deps: Deps,
  connection: OfferedConnection,
  claims: Record<string, unknown>,
  email: string,
  ip: string | null,
) => {
  const employee = await findEmployeeForSso(deps.db, connection.organizationId, email);
  if (employee || !isProvisioningAllowed(connection, email)) return employee;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await provisionSsoEmployee(deps, connection, claims, email, ip);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt === PROVISIONING_ATTEMPTS) return undefined;
    }
  }
};

// One transaction: the employee (with its webhook), the administrators' bell and the audit record.
const provisionSsoEmployee = (
  deps: Deps,
  connection: OfferedConnection,
  claims: Record<string, unknown>,
  email: string,
  ip: string | null,
) =>
  runTransaction(deps.db, async (tx) => {
    const { organizationId } = connection;
    // Two first sign-ins of one person: the second waits here, then finds the first one's employee.
    await lockSignInKeys(tx, { email, ip: null });
    const existing = await findEmployeeForSso(tx, organizationId, email);
    if (existing) return existing;
    const defaults = {
      departmentId: connection.provisioningDepartmentId,
      designationId: connection.provisioningDesignationId,
      shiftId: connection.provisioningShiftId,
    };
    const created = await provisionEmployeeFromSso(
      deps,
      tx,
      { id: organizationId, name: connection.organizationName },
      {
        name: employeeNameFromClaims(claims, email),
        officialEmail: email,
        // The organisation's day of the first sign-in (architecture invariant 6).
        joiningDate: todayIn(connection.timeZone, deps.clock.now()),
      },
      defaults,
    );
    if (!created) return undefined;
    const employee = { id: created.id, name: created.name };
    await notify(deps, tx, [
      {
        kind: 'employee-provisioned',
        organizationId,
        employee,
        administrators: await findActiveAdmins(tx, organizationId),
      },
    ]);
    await recordSessionlessAuditEvent(
      tx,
      { organizationId, actorId: created.id, ipAddress: ip },
      {
        action: 'employee.provisioned',
        subjectId: created.id,
        summary: ssoTexts.provisionedAudit(created.name, email),
        details: { method: 'sso', email, ...defaults },
      },
    );
    return findEmployeeForSso(tx, organizationId, email);
  });
