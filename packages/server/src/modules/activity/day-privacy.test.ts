import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ensureActivityPartitions } from '../../db/activity-partitions';
import {
  activityIntervals,
  activitySlots,
  auditEvents,
  employees,
  screenshots,
  trackerDevices,
} from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { SAME_ORIGIN, sessionFor, useTestApp } from '../../test-support/test-app';

// Privacy of the monitored: an employee sees any past day of their own exactly as an admin does, and
// an admin's look at someone else's day (and at a full-size image) is recorded in the audit trail.
const testApp = useTestApp();

// A past day in the demo's zone (Asia/Kolkata, +05:30), before the test clock's 2026-03-02.
const DAY = '2026-02-24';
const at = (time: string) => new Date(`${DAY}T${time}:00+05:30`);

let rahul: typeof employees.$inferSelect;
let adminCookie: string;
let rahulCookie: string;
let screenshotIds: string[];

const get = (url: string, cookie: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers: { ...SAME_ORIGIN, cookie, ...headers } });

beforeEach(async () => {
  const [row] = await testApp.db
    .select()
    .from(employees)
    .where(eq(employees.officialEmail, DEMO_EMPLOYEE_EMAIL));
  if (!row) throw new Error('no Rahul');
  rahul = row;
  adminCookie = (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
  rahulCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
  const [device] = await testApp.db
    .insert(trackerDevices)
    .values({
      organizationId: rahul.organizationId,
      employeeId: rahul.id,
      name: 'LAPTOP',
      platform: 'linux',
      tokenHash: createHash('sha256').update('day-privacy').digest('hex'),
      createdAt: at('00:00'),
      lastSeenAt: at('00:00'),
    })
    .returning();
  if (!device) throw new Error('device insert failed');
  await ensureActivityPartitions(testApp.db, at('00:00'), at('23:59'));
  const owner = { organizationId: rahul.organizationId, employeeId: rahul.id, deviceId: device.id };
  await testApp.db.insert(activitySlots).values(
    ['10:00', '10:10', '11:00'].map((time) => ({
      organizationId: rahul.organizationId,
      employeeId: rahul.id,
      slotStart: at(time),
      trackedSeconds: 600,
      idleSeconds: 0,
      keyPresses: 40,
      mouseClicks: 20,
      topApplication: 'Code',
      windowTitles: ['tracker.service.ts'],
      updatedAt: at(time),
    })),
  );
  // The agent was paused 10:20–10:45 (in two pieces) and 12:00–12:05.
  await testApp.db.insert(activityIntervals).values([
    { ...owner, kind: 'paused', startedAt: at('10:20'), durationSeconds: 15 * 60 },
    { ...owner, kind: 'paused', startedAt: at('10:35'), durationSeconds: 10 * 60 },
    { ...owner, kind: 'paused', startedAt: at('12:00'), durationSeconds: 5 * 60 },
  ]);
  const rows = await testApp.db
    .insert(screenshots)
    .values(
      ['10:03', '10:14'].map((time) => {
        const storageKey = `${rahul.organizationId}/screenshots/day-privacy-${time.replace(':', '')}`;
        return {
          ...owner,
          capturedAt: at(time),
          slotStart: at(time.replace(/\d$/, '0')),
          storageKey,
          contentType: 'image/png',
          thumbnailKey: `${storageKey}-thumbnail`,
          contentHash: createHash('sha256').update(storageKey).digest('hex'),
          width: 64,
          height: 40,
          isBlurred: false,
          windowTitles: ['tracker.service.ts'],
          keyPresses: 40,
          mouseClicks: 20,
          isIdle: false,
        };
      }),
    )
    .returning({ id: screenshots.id, storageKey: screenshots.storageKey });
  for (const row of rows) {
    await testApp.storage.put(row.storageKey ?? '', Buffer.from('image'), 'image/png');
    await testApp.storage.put(`${row.storageKey}-thumbnail`, Buffer.from('thumbnail'), 'image/webp');
  }
  screenshotIds = rows.map((row) => row.id);
});

// Recorded by these tests' requests (app.inject's address), not the demo's history of events.
const eventsOf = (action: string) =>
  testApp.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.subjectId, rahul.id),
        eq(auditEvents.action, action),
        eq(auditEvents.ipAddress, '127.0.0.1'),
      ),
    );
