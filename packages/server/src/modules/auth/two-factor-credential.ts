import type { TwoFactorStatus } from '@pulse/shared/contracts/two-factor';
import { isAuthenticatorCode, isTwoFactorRequiredFor } from '@pulse/shared/domain/two-factor';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { recordSessionlessAuditEvent } from '../audit/audit.service';
import { matchAuthenticatorCode } from './authenticator-codes';
import { createRecoveryCodes, hashRecoveryCode } from './recovery-codes';
import {
  countRecoveryCodesLeft,
  deleteChallengesOfEmployee,
  deleteCredential,
  deleteRecoveryCodes,
  findCredential,
  findCredentialForUpdate,
  findTwoFactorPerson,
  replaceRecoveryCodes,
  saveLastUsedStep,
  useRecoveryCode,
} from './two-factor.repository';

// Hardening (two-factor sign-in): one person's credential, whoever acts on it (the person on My
// Profile, an administrator, a sign-in): its status, a code checked against it, its recovery codes,
// and its removal.

export type Person = { organizationId: string; employeeId: string };

const recoveryKey = (deps: Deps) => deps.cipher.deriveKey('two-factor-recovery-codes');

export const getPerson = async (db: Database, person: Person) => {
  const row = await findTwoFactorPerson(db, person);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

// What a code given as the second factor turned out to be. 'reused': the app's code of the step
// already taken (each step is accepted once), which the person is told apart from a wrong code: they
// only have to wait for the next one.
export type SecondFactorCheck = 'authenticator' | 'recovery-code' | 'reused' | 'wrong';

export const isSecondFactorPassed = (check: SecondFactorCheck) =>
  check === 'authenticator' || check === 'recovery-code';

// A code from the person's app (each time step accepted once) or one of their unused recovery codes,
// checked under the credential's lock. 'wrong' also when two-factor is not on.
export const useSecondFactor = async (
  deps: Deps,
  tx: Transaction,
  person: Person,
  code: string,
): Promise<SecondFactorCheck> => {
  const credential = await findCredentialForUpdate(tx, person);
  if (!credential?.enabledAt) return 'wrong';
  if (isAuthenticatorCode(code)) {
    const step = matchAuthenticatorCode(
      deps.cipher.decrypt(credential.secretEncrypted),
      code,
      deps.clock.now(),
    );
    if (step === null) return 'wrong';
    if (credential.lastUsedStep !== null && step === credential.lastUsedStep) return 'reused';
    // A step before the one taken: the app has shown a newer code since, which was used.
    if (credential.lastUsedStep !== null && step < credential.lastUsedStep) return 'wrong';
    await saveLastUsedStep(tx, person, step);
    return 'authenticator';
  }
  const isUsed = await useRecoveryCode(
    tx,
    person,
    hashRecoveryCode(recoveryKey(deps), code),
    deps.clock.now(),
  );
  return isUsed ? 'recovery-code' : 'wrong';
};

export const recordRecoveryCodeUse = async (tx: Transaction, person: Person, ip: string | null) => {
  const left = await countRecoveryCodesLeft(tx, person);
  await recordSessionlessAuditEvent(
    tx,
    { organizationId: person.organizationId, actorId: person.employeeId, ipAddress: ip },
    {
      action: 'two-factor.recovery-code-used',
      subjectId: person.employeeId,
      summary: `Used a recovery code (${left} left)`,
      details: { recoveryCodesLeft: left },
    },
  );
};

// Ten new codes replace the old ones; only their keyed hashes are stored.
export const issueRecoveryCodes = async (deps: Deps, tx: Transaction, person: Person) => {
  const recoveryCodes = createRecoveryCodes();
  const key = recoveryKey(deps);
  await replaceRecoveryCodes(
    tx,
    person,
    recoveryCodes.map((code) => hashRecoveryCode(key, code)),
  );
  return recoveryCodes;
};

export const statusOf = async (
  db: Database,
  person: Person,
  roleId: number,
  isRequiredForAdmins: boolean,
) => {
  const credential = await findCredential(db, person);
  const isEnabled = Boolean(credential?.enabledAt);
  return {
    isEnabled,
    enabledAt: credential?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: isEnabled ? await countRecoveryCodesLeft(db, person) : 0,
    isRequired: isTwoFactorRequiredFor(roleId, isRequiredForAdmins),
  } satisfies TwoFactorStatus;
};

// Secret, recovery codes and sign-ins waiting for a code all go.
export const removeTwoFactor = async (tx: Transaction, person: Person) => {
  const wasEnabled = await deleteCredential(tx, person);
  await deleteRecoveryCodes(tx, person);
  await deleteChallengesOfEmployee(tx, person);
  return wasEnabled;
};
