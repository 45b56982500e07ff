import { AUDIT_NO_ACTOR_NAME } from '@pulse/shared/contracts/audit';
import { and, count, desc, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { auditEvents, employees } from '../../db/schema/index';

export type NewAuditEvent = {
  organizationId: string;
  // null when nobody was signed in (a failed sign-in, a lockout).
  actorId: string | null;
  ipAddress: string | null;
  action: string;
  subjectId: string | null;
  summary: string;
  details: Record<string, unknown>;
  // The database's clock unless given (the demo's history of events).
  occurredAt?: Date;
};

const nameOf = (organizationId: string, employeeId: string) =>
  sql<string>`(select ${employees.name} from ${employees} where ${and(
    eq(employees.organizationId, organizationId),
    eq(employees.id, employeeId),
  )})`;

// The names are copied in the same statement, so the record reads the same after a rename.
export const insertAuditEvent = async (db: Database | Transaction, event: NewAuditEvent) => {
  await db.insert(auditEvents).values({
    organizationId: event.organizationId,
    actorId: event.actorId,
    actorName: event.actorId ? nameOf(event.organizationId, event.actorId) : AUDIT_NO_ACTOR_NAME,
    ipAddress: event.ipAddress,
    action: event.action,
    subjectId: event.subjectId,
    subjectName: event.subjectId ? nameOf(event.organizationId, event.subjectId) : null,
    summary: event.summary,
    details: event.details,
    ...(event.occurredAt ? { occurredAt: event.occurredAt } : {}),
  });
};

export type AuditFilter = {
  from: Date;
  to: Date;
  action?: string | undefined;
  actorId?: string | undefined;
  subjectId?: string | undefined;
};

const whereOf = (organizationId: string, filter: AuditFilter): SQL | undefined =>
  and(
    eq(auditEvents.organizationId, organizationId),
    gte(auditEvents.occurredAt, filter.from),
    lt(auditEvents.occurredAt, filter.to),
    filter.action ? eq(auditEvents.action, filter.action) : undefined,
    filter.actorId ? eq(auditEvents.actorId, filter.actorId) : undefined,
    filter.subjectId ? eq(auditEvents.subjectId, filter.subjectId) : undefined,
  );

// Newest first; the id breaks ties between events of the same instant, so pages never overlap.
export const listAuditEvents = (
  db: Database,
  organizationId: string,
  filter: AuditFilter,
  limit: number,
  offset: number,
) =>
  db
    .select({
      id: auditEvents.id,
      occurredAt: auditEvents.occurredAt,
      actorId: auditEvents.actorId,
      actorName: auditEvents.actorName,
      ipAddress: auditEvents.ipAddress,
      action: auditEvents.action,
      subjectId: auditEvents.subjectId,
      subjectName: auditEvents.subjectName,
      summary: auditEvents.summary,
    })
    .from(auditEvents)
    .where(whereOf(organizationId, filter))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(limit)
    .offset(offset);

export type AuditEventRow = Awaited<ReturnType<typeof listAuditEvents>>[number];

export const countAuditEvents = async (db: Database, organizationId: string, filter: AuditFilter) => {
  const [row] = await db.select({ total: count() }).from(auditEvents).where(whereOf(organizationId, filter));
  return row?.total ?? 0;
};

const byName = (rows: { id: string | null; name: string | null }[]) =>
  rows
    .flatMap((row) => (row.id && row.name !== null ? [{ id: row.id, name: row.name }] : []))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));

// Each employee the trail concerns once, under the name of their latest record.
export const listAuditSubjects = async (db: Database, organizationId: string) =>
  byName(
    await db
      .selectDistinctOn([auditEvents.subjectId], { id: auditEvents.subjectId, name: auditEvents.subjectName })
      .from(auditEvents)
      .where(and(eq(auditEvents.organizationId, organizationId), isNotNull(auditEvents.subjectId)))
      .orderBy(auditEvents.subjectId, desc(auditEvents.occurredAt)),
  );

// Each employee who acted once, under the name of their latest record.
export const listAuditActors = async (db: Database, organizationId: string) =>
  byName(
    await db
      .selectDistinctOn([auditEvents.actorId], { id: auditEvents.actorId, name: auditEvents.actorName })
      .from(auditEvents)
      .where(and(eq(auditEvents.organizationId, organizationId), isNotNull(auditEvents.actorId)))
      .orderBy(auditEvents.actorId, desc(auditEvents.occurredAt)),
  );
