import type { SignInOutcome } from '@pulse/shared/contracts/auth';
import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  max,
  min,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-statement';
import {
  employees,
  organizations,
  sessions,
  signInEvents,
  twoFactorCredentials,
} from '../../db/schema/index';
import { organizationContextColumns } from '../../lib/organization-context';
import type { FailureWindow } from './sign-in-throttle';

type Executor = Database | Transaction;

// The person an e-mail names, with what decides their sign-in: the password path looks them up in
// every organisation, single sign-on within the organisation whose provider vouched for the e-mail.
const findSignInCandidate = async (db: Executor, where: SQL | undefined) => {
  const [row] = await db
    .select({
      employeeId: employees.id,
      organizationId: employees.organizationId,
      passwordHash: employees.passwordHash,
      isEmployeeActive: employees.isActive,
      isRelieved: employees.isRelieved,
      isOrganizationActive: organizations.isActive,
      // Hardening (two-factor sign-in): what the right password leads to (domain/two-factor.ts).
      roleId: employees.roleId,
      isTwoFactorEnabled: sql<boolean>`${twoFactorCredentials.enabledAt} is not null`,
      isTwoFactorRequiredForAdmins: organizations.isTwoFactorRequiredForAdmins,
    })
    .from(employees)
    .innerJoin(organizations, eq(organizations.id, employees.organizationId))
    .leftJoin(
      twoFactorCredentials,
      and(
        eq(twoFactorCredentials.organizationId, employees.organizationId),
        eq(twoFactorCredentials.employeeId, employees.id),
      ),
    )
    // A deleted employee signs in nowhere: to sign-in they are an unknown e-mail.
    .where(and(where, isNull(employees.deletedAt)));
  return row;
};

export const findEmployeeForSignIn = (db: Executor, email: string) =>
  findSignInCandidate(db, eq(employees.officialEmail, email));

export const findEmployeeForSso = (db: Executor, organizationId: string, email: string) =>
  findSignInCandidate(
    db,
    and(eq(employees.organizationId, organizationId), eq(employees.officialEmail, email)),
  );

// Hardening (sign-in lockout): every attempt on one account (class 1) and, for browsers the account
// does not trust, from one address (class 2) waits for the one before it, so counting, deciding and
// recording are one step. Every transaction takes the account first, then the address: no two can
// wait on each other in a cycle. The locks end with the transaction.
export const lockSignInKeys = async (tx: Transaction, keys: { email: string; ip: string | null }) => {
  await tx.execute(sql`select pg_advisory_xact_lock(1, hashtext(${keys.email}))`);
  if (keys.ip !== null) await tx.execute(sql`select pg_advisory_xact_lock(2, hashtext(${keys.ip}))`);
};

// Failed attempts and those still being checked.
const isCounted = inArray(signInEvents.outcome, ['pending', 'failure']);

const failureWindow = async (tx: Transaction, where: ReturnType<typeof and>, counted = count()) => {
  const [row] = await tx
    .select({
      count: counted,
      oldestAt: min(signInEvents.occurredAt),
      latestAt: max(signInEvents.occurredAt),
    })
    .from(signInEvents)
    .where(where);
  return { count: row?.count ?? 0, oldestAt: row?.oldestAt ?? null, latestAt: row?.latestAt ?? null };
};

// The account's attempts from browsers it does not trust.
export const findUntrustedFailures = (tx: Transaction, email: string, since: Date): Promise<FailureWindow> =>
  failureWindow(
    tx,
    and(
      eq(signInEvents.email, email),
      isNull(signInEvents.deviceNonce),
      isCounted,
      gt(signInEvents.occurredAt, since),
    ),
  );

// One trusted browser's attempts on its account.
export const findDeviceFailures = (
  tx: Transaction,
  email: string,
  deviceNonce: string,
  since: Date,
): Promise<FailureWindow> =>
  failureWindow(
    tx,
    and(
      eq(signInEvents.email, email),
      eq(signInEvents.deviceNonce, deviceNonce),
      isCounted,
      gt(signInEvents.occurredAt, since),
    ),
  );

