import type { Database, Transaction } from '../../db/client';
import { findTrackedIntervals } from './tracked-time.repository';
import { lockEmployeeActivity } from './tracker.repository';

// Holds the employee's tracked time still until the transaction ends (the lock every upload takes
// before it changes the employee's slots), so a check against it cannot race an upload.
export const lockTrackedTime = (tx: Transaction, employeeId: string) => lockEmployeeActivity(tx, employeeId);

// The tracked time (from any of the employee's devices) inside a span, as the first and last tracked
// moment there; null when the tracker recorded nothing in it. Manual time must not claim a moment the
// tracker already counts (spec A §1 offline time is time away from the computer).
export const findTrackedTimeWithin = async (
  db: Database | Transaction,
  scope: { organizationId: string; employeeId: string },
  span: { startedAt: Date; endedAt: Date },
): Promise<{ startedAt: Date; endedAt: Date } | null> => {
  const rows = await findTrackedIntervals(db, scope, { from: span.startedAt, to: span.endedAt });
  if (rows.length === 0) return null;
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    const start = row.startedAt.getTime();
    first = Math.min(first, Math.max(start, span.startedAt.getTime()));
    last = Math.max(last, Math.min(start + row.durationSeconds * 1000, span.endedAt.getTime()));
  }
  return { startedAt: new Date(first), endedAt: new Date(last) };
};
