import { calendarTexts } from '@pulse/shared/contracts/calendar';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, calendarFeeds } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { SAME_ORIGIN, sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';

// The test clock starts on Monday 2026-03-02 in Asia/Kolkata. The demo's leaves (db/seed/demo-leaves.ts)
// in February and March: Rahul (the demo employee) approved 12–13 Feb and pending 12–13 Mar for Asha
// (admin); Priya pending 16–18 Mar for Rahul; Vikram approved 4–6 Feb; Arjun's half day pending on
// 9 Mar for Rahul and Asha. Rahul manages the Pulse Mobile App team (Priya, Vikram, …), not Arjun.
const PRIYA_EMAIL = 'priya.nair@demo.pulse';
const RANGE = 'from=2026-02-01&to=2026-03-31';

type Entry = {
  employee: { id: string; name: string } | null;
  kind: string;
  fromDate: string;
  toDate: string;
  isHalfDay: boolean;
  status: string;
  typeName: string | null;
  title: string;
};

const testApp = useTestApp();
let adminCookie: string;
let employeeCookie: string;
let rahulId: string;
beforeEach(async () => {
  adminCookie = (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
  const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
  employeeCookie = employee.cookie;
  rahulId = employee.employee.id;
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
  testApp.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, ...(payload ? { payload } : {}) });

const absences = async (cookie: string, query = RANGE) => {
  const response = await call('GET', `/api/v1/calendar/absences?${query}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json().items as Entry[];
};

const leavesIn = (entries: Entry[]) => entries.filter((entry) => entry.kind === 'leave');
const leaveFrom = (entries: Entry[], fromDate: string) =>
  leavesIn(entries).find((entry) => entry.fromDate === fromDate);

describe('the team calendar', () => {
  it('shows an employee colleagues’ approved leaves as Away, their own type, and pending ones only they decide', async () => {
    const entries = await absences(employeeCookie);
    const vikram = leaveFrom(entries, '2026-02-04');
    expect(vikram).toMatchObject({ status: 'approved', typeName: null, title: calendarTexts.away });
    expect(leaveFrom(entries, '2026-02-12')).toMatchObject({
      employee: { id: rahulId },
      status: 'approved',
      typeName: 'Full Day',
    });
    // Priya chose Rahul: he may decide it, so he sees it, pending, with its type.
    expect(leaveFrom(entries, '2026-03-16')).toMatchObject({ status: 'pending', typeName: 'Full Day' });
    expect(leaveFrom(entries, '2026-03-09')).toMatchObject({ status: 'pending', isHalfDay: true });
    // His own pending leave waits for Asha, not for him.
    expect(leaveFrom(entries, '2026-03-12')).toBeUndefined();
    // Holidays and weekly offs (Saturday and Sunday in the demo).
    expect(entries).toContainEqual(
      expect.objectContaining({ kind: 'holiday', fromDate: '2026-03-14', title: 'Holi' }),
    );
    const weeklyOffs = entries.filter((entry) => entry.kind === 'weekly-off').map((entry) => entry.fromDate);
    expect(weeklyOffs).toContain('2026-03-07');
    expect(weeklyOffs).not.toContain('2026-03-06');
  });

  it('shows administrators every pending leave with its type, and a colleague none they may not decide', async () => {
    const admin = await absences(adminCookie);
    expect(leaveFrom(admin, '2026-03-12')).toMatchObject({
      employee: { id: rahulId },
      status: 'pending',
      typeName: 'Full Day',
    });
    expect(leaveFrom(admin, '2026-03-16')).toMatchObject({ status: 'pending' });
    expect(leaveFrom(admin, '2026-02-04')).toMatchObject({ status: 'approved', typeName: 'Full Day' });

    const priya = await absences((await sessionFor(testApp, PRIYA_EMAIL)).cookie);
    expect(leavesIn(priya).filter((entry) => entry.status === 'pending')).toEqual([]);
    expect(leaveFrom(priya, '2026-02-12')).toMatchObject({ typeName: null, title: calendarTexts.away });
  });

  it('shows colleagues the leave type once the organisation shares it, never its reason', async () => {
    const sharing = (isLeaveTypeShared: boolean) =>
      testApp.app.inject({
        method: 'PATCH',
        url: '/api/v1/organization/settings',
        headers: { ...SAME_ORIGIN, cookie: adminCookie },
        payload: { isLeaveTypeShared },
      });
    expect((await sharing(true)).json()).toMatchObject({ isLeaveTypeShared: true });
    try {
      const vikram = leaveFrom(await absences(employeeCookie), '2026-02-04');
      expect(vikram).toEqual(
        expect.objectContaining({ status: 'approved', typeName: 'Full Day', title: 'Full Day' }),
      );
      expect(Object.keys(vikram ?? {})).not.toContain('reason');
      const read = await call('GET', '/api/v1/organization/settings', employeeCookie);
      expect(read.json()).toMatchObject({ isLeaveTypeShared: true });
    } finally {
      expect((await sharing(false)).statusCode).toBe(200);
    }
    expect(leaveFrom(await absences(employeeCookie), '2026-02-04')).toMatchObject({ typeName: null });
  });

  it('filters by project team; refuses long ranges and another organisation’s project', async () => {
    const projects = (await call('GET', '/api/v1/projects/choices', employeeCookie)).json().items as {
      id: string;
      name: string;
    }[];
    const mobile = projects.find((project) => project.name === 'Pulse Mobile App');
    const filtered = await absences(employeeCookie, `${RANGE}&projectId=${mobile?.id}`);
    expect(leaveFrom(filtered, '2026-02-04')).toBeDefined();
    expect(leaveFrom(filtered, '2026-03-09')).toBeUndefined();

    const tooLong = await call(
      'GET',
      '/api/v1/calendar/absences?from=2026-01-01&to=2026-03-31',
      employeeCookie,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([{ path: 'to', message: calendarTexts.rangeTooLong }]);
    const other = await signUpOtherOrganization(testApp);
    const foreign = await call(
      'GET',
      `/api/v1/calendar/absences?${RANGE}&projectId=${mobile?.id}`,
      other.cookie,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

const download = (url: string) => testApp.app.inject({ method: 'GET', url: new URL(url).pathname });

const parseEvents = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toContain('Pulse');
  return calendar.getAllSubcomponents('vevent').map((event) => {
    const start = event.getFirstProperty('dtstart');
    const end = event.getFirstProperty('dtend');
    expect(start?.type).toBe('date');
    expect(end?.type).toBe('date');
    expect(event.getFirstPropertyValue('dtstamp')).toBeTruthy();
    return {
      uid: String(event.getFirstPropertyValue('uid')),
      summary: String(event.getFirstPropertyValue('summary')),
      start: String(start?.getFirstValue()),
      end: String(end?.getFirstValue()),
      status: String(event.getFirstPropertyValue('status')),
    };
  });
};

describe('calendar feeds', () => {
  it('answers a valid iCalendar document of one’s leaves and holidays, with stable UIDs', async () => {
    const created = await call('POST', '/api/v1/calendar/feeds', employeeCookie, { kind: 'mine' });
    expect(created.statusCode).toBe(201);
    const { url, id } = created.json();
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/v1\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);

    const first = await download(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(first.headers['content-disposition']).toBe('attachment; filename="pulse-my-leaves.ics"');
    expect(first.headers['cache-control']).toBe('private, no-store');
    const events = parseEvents(first.body);
    // DTEND is the day after the last day (RFC 5545 §3.6.1).
    expect(events).toContainEqual(
      expect.objectContaining({ summary: 'Leave (Full Day)', start: '2026-02-12', end: '2026-02-14' }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ summary: 'Holi', start: '2026-03-14', end: '2026-03-15' }),
    );
    // The last 3 months to 12 months ahead: last year's Christmas and next year's Republic Day out.
    expect(events.some((event) => event.start === '2025-12-25')).toBe(true);
    expect(events.some((event) => event.start === '2027-01-26')).toBe(true);
    expect(events.some((event) => event.start === '2025-10-20')).toBe(false);
    const again = parseEvents((await download(url)).body);
    expect(again.map((event) => event.uid)).toEqual(events.map((event) => event.uid));

    const listed = (await call('GET', '/api/v1/calendar/feeds', employeeCookie)).json();
    expect(listed.items).toEqual([{ id, kind: 'mine', createdAt: expect.any(String) }]);
    expect(listed.canSubscribeTeam).toBe(true);
  });

  it('gives approvers their team’s absences and refuses it to others', async () => {
    const priya = (await sessionFor(testApp, PRIYA_EMAIL)).cookie;
    expect((await call('POST', '/api/v1/calendar/feeds', priya, { kind: 'team' })).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/calendar/feeds', priya)).json().canSubscribeTeam).toBe(false);

    const rahul = (await call('POST', '/api/v1/calendar/feeds', employeeCookie, { kind: 'team' })).json();
    const team = parseEvents((await download(rahul.url)).body);
    expect(team).toContainEqual(expect.objectContaining({ start: '2026-02-04', status: 'CONFIRMED' }));
    expect(team).toContainEqual(expect.objectContaining({ start: '2026-03-16', status: 'TENTATIVE' }));
    expect(team.find((event) => event.start === '2026-03-16')?.summary).toMatch(
      /: Leave \(Full Day\) \(Pending\)$/,
    );
    // His own pending leave is Asha's to decide.
    expect(team.some((event) => event.start === '2026-03-12')).toBe(false);

    const asha = (await call('POST', '/api/v1/calendar/feeds', adminCookie, { kind: 'team' })).json();
    const everyone = parseEvents((await download(asha.url)).body);
    expect(everyone).toContainEqual(expect.objectContaining({ start: '2026-03-12', status: 'TENTATIVE' }));
  });

  it('revokes: a replaced or revoked feed is 404, and another organisation cannot revoke it', async () => {
    const first = (await call('POST', '/api/v1/calendar/feeds', employeeCookie, { kind: 'mine' })).json();
    const second = (await call('POST', '/api/v1/calendar/feeds', employeeCookie, { kind: 'mine' })).json();
    expect((await download(first.url)).statusCode).toBe(404);
    expect((await download(second.url)).statusCode).toBe(200);

    const other = await signUpOtherOrganization(testApp);
    expect((await call('DELETE', `/api/v1/calendar/feeds/${second.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/calendar/feeds/${second.id}`, adminCookie)).statusCode).toBe(404);
    const [live] = await testApp.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, second.id));
    expect(live?.revokedAt).toBeNull();

    expect((await call('DELETE', `/api/v1/calendar/feeds/${second.id}`, employeeCookie)).statusCode).toBe(
      204,
    );
    expect((await download(second.url)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/calendar/feeds/${second.id}`, employeeCookie)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/v1/calendar/feeds', employeeCookie)).json().items).toEqual([]);
    expect((await download('http://localhost/api/v1/calendar/feeds/not-a-token.ics')).statusCode).toBe(404);

    const audited = await testApp.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, rahulId)));
    const actions = audited.map((row) => row.action);
    expect(actions.filter((action) => action === 'calendar-feed.created')).toHaveLength(2);
    expect(actions).toContain('calendar-feed.revoked');
  });
});
