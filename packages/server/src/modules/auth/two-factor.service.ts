import {
  type RecoveryCodes,
  type TwoFactorEnrolment,
  type TwoFactorPolicy,
  type TwoFactorStatus,
  twoFactorTexts,
} from '@pulse/shared/contracts/two-factor';
import {
  isAuthenticatorCode,
  isTwoFactorRequiredFor,
  TWO_FACTOR_CHALLENGE_ATTEMPTS,
  TWO_FACTOR_CHALLENGE_MS,
} from '@pulse/shared/domain/two-factor';
import type { Database, Transaction } from '../../db/client';
import { requireAdmin } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { verifyPassword } from '../../lib/passwords';
import { createSessionToken, hashSessionToken } from '../../lib/session-token';
import { runTransaction } from '../../lib/transaction';
import { recordAuditEvent, recordSessionlessAuditEvent } from '../audit/audit.service';
import { insertSignInEvent, settleSignInEvent } from './auth.repository';
import { createAuthenticatorSecret, matchAuthenticatorCode } from './authenticator-codes';
import { createRecoveryCodes, hashRecoveryCode } from './recovery-codes';
import {
  countAdminsWithoutTwoFactor,
  countRecoveryCodesLeft,
  deleteChallenge,
  deleteChallengesEndedBefore,
  deleteChallengesOfEmployee,
  deleteCredential,
  deleteRecoveryCodes,
  enableCredential,
  findChallengeForUpdate,
  findCredential,
  findCredentialForUpdate,
  findTwoFactorPerson,
  findTwoFactorPolicy,
  insertChallenge,
  replaceRecoveryCodes,
  saveChallengeFailures,
  saveLastUsedStep,
  savePendingCredential,
  saveTwoFactorPolicy,
  useRecoveryCode,
} from './two-factor.repository';

// Hardening (two-factor sign-in): setting it up and turning it off (the person, on My Profile), the
// administrators' reset and organisation rule, and the code step of every sign-in (portal and tracker).

type Person = { organizationId: string; employeeId: string };

const recoveryKey = (deps: Deps) => deps.cipher.deriveKey('two-factor-recovery-codes');

const personOf = (auth: Auth): Person => ({
  organizationId: auth.organizationId,
  employeeId: auth.employeeId,
});

