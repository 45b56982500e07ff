import type { ActivitySlot } from '@pulse/shared/domain/activity-slot';
import type { SlotRollupInput } from '@pulse/shared/domain/slot-rollup';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { insertRowsSql } from '../../db/bulk-insert';
import { type Database, rowsOf, type Transaction } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-statement';
import {
  ACTIVITY_INTERVAL_ROW_COLUMNS,
  ACTIVITY_SLOT_ROW_COLUMNS,
  activityIntervals,
  activitySlots,
  employees,
  INPUT_MINUTE_ROW_COLUMNS,
  inputMinutes,
  organizations,
  screenshots,
  trackerBatches,
  trackerDevices,
} from '../../db/schema/index';
import { organizationContextColumns } from '../../lib/organization-context';

type Executor = Database | Transaction;

export const insertDevice = async (db: Executor, device: typeof trackerDevices.$inferInsert) => {
  const [row] = await db.insert(trackerDevices).values(device).returning();
  if (!row) throw new Error('device not inserted');
  return row;
};

// The bearer token's lookup, before any organisation is known (like the session lookup, and prepared
// once like it: every batch runs it): only a device whose employee still exists is found. It brings
// the organisation context along, as the session lookup does.
const deviceLookup = preparedPerDatabase((db) =>
  db
    .select({
      deviceId: trackerDevices.id,
      organizationId: trackerDevices.organizationId,
      employeeId: trackerDevices.employeeId,
      lastSeenAt: trackerDevices.lastSeenAt,
      revokedAt: trackerDevices.revokedAt,
      isEmployeeActive: employees.isActive,
      isOrganizationActive: organizations.isActive,
      organization: organizationContextColumns,
    })
    .from(trackerDevices)
    .innerJoin(employees, eq(employees.id, trackerDevices.employeeId))
    .innerJoin(organizations, eq(organizations.id, trackerDevices.organizationId))
    .where(and(eq(trackerDevices.tokenHash, sql.placeholder('tokenHash')), isNull(employees.deletedAt)))
    .prepare('find_device_by_token_hash'),
);

export const findDeviceByTokenHash = async (db: Database, tokenHash: string) => {
  const [row] = await deviceLookup(db).execute({ tokenHash });
  return row;
};

export const touchDevice = async (db: Database, organizationId: string, deviceId: string, at: Date) => {
  await db
    .update(trackerDevices)
    .set({ lastSeenAt: at })
    .where(and(eq(trackerDevices.organizationId, organizationId), eq(trackerDevices.id, deviceId)));
};

export const findDevices = (db: Database, organizationId: string, employeeId: string) =>
  db
    .select()
    .from(trackerDevices)
    .where(and(eq(trackerDevices.organizationId, organizationId), eq(trackerDevices.employeeId, employeeId)))
    .orderBy(desc(trackerDevices.createdAt));

