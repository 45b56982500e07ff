import type { SavedReport, SavedReportBody } from '@pulse/shared/contracts/saved-reports';
import { savedReportTexts as texts } from '@pulse/shared/spec-texts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, employees, savedReports } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { DEMO_SAVED_REPORT_NAME } from '../../db/seed/demo-saved-reports';
import { SAME_ORIGIN, sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';

// The test clock starts on Monday 2026-03-02 in Asia/Kolkata.
const testApp = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie: string, payload?: SavedReportBody) =>
  testApp.app.inject({
    method,
    url: `/api/v1/saved-reports${url}`,
    headers: { ...SAME_ORIGIN, cookie },
    ...(payload ? { payload } : {}),
  });

const employeeByEmail = async (email: string) => {
  const [row] = await testApp.db.select().from(employees).where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no demo employee ${email}`);
  return row;
};

const body = (values: Partial<SavedReportBody> = {}): SavedReportBody => ({
  name: 'Team hours',
  employeeId: null,
  projectId: null,
  format: 'csv',
  schedule: 'weekly',
  recipientIds: [],
  ...values,
});

const auditActions = async () =>
  (
    await testApp.db
      .select({ action: auditEvents.action, summary: auditEvents.summary })
      .from(auditEvents)
      .where(eq(auditEvents.organizationId, testApp.demoOrganizationId))
  ).filter((row) => row.action.startsWith('saved-report.'));

describe('/api/v1/saved-reports', () => {
  it('saves an administrator’s report for active employees, first mailed after the next full week', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const employee = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const created = await call(
      'POST',
      '',
      admin.cookie,
      body({ recipientIds: [employee.id, admin.employee.id, employee.id] }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Team hours',
      employee: null,
      project: null,
      format: 'csv',
      schedule: 'weekly',
      // Once each, in the order chosen.
      recipients: [
        { id: employee.id, name: employee.name },
        { id: admin.employee.id, name: admin.employee.name },
      ],
      // Saved on Monday 2 March: the week that ended yesterday counts as sent.
      lastSentPeriodStart: '2026-02-23',
      nextMail: { startDate: '2026-03-02', endDate: '2026-03-08', sendsOn: '2026-03-09' },
    });

    const list = (await call('GET', '', admin.cookie)).json() as { items: SavedReport[] };
    expect(list.items.map((item) => item.name)).toEqual(['Team hours', DEMO_SAVED_REPORT_NAME]);
    expect(await auditActions()).toEqual([
      {
        action: 'saved-report.created',
        summary: 'Saved the report “Team hours” (Weekly, CSV, to 2 recipient(s))',
      },
    ]);

    // An inactive colleague is no recipient (nor anyone the organisation's query does not find).
    await testApp.db.update(employees).set({ isActive: false }).where(eq(employees.id, employee.id));
    const inactive = await call(
      'POST',
      '',
      admin.cookie,
      body({ name: 'Other', recipientIds: [employee.id] }),
    );
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().errors).toEqual([{ path: 'recipientIds', message: texts.recipientsInactive }]);
    // A mailed report needs someone to mail it to (the shared schema's rule).
    const nobody = await call('POST', '', admin.cookie, body({ name: 'Other' }));
    expect(nobody.json().errors).toEqual([{ path: 'recipientIds', message: texts.recipientsRequired }]);
  });

  it('keeps names unique per owner, whatever their case, with a clear 409', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const taken = await call(
      'POST',
      '',
      admin.cookie,
      body({ name: DEMO_SAVED_REPORT_NAME.toUpperCase(), schedule: 'none' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(texts.nameTaken(DEMO_SAVED_REPORT_NAME.toUpperCase()));
    // Another owner may use the name.
    const own = await call(
      'POST',
      '',
      employee.cookie,
      body({ name: DEMO_SAVED_REPORT_NAME, schedule: 'none' }),
    );
    expect(own.statusCode).toBe(201);
  });

  it('saves anyone else’s report as their own time, mailed to themselves, whatever the body says', async () => {
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    const created = await call(
      'POST',
      '',
      employee.cookie,
      body({ name: 'Mine', employeeId: admin.id, schedule: 'monthly', recipientIds: [admin.id] }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      employee: { id: employee.employee.id },
      recipients: [{ id: employee.employee.id }],
      schedule: 'monthly',
      nextMail: { startDate: '2026-03-01', endDate: '2026-03-31', sendsOn: '2026-04-01' },
    });
    const [row] = await testApp.db.select().from(savedReports).where(eq(savedReports.name, 'Mine'));
    expect(row).toMatchObject({ employeeId: employee.employee.id, recipientIds: [employee.employee.id] });
  });

  it('lets only the owner change or delete a report: anyone else finds nothing, and the row stays', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const other = await signUpOtherOrganization(testApp);
    const [demoReport] = await testApp.db
      .select()
      .from(savedReports)
      .where(and(eq(savedReports.organizationId, testApp.demoOrganizationId)));
    if (!demoReport) throw new Error('no demo saved report');
    const change = body({ name: 'Renamed', schedule: 'monthly', recipientIds: [admin.employee.id] });

    for (const cookie of [employee.cookie, other.cookie]) {
      expect((await call('PUT', `/${demoReport.id}`, cookie, change)).statusCode).toBe(404);
      expect((await call('DELETE', `/${demoReport.id}`, cookie)).statusCode).toBe(404);
    }
    expect((await call('GET', '', employee.cookie)).json().items).toEqual([]);
    const [unchanged] = await testApp.db
      .select()
      .from(savedReports)
      .where(eq(savedReports.id, demoReport.id));
    expect(unchanged).toEqual(demoReport);

    // The owner changes it: a new schedule starts after the period due now (February, sent 1 April
    // covering March).
    const changed = await call('PUT', `/${demoReport.id}`, admin.cookie, change);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Renamed',
      lastSentPeriodStart: '2026-02-01',
      nextMail: { startDate: '2026-03-01', sendsOn: '2026-04-01' },
    });
    expect((await call('DELETE', `/${demoReport.id}`, admin.cookie)).statusCode).toBe(204);
    expect((await call('GET', '', admin.cookie)).json().items).toEqual([]);
    expect((await auditActions()).map((row) => row.action).sort()).toEqual([
      'saved-report.changed',
      'saved-report.deleted',
    ]);
  });
});
