import { and, asc, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  activityIntervals,
  activitySlots,
  employees,
  inputMinutes,
  organizations,
  screenshots,
  trackerBatches,
  trackerDevices,
} from '../../db/schema/index';

type Executor = Database | Transaction;

// Rows go in a few hundred at a time, well under PostgreSQL's 65,535 parameters per statement.
const CHUNK = 500;
const chunksOf = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, index) =>
    rows.slice(index * CHUNK, (index + 1) * CHUNK),
  );

export const insertDevice = async (db: Database, device: typeof trackerDevices.$inferInsert) => {
  const [row] = await db.insert(trackerDevices).values(device).returning();
  if (!row) throw new Error('device not inserted');
  return row;
};

// The bearer token's lookup, before any organisation is known (like the session lookup): only a
// device whose employee still exists is found.
export const findDeviceByTokenHash = async (db: Database, tokenHash: string) => {
  const [row] = await db
    .select({
      deviceId: trackerDevices.id,
      organizationId: trackerDevices.organizationId,
      employeeId: trackerDevices.employeeId,
      lastSeenAt: trackerDevices.lastSeenAt,
      revokedAt: trackerDevices.revokedAt,
      isEmployeeActive: employees.isActive,
      isOrganizationActive: organizations.isActive,
    })
    .from(trackerDevices)
    .innerJoin(employees, eq(employees.id, trackerDevices.employeeId))
    .innerJoin(organizations, eq(organizations.id, trackerDevices.organizationId))
    .where(and(eq(trackerDevices.tokenHash, tokenHash), isNull(employees.deletedAt)));
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

export const findEmployeeTrackerSettings = async (
  db: Database,
  organizationId: string,
  employeeId: string,
) => {
  const [row] = await db
    .select({
      name: employees.name,
      employeeCode: employees.employeeCode,
      screenshotMode: employees.screenshotMode,
      timeZone: organizations.timeZone,
      isShiftsEnabled: organizations.isShiftsEnabled,
      isLogOffIncludedInIdle: organizations.isLogOffIncludedInIdle,
    })
    .from(employees)
    .innerJoin(organizations, eq(organizations.id, employees.organizationId))
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

// An interval sent again (same device, kind and start) is stored once; a longer copy (the agent
// closed an interval it had sent while still open) extends it.
export const insertIntervals = async (tx: Transaction, rows: (typeof activityIntervals.$inferInsert)[]) => {
  for (const chunk of chunksOf(rows)) {
    await tx
      .insert(activityIntervals)
      .values(chunk)
      .onConflictDoUpdate({
        target: [activityIntervals.deviceId, activityIntervals.kind, activityIntervals.startedAt],
        set: {
          durationSeconds: sql`greatest(${activityIntervals.durationSeconds}, excluded.duration_seconds)`,
        },
      });
  }
};

// A minute sent again keeps the larger counts: the agent sends running totals per minute, so a
// re-sent minute never adds twice and a minute completed later is not lost.
export const insertInputMinutes = async (tx: Transaction, rows: (typeof inputMinutes.$inferInsert)[]) => {
  for (const chunk of chunksOf(rows)) {
    await tx
      .insert(inputMinutes)
      .values(chunk)
      .onConflictDoUpdate({
        target: [inputMinutes.deviceId, inputMinutes.minuteStart],
        set: {
          keyPresses: sql`greatest(${inputMinutes.keyPresses}, excluded.key_presses)`,
          mouseClicks: sql`greatest(${inputMinutes.mouseClicks}, excluded.mouse_clicks)`,
        },
      });
  }
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
    .where(and(eq(screenshots.organizationId, organizationId), eq(screenshots.contentHash, contentHash)))
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

// Everything that can fall into [from, to): intervals that start before `to` and end after `from`
// (an interval lasts at most a day, which bounds the index range), input minutes and screenshots.
export const findSlotSources = async (
  tx: Transaction,
  organizationId: string,
  employeeId: string,
  range: { from: Date; to: Date; longestIntervalSeconds: number },
) => {
  const earliestStart = new Date(range.from.getTime() - range.longestIntervalSeconds * 1000);
  // One after another: a transaction is one connection, and pg runs its queries in turn anyway.
  const intervals = await tx
    .select({
      kind: activityIntervals.kind,
      startedAt: activityIntervals.startedAt,
      durationSeconds: activityIntervals.durationSeconds,
      app: activityIntervals.app,
      title: activityIntervals.title,
    })
    .from(activityIntervals)
    .where(
      and(
        eq(activityIntervals.organizationId, organizationId),
        eq(activityIntervals.employeeId, employeeId),
        gt(activityIntervals.startedAt, earliestStart),
        lt(activityIntervals.startedAt, range.to),
        sql`${activityIntervals.startedAt} + make_interval(secs => ${activityIntervals.durationSeconds}) > ${range.from.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(activityIntervals.startedAt));
  const minutes = await tx
    .select({
      minuteStart: inputMinutes.minuteStart,
      keyPresses: inputMinutes.keyPresses,
      mouseClicks: inputMinutes.mouseClicks,
    })
    .from(inputMinutes)
    .where(
      and(
        eq(inputMinutes.organizationId, organizationId),
        eq(inputMinutes.employeeId, employeeId),
        gte(inputMinutes.minuteStart, range.from),
        lt(inputMinutes.minuteStart, range.to),
      ),
    );
  const shots = await tx
    .select({
      capturedAt: screenshots.capturedAt,
      windowTitles: screenshots.windowTitles,
      keyPresses: screenshots.keyPresses,
      mouseClicks: screenshots.mouseClicks,
    })
    .from(screenshots)
    .where(
      and(
        eq(screenshots.organizationId, organizationId),
        eq(screenshots.employeeId, employeeId),
        gte(screenshots.capturedAt, range.from),
        lt(screenshots.capturedAt, range.to),
      ),
    );
  return { intervals, inputMinutes: minutes, screenshots: shots };
};

export const upsertSlots = async (tx: Transaction, rows: (typeof activitySlots.$inferInsert)[]) => {
  for (const chunk of chunksOf(rows)) {
    await tx
      .insert(activitySlots)
      .values(chunk)
      .onConflictDoUpdate({
        target: [activitySlots.employeeId, activitySlots.slotStart],
        set: {
          trackedSeconds: sql`excluded.tracked_seconds`,
          idleSeconds: sql`excluded.idle_seconds`,
          keyPresses: sql`excluded.key_presses`,
          mouseClicks: sql`excluded.mouse_clicks`,
          topApplication: sql`excluded.top_application`,
          windowTitles: sql`excluded.window_titles`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
};
