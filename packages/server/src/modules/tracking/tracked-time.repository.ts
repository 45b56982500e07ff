import { TRACKER_LIMITS } from '@pulse/shared/contracts/tracker';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { activityIntervals } from '../../db/schema/index';

// One employee's tracked intervals (focus and active: what the slot roll-up counts as tracked) that
// share a moment with [from, to). An interval lasts at most TRACKER_LIMITS.maxIntervalSeconds, which
// bounds the index range on started_at.
export const findTrackedIntervals = (
  db: Database | Transaction,
  scope: { organizationId: string; employeeId: string },
  range: { from: Date; to: Date },
) =>
  db
    .select({ startedAt: activityIntervals.startedAt, durationSeconds: activityIntervals.durationSeconds })
    .from(activityIntervals)
    .where(
      and(
        eq(activityIntervals.organizationId, scope.organizationId),
        eq(activityIntervals.employeeId, scope.employeeId),
        inArray(activityIntervals.kind, ['focus', 'active']),
        gt(activityIntervals.durationSeconds, 0),
        gt(
          activityIntervals.startedAt,
          new Date(range.from.getTime() - TRACKER_LIMITS.maxIntervalSeconds * 1000),
        ),
        lt(activityIntervals.startedAt, range.to),
        sql`${activityIntervals.startedAt} + make_interval(secs => ${activityIntervals.durationSeconds}) > ${range.from.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(activityIntervals.startedAt));
