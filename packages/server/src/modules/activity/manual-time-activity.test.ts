import { REPORT_EXPORT_COLUMNS } from '@pulse/shared/domain/report-weeks';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { ensureActivityPartitions } from '../../db/activity-partitions';
import { activitySlots, employees, projects, projectTime } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { shownRow } from '../../test-support/shown-cells';
import { SAME_ORIGIN, sessionFor, useTestApp } from '../../test-support/test-app';

// Approved manual time (spec A §1) on the time sheet, the activity viewer and the reports. The test
// clock starts on Monday 2026-03-02 at 14:30 in Asia/Kolkata, the demo's zone; Rahul Mehta (the demo
// employee) is on Pulse Mobile App and Customer Portal Redesign.
const testApp = useTestApp();

let adminCookie: string;
let rahulCookie: string;
let rahulId: string;
beforeEach(async () => {
  adminCookie = (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
  const rahul = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
  rahulCookie = rahul.cookie;
  rahulId = rahul.employee.id;
});

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, cookie },
    ...(payload === undefined ? {} : { payload }),
  });

const projectId = async (name: string) => {
  const [row] = await testApp.db.select().from(projects).where(eq(projects.name, name));
  if (!row) throw new Error(`no demo project ${name}`);
  return row.id;
};

// Rahul asks, the administrator approves (Rahul manages Pulse Mobile App: not his own to decide).
const approvedManualTime = async (request: {
  date: string;
  from: string;
  to: string;
  project?: string;
  isProductive?: boolean;
}) => {
  const created = await call('POST', '/api/v1/manual-time', rahulCookie, {
    date: request.date,
    from: request.from,
    to: request.to,
    projectId: request.project ? await projectId(request.project) : null,
    isProductive: request.isProductive ?? true,
    reason: 'Client visit',
  });
  if (created.statusCode !== 201) throw new Error(`request failed: ${created.body}`);
  const approved = await call('POST', `/api/v1/manual-time/${created.json().id}/approve`, adminCookie, {});
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  return created.json().id as string;
};

const insertTrackedSlot = async (
  employeeId: string,
  start: string,
  trackedSeconds: number,
  projectName?: string,
) => {
  const slotStart = new Date(start);
  await ensureActivityPartitions(testApp.db, slotStart, slotStart);
  await testApp.db.insert(activitySlots).values({
    organizationId: testApp.demoOrganizationId,
    employeeId,
    slotStart,
    trackedSeconds,
    idleSeconds: 0,
    keyPresses: 10,
    mouseClicks: 10,
    topApplication: 'Code',
    windowTitles: ['Code — work'],
    updatedAt: slotStart,
  });
  if (projectName) {
    await testApp.db.insert(projectTime).values({
      organizationId: testApp.demoOrganizationId,
      employeeId,
      projectId: await projectId(projectName),
      slotStart,
      trackedSeconds,
      idleSeconds: 0,
      workedSeconds: trackedSeconds,
      hourlyRate: 1250,
    });
  }
};

describe('time sheet', () => {
  it('lists an employee with approved manual time alone, and adds it beside the tracker’s figures', async () => {
    await approvedManualTime({ date: '2026-03-01', from: '10:00', to: '11:30' });
    const sheet = await call('GET', '/api/v1/time-sheet?date=2026-03-01', adminCookie);
    const row = sheet.json().rows.find((item: { employeeId: string }) => item.employeeId === rahulId);
    expect(row).toMatchObject({ hoursWorkedMinutes: 0, actualWorkMinutes: 0, manualMinutes: 90 });

    // 12:00 in Kolkata: 06:30 UTC.
    await insertTrackedSlot(rahulId, '2026-03-01T06:30:00Z', 600);
    const own = await call('GET', `/api/v1/time-sheet?date=2026-03-01&employeeId=${rahulId}`, rahulCookie);
    expect(own.json().rows).toEqual([
      expect.objectContaining({ employeeId: rahulId, hoursWorkedMinutes: 10, manualMinutes: 90 }),
    ]);
    // A request still pending is not Manual Time.
    await call('POST', '/api/v1/manual-time', rahulCookie, {
      date: '2026-03-01',
      from: '13:00',
      to: '14:00',
      isProductive: true,
      reason: 'Training',
    });
    const again = await call('GET', `/api/v1/time-sheet?date=2026-03-01&employeeId=${rahulId}`, rahulCookie);
    expect(again.json().rows[0].manualMinutes).toBe(90);
  });
});

