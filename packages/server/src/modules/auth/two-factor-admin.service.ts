import type { TwoFactorPolicy, TwoFactorStatus } from '@pulse/shared/contracts/two-factor';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { runTransaction } from '../../lib/transaction';
import { recordAuditEvent } from '../audit/audit.service';
import { twoFactorErrors } from './two-factor.errors';
import {
  countAdminsWithoutTwoFactor,
  findTwoFactorPolicy,
  saveTwoFactorPolicy,
} from './two-factor.repository';
import { getPerson, removeTwoFactor, statusOf } from './two-factor-credential';

// Hardening (two-factor sign-in): the administrators' side: an employee's status, the reset for a
// lost phone, and the organisation's rule for administrators.

export const getEmployeeTwoFactorStatus = async (
  deps: Deps,
  auth: Auth,
  employeeId: string,
): Promise<TwoFactorStatus> => {
  requireAccess(auth, 'admin');
  const person = { organizationId: auth.organizationId, employeeId };
  const row = await getPerson(deps.db, person);
  return statusOf(deps.db, person, row.roleId, row.isRequiredForAdmins);
};

// For someone who lost their phone and their recovery codes. One's own goes through My Profile, which
// asks for a code or the password.
export const resetEmployeeTwoFactor = async (deps: Deps, auth: Auth, employeeId: string, ip: string) => {
  requireAccess(auth, 'admin');
  const person = { organizationId: auth.organizationId, employeeId };
  await runTransaction(deps.db, async (tx) => {
    const row = await getPerson(tx, person);
    if (employeeId === auth.employeeId) throw new AppError(twoFactorErrors.TWO_FACTOR_RESET_OWN);
    if (!(await removeTwoFactor(tx, person))) throw new AppError(twoFactorErrors.TWO_FACTOR_NOT_ENABLED);
    await recordAuditEvent(tx, auth, ip, {
      action: 'two-factor.reset',
      subjectId: employeeId,
      summary: `Reset two-factor sign-in of ${row.name}`,
    });
  });
};

export const getTwoFactorPolicy = async (deps: Deps, auth: Auth): Promise<TwoFactorPolicy> => {
  requireAccess(auth, 'admin');
  const policy = await findTwoFactorPolicy(deps.db, auth.organizationId);
  if (!policy) throw new AppError('NOT_FOUND');
  return {
    isRequiredForAdmins: policy.isRequiredForAdmins,
    adminsWithoutTwoFactor: await countAdminsWithoutTwoFactor(deps.db, auth.organizationId),
  };
};

export const setTwoFactorPolicy = async (
  deps: Deps,
  auth: Auth,
  isRequiredForAdmins: boolean,
  ip: string,
): Promise<TwoFactorPolicy> => {
  requireAccess(auth, 'admin');
  await runTransaction(deps.db, async (tx) => {
    const before = await findTwoFactorPolicy(tx, auth.organizationId);
    if (!before || before.isRequiredForAdmins === isRequiredForAdmins) return;
    await saveTwoFactorPolicy(tx, auth.organizationId, isRequiredForAdmins);
    await recordAuditEvent(tx, auth, ip, {
      action: 'two-factor-policy.changed',
      summary: isRequiredForAdmins
        ? 'Required two-factor sign-in for administrators'
        : 'Stopped requiring two-factor sign-in for administrators',
      details: { isRequiredForAdmins: { from: before.isRequiredForAdmins, to: isRequiredForAdmins } },
    });
  });
  return getTwoFactorPolicy(deps, auth);
};
