import { passwordTexts } from '@pulse/shared/contracts/passwords';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { chosenPasswordProblem } from '../../lib/password-strength';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { runTransaction } from '../../lib/transaction';
import { recordAuditEvent } from '../audit/audit.service';
import { notify } from '../notifications/notifications.service';
import { endEmployeeSessions } from './auth.service';
import { type AccountLinks, type PasswordEffects, refuseChosenPassword } from './password-reset.service';
import { passwordErrors } from './passwords.errors';
import { findPasswordHolder, updatePasswordHash } from './passwords.repository';

// My Profile → Change password: the current password proves that the person, not a borrowed session,
// is there (the route limits guesses per session, as two-factor's proof does). The session making the
// change stays; every other one and every tracker signed in with the old password ends.
export const changeOwnPassword = async (
  deps: Deps,
  auth: Auth,
  body: { currentPassword: string; newPassword: string },
  request: { ip: string; links: Pick<AccountLinks, 'forgotPasswordUrl'> },
  effects: PasswordEffects,
) => {
  requireAccess(auth, 'authenticated');
  const person = { organizationId: auth.organizationId, employeeId: auth.employeeId };
  const holder = await findPasswordHolder(deps.db, person);
  if (!holder) throw new AppError('NOT_FOUND');
  if (!(await verifyPassword(holder.passwordHash, body.currentPassword))) {
    throw new AppError(passwordErrors.CURRENT_PASSWORD_WRONG, passwordTexts.currentPasswordWrong, [
      { path: 'currentPassword', message: passwordTexts.currentPasswordWrong },
    ]);
  }
  const problem = chosenPasswordProblem(body.newPassword, {
    name: holder.name,
    email: holder.officialEmail,
  });
  if (problem) throw refuseChosenPassword('newPassword', problem);
  const passwordHash = await hashPassword(body.newPassword);
  await runTransaction(deps.db, async (tx) => {
    await updatePasswordHash(tx, person, passwordHash);
    await endEmployeeSessions(deps, tx, person, auth.sessionId);
    await effects.revokeDevices(deps, tx, person);
    await notify(deps, tx, [
      {
        kind: 'account',
        event: 'password-changed',
        organizationId: auth.organizationId,
        person: holder,
        how: 'profile',
        forgotPasswordUrl: request.links.forgotPasswordUrl,
      },
    ]);
    await recordAuditEvent(tx, auth, request.ip, {
      action: 'password.changed',
      subjectId: auth.employeeId,
      summary: 'Changed their own password',
    });
  });
};
