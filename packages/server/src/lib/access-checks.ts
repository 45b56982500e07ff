import { ROLE } from '@pulse/shared/domain/roles';
import { AppError } from './app-error';
import type { Auth } from './auth-context';

// What a use case asks of its caller, as its first check (immich's requireAccess): the route declared
// the same, and the service checks again, so a use case is safe whoever calls it.
export type Permission =
  // Anyone signed in; the grant then says how far they reach (everyone's records, or their own).
  | 'authenticated'
  // Administrators only; anyone else is FORBIDDEN.
  | 'admin'
  // spec A §6: an employee's own record (documents, appraisals, salary slips, devices, time sheet):
  // an administrator, or that employee; anyone else is FORBIDDEN. An 'own' route checks the same.
  // No employee (an unknown code) leaves only administrators, who then learn it is not found.
  | { employeeId: string | undefined }
  // A record that names who shares it (its owner, its team, its deciders): an administrator, or one
  // of them. Anyone else gets `refusal`: the record's NOT_FOUND where even its existence must not
  // show (ids cannot be probed), or a FORBIDDEN that says why.
  | { sharedWith: readonly string[]; refusal: () => AppError };

// Who passed the check, for the queries that follow: an administrator reaches everyone's records of
// the organisation, anyone else only their own (or the records shared with them).
export type AccessGrant = { employeeId: string; isAdmin: boolean };

export const requireAccess = (auth: Auth, permission: Permission): AccessGrant => {
  const grant = { employeeId: auth.employeeId, isAdmin: auth.roleId === ROLE.admin };
  if (grant.isAdmin || permission === 'authenticated') return grant;
  if (permission === 'admin') throw new AppError('FORBIDDEN');
  if ('employeeId' in permission) {
    if (permission.employeeId !== grant.employeeId) throw new AppError('FORBIDDEN');
    return grant;
  }
  if (!permission.sharedWith.includes(grant.employeeId)) throw permission.refusal();
  return grant;
};
