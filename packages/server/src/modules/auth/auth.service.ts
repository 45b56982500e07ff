import type { CurrentEmployee, SignInEvent } from '@pulse/shared/contracts/auth';
import type { ListPageQuery } from '@pulse/shared/contracts/list-page';
import { ssoTexts } from '@pulse/shared/contracts/sso';
import type { RoleId } from '@pulse/shared/domain/roles';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_REMEMBERED_MS,
} from '@pulse/shared/domain/session-policy';
import { isPasswordAllowed } from '@pulse/shared/domain/sso-rules';
import { type TwoFactorStep, twoFactorStepOf } from '@pulse/shared/domain/two-factor';
import type { Database, Transaction } from '../../db/client';
import { requireAccess } from '../../lib/access-checks';
import { AppError, RetryLaterError } from '../../lib/app-error';
import type { Auth, ResolvedSession } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import type { DeviceCookie } from '../../lib/device-cookie';
import type { ListSlice } from '../../lib/list-page';
import { verifyPassword } from '../../lib/passwords';
import { createSessionToken, hashSessionToken } from '../../lib/session-token';
import { afterCommit } from '../../lib/transaction';
import { recordSessionlessAuditEvent } from '../audit/audit.service';
import {
  countFailuresSinceLastSuccess,
  countSignInEvents,
  deleteSession,
  deleteSessionByTokenHash,
  deleteSessionsEndedBefore,
  deleteSessionsOfEmployee,
  deleteSignInEventsBefore,
  findCurrentEmployee,
  findDeviceFailures,
  findEmployeeForSignIn,
  findFailedAccountsFromAddress,
  findLiveSessionIds,
  findSessionByTokenHash,
  findSignInEvents,
  findUntrustedFailures,
  hasLockoutSince,
  insertSession,
  insertSignInEvent,
  lockSignInKeys,
  settleSignInEvent,
  touchSession,
} from './auth.repository';
import { deleteResetTokensExpiredBefore } from './passwords.repository';
import { refuseDevice, refuseUntrusted, SIGN_IN_WINDOW_MS, type SignInRefusal } from './sign-in-throttle';
import { ssoErrors } from './sso.errors';
import { deletePendingSignInsEndedBefore, findSsoPolicy } from './sso.repository';
import {
  createSignInChallenge,
  passSignInChallenge,
  passSignInEnrolment,
  purgeEndedChallenges,
} from './two-factor.service';

// Writing last_seen_at on every request would turn each read into a write; a minute of slack on a
// 30-minute idle limit is invisible to users.
const TOUCH_AFTER_MS = 60 * 1000;

export type ClientMeta = { ip: string; userAgent: string | undefined };
export type StartedSession = { token: string; isRemembered: boolean; employee: CurrentEmployee };

export const getCurrentEmployee = async (db: Database, auth: Pick<Auth, 'organizationId' | 'employeeId'>) => {
  const row = await findCurrentEmployee(db, auth.organizationId, auth.employeeId);
  if (!row) throw new AppError('NOT_FOUND');
  return toCurrentEmployee(row);
};

const toCurrentEmployee = (
  row: NonNullable<Awaited<ReturnType<typeof findCurrentEmployee>>>,
): CurrentEmployee => ({
  id: row.id,
  name: row.name,
  employeeCode: row.employeeCode,
  roleId: row.roleId as RoleId,
  officialEmail: row.officialEmail,
  organization: {
    id: row.organizationId,
    name: row.organizationName,
    timeZone: row.organizationTimeZone,
    currency: row.organizationCurrency,
  },
});

// Used by sign-in and by organisation sign-up: a new random token, only its hash stored.
export const startSession = async (
  deps: Deps,
  employee: { organizationId: string; employeeId: string },
  isRemembered: boolean,
  meta: ClientMeta,
): Promise<StartedSession> => {
  const now = deps.clock.now();
  const token = createSessionToken();
  await insertSession(deps.db, {
    organizationId: employee.organizationId,
    employeeId: employee.employeeId,
    tokenHash: hashSessionToken(token),
    isRemembered,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + (isRemembered ? SESSION_REMEMBERED_MS : SESSION_ABSOLUTE_MS)),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500),
  });
  return { token, isRemembered, employee: await getCurrentEmployee(deps.db, employee) };
};

type SignInCandidate = Awaited<ReturnType<typeof findEmployeeForSignIn>>;

