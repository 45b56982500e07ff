import { ROLE } from '@pulse/shared/domain/roles';
import type { Database, Transaction } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { countOwnedOptions, findDepartment, isOfficialEmailKnown } from './employees.repository';
import { insertNumberedEmployee } from './new-employee-row';

// Single sign-on's self-provisioning (Settings → Security): the employee record of a person the
// organisation's provider vouched for, created at their first sign-in. Pulse's own feature: the spec
// has no single sign-on.

export type EmployeeDefaults = {
  departmentId: string | null;
  designationId: string | null;
  shiftId: string | null;
};

// Until HR chooses a department the code's department part is 0; choosing one rebuilds the code
// (spec A §4).
const NO_DEPARTMENT_NUMBER = 0;

// The administrator's defaults must be the organisation's own: a foreign key alone would accept
// another organisation's department, designation or shift.
export const areEmployeeDefaultsOwned = async (
  db: Database,
  organizationId: string,
  defaults: EmployeeDefaults,
) => {
  if (defaults.departmentId && !(await findDepartment(db, organizationId, defaults.departmentId)))
    return false;
  return countOwnedOptions(db, organizationId, {
    designationId: defaults.designationId,
    shiftId: defaults.shiftId,
    bankId: null,
  });
};

// In the caller's transaction, through the same row insert as Add Employee (number, code, webhook).
// Role Employee and no password: only a reset link gives one. The spec A §5 details the Add/Edit form
// requires (Father Name, Date of Birth…) stay empty for HR to complete. Null when the e-mail is
// already taken (isOfficialEmailKnown): a deleted employee is never created again this way.
export const provisionEmployeeFromSso = async (
  deps: Pick<Deps, 'clock'>,
  tx: Transaction,
  organization: { id: string; name: string },
  person: { name: string; officialEmail: string; joiningDate: string },
  defaults: EmployeeDefaults,
) => {
  const officialEmail = person.officialEmail.toLowerCase();
  if (await isOfficialEmailKnown(tx, organization.id, officialEmail)) return null;
  const department = defaults.departmentId
    ? await findDepartment(tx, organization.id, defaults.departmentId)
    : undefined;
  const id = await insertNumberedEmployee(
    deps,
    tx,
    organization,
    department?.departmentNumber ?? NO_DEPARTMENT_NUMBER,
    {
      name: person.name,
      officialEmail,
      joiningDate: person.joiningDate,
      roleId: ROLE.employee,
      passwordHash: null,
      departmentId: department?.id ?? null,
      designationId: defaults.designationId,
      shiftId: defaults.shiftId,
    },
  );
  return { id, name: person.name, officialEmail };
};