const viewEvents = () => eventsOf('screenshots.viewed');
const openEvents = () => eventsOf('screenshot.opened');

describe('the per-day viewer for past days', () => {
  it('shows an employee any past day of their own, exactly as the admin sees it', async () => {
    const own = await get(`/api/v1/activity/day?date=${DAY}`, rahulCookie);
    expect(own.statusCode).toBe(200);
    const admins = await get(
      `/api/v1/activity/day?date=${DAY}&employeeCode=${rahul.employeeCode}`,
      adminCookie,
    );
    expect(admins.statusCode).toBe(200);
    const { canDeleteScreenshots: ownCanDelete, ...ownView } = own.json();
    const { canDeleteScreenshots: adminCanDelete, ...adminView } = admins.json();
    expect(ownView).toEqual(adminView);
    expect(ownView.totals.trackedMinutes).toBe(30);
    // Only the employee may delete their screenshots (the demo allows it), never the admin.
    expect([ownCanDelete, adminCanDelete]).toEqual([true, false]);
    // Naming themself by code is the same as naming nobody; naming a colleague is refused.
    const byCode = await get(
      `/api/v1/activity/day?date=${DAY}&employeeCode=${rahul.employeeCode}`,
      rahulCookie,
    );
    expect(byCode.json().hours).toEqual(ownView.hours);
    const [asha] = await testApp.db
      .select()
      .from(employees)
      .where(eq(employees.officialEmail, DEMO_ADMIN_EMAIL));
    expect(
      (await get(`/api/v1/activity/day?date=${DAY}&employeeCode=${asha?.employeeCode}`, rahulCookie))
        .statusCode,
    ).toBe(403);
  });

  it('lists the agent’s pauses, joined and in order', async () => {
    const day = (await get(`/api/v1/activity/day?date=${DAY}`, rahulCookie)).json();
    expect(day.pausedIntervals).toEqual([
      { startedAt: at('10:20').toISOString(), endedAt: at('10:45').toISOString() },
      { startedAt: at('12:00').toISOString(), endedAt: at('12:05').toISOString() },
    ]);
  });
});

describe('the audit of looking at someone else’s screenshots', () => {
  it('records an admin loading another employee’s day, with the number of screenshots', async () => {
    expect(await viewEvents()).toHaveLength(0);
    await get(`/api/v1/activity/day?date=${DAY}&employeeCode=${rahul.employeeCode}`, adminCookie);
    const events = await viewEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorName: 'Asha Verma',
      subjectName: 'Rahul Mehta',
      summary: 'Viewed the activity of 24-Feb-2026: 2 screenshots',
      details: { date: DAY, screenshots: 2 },
      ipAddress: '127.0.0.1',
    });
  });

  it('records nothing when people look at their own day', async () => {
    await get(`/api/v1/activity/day?date=${DAY}`, rahulCookie);
    await get(`/api/v1/activity/day?date=${DAY}`, adminCookie);
    const all = await testApp.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'screenshots.viewed'));
    const before = all.filter((event) => event.summary.includes('24-Feb-2026'));
    expect(before).toHaveLength(0);
  });

  it('records each full-size open by an admin (revalidated every time), never thumbnails or own images', async () => {
    const [first] = screenshotIds;
    const image = await get(`/api/v1/screenshots/${first}/image`, adminCookie);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('private, no-cache');
    const again = await get(`/api/v1/screenshots/${first}/image`, adminCookie, {
      'if-none-match': String(image.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    const events = await openEvents();
    expect(events).toHaveLength(2);
    expect(events[0]?.summary).toBe('Opened the full-size screenshot of 24-Feb-2026 10:03');

    const thumbnail = await get(`/api/v1/screenshots/${first}/thumbnail`, adminCookie);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['cache-control']).toContain('immutable');
    const own = await get(`/api/v1/screenshots/${first}/image`, rahulCookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toContain('immutable');
    expect(await openEvents()).toHaveLength(2);
  });
});