// Hardening (audit trail): attempts on a known account go into its organisation's trail, beside the
// attempt's own row; an unknown e-mail belongs to no organisation and is recorded in none.
const recordLockout = (
  tx: Transaction,
  candidate: NonNullable<SignInCandidate>,
  email: string,
  ip: string,
  refusal: SignInRefusal,
) =>
  recordSessionlessAuditEvent(
    tx,
    { organizationId: candidate.organizationId, actorId: null, ipAddress: ip },
    {
      action: 'sign-in.locked-out',
      subjectId: candidate.employeeId,
      summary:
        refusal.reason === 'device-locked'
          ? `A browser of ${email} was locked out after too many failed sign-ins`
          : `Sign-in to ${email} locked out after too many failed attempts`,
      details: {
        email,
        reason: refusal.reason,
        retryAfterMinutes: Math.ceil(refusal.retryAfterMs / 60_000),
      },
    },
  );

const recordSignInAttempt = (
  tx: Transaction,
  candidate: NonNullable<SignInCandidate>,
  email: string,
  meta: ClientMeta,
  isAllowed: boolean,
) =>
  recordSessionlessAuditEvent(
    tx,
    {
      organizationId: candidate.organizationId,
      // Whoever typed a wrong password is nobody the trail can name.
      actorId: isAllowed ? candidate.employeeId : null,
      ipAddress: meta.ip,
    },
    {
      action: isAllowed ? 'sign-in.succeeded' : 'sign-in.failed',
      subjectId: candidate.employeeId,
      summary: isAllowed ? `Signed in as ${email}` : `Sign-in failed for ${email}`,
      details: { email, userAgent: meta.userAgent?.slice(0, 200) ?? null },
    },
  );

// Hardening (sign-in lockout): in one short transaction, under advisory locks on the account and
// (for untrusted browsers) the address, the attempts of the window are counted and the new one is
// either refused or written as 'pending'. The password is checked after the commit, outside the
// locks, so a slow argon2 never holds other sign-ins up, while every attempt already admitted counts.
const admitAttempt = (deps: Deps, email: string, ip: string, device: DeviceCookie | null) =>
  deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
    const candidate = await findEmployeeForSignIn(tx, email);
    // A device cookie speaks for the account it was issued for, not for any e-mail typed beside it.
    const deviceNonce = device && candidate?.employeeId === device.employeeId ? device.nonce : null;
    await lockSignInKeys(tx, { email, ip: deviceNonce === null ? ip : null });
    const refusal =
      deviceNonce === null
        ? refuseUntrusted(
            await findUntrustedFailures(tx, email, since),
            await findFailedAccountsFromAddress(tx, ip, since),
            now,
          )
        : refuseDevice(await findDeviceFailures(tx, email, deviceNonce, since), now);
    const event = {
      organizationId: candidate?.organizationId ?? null,
      employeeId: candidate?.employeeId ?? null,
      email,
      ip,
      deviceNonce,
      occurredAt: now,
    };
    if (refusal) {
      const isLockout = refusal.reason === 'account-locked' || refusal.reason === 'device-locked';
      if (isLockout && !(await hasLockoutSince(tx, email, deviceNonce, since))) {
        await insertSignInEvent(tx, { ...event, outcome: 'locked-out' });
        if (candidate) await recordLockout(tx, candidate, email, ip, refusal);
      }
      return { refusal };
    }
    const eventId = await insertSignInEvent(tx, { ...event, outcome: 'pending' });
    return { eventId, candidate, deviceNonce };
  });

const isAllowedToSignIn = async (candidate: SignInCandidate, password: string) => {
  // An unknown e-mail and an invited employee without a password cost the same as a wrong password.
  const isPasswordRight = await verifyPassword(candidate?.passwordHash ?? null, password);
  return (
    candidate !== undefined && isPasswordRight && candidate.isEmployeeActive && candidate.isOrganizationActive
  );
};

