import type { DayRange } from '@pulse/shared/domain/organization-day';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityIntervals } from '../../db/schema/index';

// How far before the day a paused interval may start and still reach into it: the agent closes a
// pause at most a day long (the tracker contract's longest interval).
const LONGEST_INTERVAL_MS = 24 * 60 * 60 * 1000;

// One employee's paused intervals (the agent's pause) that overlap the day, from every device.
export const findPausedIntervalsOfDay = (
  db: Database,
  organizationId: string,
  employeeId: string,
  day: DayRange,
) =>
  db
    .select({ startedAt: activityIntervals.startedAt, durationSeconds: activityIntervals.durationSeconds })
    .from(activityIntervals)
    .where(
      and(
        eq(activityIntervals.organizationId, organizationId),
        eq(activityIntervals.employeeId, employeeId),
        eq(activityIntervals.kind, 'paused'),
        // The lower bound keeps the partitioned index scan to the day and the one before.
        gt(activityIntervals.startedAt, new Date(day.start.getTime() - LONGEST_INTERVAL_MS)),
        lt(activityIntervals.startedAt, day.end),
        sql`${activityIntervals.startedAt} + make_interval(secs => ${activityIntervals.durationSeconds}) > ${day.start.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(activityIntervals.startedAt));
