import { PASSWORD_RESET_LINK_MINUTES } from '@pulse/shared/contracts/passwords';
import { ssoTexts } from '@pulse/shared/contracts/sso';
import { isPasswordAllowed } from '@pulse/shared/domain/sso-rules';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { isOneTimeTokenValid, issueOneTimeToken, parseOneTimeToken } from '../../lib/one-time-token';
import { chosenPasswordProblem } from '../../lib/password-strength';
import { hashPassword } from '../../lib/passwords';
import { runTransaction } from '../../lib/transaction';
import { recordSessionlessAuditEvent } from '../audit/audit.service';
import { notify } from '../notifications/notifications.service';
import { endEmployeeSessions } from './auth.service';
import { passwordErrors } from './passwords.errors';
import {
  clearSignInFailures,
  deleteUnusedResetTokens,
  findAccountByEmail,
  findResetToken,
  findResetTokenForUpdate,
  insertResetToken,
  lockAccount,
  markResetTokenUsed,
  type Person,
  updatePasswordHash,
} from './passwords.repository';
import { SIGN_IN_WINDOW_MS } from './sign-in-throttle';
import { ssoErrors } from './sso.errors';
import { findSsoPolicy } from './sso.repository';

type Executor = Database | Transaction;

const LINK_LIFETIME_MS = PASSWORD_RESET_LINK_MINUTES * 60 * 1000;

// What a new password sets off in another module, handed in by app.ts (as to the employees module):
// the tracking module asks auth who signs in, so auth imports no tracking code.
export type PasswordEffects = {
  // Every tracker signed in with the old password stops (the tracking module's use case).
  revokeDevices: (deps: Deps, tx: Transaction, person: Person) => Promise<void>;
  // An invitation still open would replace the password chosen from a reset link when accepted.
  voidInvitations: (deps: Deps, tx: Transaction, person: Person) => Promise<void>;
};

// Links in the mails lead to the address the request came to (the host check has let only Pulse's
// own names through): the reset page with the token in its fragment, and the page to ask again.
export type AccountLinks = { resetUrlOf: (token: string) => string; forgotPasswordUrl: string };

// Forgot password: a link for an account that may sign in, nothing for any other address. The caller
// answers the same either way (and as slowly); `didWork` says which way it went, for that.
export const requestPasswordReset = async (
  deps: Deps,
  email: string,
  request: { ip: string; links: AccountLinks },
): Promise<{ didWork: boolean; value: undefined }> => {
  const account = await findAccountByEmail(deps.db, email.toLowerCase());
  if (!account?.canSignIn) return { didWork: false, value: undefined };
  // With single sign-on required, a password is no way in: no link either (same answer to the caller).
  if (!isPasswordAllowed(await findSsoPolicy(deps.db, account.organizationId), account.employeeId))
    return { didWork: false, value: undefined };
  const issued = issueOneTimeToken();
  const now = deps.clock.now();
  await runTransaction(deps.db, async (tx) => {
    await lockAccount(tx, account);
    await insertResetToken(tx, {
      id: issued.id,
      organizationId: account.organizationId,
      employeeId: account.employeeId,
      secretHash: issued.secretHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
    });
    await deleteUnusedResetTokens(tx, account, issued.id);
    await notify(deps, tx, [
      {
        kind: 'account',
        event: 'password-reset-link',
        organizationId: account.organizationId,
        person: account,
        resetUrl: request.links.resetUrlOf(issued.token),
        forgotPasswordUrl: request.links.forgotPasswordUrl,
      },
    ]);
    await recordSessionlessAuditEvent(
      tx,
      { organizationId: account.organizationId, actorId: null, ipAddress: request.ip },
      {
        action: 'password.reset-requested',
        subjectId: account.employeeId,
        summary: `A password reset link was sent to ${account.officialEmail}`,
      },
    );
  });
  return { didWork: true, value: undefined };
};

const linkInvalid = () => new AppError(passwordErrors.PASSWORD_RESET_LINK_INVALID);

// A link sent before the organisation required single sign-on: the holder proved they read the
// account's mail, so they may be told why it no longer works.
const refuseWhenSsoRequired = async (
  db: Executor,
  person: { organizationId: string; employeeId: string },
) => {
  const policy = await findSsoPolicy(db, person.organizationId);
  if (policy && !isPasswordAllowed(policy, person.employeeId))
    throw new AppError(ssoErrors.SSO_REQUIRED, ssoTexts.passwordNotAllowed(policy.displayName));
};

// The policy's verdict as a field error, so the form shows it under the password.
export const refuseChosenPassword = (field: string, problem: string) =>
  new AppError('VALIDATION_FAILED', problem, [{ path: field, message: problem }]);

// The reset page asks this before it shows its form: whether the link still works. Nothing changes.
export const checkPasswordResetLink = async (deps: Deps, token: string) => {
  const presented = parseOneTimeToken(token);
  if (!presented) throw linkInvalid();
  const row = await findResetToken(deps.db, presented.id);
  if (!isOneTimeTokenValid(row, presented.secret, deps.clock.now()) || !row?.canSignIn) throw linkInvalid();
  await refuseWhenSsoRequired(deps.db, row);
};

// The reset page: the link's token and the new password. Sets it, spends the link, ends every session
// and tracker of the person, clears the sign-in lockout of their account, and tells them by mail. No
// session starts here: the next sign-in asks for the password (and the second factor, when on).
export const completePasswordReset = async (
  deps: Deps,
  body: { token: string; password: string },
  request: { ip: string; links: AccountLinks },
  effects: PasswordEffects,
) => {
  const presented = parseOneTimeToken(body.token);
  if (!presented) throw linkInvalid();
  await runTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const row = await findResetTokenForUpdate(tx, presented.id);
    if (!isOneTimeTokenValid(row, presented.secret, now) || !row?.canSignIn) throw linkInvalid();
    await refuseWhenSsoRequired(tx, row);
    const problem = chosenPasswordProblem(body.password, { name: row.name, email: row.officialEmail });
    if (problem) throw refuseChosenPassword('password', problem);
    // Only someone holding a valid link gets this far: the hash's cost is not open to everyone.
    await updatePasswordHash(tx, row, await hashPassword(body.password));
    await markResetTokenUsed(tx, row.id, now);
    await deleteUnusedResetTokens(tx, row, row.id);
    await endEmployeeSessions(deps, tx, row, null);
    await effects.revokeDevices(deps, tx, row);
    await effects.voidInvitations(deps, tx, row);
    await clearSignInFailures(tx, row.officialEmail, new Date(now.getTime() - SIGN_IN_WINDOW_MS));
    await notify(deps, tx, [
      {
        kind: 'account',
        event: 'password-changed',
        organizationId: row.organizationId,
        person: row,
        how: 'reset-link',
        forgotPasswordUrl: request.links.forgotPasswordUrl,
      },
    ]);
    // The person acted: they proved they read the account's mail.
    await recordSessionlessAuditEvent(
      tx,
      { organizationId: row.organizationId, actorId: row.employeeId, ipAddress: request.ip },
      {
        action: 'password.reset',
        subjectId: row.employeeId,
        summary: `Set a new password for ${row.officialEmail} with a reset link`,
      },
    );
  });
};
