import type { TwoFactorEnrolment } from '@pulse/shared/contracts/two-factor';
import { TWO_FACTOR_CHALLENGE_ATTEMPTS, TWO_FACTOR_CHALLENGE_MS } from '@pulse/shared/domain/two-factor';
import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { createSessionToken, hashSessionToken } from '../../lib/session-token';
import { runTransaction } from '../../lib/transaction';
import { recordSessionlessAuditEvent } from '../audit/audit.service';
import { insertSignInEvent, settleSignInEvent } from './auth.repository';
import { twoFactorErrors } from './two-factor.errors';
import {
  deleteChallenge,
  deleteChallengesEndedBefore,
  findChallengeForUpdate,
  insertChallenge,
  saveChallengeFailures,
} from './two-factor.repository';
import {
  isSecondFactorPassed,
  type Person,
  recordRecoveryCodeUse,
  useSecondFactor,
} from './two-factor-credential';
import { confirmEnrolment, startEnrolment } from './two-factor-enrolment';

// Hardening (two-factor sign-in): the code step of every sign-in, after a right password: the
// browser's challenge (a code, or setting two-factor up when the organisation requires it) and the
// tracker's code sent with the password. My Profile's own set-up is two-factor-profile.service.ts, the
// administrators' side two-factor-admin.service.ts.

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
  | { kind: 'reused-code' }
  | { kind: 'ended' };

// Wrong codes and ended challenges are answered after the commit: the count they leave behind (and
// the failed attempt, which counts against the account like a wrong password) must stay.
const settleOutcome = (outcome: ChallengeOutcome) => {
  if (outcome.kind === 'ended') throw new AppError(twoFactorErrors.TWO_FACTOR_CHALLENGE_ENDED);
  if (outcome.kind === 'wrong-code') throw new AppError(twoFactorErrors.TWO_FACTOR_CODE_WRONG);
  if (outcome.kind === 'reused-code') throw new AppError(twoFactorErrors.TWO_FACTOR_CODE_REUSED);
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
    if (isSecondFactorPassed(used)) {
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
    // A code used again counts like a wrong one: it is no proof of the app either.
    if (!(await countWrongCode(tx, challenge))) return { kind: 'ended' };
    return { kind: used === 'reused' ? 'reused-code' : 'wrong-code' };
  });
  return settleOutcome(outcome).passed;
};

// POST /auth/sign-in/two-factor/enrolment: the administrator who must set two-factor up gets a secret
// to scan (a new one each time they ask).
export const startSignInEnrolment = async (deps: Deps, token: string): Promise<TwoFactorEnrolment> => {
  const challenge = await runTransaction(deps.db, (tx) => findLiveChallenge(deps, tx, token, 'enrol'));
  if (!challenge) throw new AppError(twoFactorErrors.TWO_FACTOR_CHALLENGE_ENDED);
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
  if (verified.twoFactorStep === 'enrol') throw new AppError(twoFactorErrors.TWO_FACTOR_ENROLMENT_REQUIRED);
  if (!code) throw new AppError(twoFactorErrors.TWO_FACTOR_CODE_REQUIRED);
  const used = await runTransaction(deps.db, async (tx) => {
    const check = await useSecondFactor(deps, tx, verified, code);
    if (check === 'recovery-code') await recordRecoveryCodeUse(tx, verified, meta.ip);
    await settleSignInEvent(tx, verified.eventId, isSecondFactorPassed(check) ? 'success' : 'failure');
    await recordSecondStep(tx, verified, meta, isSecondFactorPassed(check));
    return check;
  });
  if (used === 'reused') throw new AppError(twoFactorErrors.TWO_FACTOR_CODE_REUSED);
  if (!isSecondFactorPassed(used)) throw new AppError(twoFactorErrors.TWO_FACTOR_CODE_WRONG);
};

// Maintenance (with the ended sessions): challenges nobody finished.
export const purgeEndedChallenges = (deps: Deps) => deleteChallengesEndedBefore(deps.db, deps.clock.now());
