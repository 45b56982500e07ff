import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employees, organizations, sessions, signInEvents } from '../../db/schema/index';
import { organizationContextColumns } from '../../lib/organization-context';

export const findEmployeeForSignIn = async (db: Database, email: string) => {
  const [row] = await db
    .select({
      employeeId: employees.id,
      organizationId: employees.organizationId,
      passwordHash: employees.passwordHash,
      isEmployeeActive: employees.isActive,
      isOrganizationActive: organizations.isActive,
    })
    .from(employees)
    .innerJoin(organizations, eq(organizations.id, employees.organizationId))
    // A deleted employee signs in nowhere: to sign-in they are an unknown e-mail.
    .where(and(eq(employees.officialEmail, email), isNull(employees.deletedAt)));
  return row;
};

export const countFailedSignIns = async (
  db: Database,
  by: { email: string } | { ip: string },
  since: Date,
): Promise<number> => {
  const who = 'email' in by ? eq(signInEvents.email, by.email) : eq(signInEvents.ip, by.ip);
  const [row] = await db
    .select({ failures: count() })
    .from(signInEvents)
    .where(and(who, eq(signInEvents.isSuccess, false), gt(signInEvents.occurredAt, since)));
  return row?.failures ?? 0;
};

export const insertSignInEvent = async (db: Database, event: typeof signInEvents.$inferInsert) => {
  await db.insert(signInEvents).values(event);
};

export const insertSession = async (db: Database, session: typeof sessions.$inferInsert) => {
  await db.insert(sessions).values(session);
};

// Every authenticated request runs this lookup, so it is built once per database and sent as a named
// prepared statement: no query building in JavaScript and no re-planning in PostgreSQL per request.
// It also returns what GET /me shows and the organisation context services read, so neither needs a
// second query.
const prepareSessionLookup = (db: Database) =>
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
    .prepare('find_session_by_token_hash');

const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

export const findSessionByTokenHash = async (db: Database, tokenHash: string) => {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash });
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
    })
    .from(employees)
    .innerJoin(organizations, eq(organizations.id, employees.organizationId))
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)));
  return row;
};

export const findSignInEvents = (db: Database, organizationId: string, limit: number) =>
  db
    .select({
      email: signInEvents.email,
      employeeName: employees.name,
      ip: signInEvents.ip,
      isSuccess: signInEvents.isSuccess,
      occurredAt: signInEvents.occurredAt,
    })
    .from(signInEvents)
    .leftJoin(employees, eq(employees.id, signInEvents.employeeId))
    .where(eq(signInEvents.organizationId, organizationId))
    .orderBy(desc(signInEvents.occurredAt))
    .limit(limit);

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
