import { leavePulseTexts } from '@pulse/shared/spec-texts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { holidays } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { SAME_ORIGIN, sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';

// The test clock is in 2026; the demo lists ten holidays in 2025 and in 2026.
const testApp = useTestApp();
let adminCookie: string;
let employeeCookie: string;
beforeEach(async () => {
  adminCookie = (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
  employeeCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
  testApp.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, ...(payload ? { payload } : {}) });

describe('holidays', () => {
  it('lists the years and a year’s holidays by date with the weekday, for every signed-in user', async () => {
    const years = await call('GET', '/api/v1/holidays/years', employeeCookie);
    expect(years.json()).toMatchObject({ items: [2027, 2026, 2025], total: 3, next: null });
    const list = (await call('GET', '/api/v1/holidays?year=2026', employeeCookie)).json();
    expect(list.year).toBe(2026);
    expect(list.items).toHaveLength(10);
    expect(list.items[0]).toMatchObject({ date: '2026-01-26', day: 'Monday', name: 'Republic Day' });
    const dates = list.items.map((item: { date: string }) => item.date);
    expect(dates).toEqual([...dates].sort());
    // An empty list is one empty page.
    expect((await call('GET', '/api/v1/holidays?year=2030', employeeCookie)).json()).toEqual({
      year: 2030,
      items: [],
      total: 0,
      page: 1,
      pageSize: 1,
      totalPages: 1,
      next: null,
    });
    expect((await call('GET', '/api/v1/holidays?year=abc', employeeCookie)).statusCode).toBe(400);
  });

  it('adds, edits and deletes; one holiday per date (409 with the text)', async () => {
    const created = await call('POST', '/api/v1/holidays', adminCookie, {
      date: '2026-11-14',
      name: "Children's Day",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ date: '2026-11-14', day: 'Saturday', name: "Children's Day" });
    const id = created.json().id;

    const duplicate = await call('POST', '/api/v1/holidays', adminCookie, {
      date: '2026-11-14',
      name: 'Again',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'CONFLICT',
      detail: leavePulseTexts.holidayExists,
      errors: [{ path: 'date', message: leavePulseTexts.holidayExists }],
    });
    const onto = await call('PUT', `/api/v1/holidays/${id}`, adminCookie, {
      date: '2026-12-25',
      name: 'Moved',
    });
    expect(onto.statusCode).toBe(409);

    const edited = await call('PUT', `/api/v1/holidays/${id}`, adminCookie, {
      date: '2026-11-13',
      name: 'Bal Diwas',
    });
    expect(edited.json()).toMatchObject({ id, date: '2026-11-13', day: 'Friday', name: 'Bal Diwas' });

    const missing = await call('POST', '/api/v1/holidays', adminCookie, { date: '', name: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'date', message: leavePulseTexts.holidayDateRequired },
        { path: 'name', message: leavePulseTexts.holidayNameRequired },
      ]),
    );

    expect((await call('DELETE', `/api/v1/holidays/${id}`, adminCookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/v1/holidays/${id}`, adminCookie)).statusCode).toBe(404);
    expect(await testApp.db.select().from(holidays).where(eq(holidays.id, id))).toEqual([]);
  });

  it('copies a year to the same month and day, skipping taken dates and 29 February of a common year', async () => {
    // The demo lists 2025 to 2027; 2028 is empty.
    const first = await call('POST', '/api/v1/holidays/copy', adminCookie, { fromYear: 2027, toYear: 2028 });
    expect(first.json()).toEqual({ copied: 10, skipped: 0 });
    const again = await call('POST', '/api/v1/holidays/copy', adminCookie, { fromYear: 2027, toYear: 2028 });
    expect(again.json()).toEqual({ copied: 0, skipped: 10 });
    const list = (await call('GET', '/api/v1/holidays?year=2028', adminCookie)).json();
    expect(list.items[0]).toMatchObject({ date: '2028-01-26', day: 'Wednesday', name: 'Republic Day' });

    await call('POST', '/api/v1/holidays', adminCookie, { date: '2032-02-29', name: 'Leap Day' });
    await call('POST', '/api/v1/holidays', adminCookie, { date: '2032-03-01', name: 'Spring' });
    const leap = await call('POST', '/api/v1/holidays/copy', adminCookie, { fromYear: 2032, toYear: 2033 });
    expect(leap.json()).toEqual({ copied: 1, skipped: 1 });
    const toLeap = await call('POST', '/api/v1/holidays/copy', adminCookie, { fromYear: 2032, toYear: 2036 });
    expect(toLeap.json()).toEqual({ copied: 2, skipped: 0 });
  });

  it('refuses employees on every change (403) and changes nothing', async () => {
    const [holiday] = await testApp.db.select().from(holidays).limit(1);
    for (const [method, url, payload] of [
      ['POST', '/api/v1/holidays', { date: '2026-06-01', name: 'Mine' }],
      ['PUT', `/api/v1/holidays/${holiday?.id}`, { date: '2026-06-01', name: 'Mine' }],
      ['DELETE', `/api/v1/holidays/${holiday?.id}`, undefined],
      ['POST', '/api/v1/holidays/copy', { fromYear: 2026, toYear: 2027 }],
    ] as const) {
      const response = await call(method, url, employeeCookie, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(
      await testApp.db
        .select()
        .from(holidays)
        .where(eq(holidays.id, holiday?.id ?? '')),
    ).toEqual([holiday]);
    expect(await testApp.db.select().from(holidays)).toHaveLength(30);
  });

  it('keeps organisations apart: another organisation gets 404 and sees none of them', async () => {
    const [holiday] = await testApp.db.select().from(holidays).limit(1);
    const { cookie: otherCookie } = await signUpOtherOrganization(testApp);
    const put = await call('PUT', `/api/v1/holidays/${holiday?.id}`, otherCookie, {
      date: '2026-06-01',
      name: 'X',
    });
    expect(put.statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/holidays/${holiday?.id}`, otherCookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/holidays?year=2026', otherCookie)).json().items).toEqual([]);
    expect((await call('GET', '/api/v1/holidays/years', otherCookie)).json()).toMatchObject({
      items: [2026],
    });
    // The same date is free in another organisation.
    const own = await call('POST', '/api/v1/holidays', otherCookie, {
      date: holiday?.holidayDate,
      name: 'Ours',
    });
    expect(own.statusCode).toBe(201);
    expect(
      await testApp.db
        .select()
        .from(holidays)
        .where(eq(holidays.id, holiday?.id ?? '')),
    ).toEqual([holiday]);
  });
});
