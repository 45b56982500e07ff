import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { type Database, rowsOf, type Transaction } from '../../db/client';
import { screenshots } from '../../db/schema/index';

// The stored files of screenshots that go (retention) or lose their image (an employee's deletion).
// Identical content within an organisation shares one image and one thumbnail (screenshot-ingestion.service.ts),
// and the rows sharing them share both keys, so "does any row still name this image" answers for its
// thumbnail too.

export type ScreenshotFileKeys = { storageKey: string | null; thumbnailKey: string | null };

// Which of these image keys a screenshot row still names (the storage_key index answers it).
export const findNamedStorageKeys = async (db: Database, keys: readonly string[]) => {
  if (keys.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ storageKey: screenshots.storageKey })
    .from(screenshots)
    .where(inArray(screenshots.storageKey, [...keys]));
  return new Set(rows.flatMap((row) => (row.storageKey ? [row.storageKey] : [])));
};

// One batch of an organisation's screenshots captured before the cutoff, deleted in one statement,
// with the keys they named.
export const deleteScreenshotsCapturedBefore = (
  db: Database,
  organizationId: string,
  cutoff: Date,
  limit: number,
) =>
  rowsOf<ScreenshotFileKeys>(
    db,
    sql`
    delete from ${screenshots}
    where (id, captured_at) in (
      select id, captured_at from ${screenshots}
      where organization_id = ${organizationId} and captured_at < ${cutoff.toISOString()}::timestamptz
      limit ${limit})
    returning storage_key as "storageKey", thumbnail_key as "thumbnailKey"`,
  );

// The screenshot with its image, locked until the transaction ends (two deletions of one image
// record it once).
export const findScreenshotImageForUpdate = async (
  tx: Transaction,
  organizationId: string,
  screenshotId: string,
) => {
  const [row] = await tx
    .select({
      id: screenshots.id,
      employeeId: screenshots.employeeId,
      capturedAt: screenshots.capturedAt,
      storageKey: screenshots.storageKey,
      thumbnailKey: screenshots.thumbnailKey,
      imageDeletedAt: screenshots.imageDeletedAt,
    })
    .from(screenshots)
    .where(and(eq(screenshots.organizationId, organizationId), eq(screenshots.id, screenshotId)))
    .for('update');
  return row;
};

// The slot keeps its time and counts; only the image goes.
export const clearScreenshotImage = async (
  tx: Transaction,
  organizationId: string,
  screenshot: { id: string; capturedAt: Date },
  deletedById: string,
  now: Date,
) => {
  await tx
    .update(screenshots)
    .set({ storageKey: null, thumbnailKey: null, imageDeletedAt: now, imageDeletedById: deletedById })
    .where(
      and(
        eq(screenshots.organizationId, organizationId),
        eq(screenshots.id, screenshot.id),
        // The partition key: the update goes straight to the row's month.
        eq(screenshots.capturedAt, screenshot.capturedAt),
        isNotNull(screenshots.storageKey),
      ),
    );
};