// How many distinct accounts an address failed on from untrusted browsers (password spraying).
export const findFailedAccountsFromAddress = (
  tx: Transaction,
  ip: string,
  since: Date,
): Promise<FailureWindow> =>
  failureWindow(
    tx,
    and(
      eq(signInEvents.ip, ip),
      isNull(signInEvents.deviceNonce),
      isCounted,
      gt(signInEvents.occurredAt, since),
    ),
    countDistinct(signInEvents.email),
  );

// One lockout row per account (or trusted browser) and window, however often the attacker knocks.
export const hasLockoutSince = async (
  tx: Transaction,
  email: string,
  deviceNonce: string | null,
  since: Date,
) => {
  const [row] = await tx
    .select({ id: signInEvents.id })
    .from(signInEvents)
    .where(
      and(
        eq(signInEvents.email, email),
        deviceNonce === null ? isNull(signInEvents.deviceNonce) : eq(signInEvents.deviceNonce, deviceNonce),
        eq(signInEvents.outcome, 'locked-out'),
        gt(signInEvents.occurredAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
};

export const insertSignInEvent = async (db: Executor, event: typeof signInEvents.$inferInsert) => {
  const [row] = await db.insert(signInEvents).values(event).returning({ id: signInEvents.id });
  if (!row) throw new Error('sign-in event not inserted');
  return row.id;
};

export const settleSignInEvent = async (db: Database, eventId: string, outcome: SignInOutcome) => {
  await db.update(signInEvents).set({ outcome }).where(eq(signInEvents.id, eventId));
};

// The failures on an employee's account since their sign-in before `currentEventId`.
export const countFailuresSinceLastSuccess = async (
  db: Database,
  employee: { organizationId: string; employeeId: string },
  currentEventId: string,
) => {
  const ofEmployee = and(
    eq(signInEvents.organizationId, employee.organizationId),
    eq(signInEvents.employeeId, employee.employeeId),
  );
  const previousSuccess = db
    .select({ at: max(signInEvents.occurredAt) })
    .from(signInEvents)
    .where(and(ofEmployee, eq(signInEvents.outcome, 'success'), ne(signInEvents.id, currentEventId)));
  const [row] = await db
    .select({ failures: count() })
    .from(signInEvents)
    .where(
      and(
        ofEmployee,
        // Those cleared by a password reset happened all the same.
        inArray(signInEvents.outcome, ['failure', 'failure-cleared']),
        gt(signInEvents.occurredAt, sql`coalesce((${previousSuccess}), '-infinity'::timestamptz)`),
      ),
    );
  return row?.failures ?? 0;
};

export const insertSession = async (db: Database, session: typeof sessions.$inferInsert) => {
  await db.insert(sessions).values(session);
};

// Every authenticated request runs this lookup (prepared once). It also returns what GET /me shows and
// the organisation context services read, so neither needs a second query.
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({
      sessionId: sessions.id,
      organizationId: sessions.organizationId,
      employeeId: sessions.employeeId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      roleId: employees.roleId,
      name: employees.name,
      employeeCode: employees.employeeCode,
      officialEmail: employees.officialEmail,
      isEmployeeActive: employees.isActive,
      isOrganizationActive: organizations.isActive,
      organization: organizationContextColumns,
    })
    .from(sessions)
    .innerJoin(employees, eq(employees.id, sessions.employeeId))
    .innerJoin(organizations, eq(organizations.id, sessions.organizationId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(employees.deletedAt)))
    .prepare('find_session_by_token_hash'),
);

export const findSessionByTokenHash = async (db: Database, tokenHash: string) => {
  const [row] = await sessionLookup(db).execute({ tokenHash });
  return row;
};

export const touchSession = async (db: Database, organizationId: string, sessionId: string, at: Date) => {
  await db
    .update(sessions)
    .set({ lastSeenAt: at })
    .where(and(eq(sessions.organizationId, organizationId), eq(sessions.id, sessionId)));
};

export const deleteSession = async (db: Database, organizationId: string, sessionId: string) => {
  await db
    .delete(sessions)
    .where(and(eq(sessions.organizationId, organizationId), eq(sessions.id, sessionId)));
};

// Returns the ended sessions' ids, so their live connections can be closed once the change commits.
export const deleteSessionsOfEmployee = async (
  tx: Transaction,
  employee: { organizationId: string; employeeId: string },
  exceptSessionId: string | null,
) => {
  const rows = await tx
    .delete(sessions)
    .where(
      and(
        eq(sessions.organizationId, employee.organizationId),
        eq(sessions.employeeId, employee.employeeId),
        exceptSessionId === null ? undefined : ne(sessions.id, exceptSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
};

// Returns the ended session's id (if any), so its live connections can be closed too.
export const deleteSessionByTokenHash = async (db: Database, tokenHash: string) => {
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ id: sessions.id });
  return row?.id ?? null;
};

export const findCurrentEmployee = async (db: Database, organizationId: string, employeeId: string) => {
  const [row] = await db
    .select({
      id: employees.id,
      name: employees.name,
      employeeCode: employees.employeeCode,
      roleId: employees.roleId,
      officialEmail: employees.officialEmail,
      organizationId: organizations.id,
      organizationName: organizations.name,
      organizationTimeZone: organizations.timeZone,
      organizationCurrency: organizations.currency,
    })
    .from(employees)
    .innerJoin(organizations, eq(organizations.id, employees.organizationId))
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)));
  return row;
};

