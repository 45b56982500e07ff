import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { SAME_ORIGIN, sessionFor, useTestApp } from '../../test-support/test-app';
import { employees } from '../schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from './demo';
import { seedDemoAvatars } from './demo-avatars';

const testApp = useTestApp();
let adminCookie: string;
// The test demo leaves the avatars out; this file draws them as the real demo's seed does.
beforeEach(async () => {
  const people = await testApp.db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.organizationId, testApp.demoOrganizationId))
    .orderBy(asc(employees.employeeNumber));
  await testApp.db.transaction((tx) =>
    seedDemoAvatars(tx, { organizationId: testApp.demoOrganizationId, people, storage: testApp.storage }),
  );
  adminCookie = (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
});

const get = (url: string, cookie = adminCookie) =>
  testApp.app.inject({ method: 'GET', url, headers: { ...SAME_ORIGIN, cookie } });

describe('demo avatars', () => {
  it('gives every demo employee a stored photo that the photo route serves as a 256 px JPEG', async () => {
    const people = await testApp.db
      .select({ id: employees.id, photoStorageKey: employees.photoStorageKey })
      .from(employees)
      .where(eq(employees.organizationId, testApp.demoOrganizationId));
    expect(people).toHaveLength(27);
    for (const person of people) {
      expect(person.photoStorageKey).toMatch(
        new RegExp(`^${testApp.demoOrganizationId}/employees/${person.id}/photo/[0-9a-f-]{36}$`),
      );
    }

    const photos = await Promise.all(people.map((person) => get(`/api/v1/employees/${person.id}/photo`)));
    expect(photos.map((photo) => photo.statusCode)).toEqual(people.map(() => 200));
    expect(new Set(photos.map((photo) => photo.headers['content-type']))).toEqual(new Set(['image/jpeg']));
    expect(await sharp(photos[0]?.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 256,
      height: 256,
    });
    // Drawn per employee, not one picture shared by all.
    expect(new Set(photos.map((photo) => photo.rawPayload.toString('base64'))).size).toBe(people.length);
  });

  it('serves a colleague’s photo to an employee; the detail carries its version', async () => {
    const employeeCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
    const [admin] = await testApp.db
      .select({ id: employees.id, photoStorageKey: employees.photoStorageKey })
      .from(employees)
      .where(eq(employees.officialEmail, DEMO_ADMIN_EMAIL));
    if (!admin) throw new Error('no demo administrator');
    const photo = await get(`/api/v1/employees/${admin.id}/photo`, employeeCookie);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');

    const detail = await get(`/api/v1/employees/${admin.id}`);
    expect(admin.photoStorageKey).toBe(
      `${testApp.demoOrganizationId}/employees/${admin.id}/photo/${detail.json().photoVersion}`,
    );
  });
});