describe('activity viewer', () => {
  it('shows the day’s approved entries apart, with their total', async () => {
    const id = await approvedManualTime({
      date: '2026-03-02',
      from: '09:00',
      to: '10:15',
      project: 'Pulse Mobile App',
      isProductive: false,
    });
    const day = await call('GET', '/api/v1/activity/day?date=2026-03-02', rahulCookie);
    expect(day.statusCode).toBe(200);
    expect(day.json().manualTime).toEqual({
      totalMinutes: 75,
      entries: [
        {
          id,
          from: '09:00',
          to: '10:15',
          minutes: 75,
          project: { id: await projectId('Pulse Mobile App'), name: 'Pulse Mobile App' },
          todo: null,
          isProductive: false,
          reason: 'Client visit',
        },
      ],
    });
    // Not the tracker's time: no screenshots, no tracked minutes.
    expect(day.json().totals.hoursWorkedMinutes).toBe(0);
    const other = await call('GET', '/api/v1/activity/day?date=2026-03-01', rahulCookie);
    expect(other.json().manualTime).toEqual({ totalMinutes: 0, entries: [] });
  });
});

describe('reports', () => {
  it('fills the Manual Time column by day, week and in total, productive or not', async () => {
    await approvedManualTime({ date: '2026-03-01', from: '10:00', to: '11:30', project: 'Pulse Mobile App' });
    await approvedManualTime({ date: '2026-03-02', from: '09:00', to: '09:45', isProductive: false });
    await insertTrackedSlot(rahulId, '2026-03-02T06:30:00Z', 600, 'Customer Portal Redesign');
    const report = await call(
      'GET',
      `/api/v1/reports?startDate=2026-03-01&endDate=2026-03-07&employeeId=${rahulId}`,
      adminCookie,
    );
    const [employee] = report.json().employees;
    expect(
      employee.weeks.map((week: { week: string; days: { date: string; manualMinutes: number }[] }) => [
        week.week,
        week.days.map((day) => [day.date, day.manualMinutes]),
      ]),
    ).toEqual([
      ['2026-W09', [['2026-03-01', 90]]],
      ['2026-W10', [['2026-03-02', 45]]],
    ]);
    expect(employee.weeks[1].days[0]).toMatchObject({ hoursWorkedMinutes: 10, actualWorkMinutes: 10 });
    expect(employee.totals.manualMinutes).toBe(135);
    expect(report.json().grandTotal.manualMinutes).toBe(135);

    // One project's report: its own requests' manual time, and its tracked time without them.
    const mobile = await call(
      'GET',
      `/api/v1/reports?startDate=2026-03-01&endDate=2026-03-07&projectId=${await projectId('Pulse Mobile App')}`,
      adminCookie,
    );
    expect(mobile.json().grandTotal).toEqual({
      hoursWorkedMinutes: 0,
      idleMinutes: 0,
      actualWorkMinutes: 0,
      manualMinutes: 90,
    });
    const portal = await call(
      'GET',
      `/api/v1/reports?startDate=2026-03-01&endDate=2026-03-07&projectId=${await projectId('Customer Portal Redesign')}`,
      adminCookie,
    );
    expect(portal.json().grandTotal).toMatchObject({ hoursWorkedMinutes: 10, manualMinutes: 0 });
  });

  it('exports the Manual Time column with weekly and grand totals', async () => {
    await approvedManualTime({ date: '2026-03-01', from: '10:00', to: '11:30' });
    await approvedManualTime({ date: '2026-03-02', from: '09:00', to: '09:45' });
    const response = await call(
      'GET',
      `/api/v1/reports/export?startDate=2026-03-01&endDate=2026-03-07&employeeId=${rahulId}`,
      adminCookie,
    );
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    // The spec's columns as a reader sees them (the decimal hours follow).
    const values = (row: number) => shownRow(sheet, row).slice(0, REPORT_EXPORT_COLUMNS.length);
    expect(values(2)).toEqual([...REPORT_EXPORT_COLUMNS]);
    expect(values(3)).toEqual(['01-Mar-2026', '0:00', '0:00', '0:00', '1:30']);
    expect(values(4)).toEqual(['Week 2026-W09 Total', '0:00', '0:00', '0:00', '1:30']);
    expect(values(5)).toEqual(['02-Mar-2026', '0:00', '0:00', '0:00', '0:45']);
    expect(values(6)).toEqual(['Week 2026-W10 Total', '0:00', '0:00', '0:00', '0:45']);
    expect(values(7)).toEqual(['Grand Total', '0:00', '0:00', '0:00', '2:15']);
  });

  it('leaves out a deleted employee’s manual time, as the report leaves out their tracked time', async () => {
    await approvedManualTime({ date: '2026-03-01', from: '10:00', to: '11:30' });
    await testApp.db.update(employees).set({ deletedAt: new Date() }).where(eq(employees.id, rahulId));
    const report = await call('GET', '/api/v1/reports?startDate=2026-03-01&endDate=2026-03-07', adminCookie);
    expect(report.json().employees.map((item: { employeeId: string }) => item.employeeId)).not.toContain(
      rahulId,
    );
  });
});
