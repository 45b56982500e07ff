import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees, projects } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { SAME_ORIGIN, sessionFor, useTestApp } from '../../test-support/test-app';

// The test clock starts on Monday 2026-03-02 at 14:30 in Asia/Kolkata. Priya Nair is on Pulse Mobile
// App's team at 1,100 INR an hour; Rahul Mehta (the demo employee) manages it (db/seed/demo-projects.ts).
const PRIYA = 'priya.nair@demo.pulse';
const RAHUL = DEMO_EMPLOYEE_EMAIL;
const WEEK = '2026-03-02';
const RATE = 1100;

const testApp = useTestApp();

const call = async (method: 'GET' | 'POST', url: string, email: string, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, cookie: (await sessionFor(testApp, email)).cookie },
    ...(payload === undefined ? {} : { payload }),
  });

const addManualTime = async (from: string, to: string) => {
  const [mobileApp] = await testApp.db.select().from(projects).where(eq(projects.name, 'Pulse Mobile App'));
  const created = await call('POST', '/api/v1/manual-time', PRIYA, {
    date: WEEK,
    from,
    to,
    projectId: mobileApp?.id,
    todoId: null,
    isProductive: true,
    reason: 'Workshop at the client’s office',
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id, status } = created.json() as { id: string; status: string };
  if (status === 'pending') {
    const approved = await call('POST', `/api/v1/manual-time/${id}/approve`, RAHUL, { note: '' });
    expect(approved.statusCode, approved.body).toBe(200);
  }
  return mobileApp?.id;
};

const report = async (groupBy: 'employee' | 'project') => {
  const response = await call(
    'GET',
    `/api/v1/reports/approved-time?startDate=${WEEK}&endDate=2026-03-08&groupBy=${groupBy}`,
    DEMO_ADMIN_EMAIL,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /api/v1/reports/approved-time', () => {
  it('shows a week approved through the API as approved, and manual time added later as not yet', async () => {
    const projectId = await addManualTime('09:00', '10:30');
    const [priya] = await testApp.db.select().from(employees).where(eq(employees.officialEmail, PRIYA));
    const weekUrl = `/api/v1/timesheets/${priya?.id}/weeks/${WEEK}`;
    expect((await call('POST', `${weekUrl}/submit`, PRIYA, {})).statusCode).toBe(200);
    expect((await call('POST', `${weekUrl}/approve`, RAHUL)).statusCode).toBe(200);

    const approved = await report('employee');
    expect(approved).toMatchObject({ currency: 'INR', employee: null, project: null });
    expect(approved.rows).toEqual([
      {
        id: priya?.id,
        name: 'Priya Nair',
        employeeCode: priya?.employeeCode,
        totalMinutes: 90,
        approvedMinutes: 90,
        notApprovedMinutes: 0,
        cost: 1.5 * RATE,
        approvedCost: 1.5 * RATE,
        notApprovedCost: 0,
      },
    ]);

    // An hour more on the same day, after the approval: the week goes back to Submitted and the hour
    // waits, in minutes and in money.
    await addManualTime('11:00', '12:00');
    const byProject = await report('project');
    expect(byProject.rows).toEqual([
      {
        id: projectId,
        name: 'Pulse Mobile App',
        employeeCode: null,
        totalMinutes: 150,
        approvedMinutes: 90,
        notApprovedMinutes: 60,
        cost: 2.5 * RATE,
        approvedCost: 1.5 * RATE,
        notApprovedCost: RATE,
      },
    ]);
    expect(byProject.grandTotal).toMatchObject({ totalMinutes: 150, approvedMinutes: 90, cost: 2.5 * RATE });

    const file = await call(
      'GET',
      `/api/v1/reports/approved-time/export?startDate=${WEEK}&endDate=2026-03-08&format=csv`,
      DEMO_ADMIN_EMAIL,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain(
      '02-Mar-2026 To 08-Mar-2026 Approved Time by Employee.csv',
    );
    expect(file.body.split('\r\n')[1]).toBe(
      `Priya Nair,${priya?.employeeCode},1:30,1:00,2:30,1.50,1.00,2.50,2750.00,1650.00,1100.00`,
    );

    // Re-opened by its approver: nothing of the week counts as approved any more.
    expect(
      (await call('POST', `${weekUrl}/reject`, RAHUL, { reason: 'Split the workshop' })).statusCode,
    ).toBe(200);
    expect((await report('employee')).rows).toMatchObject([
      { totalMinutes: 150, approvedMinutes: 0, notApprovedMinutes: 150, approvedCost: 0 },
    ]);
  });
});
