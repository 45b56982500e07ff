import type { Database, Transaction } from '../../db/client';
import type { Auth } from '../../lib/auth-context';
import { insertAuditEvent } from './audit.repository';

// What the audit trail records (Settings → Tracking privacy): admins viewing another employee's
// screenshots, changes to the tracking settings, and manual-time decisions.
export const AUDIT_ACTIONS = [
  'screenshots.viewed',
  'tracking-settings.changed',
  'screenshot-mode.changed',
  'screenshot.deleted',
  'manual-time.approved',
  'manual-time.denied',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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
    summary: record.summary,
    details: record.details ?? {},
  });
