import { createHash } from 'node:crypto';
import { trackingPrivacyTexts } from '@pulse/shared/spec-texts';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ensureActivityPartitions } from '../../db/activity-partitions';
import {
  activitySlots,
  auditEvents,
  employees,
  organizations,
  screenshots,
  trackerDevices,
} from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { SAME_ORIGIN, sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';

// Settings → Tracking: an employee deletes the image of a screenshot of their own, where the
// organisation allows it (the demo does); the slot keeps its time and counts.
const testApp = useTestApp();

const DAY = '2026-02-24';
const at = (time: string) => new Date(`${DAY}T${time}:00+05:30`);

const employeeByEmail = async (email: string) => {
  const [row] = await testApp.db.select().from(employees).where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no employee ${email}`);
  return row;
};

// Two screenshots of the employee with the same content (shared files), one of another content.
const seedScreenshots = async (email: string) => {
  const person = await employeeByEmail(email);
  const [device] = await testApp.db
    .insert(trackerDevices)
    .values({
      organizationId: person.organizationId,
      employeeId: person.id,
      name: 'LAPTOP',
      platform: 'linux',
      tokenHash: createHash('sha256').update(`deletion-${email}`).digest('hex'),
      createdAt: at('00:00'),
      lastSeenAt: at('00:00'),
    })
    .returning();
  if (!device) throw new Error('device insert failed');
  await ensureActivityPartitions(testApp.db, at('00:00'), at('23:59'));
  await testApp.db.insert(activitySlots).values({
    organizationId: person.organizationId,
    employeeId: person.id,
    slotStart: at('10:00'),
    trackedSeconds: 600,
    idleSeconds: 0,
    keyPresses: 40,
    mouseClicks: 20,
    topApplication: 'Code',
    windowTitles: ['tracker.service.ts'],
    updatedAt: at('10:00'),
  });
  const keyOf = (content: string) => `${person.organizationId}/screenshots/${person.id}-${content}`;
  const rows = await testApp.db
    .insert(screenshots)
    .values(
      (
        [
          ['10:03', 'a'],
          ['10:14', 'shared'],
          ['10:25', 'shared'],
        ] as const
      ).map(([time, content]) => ({
        organizationId: person.organizationId,
        employeeId: person.id,
        deviceId: device.id,
        capturedAt: at(time),
        slotStart: at(time.replace(/\d$/, '0')),
        storageKey: keyOf(content),
        contentType: 'image/png',
        thumbnailKey: `${keyOf(content)}-thumbnail`,
        contentHash: content,
        width: 64,
        height: 40,
        isBlurred: false,
        windowTitles: ['tracker.service.ts'],
        keyPresses: 40,
        mouseClicks: 20,
        isIdle: false,
      })),
    )
    .returning();
  for (const content of ['a', 'shared']) {
    await testApp.storage.put(keyOf(content), Buffer.from('image'), 'image/png');
    await testApp.storage.put(`${keyOf(content)}-thumbnail`, Buffer.from('thumbnail'), 'image/webp');
  }
  return { person, rows, keyOf };
};

const isStored = async (key: string) => {
  const file = await testApp.storage.get(key);
  if (!file) return false;
  for await (const _chunk of file.body);
  return true;
};

const rowOf = async (id: string) => {
  const [row] = await testApp.db.select().from(screenshots).where(eq(screenshots.id, id));
  return row;
};

const deletionEvents = (subjectId: string) =>
  testApp.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'screenshot.deleted'), eq(auditEvents.subjectId, subjectId)));

let rahulCookie: string;
let adminCookie: string;
beforeEach(async () => {
  rahulCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
  adminCookie = (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
});

const remove = (id: string, cookie: string) =>
  testApp.app.inject({
    method: 'DELETE',
    url: `/api/v1/activity/screenshots/${id}`,
    headers: { ...SAME_ORIGIN, cookie },
  });

describe('an employee deleting their own screenshot', () => {
  it('removes the image and thumbnail, keeps the slot, records it; the viewer says who removed it', async () => {
    const { person, rows, keyOf } = await seedScreenshots(DEMO_EMPLOYEE_EMAIL);
    const [first] = rows;
    if (!first) throw new Error('no screenshot');
    const slotsBefore = await testApp.db
      .select()
      .from(activitySlots)
      .where(eq(activitySlots.employeeId, person.id));

    const response = await remove(first.id, rahulCookie);
    expect(response.statusCode).toBe(204);
    expect(await rowOf(first.id)).toMatchObject({
      storageKey: null,
      thumbnailKey: null,
      imageDeletedById: person.id,
      keyPresses: 40,
      mouseClicks: 20,
      capturedAt: first.capturedAt,
    });
    expect((await rowOf(first.id))?.imageDeletedAt).toEqual(testApp.clock.now());
    expect(await isStored(keyOf('a'))).toBe(false);
    expect(await isStored(`${keyOf('a')}-thumbnail`)).toBe(false);
    expect(
      await testApp.db.select().from(activitySlots).where(eq(activitySlots.employeeId, person.id)),
    ).toEqual(slotsBefore);

    const events = await deletionEvents(person.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: person.id,
      subjectName: 'Rahul Mehta',
      summary: 'Deleted their screenshot of 24-Feb-2026 10:03',
    });

    // The files are gone for good; the day view keeps the slot's time and counts.
    const image = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/screenshots/${first.id}/image`,
      headers: { ...SAME_ORIGIN, cookie: adminCookie },
    });
    expect(image.statusCode).toBe(404);
    const day = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/activity/day?date=${DAY}&employeeCode=${person.employeeCode}`,
      headers: { ...SAME_ORIGIN, cookie: adminCookie },
    });
    const shown = day
      .json()
      .hours.flatMap((hour: { slots: { screenshot: { id: string } | null }[] }) => hour.slots)
      .find((slot: { screenshot: { id: string } | null }) => slot.screenshot?.id === first.id)?.screenshot;
    expect(shown).toMatchObject({
      thumbnailUrl: null,
      imageUrl: null,
      imageDeletedAt: testApp.clock.now().toISOString(),
      keyPresses: 40,
      mouseClicks: 20,
    });

    // Again: nothing left to delete, nothing more recorded.
    expect((await remove(first.id, rahulCookie)).statusCode).toBe(204);
    expect(await deletionEvents(person.id)).toHaveLength(1);
  });

  it('keeps files that another screenshot with the same content still names', async () => {
    const { rows, keyOf } = await seedScreenshots(DEMO_EMPLOYEE_EMAIL);
    const [, sharedOne, sharedTwo] = rows;
    if (!sharedOne || !sharedTwo) throw new Error('no screenshots');
    expect((await remove(sharedOne.id, rahulCookie)).statusCode).toBe(204);
    expect(await isStored(keyOf('shared'))).toBe(true);
    expect(await isStored(`${keyOf('shared')}-thumbnail`)).toBe(true);
    expect((await remove(sharedTwo.id, rahulCookie)).statusCode).toBe(204);
    expect(await isStored(keyOf('shared'))).toBe(false);
    expect(await isStored(`${keyOf('shared')}-thumbnail`)).toBe(false);
  });

  it('is refused when the organisation does not allow it (403, with the reason), and nothing changes', async () => {
    const { person, rows } = await seedScreenshots(DEMO_EMPLOYEE_EMAIL);
    await testApp.db
      .update(organizations)
      .set({ canEmployeesDeleteScreenshots: false })
      .where(eq(organizations.id, person.organizationId));
    const [first] = rows;
    if (!first) throw new Error('no screenshot');
    const response = await remove(first.id, rahulCookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(trackingPrivacyTexts.employeesMayNotDelete);
    expect(await rowOf(first.id)).toEqual(first);
    expect(await deletionEvents(person.id)).toHaveLength(0);
  });

  it('is the owner’s alone: a colleague gets 404, an admin 403, another organisation 404', async () => {
    const { person, rows } = await seedScreenshots(DEMO_EMPLOYEE_EMAIL);
    const [first] = rows;
    if (!first) throw new Error('no screenshot');
    const priyaCookie = (await sessionFor(testApp, 'priya.nair@demo.pulse')).cookie;
    expect((await remove(first.id, priyaCookie)).statusCode).toBe(404);
    const byAdmin = await remove(first.id, adminCookie);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().detail).toBe(trackingPrivacyTexts.onlyOwnScreenshots);
    const other = await signUpOtherOrganization(testApp);
    expect((await remove(first.id, other.cookie)).statusCode).toBe(404);
    expect((await remove('00000000-0000-4000-8000-000000000000', rahulCookie)).statusCode).toBe(404);
    expect(await rowOf(first.id)).toEqual(first);
    expect(await deletionEvents(person.id)).toHaveLength(0);
  });

  it('lets an admin delete a screenshot of their own, as any employee', async () => {
    const { person, rows } = await seedScreenshots(DEMO_ADMIN_EMAIL);
    const [first] = rows;
    if (!first) throw new Error('no screenshot');
    expect((await remove(first.id, adminCookie)).statusCode).toBe(204);
    expect(await deletionEvents(person.id)).toHaveLength(1);
  });
});
