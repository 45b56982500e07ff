import { type RecoveryCodes, type TwoFactorStatus, twoFactorTexts } from '@pulse/shared/contracts/two-factor';
import { isTwoFactorRequiredFor } from '@pulse/shared/domain/two-factor';
import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { verifyPassword } from '../../lib/passwords';
import { runTransaction } from '../../lib/transaction';
import { recordAuditEvent } from '../audit/audit.service';
import { twoFactorErrors } from './two-factor.errors';
import { findCredentialForUpdate } from './two-factor.repository';
import {
  getPerson,
  isSecondFactorPassed,
  issueRecoveryCodes,
  type Person,
  recordRecoveryCodeUse,
  removeTwoFactor,
  statusOf,
  useSecondFactor,
} from './two-factor-credential';
import { confirmEnrolment, startEnrolment } from './two-factor-enrolment';

// Hardening (two-factor sign-in): the signed-in person's own, on My Profile: its status, setting it
// up, turning it off and making new recovery codes.

const personOf = (auth: Auth): Person => ({
  organizationId: auth.organizationId,
  employeeId: auth.employeeId,
});

export const getOwnTwoFactorStatus = async (deps: Deps, auth: Auth): Promise<TwoFactorStatus> => {
  const person = await getPerson(deps.db, personOf(auth));
  return statusOf(deps.db, personOf(auth), person.roleId, person.isRequiredForAdmins);
};

export const startOwnEnrolment = async (deps: Deps, auth: Auth) => {
  const person = await getPerson(deps.db, personOf(auth));
  return startEnrolment(deps, personOf(auth), person.officialEmail);
};

export const confirmOwnEnrolment = async (
  deps: Deps,
  auth: Auth,
  code: string,
  ip: string,
): Promise<RecoveryCodes> => {
  const confirmation = await runTransaction(deps.db, (tx) =>
    confirmEnrolment(deps, tx, personOf(auth), code, ip),
  );
  if (confirmation.kind === 'wrong-code') {
    throw new AppError(twoFactorErrors.TWO_FACTOR_CONFIRMATION_WRONG, twoFactorTexts.codeWrong, [
      { path: 'code', message: twoFactorTexts.codeWrong },
    ]);
  }
  return { recoveryCodes: confirmation.recoveryCodes };
};

// Turning it off or making new codes asks again who is there: a current code or recovery code, or
// the password. A stolen session alone is not enough.
const requireProof = async (deps: Deps, tx: Transaction, auth: Auth, proof: string, ip: string) => {
  const used = await useSecondFactor(deps, tx, personOf(auth), proof);
  if (used === 'recovery-code') await recordRecoveryCodeUse(tx, personOf(auth), ip);
  if (isSecondFactorPassed(used)) return;
  const person = await getPerson(tx, personOf(auth));
  if (await verifyPassword(person.passwordHash, proof)) return;
  if (used === 'reused') {
    throw new AppError(twoFactorErrors.TWO_FACTOR_PROOF_REUSED, twoFactorTexts.codeReused, [
      { path: 'proof', message: twoFactorTexts.codeReused },
    ]);
  }
  throw new AppError(twoFactorErrors.TWO_FACTOR_PROOF_WRONG, twoFactorTexts.proofWrong, [
    { path: 'proof', message: twoFactorTexts.proofWrong },
  ]);
};

export const disableOwnTwoFactor = async (deps: Deps, auth: Auth, proof: string, ip: string) => {
  await runTransaction(deps.db, async (tx) => {
    const person = await getPerson(tx, personOf(auth));
    if (isTwoFactorRequiredFor(person.roleId, person.isRequiredForAdmins)) {
      throw new AppError(twoFactorErrors.TWO_FACTOR_REQUIRED_BY_ORGANIZATION);
    }
    const credential = await findCredentialForUpdate(tx, personOf(auth));
    if (!credential?.enabledAt)
      throw new AppError(twoFactorErrors.TWO_FACTOR_NOT_ENABLED, twoFactorTexts.ownNotEnabled);
    await requireProof(deps, tx, auth, proof, ip);
    await removeTwoFactor(tx, personOf(auth));
    await recordAuditEvent(tx, auth, ip, {
      action: 'two-factor.disabled',
      subjectId: auth.employeeId,
      summary: 'Turned off two-factor sign-in',
    });
  });
};

export const regenerateOwnRecoveryCodes = async (
  deps: Deps,
  auth: Auth,
  proof: string,
  ip: string,
): Promise<RecoveryCodes> =>
  runTransaction(deps.db, async (tx) => {
    const credential = await findCredentialForUpdate(tx, personOf(auth));
    if (!credential?.enabledAt)
      throw new AppError(twoFactorErrors.TWO_FACTOR_NOT_ENABLED, twoFactorTexts.ownNotEnabled);
    await requireProof(deps, tx, auth, proof, ip);
    const recoveryCodes = await issueRecoveryCodes(deps, tx, personOf(auth));
    await recordAuditEvent(tx, auth, ip, {
      action: 'two-factor.recovery-codes-regenerated',
      subjectId: auth.employeeId,
      summary: 'Made new recovery codes',
    });
    return { recoveryCodes };
  });
