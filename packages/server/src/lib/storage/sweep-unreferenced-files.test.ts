import { randomUUID } from 'node:crypto';
import { existsSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensureActivityPartitions } from '../../db/activity-partitions';
import {
  employeeDocuments,
  employees,
  newsAttachments,
  newsItems,
  policies,
  policyVersions,
  screenshots,
  trackerDevices,
} from '../../db/schema/index';
import { DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { useTestApp } from '../../test-support/test-app';
import { sweepUnreferencedFiles } from './sweep-unreferenced-files';

const testApp = useTestApp();

// The test clock reads 2026-03-02T09:00Z; files written now carry today's real time, so they are
// younger than the clock's cutoff unless set back to this.
const LONG_AGO = new Date('2026-02-01T00:00:00Z');

const pathOf = (key: string) => join(testApp.storageDir, 'files', key);
const put = async (key: string, age: 'old' | 'new') => {
  await testApp.storage.put(key, Buffer.from(key), 'application/octet-stream');
  if (age === 'old') utimesSync(pathOf(key), LONG_AGO, LONG_AGO);
};

describe('sweepUnreferencedFiles', () => {
  it('deletes old files that nothing names, and keeps named, recent and foreign ones', async () => {
    const organizationId = testApp.demoOrganizationId;
    const [rahul] = await testApp.db
      .select()
      .from(employees)
      .where(eq(employees.officialEmail, DEMO_EMPLOYEE_EMAIL));
    if (!rahul) throw new Error('no demo employee');
    const key = (area: string) =>
      area === 'screenshots' || area === 'policies'
        ? `${organizationId}/${area}/${randomUUID()}`
        : `${organizationId}/employees/${rahul.id}/${area}/${randomUUID()}`;

    // Named: a screenshot and its thumbnail, a document, a profile photo, a policy's file.
    const shot = key('screenshots');
    const [device] = await testApp.db
      .insert(trackerDevices)
      .values({
        organizationId,
        employeeId: rahul.id,
        name: 'LAPTOP',
        platform: 'linux',
        tokenHash: randomUUID(),
        createdAt: LONG_AGO,
        lastSeenAt: LONG_AGO,
      })
      .returning();
    if (!device) throw new Error('no device');
    const capturedAt = new Date('2026-03-01T10:03:00Z');
    await ensureActivityPartitions(testApp.db, capturedAt, capturedAt);
    await testApp.db.insert(screenshots).values({
      organizationId,
      employeeId: rahul.id,
      deviceId: device.id,
      capturedAt,
      slotStart: new Date('2026-03-01T10:00:00Z'),
      storageKey: shot,
      contentType: 'image/png',
      thumbnailKey: `${shot}-thumbnail`,
      contentHash: 'hash',
      width: 1,
      height: 1,
      isBlurred: false,
      windowTitles: [],
      keyPresses: 0,
      mouseClicks: 0,
      isIdle: false,
    });
    const documentKey = key('documents');
    await testApp.db.insert(employeeDocuments).values({
      organizationId,
      employeeId: rahul.id,
      storageKey: documentKey,
      originalName: 'offer.pdf',
      extension: 'pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
    });
    const photoKey = key('photo');
    await testApp.db.update(employees).set({ photoStorageKey: photoKey }).where(eq(employees.id, rahul.id));
    const policyKey = key('policies');
    const [policy] = await testApp.db
      .insert(policies)
      .values({ organizationId, name: 'Old Travel Policy', createdAt: LONG_AGO, updatedAt: LONG_AGO })
      .returning();
    if (!policy) throw new Error('no policy');
    await testApp.db.insert(policyVersions).values({
      organizationId,
      policyId: policy.id,
      version: 1,
      fileName: 'leave.pdf',
      storageKey: policyKey,
      contentType: 'application/pdf',
      sizeBytes: 10,
      uploadedAt: LONG_AGO,
    });
    // A news item's banner (with its tile copy) and attachment, and an image its description shows.
    const newsId = randomUUID();
    const bannerKey = `${organizationId}/news/${newsId}/banner-${randomUUID()}.jpg`;
    const attachmentKey = `${organizationId}/news/${newsId}/attachments/${randomUUID()}`;
    const imageId = randomUUID();
    const imageKey = `${organizationId}/news/images/${imageId}.jpg`;
    await testApp.db.insert(newsItems).values({
      id: newsId,
      organizationId,
      title: 'Office move',
      descriptionHtml: `<p>Map</p><img src="/api/v1/news/images/${imageId}" />`,
      descriptionText: 'Map',
      entryDate: '2026-02-01',
      isPublished: true,
      isSendMail: false,
      bannerStorageKey: bannerKey,
      createdAt: LONG_AGO,
      updatedAt: LONG_AGO,
    });
    await testApp.db.insert(newsAttachments).values({
      organizationId,
      newsId,
      fileName: 'plan.pdf',
      storageKey: attachmentKey,
      contentType: 'application/pdf',
      sizeBytes: 10,
      uploadedAt: LONG_AGO,
    });
    const namedNews = [bannerKey, bannerKey.replace(/\.jpg$/, '-tile.jpg'), attachmentKey, imageKey];
    for (const named of [shot, `${shot}-thumbnail`, documentKey, photoKey, policyKey, ...namedNews])
      await put(named, 'old');

    // Nothing names these: an old screenshot with its thumbnail, an old document and policy file, and a recent
    // screenshot whose upload may still be about to commit.
    const orphanShot = key('screenshots');
    const orphanDocument = key('documents');
    const recentShot = key('screenshots');
    await put(orphanShot, 'old');
    await put(`${orphanShot}-thumbnail`, 'old');
    await put(orphanDocument, 'old');
    const orphanPolicy = key('policies');
    await put(orphanPolicy, 'old');
    await put(recentShot, 'new');
    // A replaced banner and its tile copy, and an image uploaded for a description that was never saved.
    const replacedBanner = `${organizationId}/news/${newsId}/banner-${randomUUID()}`;
    const orphanNews = [
      `${replacedBanner}.jpg`,
      `${replacedBanner}-tile.jpg`,
      `${organizationId}/news/images/${randomUUID()}.jpg`,
    ];
    for (const orphan of orphanNews) await put(orphan, 'old');
    // Not a key Pulse writes (a bucket shared with something else).
    await put('backups/nightly.dump', 'old');

    expect(await sweepUnreferencedFiles(testApp)).toEqual({ examined: 16, deleted: 7 });
    const kept = [
      shot,
      `${shot}-thumbnail`,
      documentKey,
      photoKey,
      policyKey,
      ...namedNews,
      recentShot,
      'backups/nightly.dump',
    ];
    expect(kept.filter((stored) => !existsSync(pathOf(stored)))).toEqual([]);
    const gone = [orphanShot, `${orphanShot}-thumbnail`, orphanDocument, orphanPolicy, ...orphanNews];
    expect(gone.filter((stored) => existsSync(pathOf(stored)))).toEqual([]);

    // A second sweep finds nothing more to delete.
    expect(await sweepUnreferencedFiles(testApp)).toEqual({ examined: 9, deleted: 0 });
  });
});
