import type { SignUpBody } from '@pulse/shared/contracts/auth';
import { buildEmployeeCode } from '@pulse/shared/domain/employee-code';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { ROLE } from '@pulse/shared/domain/roles';
import { signUpTexts } from '@pulse/shared/spec-texts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import type { Deps } from '../../lib/deps';
import type { OrganizationContext } from '../../lib/organization-context';
import { hashPassword } from '../../lib/passwords';
import { type ClientMeta, startSession } from '../auth/auth.service';
import { createStarterCategories } from '../productivity/productivity.service';
import {
  findActiveOrganizationContexts,
  insertDepartments,
  insertEmployees,
  insertOrganization,
  insertStartingColumns,
  isOfficialEmailTaken,
} from './organization.repository';

// A new organisation starts with one department, so its first employee code has a department id.
const FIRST_DEPARTMENT = { departmentNumber: 1, name: 'Administration' };

const emailTaken = () =>
  new AppError('CONFLICT', signUpTexts.emailTaken, [{ path: 'email', message: signUpTexts.emailTaken }]);

export const createOrganizationWithAdmin = async (
  db: Database,
  input: {
    name: string;
    organizationName: string;
    email: string;
    passwordHash: string;
    timeZone: string;
    // The organisation's today: the Marked Absent job never counts days before someone joined.
    joiningDate: string;
  },
) =>
  db.transaction(async (tx) => {
    const organization = await insertOrganization(tx, {
      name: input.organizationName,
      timeZone: input.timeZone,
    });
    const [department] = await insertDepartments(tx, [
      { organizationId: organization.id, ...FIRST_DEPARTMENT },
    ]);
    const [admin] = await insertEmployees(tx, [
      {
        organizationId: organization.id,
        employeeNumber: 1,
        employeeCode: buildEmployeeCode(organization.name, FIRST_DEPARTMENT.departmentNumber, 1),
        departmentId: department?.id,
        name: input.name,
        officialEmail: input.email.toLowerCase(),
        passwordHash: input.passwordHash,
        roleId: ROLE.admin,
        joiningDate: input.joiningDate,
      },
    ]);
    if (!admin) throw new Error('admin insert returned nothing');
    await insertStartingColumns(tx, organization.id);
    // spec A §1 usage categories: a new organisation starts with the starter set, to edit.
    await createStarterCategories(tx, organization.id);
    return { organizationId: organization.id, employeeId: admin.id };
  });

export const signUpOrganization = async (deps: Deps, body: Required<SignUpBody>, meta: ClientMeta) => {
  if (await isOfficialEmailTaken(deps.db, body.email)) throw emailTaken();
  const passwordHash = await hashPassword(body.password);
  try {
    const joiningDate = todayIn(body.timeZone, deps.clock.now());
    const created = await createOrganizationWithAdmin(deps.db, { ...body, passwordHash, joiningDate });
    return await startSession(deps, created, false, meta);
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides, the loser gets the same answer.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
};

// For work without a session (the Marked Absent job): the context the session lookup puts on `Auth`,
// of every active organisation, read when the job runs.
export const loadActiveOrganizationContexts = (db: Database): Promise<OrganizationContext[]> =>
  findActiveOrganizationContexts(db);
