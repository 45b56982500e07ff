import { TRACKER_LIMITS } from '@pulse/shared/contracts/tracker';
import { SLOT_SECONDS } from '@pulse/shared/domain/activity-slot';
import { attributeSlot, rollUpSlot } from '@pulse/shared/domain/slot-rollup';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { type RecordingScope, recordProjectTime } from '../projects/project-time';
import { findSlotSources, lockEmployeeActivity, upsertSlots } from './tracker.repository';

const SLOT_MS = SLOT_SECONDS * 1000;

// Touched slots in runs of consecutive slots, so a day's batch is one range query, not 144.
const runsOf = (slotStarts: number[]) => {
  const sorted = [...new Set(slotStarts)].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const start of sorted) {
    const run = runs.at(-1);
    if (run && start === (run.at(-1) ?? 0) + SLOT_MS) run.push(start);
    else runs.push([start]);
  }
  return runs;
};

// Recomputes the given slots of one employee from all their stored rows (every device), inside the
// upload's transaction: the slots (and the time they attribute to projects) always match the rows,
// whatever order uploads arrive in. The employee-days these slots fall in (activity_days, which the
// time sheet and reports read) follow in the same statements: the database's triggers (migration 0015).
export const recomputeSlots = async (
  deps: Pick<Deps, 'clock' | 'realtime'>,
  tx: Transaction,
  scope: RecordingScope,
  slotStarts: number[],
  now: Date,
) => {
  await lockEmployeeActivity(tx, scope.employeeId);
  for (const run of runsOf(slotStarts)) {
    const from = new Date(run[0] ?? 0);
    const to = new Date((run.at(-1) ?? 0) + SLOT_MS);
    const sources = await findSlotSources(tx, scope.organizationId, scope.employeeId, {
      from,
      to,
      longestIntervalSeconds: TRACKER_LIMITS.maxIntervalSeconds,
    });
    const slots = run.map((start) => rollUpSlot(new Date(start), sources));
    await upsertSlots(tx, scope, slots, now);
    await recordProjectTime(
      deps,
      tx,
      scope,
      { from, to },
      run.map((start) => ({
        slotStart: new Date(start),
        attributions: attributeSlot(new Date(start), sources.intervals),
      })),
    );
  }
};