export const findSignInEvents = (
  db: Database,
  organizationId: string,
  { limit, offset }: { limit: number; offset: number },
) =>
  db
    .select({
      email: signInEvents.email,
      employeeName: employees.name,
      ip: signInEvents.ip,
      outcome: signInEvents.outcome,
      method: signInEvents.method,
      occurredAt: signInEvents.occurredAt,
    })
    .from(signInEvents)
    .leftJoin(employees, eq(employees.id, signInEvents.employeeId))
    .where(eq(signInEvents.organizationId, organizationId))
    .orderBy(desc(signInEvents.occurredAt), desc(signInEvents.id))
    .limit(limit)
    .offset(offset);

export const countSignInEvents = async (db: Database, organizationId: string) => {
  const [row] = await db
    .select({ total: count() })
    .from(signInEvents)
    .where(eq(signInEvents.organizationId, organizationId));
  return row?.total ?? 0;
};

export const deleteSessionsEndedBefore = async (db: Database, expiredBefore: Date, idleSince: Date) => {
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, expiredBefore), lt(sessions.lastSeenAt, idleSince)))
    .returning({ id: sessions.id });
  return deleted.length;
};

export const deleteSignInEventsBefore = async (db: Database, before: Date) => {
  const deleted = await db
    .delete(signInEvents)
    .where(lt(signInEvents.occurredAt, before))
    .returning({ id: signInEvents.id });
  return deleted.length;
};

// Of the given sessions, those still usable at `now` by the rules of resolveSession (not idle, not
// past the absolute limit, employee and organisation active, employee not deleted). The socket server
// asks this periodically for its connected sockets, which make no HTTP requests of their own.
export const findLiveSessionIds = async (db: Database, sessionIds: string[], now: Date, idleMs: number) => {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(employees, eq(employees.id, sessions.employeeId))
    .innerJoin(organizations, eq(organizations.id, sessions.organizationId))
    .where(
      and(
        inArray(sessions.id, sessionIds),
        gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
        gt(sessions.expiresAt, now),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
        eq(organizations.isActive, true),
      ),
    );
  return rows.map((row) => row.id);
};