// Revoking twice keeps the first time.
export const revokeDevice = async (
  db: Database,
  organizationId: string,
  employeeId: string,
  deviceId: string,
  at: Date,
) => {
  const [row] = await db
    .update(trackerDevices)
    .set({ revokedAt: sql`coalesce(${trackerDevices.revokedAt}, ${at.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(trackerDevices.organizationId, organizationId),
        eq(trackerDevices.employeeId, employeeId),
        eq(trackerDevices.id, deviceId),
      ),
    )
    .returning();
  return row;
};

// Every device of the employee not revoked yet; those already revoked keep their time.
export const revokeDevicesOf = async (
  tx: Transaction,
  employee: { organizationId: string; employeeId: string },
  at: Date,
) => {
  await tx
    .update(trackerDevices)
    .set({ revokedAt: at })
    .where(
      and(
        eq(trackerDevices.organizationId, employee.organizationId),
        eq(trackerDevices.employeeId, employee.employeeId),
        isNull(trackerDevices.revokedAt),
      ),
    );
};

export const findEmployeeTrackerSettings = async (
  db: Executor,
  organizationId: string,
  employeeId: string,
) => {
  const [row] = await db
    .select({
      name: employees.name,
      employeeCode: employees.employeeCode,
      screenshotMode: employees.screenshotMode,
    })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)));
  return row;
};

// ---- Batches -----------------------------------------------------------------------------------------

export const findBatch = async (db: Executor, organizationId: string, deviceId: string, batchId: string) => {
  const [row] = await db
    .select()
    .from(trackerBatches)
    .where(
      and(
        eq(trackerBatches.organizationId, organizationId),
        eq(trackerBatches.deviceId, deviceId),
        eq(trackerBatches.batchId, batchId),
      ),
    );
  return row;
};

// undefined when the batch id is already taken (a concurrent retry won the race).
export const insertBatch = async (tx: Transaction, batch: typeof trackerBatches.$inferInsert) => {
  const [row] = await tx
    .insert(trackerBatches)
    .values(batch)
    .onConflictDoNothing({ target: [trackerBatches.deviceId, trackerBatches.batchId] })
    .returning();
  return row;
};

type Owner = { organizationId: string; employeeId: string; deviceId: string };
// Exactly the owner columns: insertRowsSql stores every key of its shared values.
const ownerColumns = ({ organizationId, employeeId, deviceId }: Owner) => ({
  organizationId,
  employeeId,
  deviceId,
});
type IntervalRow = Pick<
  typeof activityIntervals.$inferInsert,
  (typeof ACTIVITY_INTERVAL_ROW_COLUMNS)[number]
>;
type InputMinuteRow = Pick<typeof inputMinutes.$inferInsert, (typeof INPUT_MINUTE_ROW_COLUMNS)[number]>;

// An interval sent again (same device, kind and start) is stored once: the longest copy is kept
// whole, the stored one among equals (the agent closed an interval it had sent while still open; a
// zero-length blip keeps no title on the real interval's time). batch-folding.ts folds a batch's own
// copies by the same rule first, as ON CONFLICT cannot touch one row twice in a statement.
export const insertIntervals = async (tx: Transaction, owner: Owner, rows: IntervalRow[]) => {
  const isLonger = sql`excluded.duration_seconds > ${activityIntervals.durationSeconds}`;
  const longer = (column: keyof typeof activityIntervals.$inferSelect) =>
    sql`case when ${isLonger} then excluded.${sql.identifier(activityIntervals[column].name)} else ${activityIntervals[column]} end`;
  await tx.execute(sql`
    ${insertRowsSql(activityIntervals, ownerColumns(owner), ACTIVITY_INTERVAL_ROW_COLUMNS, rows)}
    on conflict (device_id, kind, started_at) do update
      set duration_seconds = greatest(${activityIntervals.durationSeconds}, excluded.duration_seconds),
          app = ${longer('app')},
          title = ${longer('title')},
          url = ${longer('url')},
          project_id = ${longer('projectId')},
          todo_id = ${longer('todoId')}`);
};

// A minute sent again keeps the larger counts: the agent sends running totals per minute, so a
// re-sent minute never adds twice and a minute completed later is not lost.
export const insertInputMinutes = async (tx: Transaction, owner: Owner, rows: InputMinuteRow[]) => {
  await tx.execute(sql`
    ${insertRowsSql(inputMinutes, ownerColumns(owner), INPUT_MINUTE_ROW_COLUMNS, rows)}
    on conflict (device_id, minute_start) do update
      set key_presses = greatest(${inputMinutes.keyPresses}, excluded.key_presses),
          mouse_clicks = greatest(${inputMinutes.mouseClicks}, excluded.mouse_clicks)`);
};

// ---- Screenshots -------------------------------------------------------------------------------------

export const findScreenshot = async (
  db: Executor,
  organizationId: string,
  deviceId: string,
  capturedAt: Date,
) => {
  const [row] = await db
    .select()
    .from(screenshots)
    .where(
      and(
        eq(screenshots.organizationId, organizationId),
        eq(screenshots.deviceId, deviceId),
        eq(screenshots.capturedAt, capturedAt),
      ),
    );
  return row;
};

export const findStoredScreenshotFile = async (db: Database, organizationId: string, contentHash: string) => {
  const [row] = await db
    .select({
      storageKey: screenshots.storageKey,
      thumbnailKey: screenshots.thumbnailKey,
      contentType: screenshots.contentType,
      width: screenshots.width,
      height: screenshots.height,
    })
    .from(screenshots)
    .where(
      and(
        eq(screenshots.organizationId, organizationId),
        eq(screenshots.contentHash, contentHash),
        // A row whose image its employee deleted names no file to share.
        isNotNull(screenshots.storageKey),
        isNotNull(screenshots.thumbnailKey),
      ),
    )
    .limit(1);
  return row;
};

export const insertScreenshot = async (tx: Transaction, row: typeof screenshots.$inferInsert) => {
  const [inserted] = await tx
    .insert(screenshots)
    .values(row)
    .onConflictDoNothing({ target: [screenshots.deviceId, screenshots.capturedAt] })
    .returning();
  return inserted;
};

// ---- Slots -------------------------------------------------------------------------------------------

// Serialises the roll-up per employee: two uploads of the same employee committing at once would each
// recompute a slot without the other's rows. Held until the transaction ends.
export const lockEmployeeActivity = async (tx: Transaction, employeeId: string) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${employeeId}, 0))`);
};

type SourceRow = {
  source: 'interval' | 'minute' | 'screenshot';
  at: Date | string;
  kind: 'focus' | 'away' | 'active' | null;
  duration_seconds: number | null;
  app: string | null;
  title: string | null;
  project_id: string | null;
  todo_id: string | null;
  key_presses: number | null;
  mouse_clicks: number | null;
  window_titles: string[] | null;
};

// Everything that can fall into [from, to): intervals that start before `to` and end after `from`
// (an interval lasts at most a day, which bounds the index range), input minutes and screenshots.
// One statement for the three tables: the roll-up runs inside every upload's transaction, and each
// round trip there costs the tracker API throughput.
export const findSlotSources = async (
  tx: Transaction,
  organizationId: string,
  employeeId: string,
  range: { from: Date; to: Date; longestIntervalSeconds: number },
) => {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const earliestStart = new Date(range.from.getTime() - range.longestIntervalSeconds * 1000).toISOString();
  const rows = await rowsOf<SourceRow>(
    tx,
    sql`
    select 'interval' as source, started_at as at, kind, duration_seconds, app, title, project_id, todo_id,
           null::integer as key_presses, null::integer as mouse_clicks, null::text[] as window_titles
    from ${activityIntervals}
    where organization_id = ${organizationId} and employee_id = ${employeeId}
      and started_at > ${earliestStart}::timestamptz and started_at < ${to}::timestamptz
      and started_at + make_interval(secs => duration_seconds) > ${from}::timestamptz
    union all
    select 'minute', minute_start, null, null, null, null, null, null, key_presses, mouse_clicks, null
    from ${inputMinutes}
    where organization_id = ${organizationId} and employee_id = ${employeeId}
      and minute_start >= ${from}::timestamptz and minute_start < ${to}::timestamptz
    union all
    select 'screenshot', captured_at, null, null, null, null, null, null, key_presses, mouse_clicks, window_titles
    from ${screenshots}
    where organization_id = ${organizationId} and employee_id = ${employeeId}
      and captured_at >= ${from}::timestamptz and captured_at < ${to}::timestamptz
    order by 2`,
  );
  const sources: SlotRollupInput = { intervals: [], inputMinutes: [], screenshots: [] };
  for (const row of rows) {
    const at = new Date(row.at);
    if (row.source === 'interval') {
      sources.intervals.push({
        kind: row.kind ?? 'active',
        startedAt: at,
        durationSeconds: row.duration_seconds ?? 0,
        app: row.app,
        title: row.title,
        projectId: row.project_id,
        todoId: row.todo_id,
      });
    } else if (row.source === 'minute') {
      sources.inputMinutes.push({
        minuteStart: at,
        keyPresses: row.key_presses ?? 0,
        mouseClicks: row.mouse_clicks ?? 0,
      });
    } else {
      sources.screenshots.push({
        capturedAt: at,
        windowTitles: row.window_titles ?? [],
        keyPresses: row.key_presses ?? 0,
        mouseClicks: row.mouse_clicks ?? 0,
      });
    }
  }
  return sources;
};

export const upsertSlots = async (
  tx: Transaction,
  scope: { organizationId: string; employeeId: string },
  rows: ActivitySlot[],
  now: Date,
) => {
  await tx.execute(sql`
    ${insertRowsSql(
      activitySlots,
      // Not `...scope`: the upload passes its owner, whose device id activity_slots has no column for.
      { organizationId: scope.organizationId, employeeId: scope.employeeId, updatedAt: now },
      ACTIVITY_SLOT_ROW_COLUMNS,
      rows.map((row) => ({ ...row, slotStart: new Date(row.slotStart) })),
    )}
    on conflict (employee_id, slot_start) do update
      set tracked_seconds = excluded.tracked_seconds,
          idle_seconds = excluded.idle_seconds,
          key_presses = excluded.key_presses,
          mouse_clicks = excluded.mouse_clicks,
          top_application = excluded.top_application,
          window_titles = excluded.window_titles,
          updated_at = excluded.updated_at`);
};
