import type { TimesheetChangeKind } from '@pulse/shared/domain/timesheet-status';
import type { Transaction } from '../../db/client';
import { getLockedThrough } from './timesheet-lock.service';
import * as repository from './timesheets.repository';

// What arrives after a week was approved (a late upload, a manual-time request, a deleted screenshot):
// noted on the weeks with approved figures its days fall in, in the caller's transaction. Returns the
// weeks it re-opened.
export const noteTimesheetChange = async (
  tx: Transaction,
  organizationId: string,
  change: { employeeId: string; kind: TimesheetChangeKind; dates: readonly string[]; at: Date },
) => {
  if (change.dates.length === 0) return [];
  const dates = [...new Set(change.dates)].sort();
  const lockedThrough = await getLockedThrough(tx, organizationId);
  const at = change.at.toISOString();
  const rows = await repository.noteChange(tx, organizationId, change.employeeId, {
    fromDate: dates[0] as string,
    toDate: dates[dates.length - 1] as string,
    entries: dates.map((date) => ({ kind: change.kind, date, at })),
    lockedThrough,
  });
  return rows;
};