// The checks every sign-in shares (portal and tracker devices): the lockout rules above, the same
// cost and the same answer for every failure, and the attempt recorded. The tracker has no device
// cookie: it is always an untrusted source.
export const verifyCredentials = async (
  deps: Deps,
  credentials: { email: string; password: string },
  meta: ClientMeta,
  device: DeviceCookie | null = null,
) => {
  const email = credentials.email.toLowerCase();
  const admitted = await admitAttempt(deps, email, meta.ip, device);
  if (admitted.refusal) throw new RetryLaterError(admitted.refusal.retryAfterMs);
  const { eventId, candidate, deviceNonce } = admitted;
  const twoFactorStep: TwoFactorStep = candidate
    ? twoFactorStepOf({
        isTwoFactorEnabled: candidate.isTwoFactorEnabled,
        roleId: candidate.roleId,
        isRequiredForAdmins: candidate.isTwoFactorRequiredForAdmins,
      })
    : 'none';
  let isAllowed = false;
  // Single sign-on required by the organisation: told only to someone whose password was right, so
  // the answer reveals nothing to a guesser.
  let requiredSsoName: string | null = null;
  try {
    isAllowed = await isAllowedToSignIn(candidate, credentials.password);
    if (isAllowed && candidate) {
      const policy = await findSsoPolicy(deps.db, candidate.organizationId);
      if (policy && !isPasswordAllowed(policy, candidate.employeeId)) {
        isAllowed = false;
        requiredSsoName = policy.displayName;
      }
    }
  } finally {
    // Settled even when the check throws: a 'pending' row would count against the account for the
    // whole window.
    await deps.db.transaction(async (tx) => {
      // Hardening (two-factor sign-in): a right password that still needs its code is no sign-in
      // yet; the code step settles the attempt and records it.
      if (isAllowed && twoFactorStep !== 'none') {
        await settleSignInEvent(tx, eventId, 'two-factor-pending');
        return;
      }
      await settleSignInEvent(tx, eventId, isAllowed ? 'success' : 'failure');
      if (candidate) await recordSignInAttempt(tx, candidate, email, meta, isAllowed);
    });
  }
  if (requiredSsoName !== null)
    throw new AppError(ssoErrors.SSO_REQUIRED, ssoTexts.passwordNotAllowed(requiredSsoName));
  // One answer for every failure (spec A §8), so the response never tells which part was wrong.
  if (!isAllowed || !candidate) throw new AppError('SIGN_IN_FAILED');
  return {
    organizationId: candidate.organizationId,
    employeeId: candidate.employeeId,
    eventId,
    email,
    deviceNonce,
    twoFactorStep,
  };
};

export type SignedIn = StartedSession & { failedAttemptsSinceLastSignIn: number };

// The session at the end of a sign-in, after the password, its code or single sign-on.
export const finishSignIn = async (
  deps: Deps,
  employee: { organizationId: string; employeeId: string },
  signIn: { eventId: string | null; isRemembered: boolean; previousToken: string | undefined },
  meta: ClientMeta,
): Promise<SignedIn> => {
  // Rotation: a session that came with the request never survives a new sign-in.
  if (signIn.previousToken) await endSessionByToken(deps, signIn.previousToken);
  const session = await startSession(deps, employee, signIn.isRemembered, meta);
  // Told once, at this sign-in: someone may have been guessing the password in between.
  const failedAttemptsSinceLastSignIn = signIn.eventId
    ? await countFailuresSinceLastSuccess(deps.db, employee, signIn.eventId)
    : 0;
  return { ...session, failedAttemptsSinceLastSignIn };
};

// Signed in, or (hardening: two-factor sign-in) the password was right and the code, or setting
// two-factor up, comes next: no session until then, whatever device cookie the browser holds.
export type SignInAnswer =
  | { kind: 'signed-in'; signedIn: SignedIn }
  | { kind: 'two-factor'; step: 'verify' | 'enrol'; challenge: string };

export const signIn = async (
  deps: Deps,
  body: { email: string; password: string; rememberMe: boolean },
  meta: ClientMeta,
  previous: { token: string | undefined; device: DeviceCookie | null },
): Promise<SignInAnswer> => {
  const { eventId, email, deviceNonce, twoFactorStep, ...employee } = await verifyCredentials(
    deps,
    body,
    meta,
    previous.device,
  );
  if (twoFactorStep !== 'none') {
    const challenge = await createSignInChallenge(deps, {
      ...employee,
      purpose: twoFactorStep,
      signInEventId: eventId,
      email,
      deviceNonce,
      isRemembered: body.rememberMe,
    });
    return { kind: 'two-factor', step: twoFactorStep, challenge };
  }
  const signedIn = await finishSignIn(
    deps,
    employee,
    { eventId, isRemembered: body.rememberMe, previousToken: previous.token },
    meta,
  );
  return { kind: 'signed-in', signedIn };
};

// Hardening (two-factor sign-in): the code (or a recovery code) that completes a sign-in.
export const signInWithCode = async (
  deps: Deps,
  body: { challenge: string; code: string },
  meta: ClientMeta,
  previousToken: string | undefined,
): Promise<SignedIn> => {
  const passed = await passSignInChallenge(deps, body.challenge, body.code, meta);
  return finishSignIn(
    deps,
    passed,
    { eventId: passed.signInEventId, isRemembered: passed.isRemembered, previousToken },
    meta,
  );
};

