import {
  AUDIT_ACTIONS,
  AUDIT_EXPORT_LIMIT,
  type AuditAction,
  type AuditEvent,
  type AuditEventPage,
  type auditEventQuerySchema,
  auditExportFileName,
  type auditExportQuerySchema,
} from '@pulse/shared/contracts/audit';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { organizationDayRange } from '@pulse/shared/domain/organization-day';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { requireAccess } from '../../lib/access-checks';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import type { ListSlice } from '../../lib/list-page';
import {
  type AuditEventRow,
  type AuditFilter,
  countAuditEvents,
  insertAuditEvent,
  listAuditActors,
  listAuditEvents,
  listAuditSubjects,
} from './audit.repository';
import { buildAuditWorkbook } from './audit-export';

type AuditExportQueryOutput = z.output<typeof auditExportQuerySchema>;
type AuditEventQueryOutput = z.output<typeof auditEventQuerySchema>;

// What the audit trail records (Settings → Tracking privacy, hardening: audit trail; the actions are
// listed in the shared contract, which the Audit page's filter offers): admins viewing another
// employee's screenshots, changes to the tracking settings, employees deleting their screenshots,
// manual-time decisions, and every security-relevant action of the other modules (sign-ins, roles,
// deletions, payroll, exports, settings). Details say what changed, never a password, a secret or a
// salary figure.

export type AuditRecord = {
  action: AuditAction;
  // The employee the action concerned, when there is one.
  subjectId?: string | null;
  summary: string;
  details?: Record<string, unknown>;
};

// Called inside the transaction of the change it records (so a change is never without its record),
// or on its own for a view. `ipAddress` is the route's `request.ip`.
export const recordAuditEvent = (
  db: Database | Transaction,
  auth: Auth,
  ipAddress: string | null,
  record: AuditRecord,
) =>
  insertAuditEvent(db, {
    organizationId: auth.organizationId,
    actorId: auth.employeeId,
    ipAddress,
    action: record.action,
    subjectId: record.subjectId ?? null,
    // Through an API token: the person who made the token acted, and the record says by
    // which token; the actor's name stays theirs, so the page's "Who" filter lists them once.
    summary: auth.apiToken ? `${record.summary} (via API token “${auth.apiToken.name}”)` : record.summary,
    details: auth.apiToken
      ? { ...record.details, viaApiToken: { id: auth.apiToken.id, name: auth.apiToken.name } }
      : (record.details ?? {}),
  });

// For what happens before anyone is signed in (sign-in attempts, lockouts): the organisation is the
// one of the employee whose e-mail was typed, the actor that employee once they proved who they are,
// nobody (null) before.
export const recordSessionlessAuditEvent = (
  db: Database | Transaction,
  origin: { organizationId: string; actorId: string | null; ipAddress: string | null },
  record: AuditRecord,
) =>
  insertAuditEvent(db, {
    organizationId: origin.organizationId,
    actorId: origin.actorId,
    ipAddress: origin.ipAddress,
    action: record.action,
    subjectId: record.subjectId ?? null,
    summary: record.summary,
    details: record.details ?? {},
  });

// ---- The Audit page (admins) ----------------------------------------------------------------------------

const toAuditFilter = (auth: Auth, query: AuditExportQueryOutput): AuditFilter => ({
  // Calendar days of the organisation, both included (architecture invariant 6).
  from: organizationDayRange(query.from, auth.organization.timeZone).start,
  to: organizationDayRange(query.to, auth.organization.timeZone).end,
  action: query.action || undefined,
  actorId: query.actorId || undefined,
  subjectId: query.subjectId || undefined,
});

const isAuditAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

const toAuditEvent = (row: AuditEventRow): AuditEvent => ({
  id: row.id,
  occurredAt: row.occurredAt.toISOString(),
  actor: { id: row.actorId, name: row.actorName },
  // Only Pulse writes the table, always with one of the listed actions.
  action: isAuditAction(row.action) ? row.action : 'tracking-settings.changed',
  subject: row.subjectName === null ? null : { id: row.subjectId, name: row.subjectName },
  summary: row.summary,
  ipAddress: row.ipAddress,
});

// Filters naming another organisation's employee find nothing: every query is this organisation's.
export const findAuditEvents = async (
  deps: Deps,
  auth: Auth,
  query: AuditEventQueryOutput,
): Promise<ListSlice<AuditEvent> & Pick<AuditEventPage, 'subjects' | 'actors'>> => {
  requireAccess(auth, 'admin');
  const filter = toAuditFilter(auth, query);
  const [rows, total, subjects, actors] = await Promise.all([
    listAuditEvents(deps.db, auth.organizationId, filter, query.pageSize, (query.page - 1) * query.pageSize),
    countAuditEvents(deps.db, auth.organizationId, filter),
    listAuditSubjects(deps.db, auth.organizationId),
    listAuditActors(deps.db, auth.organizationId),
  ]);
  return {
    items: rows.map(toAuditEvent),
    total,
    page: query.page,
    pageSize: query.pageSize,
    subjects,
    actors,
  };
};

// The filtered events as .xlsx, newest first, at most AUDIT_EXPORT_LIMIT of them. The trail names
// people and their addresses: taking it away is itself recorded (hardening: audit trail).
export const exportAuditEvents = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  query: AuditExportQueryOutput,
) => {
  requireAccess(auth, 'admin');
  const rows = await listAuditEvents(
    deps.db,
    auth.organizationId,
    toAuditFilter(auth, query),
    AUDIT_EXPORT_LIMIT,
    0,
  );
  await recordAuditEvent(deps.db, auth, ipAddress, {
    action: 'personal-data.exported',
    // The filters go in the details only: an id from the query is not known to be this organisation's.
    summary: `Exported the audit trail ${formatDayMonthYear(query.from)} To ${formatDayMonthYear(query.to)} (events: ${rows.length})`,
    details: {
      export: 'audit-trail',
      from: query.from,
      to: query.to,
      action: query.action || null,
      actorId: query.actorId || null,
      subjectId: query.subjectId || null,
      events: rows.length,
    },
  });
  return {
    fileName: `${auditExportFileName(query.from, query.to)}.xlsx`,
    body: await buildAuditWorkbook(rows.map(toAuditEvent), auth.organization.timeZone, query),
  };
};
