import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { auditEvents, employees } from '../../db/schema/index';

export type NewAuditEvent = {
  organizationId: string;
  actorId: string;
  ipAddress: string | null;
  action: string;
  subjectId: string | null;
  summary: string;
  details: Record<string, unknown>;
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
    actorName: nameOf(event.organizationId, event.actorId),
    ipAddress: event.ipAddress,
    action: event.action,
    subjectId: event.subjectId,
    subjectName: event.subjectId ? nameOf(event.organizationId, event.subjectId) : null,
    summary: event.summary,
    details: event.details,
  });
};