// An administrator required to use two-factor who set it up on the way in: the session, and the
// recovery codes to save.
export const signInWithEnrolment = async (
  deps: Deps,
  body: { challenge: string; code: string },
  meta: ClientMeta,
  previousToken: string | undefined,
): Promise<SignedIn & { recoveryCodes: string[] }> => {
  const passed = await passSignInEnrolment(deps, body.challenge, body.code, meta);
  const signedIn = await finishSignIn(
    deps,
    passed,
    { eventId: passed.signInEventId, isRemembered: passed.isRemembered, previousToken },
    meta,
  );
  return { ...signedIn, recoveryCodes: passed.recoveryCodes };
};

export const resolveSession = async (deps: Deps, token: string): Promise<ResolvedSession | null> => {
  const session = await findSessionByTokenHash(deps.db, hashSessionToken(token));
  if (!session) return null;
  const now = deps.clock.now().getTime();
  const isIdle = now - session.lastSeenAt.getTime() >= SESSION_IDLE_MS;
  const isExpired = now >= session.expiresAt.getTime();
  if (isIdle || isExpired || !session.isEmployeeActive || !session.isOrganizationActive) {
    await deleteSession(deps.db, session.organizationId, session.sessionId);
    return null;
  }
  if (now - session.lastSeenAt.getTime() >= TOUCH_AFTER_MS) {
    await touchSession(deps.db, session.organizationId, session.sessionId, new Date(now));
  }
  const roleId = session.roleId as RoleId;
  const { organization } = session;
  return {
    auth: {
      sessionId: session.sessionId,
      employeeId: session.employeeId,
      organizationId: session.organizationId,
      roleId,
      organization,
    },
    employee: {
      id: session.employeeId,
      name: session.name,
      employeeCode: session.employeeCode,
      roleId,
      officialEmail: session.officialEmail,
      organization: {
        id: organization.id,
        name: organization.name,
        timeZone: organization.timeZone,
        currency: organization.currency,
      },
    },
  };
};

// The session row goes first, so a socket reconnecting at once is refused; then its open sockets
// (on every instance, through the adapter) are closed.
const endSessionByToken = async (deps: Deps, token: string) => {
  const sessionId = await deleteSessionByTokenHash(deps.db, hashSessionToken(token));
  if (sessionId) deps.realtime.disconnectSession(sessionId);
};

// The sessions among these that resolveSession would still accept now.
export const findLiveSessions = (deps: Deps, sessionIds: string[]) =>
  findLiveSessionIds(deps.db, sessionIds, deps.clock.now(), SESSION_IDLE_MS);

// Another module's change that must end an employee's sessions (their password changed, they were
// deactivated), in that module's transaction. The session that made the change survives when it is
// the employee's own. Open sockets close once the transaction has committed.
export const endEmployeeSessions = async (
  deps: Deps,
  tx: Transaction,
  employee: { organizationId: string; employeeId: string },
  exceptSessionId: string | null,
) => {
  const sessionIds = await deleteSessionsOfEmployee(tx, employee, exceptSessionId);
  afterCommit(tx, () => {
    for (const sessionId of sessionIds) deps.realtime.disconnectSession(sessionId);
  });
};

export const signOut = async (deps: Deps, token: string) => {
  await endSessionByToken(deps, token);
};

export const findOrganizationSignIns = async (
  deps: Deps,
  auth: Auth,
  { page, pageSize }: ListPageQuery,
): Promise<ListSlice<SignInEvent>> => {
  requireAccess(auth, 'admin');
  const [rows, total] = await Promise.all([
    findSignInEvents(deps.db, auth.organizationId, { limit: pageSize, offset: (page - 1) * pageSize }),
    countSignInEvents(deps.db, auth.organizationId),
  ]);
  const items = rows.map((row) => ({
    ...row,
    isSuccess: row.outcome === 'success',
    occurredAt: row.occurredAt.toISOString(),
  }));
  return { items, total, page, pageSize };
};

// Sign-in history is kept this long for administrators; older rows only grow the table.
export const SIGN_IN_HISTORY_DAYS = 90;

// Sessions are checked when presented, but one that is never presented again would stay forever.
// A maintenance job over every organisation: it reads no tenant data, it only drops what has ended.
export const purgeEndedSessions = async (deps: Deps) => {
  const now = deps.clock.now().getTime();
  const sessions = await deleteSessionsEndedBefore(deps.db, new Date(now), new Date(now - SESSION_IDLE_MS));
  const signInEvents = await deleteSignInEventsBefore(
    deps.db,
    new Date(now - SIGN_IN_HISTORY_DAYS * 24 * 60 * 60 * 1000),
  );
  return {
    sessions,
    signInEvents,
    twoFactorChallenges: await purgeEndedChallenges(deps),
    passwordResetTokens: await deleteResetTokensExpiredBefore(deps.db, new Date(now)),
    ssoSignIns: await deletePendingSignInsEndedBefore(deps.db, new Date(now)),
  };
};
