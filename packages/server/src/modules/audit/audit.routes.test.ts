import { AUDIT_ACTION_LABELS } from '@pulse/shared/contracts/audit';
import { addDays } from '@pulse/shared/domain/organization-day';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, employees } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { DEMO_TITLE_REDACTION_PATTERNS } from '../../db/seed/demo-tracking-privacy';
import { SAME_ORIGIN, sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';
import { AUDIT_EXPORT_COLUMNS } from './audit-export';

// The demo's audit trail (demo-tracking-privacy.ts) lies in the days before the test clock's
// 2026-03-02: settings changed, Karan's screenshots turned off, Rahul's and Priya's days viewed.
const testApp = useTestApp();
let adminCookie: string;
beforeEach(async () => {
  adminCookie = (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
});

const get = (url: string, cookie = adminCookie) =>
  testApp.app.inject({ method: 'GET', url, headers: { ...SAME_ORIGIN, cookie } });

const DEMO_RANGE = 'from=2026-02-01&to=2026-03-02';

const idOf = async (email: string) => {
  const [row] = await testApp.db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no employee ${email}`);
  return row.id;
};

type Listed = {
  occurredAt: string;
  action: string;
  actor: { name: string };
  subject: { name: string } | null;
};

describe('audit events (the Audit page)', () => {
  it('lists the organisation’s events newest first with who, what, whom and from where', async () => {
    const response = await get(`/api/v1/audit-events?${DEMO_RANGE}`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ page: 1, pageSize: 50 });
    expect(page.total).toBeGreaterThanOrEqual(5);
    // Everyone the trail concerns, for the page's employee filter.
    const subjects = page.subjects.map((subject: { name: string }) => subject.name);
    expect(subjects).toEqual(expect.arrayContaining(['Karan Malhotra', 'Priya Nair', 'Rahul Mehta']));
    expect(subjects).toEqual([...subjects].sort((a, b) => a.localeCompare(b, 'en')));
    const times = page.items.map((item: Listed) => item.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
    const modeChange = page.items.find((item: Listed) => item.action === 'screenshot-mode.changed');
    expect(modeChange).toMatchObject({
      actor: { name: 'Asha Verma' },
      subject: { name: 'Karan Malhotra' },
      summary: 'Screenshots: Organisation default (Regular) → Off',
      ipAddress: '10.0.4.21',
    });
  });

  it('filters by action, employee concerned, actor and range, a page at a time', async () => {
    const viewed = (await get(`/api/v1/audit-events?${DEMO_RANGE}&action=screenshots.viewed`)).json();
    expect(viewed.items.map((item: Listed) => item.subject?.name)).toEqual(['Priya Nair', 'Rahul Mehta']);

    const rahul = await idOf(DEMO_EMPLOYEE_EMAIL);
    const aboutRahul = (await get(`/api/v1/audit-events?${DEMO_RANGE}&subjectId=${rahul}`)).json();
    expect(aboutRahul.items.map((item: Listed) => item.action)).toEqual(
      expect.arrayContaining(['screenshot.opened', 'screenshots.viewed']),
    );
    for (const item of aboutRahul.items) expect(item.subject?.name).toBe('Rahul Mehta');

    const byRahul = (await get(`/api/v1/audit-events?${DEMO_RANGE}&actorId=${rahul}`)).json();
    expect(byRahul).toMatchObject({ items: [], total: 0 });

    // The last day of the demo's events only (Asia/Kolkata days).
    const lastDay = (
      await get('/api/v1/audit-events?from=2026-03-01&to=2026-03-01&action=screenshots.viewed')
    ).json();
    expect(lastDay.items.map((item: Listed) => item.subject?.name)).toEqual(['Priya Nair']);

    const all = (await get(`/api/v1/audit-events?${DEMO_RANGE}`)).json();
    const second = (await get(`/api/v1/audit-events?${DEMO_RANGE}&page=2&pageSize=2`)).json();
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(second.items).toEqual(all.items.slice(2, 4));
  });

  it('shows an event recorded through the API first, with the caller’s address', async () => {
    await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/organization/tracking-settings',
      headers: { ...SAME_ORIGIN, cookie: adminCookie },
      remoteAddress: '192.0.2.7',
      payload: {
        screenshotMode: 'blurred',
        screenshotRetentionDays: 90,
        titleRedactionPatterns: DEMO_TITLE_REDACTION_PATTERNS,
        canEmployeesDeleteScreenshots: true,
        manualTimeAutoApproveMinutes: null,
      },
    });
    // The trail takes the database's time of the record, not the test's clock.
    const today = new Date().toISOString().slice(0, 10);
    const response = await get(`/api/v1/audit-events?from=${addDays(today, -1)}&to=${addDays(today, 1)}`);
    expect(response.json().items[0]).toMatchObject({
      action: 'tracking-settings.changed',
      actor: { name: 'Asha Verma' },
      subject: null,
      summary: 'Screenshots: Regular → Blurred',
      ipAddress: '192.0.2.7',
    });
  });

  it.each([
    ['no range', '', 'from'],
    ['an end before the start', 'from=2026-03-02&to=2026-03-01', 'to'],
    ['more than 366 days', 'from=2025-01-01&to=2026-03-02', 'to'],
    ['an unknown action', `${DEMO_RANGE}&action=coffee.made`, 'action'],
    ['an employee id that is not one', `${DEMO_RANGE}&subjectId=42`, 'subjectId'],
  ])('refuses %s with a field error', async (_label, query, path) => {
    for (const url of [`/api/v1/audit-events?${query}`, `/api/v1/audit-events/export?${query}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(path);
    }
  });

  it('is for administrators: employees get 403 on the list and the export', async () => {
    const employeeCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
    expect((await get(`/api/v1/audit-events?${DEMO_RANGE}`, employeeCookie)).statusCode).toBe(403);
    expect((await get(`/api/v1/audit-events/export?${DEMO_RANGE}`, employeeCookie)).statusCode).toBe(403);
  });

  it('keeps organisations apart, even when a filter names another organisation’s employee', async () => {
    const other = await signUpOtherOrganization(testApp);
    const rahul = await idOf(DEMO_EMPLOYEE_EMAIL);
    for (const query of [DEMO_RANGE, `${DEMO_RANGE}&subjectId=${rahul}`]) {
      const response = await get(`/api/v1/audit-events?${query}`, other.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ items: [], total: 0, subjects: [] });
    }
  });

  it('exports the filtered events as .xlsx with the page’s columns', async () => {
    const response = await get(`/api/v1/audit-events/export?${DEMO_RANGE}&action=screenshots.viewed`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('2026-02-01 To 2026-03-02 Audit Trail.xlsx');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    const rowValues = (index: number) => (sheet.getRow(index).values as unknown[]).slice(1);
    expect(rowValues(2)).toEqual([...AUDIT_EXPORT_COLUMNS]);
    expect(sheet.rowCount).toBe(4);
    const first = rowValues(3);
    expect(first[0]).toMatch(/^01-Mar-2026 \d\d:\d\d$/);
    expect(first.slice(1, 4)).toEqual([
      'Asha Verma',
      AUDIT_ACTION_LABELS['screenshots.viewed'],
      'Priya Nair',
    ]);
    expect(first[5]).toBe('10.0.4.21');
  });
});

describe('audit_events is append-only', () => {
  it('refuses to change or remove a record, even to Pulse itself', async () => {
    const before = await testApp.db.select().from(auditEvents);
    expect(before.length).toBeGreaterThan(0);
    await expect(testApp.db.update(auditEvents).set({ summary: 'nothing happened' })).rejects.toThrow();
    await expect(testApp.db.delete(auditEvents)).rejects.toThrow();
    expect(await testApp.db.select().from(auditEvents)).toEqual(before);
  });
});
