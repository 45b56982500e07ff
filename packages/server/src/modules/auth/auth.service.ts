import type { CurrentEmployee, SignInEvent } from '@pulse/shared/contracts/auth';
import type { RoleId } from '@pulse/shared/domain/roles';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_REMEMBERED_MS,
} from '@pulse/shared/domain/session-policy';
import type { Database } from '../../db/client';
import { requireAdmin } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth, ResolvedSession } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { createSessionToken, hashSessionToken } from '../../lib/session-token';
import {
  countFailedSignIns,
  deleteSession,
  deleteSessionByTokenHash,
  deleteSessionsEndedBefore,
  deleteSignInEventsBefore,
  findCurrentEmployee,
  findEmployeeForSignIn,
  findLiveSessionIds,
  findSessionByTokenHash,
  findSignInEvents,
  insertSession,
  insertSignInEvent,
  touchSession,
} from './auth.repository';

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 30;
// Writing last_seen_at on every request would turn each read into a write; a minute of slack on a
// 30-minute idle limit is invisible to users.
const TOUCH_AFTER_MS = 60 * 1000;

export type ClientMeta = { ip: string; userAgent: string | undefined };
export type StartedSession = { token: string; isRemembered: boolean; employee: CurrentEmployee };

// Unknown e-mails are checked against this hash too, so every failure costs the same time.
let timingDummyHash: Promise<string> | undefined;
const dummyHash = () => {
  timingDummyHash ??= hashPassword('pulse-timing-equaliser');
  return timingDummyHash;
};

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
  organization: { id: row.organizationId, name: row.organizationName, timeZone: row.organizationTimeZone },
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

// The checks every sign-in shares (portal and tracker devices): rate limits counted from
// sign_in_events, the same cost and the same answer for every failure, and the attempt recorded.
export const verifyCredentials = async (
  deps: Deps,
  credentials: { email: string; password: string },
  meta: ClientMeta,
) => {
  const email = credentials.email.toLowerCase();
  const now = deps.clock.now();
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const [emailFailures, ipFailures] = await Promise.all([
    countFailedSignIns(deps.db, { email }, since),
    countFailedSignIns(deps.db, { ip: meta.ip }, since),
  ]);
  if (emailFailures >= MAX_FAILURES_PER_EMAIL || ipFailures >= MAX_FAILURES_PER_IP) {
    throw new AppError('TOO_MANY_ATTEMPTS');
  }

  const candidate = await findEmployeeForSignIn(deps.db, email);
  const isPasswordRight = await verifyPassword(
    candidate?.passwordHash ?? (await dummyHash()),
    credentials.password,
  );
  const isAllowed =
    candidate !== undefined &&
    isPasswordRight &&
    candidate.isEmployeeActive &&
    candidate.isOrganizationActive;

  await insertSignInEvent(deps.db, {
    organizationId: candidate?.organizationId ?? null,
    employeeId: candidate?.employeeId ?? null,
    email,
    ip: meta.ip,
    isSuccess: isAllowed,
    occurredAt: now,
  });
  // One answer for every failure (spec A §8), so the response never tells which part was wrong.
  if (!isAllowed || !candidate) throw new AppError('SIGN_IN_FAILED');
  return { organizationId: candidate.organizationId, employeeId: candidate.employeeId };
};

export const signIn = async (
  deps: Deps,
  body: { email: string; password: string; rememberMe: boolean },
  meta: ClientMeta,
  previousToken: string | undefined,
): Promise<StartedSession> => {
  const employee = await verifyCredentials(deps, body, meta);
  // Rotation: a session that came with the request never survives a new sign-in.
  if (previousToken) await endSessionByToken(deps, previousToken);
  return startSession(deps, employee, body.rememberMe, meta);
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
      organization: { id: organization.id, name: organization.name, timeZone: organization.timeZone },
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

export const signOut = async (deps: Deps, token: string) => {
  await endSessionByToken(deps, token);
};

export const findOrganizationSignIns = async (
  deps: Deps,
  auth: Auth,
  limit: number,
): Promise<SignInEvent[]> => {
  requireAdmin(auth);
  const rows = await findSignInEvents(deps.db, auth.organizationId, limit);
  return rows.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() }));
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
  return { sessions, signInEvents };
};
