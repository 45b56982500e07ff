import { addDays, todayIn } from '@pulse/shared/domain/organization-day';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { runTransaction } from '../../lib/transaction';
import { SAME_ORIGIN, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';
import { seedDemoNews } from './demo-news';

const testApp = useTestApp();

const get = (url: string, cookie: string) =>
  testApp.app.inject({ method: 'GET', url, headers: { ...SAME_ORIGIN, cookie } });

describe('demo news', () => {
  it('gives an organisation ten items of the last two months, two of them drafts, with banners and one with attachments', async () => {
    // A fresh organisation (the tests' demo has its news without files), seeded with files.
    const other = await signUpOtherOrganization(testApp);
    const now = testApp.clock.now();
    await runTransaction(testApp.db, (tx) =>
      seedDemoNews(tx, {
        organizationId: other.organizationId,
        timeZone: 'UTC',
        authorId: other.employeeId,
        now,
        storage: testApp.storage,
      }),
    );

    const list = (await get('/api/v1/news?scope=all&pageSize=20', other.cookie)).json();
    expect(list.total).toBe(10);
    expect(list.items.filter((item: { isPublished: boolean }) => !item.isPublished)).toHaveLength(2);
    const today = todayIn('UTC', now);
    for (const item of list.items) {
      expect(item.entryDate > addDays(today, -62) && item.entryDate < today).toBe(true);
      expect(item.excerpt).not.toMatch(/[<>]/);
      const banner = await get(item.bannerUrl, other.cookie);
      const size = await sharp(banner.rawPayload).metadata();
      expect([size.format, size.width, size.height]).toEqual(['jpeg', 1200, 400]);
    }

    const withFiles = list.items.filter((item: { attachmentCount: number }) => item.attachmentCount > 0);
    expect(withFiles.map((item: { attachmentCount: number }) => item.attachmentCount)).toEqual([2]);
    const detail = (await get(`/api/v1/news/${withFiles[0].id}`, other.cookie)).json();
    expect(detail.descriptionHtml).toMatch(/<h2>.*<ul><li>.*<a href="https:\/\//s);
    const [checklist, floorPlan] = detail.attachments;
    expect((await get(floorPlan.url, other.cookie)).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(checklist.url, other.cookie)).body).toMatch(/^Task,Who,When\n/);
  });
});
