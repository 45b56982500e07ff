import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, employees } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { sessionFor, useReadOnlyTestApp } from '../../test-support/test-app';

// Hardening (audit trail): every download that carries people's data out of Pulse (tracker reports,
// attendance, the sample salary sheet, the audit trail itself) is recorded, with what was asked for.
// Over the demo's tracked history; the tests only add audit records, so the demo is seeded once and
// each test reads the newest record of its action.
const testApp = useReadOnlyTestApp({ withDemoHistory: true });
const CLIENT = '198.51.100.23';
const RANGE = 'startDate=2026-02-16&endDate=2026-03-02';

const download = async (url: string) => {
  const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
  const response = await testApp.app.inject({
    method: 'GET',
    url,
    headers: { cookie },
    remoteAddress: CLIENT,
  });
  return response;
};

const latestExport = async () => {
  const [row] = await testApp.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.organizationId, testApp.demoOrganizationId),
        eq(auditEvents.action, 'personal-data.exported'),
      ),
    )
    .orderBy(desc(auditEvents.occurredAt))
    .limit(1);
  return row;
};

const exportCount = async () =>
  (
    await testApp.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'personal-data.exported'))
  ).length;

const rahul = async () => {
  const [row] = await testApp.db
    .select()
    .from(employees)
    .where(eq(employees.officialEmail, DEMO_EMPLOYEE_EMAIL));
  if (!row) throw new Error('no demo employee');
  return row;
};

describe('exports of personal data', () => {
  it('records one employee’s tracker report, naming the employee', async () => {
    const employee = await rahul();
    const response = await download(`/api/v1/reports/export?${RANGE}&employeeId=${employee.id}`);
    expect(response.statusCode).toBe(200);
    expect(await latestExport()).toMatchObject({
      actorName: 'Asha Verma',
      subjectId: employee.id,
      subjectName: 'Rahul Mehta',
      ipAddress: CLIENT,
      summary: 'Exported the tracker report “16-Feb-2026 To 02-Mar-2026 Tracker Report” (employees: 1)',
      details: {
        export: 'tracker-report',
        startDate: '2026-02-16',
        endDate: '2026-03-02',
        projectId: null,
        employees: 1,
      },
    });
  });

  it('records every employee’s tracker report, naming nobody', async () => {
    const response = await download(`/api/v1/reports/export-all?${RANGE}`);
    expect(response.statusCode).toBe(200);
    const row = await latestExport();
    expect(row).toMatchObject({ subjectId: null, details: { export: 'tracker-report-all' } });
    expect(row?.details.employees).toBeGreaterThan(1);
  });

  it('records no export when there was nothing to export', async () => {
    const before = await exportCount();
    const response = await download('/api/v1/reports/export-all?startDate=2025-01-01&endDate=2025-01-07');
    expect(response.statusCode).toBe(404);
    expect(await exportCount()).toBe(before);
  });

  it('records an attendance export with its range and rows', async () => {
    const employee = await rahul();
    const response = await download(
      `/api/v1/attendance/export?employeeIds=${employee.id}&from=2026-02-16&to=2026-03-02`,
    );
    expect(response.statusCode).toBe(200);
    const row = await latestExport();
    expect(row).toMatchObject({
      subjectId: employee.id,
      ipAddress: CLIENT,
      details: { export: 'attendance', from: '2026-02-16', to: '2026-03-02', employeeIds: [employee.id] },
    });
    expect(row?.summary).toMatch(
      /^Exported attendance 16-Feb-2026 To 02-Mar-2026 \(records: [1-9]\d*, employees: 1\)$/,
    );
  });

  it('records the sample salary sheet (names and bank accounts), never an account number', async () => {
    const response = await download('/api/v1/payroll/sample-sheet');
    expect(response.statusCode).toBe(200);
    const row = await latestExport();
    expect(row).toMatchObject({
      actorName: 'Asha Verma',
      subjectId: null,
      ipAddress: CLIENT,
      details: { export: 'sample-salary-sheet' },
    });
    expect(JSON.stringify({ summary: row?.summary, details: row?.details })).not.toMatch(/\d{9,}/);
  });

  it('records an export of the audit trail itself, with its filters', async () => {
    const employee = await rahul();
    const response = await download(
      `/api/v1/audit-events/export?from=2026-02-01&to=2026-03-02&subjectId=${employee.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(await latestExport()).toMatchObject({
      actorName: 'Asha Verma',
      subjectId: null,
      ipAddress: CLIENT,
      summary: 'Exported the audit trail 01-Feb-2026 To 02-Mar-2026 (events: 2)',
      details: {
        export: 'audit-trail',
        from: '2026-02-01',
        to: '2026-03-02',
        subjectId: employee.id,
        events: 2,
      },
    });
  });

  it('is not recorded for an employee refused the export', async () => {
    const before = await exportCount();
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/reports/export-all?${RANGE}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(await exportCount()).toBe(before);
  });
});
