import {
  type SetTimesheetLockBody,
  setTimesheetLockBodySchema,
  type TimesheetLock,
} from '@pulse/shared/contracts/timesheets';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { isDayLocked, lockedMessage, timesheetTexts as texts } from '@pulse/shared/domain/timesheet-status';
import type { Database, Transaction } from '../../db/client';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { runTransaction } from '../../lib/transaction';
import { recordAuditEvent } from '../audit/audit.service';
import * as repository from './timesheets.repository';

// Payroll closed (shared/domain/timesheet-status.ts): an administrator locks every day up to a date.
// Locked days refuse manual-time requests, and locked weeks refuse re-opening; what the tracker still
// uploads for them is kept and shown as a change, never re-opening what was approved.

export const getLockedThrough = async (db: Database | Transaction, organizationId: string) =>
  (await repository.findLock(db, organizationId))?.lockedThrough ?? null;

export const getTimesheetLock = async (deps: Deps, auth: Auth): Promise<TimesheetLock> => {
  requireAccess(auth, 'authenticated');
  const lock = await repository.findLock(deps.db, auth.organizationId);
  return {
    lockedThrough: lock?.lockedThrough ?? null,
    lockedBy: lock?.lockedById && lock.lockedByName ? { id: lock.lockedById, name: lock.lockedByName } : null,
    lockedAt: lock?.lockedThrough ? lock.lockedAt.toISOString() : null,
  };
};

export const setTimesheetLock = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  rawBody: SetTimesheetLockBody,
): Promise<TimesheetLock> => {
  requireAccess(auth, 'admin');
  const { lockedThrough } = setTimesheetLockBodySchema.parse(rawBody);
  const now = deps.clock.now();
  // Today is still being worked: only days that have ended can be closed.
  if (lockedThrough !== null && lockedThrough >= todayIn(auth.organization.timeZone, now)) {
    throw new AppError('VALIDATION_FAILED', texts.lockInFuture, [
      { path: 'lockedThrough', message: texts.lockInFuture },
    ]);
  }
  await runTransaction(deps.db, async (tx) => {
    const previous = await getLockedThrough(tx, auth.organizationId);
    await repository.saveLock(tx, auth.organizationId, {
      lockedThrough,
      lockedById: auth.employeeId,
      lockedAt: now,
    });
    await recordAuditEvent(tx, auth, ipAddress, {
      action: lockedThrough === null ? 'timesheets.unlocked' : 'timesheets.locked',
      summary: lockedThrough === null ? `Unlocked (was up to ${previous})` : `Locked up to ${lockedThrough}`,
      details: { lockedThrough, previous },
    });
  });
  return getTimesheetLock(deps, auth);
};

// Manual time for a locked day is refused with the lock's message (the form shows it on the date).
export const refuseLockedDay = async (db: Database | Transaction, organizationId: string, date: string) => {
  const lockedThrough = await getLockedThrough(db, organizationId);
  if (lockedThrough !== null && isDayLocked(date, lockedThrough)) {
    const message = lockedMessage(lockedThrough);
    throw new AppError('CONFLICT', message, [{ path: 'date', message }]);
  }
};