const getPerson = async (db: Database, person: Person) => {
  const row = await findTwoFactorPerson(db, person);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

// ---- Codes --------------------------------------------------------------------------------------------

// A code from the person's app (each time step accepted once) or one of their unused recovery codes,
// checked under the credential's lock. null: two-factor is not on, or the code is not right.
const useSecondFactor = async (
  deps: Deps,
  tx: Transaction,
  person: Person,
  code: string,
): Promise<'authenticator' | 'recovery-code' | null> => {
  const credential = await findCredentialForUpdate(tx, person);
  if (!credential?.enabledAt) return null;
  if (isAuthenticatorCode(code)) {
    const step = matchAuthenticatorCode(
      deps.cipher.decrypt(credential.secretEncrypted),
      code,
      deps.clock.now(),
    );
    if (step === null || (credential.lastUsedStep !== null && step <= credential.lastUsedStep)) return null;
    await saveLastUsedStep(tx, person, step);
    return 'authenticator';
  }
  const isUsed = await useRecoveryCode(
    tx,
    person,
    hashRecoveryCode(recoveryKey(deps), code),
    deps.clock.now(),
  );
  return isUsed ? 'recovery-code' : null;
};

const recordRecoveryCodeUse = async (tx: Transaction, person: Person, ip: string | null) => {
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
const issueRecoveryCodes = async (deps: Deps, tx: Transaction, person: Person) => {
  const recoveryCodes = createRecoveryCodes();
  const key = recoveryKey(deps);
  await replaceRecoveryCodes(
    tx,
    person,
    recoveryCodes.map((code) => hashRecoveryCode(key, code)),
  );
  return recoveryCodes;
};

// ---- The person's own (My Profile) --------------------------------------------------------------------

const statusOf = async (db: Database, person: Person, roleId: number, isRequiredForAdmins: boolean) => {
  const credential = await findCredential(db, person);
  const isEnabled = Boolean(credential?.enabledAt);
  return {
    isEnabled,
    enabledAt: credential?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: isEnabled ? await countRecoveryCodesLeft(db, person) : 0,
    isRequired: isTwoFactorRequiredFor(roleId, isRequiredForAdmins),
  } satisfies TwoFactorStatus;
};

export const getOwnTwoFactorStatus = async (deps: Deps, auth: Auth): Promise<TwoFactorStatus> => {
  const person = await getPerson(deps.db, personOf(auth));
  return statusOf(deps.db, personOf(auth), person.roleId, person.isRequiredForAdmins);
};

// A new secret, stored (encrypted) but not usable until a code from the app confirms it.
const startEnrolment = async (deps: Deps, person: Person, label: string): Promise<TwoFactorEnrolment> => {
  const created = await createAuthenticatorSecret(label);
  const isSaved = await savePendingCredential(
    deps.db,
    person,
    deps.cipher.encrypt(created.secret),
    deps.clock.now(),
  );
  if (!isSaved) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  return { secret: created.secret, otpauthUri: created.otpauthUri, qrCodeDataUrl: created.qrCodeDataUrl };
};

export const startOwnEnrolment = async (deps: Deps, auth: Auth) => {
  const person = await getPerson(deps.db, personOf(auth));
  return startEnrolment(deps, personOf(auth), person.officialEmail);
};

type Confirmation = { kind: 'enabled'; recoveryCodes: string[] } | { kind: 'wrong-code' };

// Inside the caller's transaction: the set-up in progress becomes two-factor sign-in when the code
// is one of its secret's (that step then counts as used), with ten new recovery codes.
const confirmEnrolment = async (
  deps: Deps,
  tx: Transaction,
  person: Person,
  code: string,
  ip: string | null,
): Promise<Confirmation> => {
  const credential = await findCredentialForUpdate(tx, person);
  if (!credential) throw new AppError('TWO_FACTOR_NO_ENROLMENT');
  if (credential.enabledAt) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  const now = deps.clock.now();
  const step = isAuthenticatorCode(code)
    ? matchAuthenticatorCode(deps.cipher.decrypt(credential.secretEncrypted), code, now)
    : null;
  if (step === null) return { kind: 'wrong-code' };
  await enableCredential(tx, person, now, step);
  const recoveryCodes = await issueRecoveryCodes(deps, tx, person);
  await recordSessionlessAuditEvent(
    tx,
    { organizationId: person.organizationId, actorId: person.employeeId, ipAddress: ip },
    { action: 'two-factor.enabled', subjectId: person.employeeId, summary: 'Turned on two-factor sign-in' },
  );
  return { kind: 'enabled', recoveryCodes };
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
    throw new AppError('TWO_FACTOR_CONFIRMATION_WRONG', twoFactorTexts.codeWrong, [
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
  if (used) return;
  const person = await getPerson(tx, personOf(auth));
  if (!(await verifyPassword(person.passwordHash, proof))) {
    throw new AppError('TWO_FACTOR_PROOF_WRONG', twoFactorTexts.proofWrong, [
      { path: 'proof', message: twoFactorTexts.proofWrong },
    ]);
  }
};

export const disableOwnTwoFactor = async (deps: Deps, auth: Auth, proof: string, ip: string) => {
  await runTransaction(deps.db, async (tx) => {
    const person = await getPerson(tx, personOf(auth));
    if (isTwoFactorRequiredFor(person.roleId, person.isRequiredForAdmins)) {
      throw new AppError('TWO_FACTOR_REQUIRED_BY_ORGANIZATION');
    }
    const credential = await findCredentialForUpdate(tx, personOf(auth));
    if (!credential?.enabledAt) throw new AppError('TWO_FACTOR_NOT_ENABLED', twoFactorTexts.ownNotEnabled);
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
    if (!credential?.enabledAt) throw new AppError('TWO_FACTOR_NOT_ENABLED', twoFactorTexts.ownNotEnabled);
    await requireProof(deps, tx, auth, proof, ip);
    const recoveryCodes = await issueRecoveryCodes(deps, tx, personOf(auth));
    await recordAuditEvent(tx, auth, ip, {
      action: 'two-factor.recovery-codes-regenerated',
      subjectId: auth.employeeId,
      summary: 'Made new recovery codes',
    });
    return { recoveryCodes };
  });

// Secret, recovery codes and sign-ins waiting for a code all go.
const removeTwoFactor = async (tx: Transaction, person: Person) => {
  const wasEnabled = await deleteCredential(tx, person);
  await deleteRecoveryCodes(tx, person);
  await deleteChallengesOfEmployee(tx, person);
  return wasEnabled;
};

// ---- Administrators -----------------------------------------------------------------------------------

export const getEmployeeTwoFactorStatus = async (
  deps: Deps,
  auth: Auth,
  employeeId: string,
): Promise<TwoFactorStatus> => {
  requireAdmin(auth);
  const person = { organizationId: auth.organizationId, employeeId };
  const row = await getPerson(deps.db, person);
  return statusOf(deps.db, person, row.roleId, row.isRequiredForAdmins);
};

// For someone who lost their phone and their recovery codes. One's own goes through My Profile, which
// asks for a code or the password.
export const resetEmployeeTwoFactor = async (deps: Deps, auth: Auth, employeeId: string, ip: string) => {
  requireAdmin(auth);
  const person = { organizationId: auth.organizationId, employeeId };
  await runTransaction(deps.db, async (tx) => {
    const row = await getPerson(tx, person);
    if (employeeId === auth.employeeId) throw new AppError('TWO_FACTOR_RESET_OWN');
    if (!(await removeTwoFactor(tx, person))) throw new AppError('TWO_FACTOR_NOT_ENABLED');
    await recordAuditEvent(tx, auth, ip, {
      action: 'two-factor.reset',
      subjectId: employeeId,
      summary: `Reset two-factor sign-in of ${row.name}`,
    });
  });
};

export const getTwoFactorPolicy = async (deps: Deps, auth: Auth): Promise<TwoFactorPolicy> => {
  requireAdmin(auth);
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
  requireAdmin(auth);
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

// ---- Sign-in: the step after the password -------------------------------------------------------------

export type ChallengeStart = Person & {
  purpose: 'verify' | 'enrol';
  signInEventId: string;
  email: string;
  deviceNonce: string | null;
  isRemembered: boolean;
};

// The opaque token the browser sends back with the code; only its hash is stored.
export const createSignInChallenge = async (deps: Deps, start: ChallengeStart) => {
  const token = createSessionToken();
  const now = deps.clock.now();
  await insertChallenge(deps.db, {
    ...start,
    tokenHash: hashSessionToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TWO_FACTOR_CHALLENGE_MS),
  });
  return token;
};

type LiveChallenge = NonNullable<Awaited<ReturnType<typeof findChallengeForUpdate>>>;

// The sign-in the challenge continues, once it is passed.
export type PassedChallenge = Person & { signInEventId: string | null; isRemembered: boolean };

// The challenge if it may still finish a sign-in (not used, not expired, for a purpose that fits,
// the person and organisation still active); an expired one is removed.
const findLiveChallenge = async (
  deps: Deps,
  tx: Transaction,
  token: string,
  purpose: 'verify' | 'enrol',
): Promise<LiveChallenge | null> => {
  const challenge = await findChallengeForUpdate(tx, hashSessionToken(token));
  if (!challenge || challenge.purpose !== purpose) return null;
  const isLive =
    challenge.expiresAt.getTime() > deps.clock.now().getTime() &&
    challenge.isEmployeeActive &&
    challenge.isOrganizationActive;
  if (!isLive) {
    await deleteChallenge(tx, challenge.id);
    return null;
  }
  return challenge;
};

const passChallenge = async (tx: Transaction, challenge: LiveChallenge): Promise<PassedChallenge> => {
  await deleteChallenge(tx, challenge.id);
  if (challenge.signInEventId) await settleSignInEvent(tx, challenge.signInEventId, 'success');
  return {
    organizationId: challenge.organizationId,
    employeeId: challenge.employeeId,
    signInEventId: challenge.signInEventId,
    isRemembered: challenge.isRemembered,
  };
};

// A wrong code ends the challenge at its fifth; returns whether it is still open.
const countWrongCode = async (tx: Transaction, challenge: LiveChallenge) => {
  const failedAttempts = challenge.failedAttempts + 1;
  if (failedAttempts >= TWO_FACTOR_CHALLENGE_ATTEMPTS) {
    await deleteChallenge(tx, challenge.id);
    return false;
  }
  await saveChallengeFailures(tx, challenge.id, failedAttempts);
  return true;
};

// Hardening (audit trail): the sign-in is recorded when the code completes it, not at the password.
const recordSecondStep = (
  tx: Transaction,
  person: Person & { email: string },
  meta: { ip: string; userAgent: string | undefined },
  isSuccess: boolean,
) =>
  recordSessionlessAuditEvent(
    tx,
    {
      organizationId: person.organizationId,
      actorId: isSuccess ? person.employeeId : null,
      ipAddress: meta.ip,
    },
    {
      action: isSuccess ? 'sign-in.succeeded' : 'sign-in.failed',
      subjectId: person.employeeId,
      summary: isSuccess
        ? `Signed in as ${person.email} with two-factor`
        : `Wrong two-factor code for ${person.email}`,
      details: { email: person.email, userAgent: meta.userAgent?.slice(0, 200) ?? null },
    },
  );

type ChallengeOutcome =
  | { kind: 'passed'; passed: PassedChallenge; recoveryCodes?: string[] }
  | { kind: 'wrong-code' }
  | { kind: 'ended' };

// Wrong codes and ended challenges are answered after the commit: the count they leave behind (and
// the failed attempt, which counts against the account like a wrong password) must stay.
const settleOutcome = (outcome: ChallengeOutcome) => {
  if (outcome.kind === 'ended') throw new AppError('TWO_FACTOR_CHALLENGE_ENDED');
  if (outcome.kind === 'wrong-code') throw new AppError('TWO_FACTOR_CODE_WRONG');
  return outcome;
};

// POST /auth/sign-in/two-factor: the code (or a recovery code) for a sign-in whose password was right.
export const passSignInChallenge = async (
  deps: Deps,
  token: string,
  code: string,
  meta: { ip: string; userAgent: string | undefined },
): Promise<PassedChallenge> => {
  const outcome = await runTransaction(deps.db, async (tx): Promise<ChallengeOutcome> => {
    const challenge = await findLiveChallenge(deps, tx, token, 'verify');
    if (!challenge) return { kind: 'ended' };
    const person = { organizationId: challenge.organizationId, employeeId: challenge.employeeId };
    const used = await useSecondFactor(deps, tx, person, code);
    if (used) {
      if (used === 'recovery-code') await recordRecoveryCodeUse(tx, person, meta.ip);
      await recordSecondStep(tx, { ...person, email: challenge.email }, meta, true);
      return { kind: 'passed', passed: await passChallenge(tx, challenge) };
    }
    await insertSignInEvent(tx, {
      ...person,
      email: challenge.email,
      ip: meta.ip,
      deviceNonce: challenge.deviceNonce,
      outcome: 'failure',
      occurredAt: deps.clock.now(),
    });
    await recordSecondStep(tx, { ...person, email: challenge.email }, meta, false);
    return (await countWrongCode(tx, challenge)) ? { kind: 'wrong-code' } : { kind: 'ended' };
  });
  return settleOutcome(outcome).passed;
};

// POST /auth/sign-in/two-factor/enrolment: the administrator who must set two-factor up gets a secret
// to scan (a new one each time they ask).
export const startSignInEnrolment = async (deps: Deps, token: string): Promise<TwoFactorEnrolment> => {
  const challenge = await runTransaction(deps.db, (tx) => findLiveChallenge(deps, tx, token, 'enrol'));
  if (!challenge) throw new AppError('TWO_FACTOR_CHALLENGE_ENDED');
  return startEnrolment(
    deps,
    { organizationId: challenge.organizationId, employeeId: challenge.employeeId },
    challenge.officialEmail,
  );
};

// POST /auth/sign-in/two-factor/enrolment/confirm: a code from the newly set-up app turns two-factor
// on and finishes the sign-in; the recovery codes go back with the session.
export const passSignInEnrolment = async (
  deps: Deps,
  token: string,
  code: string,
  meta: { ip: string; userAgent: string | undefined },
): Promise<PassedChallenge & { recoveryCodes: string[] }> => {
  const outcome = await runTransaction(deps.db, async (tx): Promise<ChallengeOutcome> => {
    const challenge = await findLiveChallenge(deps, tx, token, 'enrol');
    if (!challenge) return { kind: 'ended' };
    const person = { organizationId: challenge.organizationId, employeeId: challenge.employeeId };
    const confirmation = await confirmEnrolment(deps, tx, person, code, meta.ip);
    if (confirmation.kind === 'enabled') {
      await recordSecondStep(tx, { ...person, email: challenge.email }, meta, true);
      const passed = await passChallenge(tx, challenge);
      return { kind: 'passed', passed, recoveryCodes: confirmation.recoveryCodes };
    }
    // The person has the secret in front of them: a wrong code here is a typo, not a guess at the
    // account, so it only uses up the challenge.
    return (await countWrongCode(tx, challenge)) ? { kind: 'wrong-code' } : { kind: 'ended' };
  });
  const passed = settleOutcome(outcome);
  return { ...passed.passed, recoveryCodes: passed.recoveryCodes ?? [] };
};

// The tracker's sign-in sends the code with the password: one attempt, settled as a whole.
export const passDeviceSecondFactor = async (
  deps: Deps,
  verified: Person & { eventId: string; email: string; twoFactorStep: 'verify' | 'enrol' },
  code: string | undefined,
  meta: { ip: string; userAgent: string | undefined },
) => {
  if (verified.twoFactorStep === 'enrol') throw new AppError('TWO_FACTOR_ENROLMENT_REQUIRED');
  if (!code) throw new AppError('TWO_FACTOR_CODE_REQUIRED');
  const isPassed = await runTransaction(deps.db, async (tx) => {
    const used = await useSecondFactor(deps, tx, verified, code);
    if (used === 'recovery-code') await recordRecoveryCodeUse(tx, verified, meta.ip);
    await settleSignInEvent(tx, verified.eventId, used ? 'success' : 'failure');
    await recordSecondStep(tx, verified, meta, used !== null);
    return used !== null;
  });
  if (!isPassed) throw new AppError('TWO_FACTOR_CODE_WRONG');
};

// Maintenance (with the ended sessions): challenges nobody finished.
export const purgeEndedChallenges = (deps: Deps) => deleteChallengesEndedBefore(deps.db, deps.clock.now());
