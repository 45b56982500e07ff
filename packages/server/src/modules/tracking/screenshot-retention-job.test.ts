import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensureActivityPartitions } from '../../db/activity-partitions';
import { activitySlots, employees, organizations, screenshots, trackerDevices } from '../../db/schema/index';
import { DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { signUpOtherOrganization, type TestApp, useTestApp } from '../../test-support/test-app';
import { purgeExpiredScreenshots, RETENTION_BATCH_SIZE } from './screenshot-retention-job';

// The test clock reads 2026-03-02T09:00Z and the demo keeps screenshots 90 days: those captured
// before 2025-12-02T09:00Z go.
const testApp = useTestApp();

const depsOf = (app: TestApp) => ({ db: app.db, storage: app.storage, clock: app.clock });

const deviceOf = async (organizationId: string, employeeId: string) => {
  const [device] = await testApp.db
    .insert(trackerDevices)
    .values({
      organizationId,
      employeeId,
      name: 'LAPTOP',
      platform: 'linux',
      tokenHash: createHash('sha256').update(`${employeeId}-device`).digest('hex'),
      createdAt: new Date('2025-10-01T00:00:00Z'),
      lastSeenAt: new Date('2026-03-01T00:00:00Z'),
    })
    .returning();
  if (!device) throw new Error('device insert failed');
  return device;
};

type Owner = { organizationId: string; employeeId: string; deviceId: string };

// A screenshot row as ingestion stores it; `content` names the stored files (rows with the same
// content share them, as ingestion's de-duplication does).
const insertScreenshot = async (owner: Owner, capturedAt: string, content: string, withFiles = true) => {
  const storageKey = `${owner.organizationId}/screenshots/${content}`;
  if (withFiles) {
    await testApp.storage.put(storageKey, Buffer.from(`image ${content}`), 'image/png');
    await testApp.storage.put(`${storageKey}-thumbnail`, Buffer.from(`thumbnail ${content}`), 'image/webp');
  }
  const captured = new Date(capturedAt);
  await testApp.db.insert(screenshots).values({
    ...owner,
    capturedAt: captured,
    slotStart: new Date(Math.floor(captured.getTime() / 600_000) * 600_000),
    storageKey,
    contentType: 'image/png',
    thumbnailKey: `${storageKey}-thumbnail`,
    contentHash: content,
    width: 64,
    height: 40,
    isBlurred: false,
    windowTitles: [],
    keyPresses: 10,
    mouseClicks: 5,
    isIdle: false,
  });
  return storageKey;
};

// Read to the end, so no file handle outlives the test (the next test's reset removes the files).
const isStored = async (key: string) => {
  const file = await testApp.storage.get(key);
  if (!file) return false;
  for await (const _chunk of file.body);
  return true;
};

const capturedTimes = async (organizationId: string) =>
  (
    await testApp.db
      .select({ capturedAt: screenshots.capturedAt })
      .from(screenshots)
      .where(eq(screenshots.organizationId, organizationId))
  )
    .map((row) => row.capturedAt.toISOString())
    .sort();

const rahulOwner = async () => {
  const [rahul] = await testApp.db
    .select()
    .from(employees)
    .where(eq(employees.officialEmail, DEMO_EMPLOYEE_EMAIL));
  if (!rahul) throw new Error('no Rahul');
  const device = await deviceOf(rahul.organizationId, rahul.id);
  return { organizationId: rahul.organizationId, employeeId: rahul.id, deviceId: device.id };
};

describe('screenshot retention (Settings → Tracking)', () => {
  it('deletes rows past the retention and their files, keeping files a newer row shares', async () => {
    await ensureActivityPartitions(
      testApp.db,
      new Date('2025-11-01T00:00:00Z'),
      new Date('2026-03-02T00:00:00Z'),
    );
    const owner = await rahulOwner();
    const oldOnly = await insertScreenshot(owner, '2025-11-20T10:03:00Z', 'old-only');
    const shared = await insertScreenshot(owner, '2025-11-25T10:03:00Z', 'shared');
    await insertScreenshot(owner, '2026-02-20T10:03:00Z', 'shared');
    const recent = await insertScreenshot(owner, '2026-02-25T10:03:00Z', 'recent');
    // Just inside the 90 days: kept.
    await insertScreenshot(owner, '2025-12-02T09:00:00Z', 'edge');
    const slotsBefore = await testApp.db.select().from(activitySlots);

    // Another organisation keeps its screenshots ten years: the demo's 90 days are not theirs.
    const other = await signUpOtherOrganization(testApp);
    await testApp.db
      .update(organizations)
      .set({ screenshotRetentionDays: 3650 })
      .where(eq(organizations.id, other.organizationId));
    const otherDevice = await deviceOf(other.organizationId, other.employeeId);
    const otherOwner = {
      organizationId: other.organizationId,
      employeeId: other.employeeId,
      deviceId: otherDevice.id,
    };
    const otherOld = await insertScreenshot(otherOwner, '2025-11-20T10:03:00Z', 'other-old');

    expect(await purgeExpiredScreenshots(depsOf(testApp))).toEqual({ screenshots: 2, files: 2 });
    expect(await capturedTimes(owner.organizationId)).toEqual([
      '2025-12-02T09:00:00.000Z',
      '2026-02-20T10:03:00.000Z',
      '2026-02-25T10:03:00.000Z',
    ]);
    expect(await isStored(oldOnly)).toBe(false);
    expect(await isStored(`${oldOnly}-thumbnail`)).toBe(false);
    for (const key of [shared, `${shared}-thumbnail`, recent, `${recent}-thumbnail`, otherOld])
      expect(await isStored(key), key).toBe(true);
    expect(await capturedTimes(otherOwner.organizationId)).toEqual(['2025-11-20T10:03:00.000Z']);
    // The slots keep their time and counts.
    expect(await testApp.db.select().from(activitySlots)).toEqual(slotsBefore);

    // Nothing is left to do the second time.
    expect(await purgeExpiredScreenshots(depsOf(testApp))).toEqual({ screenshots: 0, files: 0 });
  });

  it('works through a large backlog in batches', async () => {
    await ensureActivityPartitions(
      testApp.db,
      new Date('2025-10-01T00:00:00Z'),
      new Date('2025-10-31T00:00:00Z'),
    );
    const owner = await rahulOwner();
    const backlog = RETENTION_BATCH_SIZE * 2 + 7;
    const start = Date.parse('2025-10-01T00:00:00Z');
    await testApp.db.insert(screenshots).values(
      Array.from({ length: backlog }, (_, index) => {
        const capturedAt = new Date(start + index * 60_000);
        return {
          ...owner,
          capturedAt,
          slotStart: new Date(Math.floor(capturedAt.getTime() / 600_000) * 600_000),
          storageKey: `${owner.organizationId}/screenshots/backlog-${index}`,
          contentType: 'image/png',
          thumbnailKey: `${owner.organizationId}/screenshots/backlog-${index}-thumbnail`,
          contentHash: `backlog-${index}`,
          width: 64,
          height: 40,
          isBlurred: false,
          windowTitles: [],
          keyPresses: 0,
          mouseClicks: 0,
          isIdle: true,
        };
      }),
    );
    const result = await purgeExpiredScreenshots(depsOf(testApp));
    expect(result.screenshots).toBe(backlog);
    expect(await capturedTimes(owner.organizationId)).toEqual([]);
  });
});
