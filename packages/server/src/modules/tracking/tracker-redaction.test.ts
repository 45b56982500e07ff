import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityIntervals, activitySlots, organizations, screenshots } from '../../db/schema/index';
import { imageBytes } from '../../test-support/file-fixtures';
import { deviceHeadersFor, useTestApp } from '../../test-support/test-app';
import { redactWindowTitles } from './screenshot-ingestion.service';

// Settings → Tracking: titles matching the organisation's redaction patterns are stored under the
// application's name alone, whatever the agent sent (an old agent, or one with yesterday's patterns).
const testApp = useTestApp();

// The test clock starts at 2026-03-02T09:00:00Z; events happen in the hour before.
const at = (time: string) => `2026-03-02T${time}Z`;

const setPatterns = (titleRedactionPatterns: string[]) =>
  testApp.db
    .update(organizations)
    .set({ titleRedactionPatterns })
    .where(eq(organizations.id, testApp.demoOrganizationId));

const deviceToken = () => deviceHeadersFor(testApp.app);

const screenshotForm = (windowTitles: string[], image: Buffer) => {
  const boundary = '----pulse-redaction-test';
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      field('capturedAt', at('08:03:17')),
      field('windowTitles', JSON.stringify(windowTitles)),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
};

describe('window-title redaction on upload', () => {
  it('stores matching focus titles as the application’s name and drops their URL; others stay', async () => {
    await setPatterns(['*bank*', 'payroll*.xlsx']);
    const headers = await deviceToken();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/tracker/batches',
      headers,
      payload: {
        batchId: 'redaction-1',
        intervals: [
          {
            kind: 'focus',
            startedAt: at('08:00:00'),
            durationSeconds: 120,
            app: 'Firefox',
            title: 'My Bank — statements',
            url: 'https://netbanking.example.com/statements',
          },
          {
            kind: 'focus',
            startedAt: at('08:02:00'),
            durationSeconds: 60,
            app: 'Firefox',
            title: 'Inbox (3)',
            url: 'https://mybank.example.com/mail',
          },
          {
            kind: 'focus',
            startedAt: at('08:03:00'),
            durationSeconds: 60,
            app: 'Calc',
            title: 'Payroll March.xlsx',
          },
          {
            kind: 'focus',
            startedAt: at('08:04:00'),
            durationSeconds: 60,
            app: 'Code',
            title: 'tracker.service.ts',
          },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const stored = await testApp.db
      .select({ app: activityIntervals.app, title: activityIntervals.title, url: activityIntervals.url })
      .from(activityIntervals)
      .orderBy(asc(activityIntervals.startedAt));
    expect(stored).toEqual([
      { app: 'Firefox', title: 'Firefox', url: null },
      { app: 'Firefox', title: 'Firefox', url: null },
      { app: 'Calc', title: 'Calc', url: null },
      { app: 'Code', title: 'tracker.service.ts', url: null },
    ]);
    // The slot's titles are rolled up from what was stored: no redacted title reaches them.
    const [slot] = await testApp.db.select({ windowTitles: activitySlots.windowTitles }).from(activitySlots);
    expect(slot?.windowTitles.join(' ')).not.toMatch(/bank|payroll/i);
  });

  it('drops matching window titles of a screenshot', async () => {
    await setPatterns(['*bank*']);
    const headers = await deviceToken();
    const form = screenshotForm(
      ['Online Banking — Login', 'Firefox', 'tracker.service.ts'],
      await imageBytes('png', 64, 40),
    );
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/tracker/screenshots',
      headers: { ...headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await testApp.db.select({ windowTitles: screenshots.windowTitles }).from(screenshots);
    expect(row?.windowTitles).toEqual(['Firefox', 'tracker.service.ts']);
  });

  it.each([
    [[], ['a', 'b'], ['a', 'b']],
    [['*'], ['a'], ['a']],
    [['SECRET'], ['top secret plan', 'public'], ['public']],
  ])('redactWindowTitles(%j, %j) → %j', (patterns, titles, expected) => {
    expect(redactWindowTitles(titles, patterns)).toEqual(expected);
  });
});
