import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees, projects, webhookDeliveries } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { multipartBody, pdfBytes } from '../../test-support/file-fixtures';
import { SAME_ORIGIN, sessionFor, useTestApp } from '../../test-support/test-app';
import { editBodyOf, newEmployeeBody } from '../employees/employees.test-helpers';

const testApp = useTestApp();
// Nothing is sent in these tests: they read the outbox the changes wrote.
const PUBLIC_URL = 'https://93.184.215.14/hooks';

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, ...(payload ? { payload } : {}) });

const subscribe = async (cookie: string, events: string[]) => {
  const response = await call('POST', '/api/v1/webhooks', cookie, { url: PUBLIC_URL, events });
  if (response.statusCode !== 201) throw new Error(`not subscribed: ${response.body}`);
  return response.json().id as string;
};

const queued = () =>
  testApp.db
    .select({
      subscriptionId: webhookDeliveries.subscriptionId,
      eventType: webhookDeliveries.eventType,
      payload: webhookDeliveries.payload,
    })
    .from(webhookDeliveries)
    .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.eventType));

describe('events queued for webhooks with the change', () => {
  it('queues a leave applied and its decision for the webhooks that asked, and none for the others', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const leavesHook = await subscribe(admin.cookie, ['leave.applied', 'leave.decided']);
    const otherHook = await subscribe(admin.cookie, ['policy.published']);
    const offHook = await subscribe(admin.cookie, ['leave.applied']);
    await call('PATCH', `/api/v1/webhooks/${offHook}`, admin.cookie, { isActive: false });

    const applicant = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const applied = await call('POST', '/api/v1/leaves', applicant.cookie, {
      description: 'Visiting my parents',
      fromDate: '2026-04-20',
      toDate: '2026-04-20',
      leaveType: 1,
      managerIds: [admin.employee.id],
    });
    expect(applied.statusCode).toBe(201);
    testApp.clock.advance(1000);
    const approved = await call('POST', `/api/v1/leaves/${applied.json().id}/approve`, admin.cookie);
    expect(approved.statusCode).toBe(200);

    const rows = await queued();
    expect(rows.map((row) => [row.subscriptionId, row.eventType])).toEqual([
      [leavesHook, 'leave.applied'],
      [leavesHook, 'leave.decided'],
    ]);
    expect(rows.map((row) => row.subscriptionId)).not.toContain(otherHook);
    expect(rows[1]?.payload).toMatchObject({
      type: 'leave.decided',
      organizationId: testApp.demoOrganizationId,
      occurredAt: '2026-03-02T09:00:01.000Z',
      data: {
        leaveId: applied.json().id,
        employee: { id: applicant.employee.id },
        decision: 'approved',
        decidedBy: { id: admin.employee.id, name: admin.employee.name },
      },
    });
  });

  it('queues an employee added and an employee relieved, without their personal numbers', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const hook = await subscribe(admin.cookie, ['employee.added', 'employee.relieved']);
    const options = (await call('GET', '/api/v1/employees/form-options', admin.cookie)).json();
    const added = await call(
      'POST',
      '/api/v1/employees',
      admin.cookie,
      newEmployeeBody(options, { panNumber: 'ABCPE1234F' }),
    );
    expect(added.statusCode).toBe(201);
    const [rahul] = await testApp.db
      .select()
      .from(employees)
      .where(eq(employees.officialEmail, DEMO_EMPLOYEE_EMAIL));
    const detail = (await call('GET', `/api/v1/employees/${rahul?.id}?view=edit`, admin.cookie)).json();
    const relieved = await call(
      'PUT',
      `/api/v1/employees/${rahul?.id}`,
      admin.cookie,
      editBodyOf(detail, { isRelieved: true }),
    );
    expect(relieved.statusCode).toBe(200);

    const rows = await queued();
    expect(rows.map((row) => [row.subscriptionId, row.eventType])).toEqual([
      [hook, 'employee.added'],
      [hook, 'employee.relieved'],
    ]);
    expect(rows[0]?.payload).toMatchObject({
      data: { employee: { id: added.json().id, name: 'Meera Iyer' } },
    });
    expect(rows[1]?.payload).toMatchObject({
      data: { employee: { id: rahul?.id }, relievingDate: '2026-03-02' },
    });
    expect(JSON.stringify(rows)).not.toContain('ABCPE1234F');
  });

  it('queues a policy published, for its first file and for a new version', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const hook = await subscribe(admin.cookie, ['policy.published']);
    const upload = (method: 'POST' | 'PUT', url: string, name: string) => {
      const body = multipartBody([{ field: 'file', name, bytes: pdfBytes(name) }]);
      return testApp.app.inject({
        method,
        url,
        headers: { ...SAME_ORIGIN, cookie: admin.cookie, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const added = await upload('POST', '/api/v1/policies', 'Travel.pdf');
    expect(added.statusCode).toBe(201);
    testApp.clock.advance(1000);
    expect(
      (await upload('PUT', `/api/v1/policies/${added.json().id}/file`, 'travel-v2.pdf')).statusCode,
    ).toBe(200);

    const rows = await queued();
    expect(rows.map((row) => [row.subscriptionId, row.eventType])).toEqual([
      [hook, 'policy.published'],
      [hook, 'policy.published'],
    ]);
    expect(rows.map((row) => row.payload)).toMatchObject([
      { data: { policy: { id: added.json().id, name: 'Travel' }, version: 1 } },
      { data: { policy: { id: added.json().id, name: 'Travel' }, version: 2 } },
    ]);
  });

  it('queues a timesheet week submitted and approved', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const hook = await subscribe(admin.cookie, ['timesheet.submitted', 'timesheet.approved']);
    // Priya Nair's 90 minutes of manual time on Pulse Mobile App, approved by its manager Rahul Mehta.
    const priya = await sessionFor(testApp, 'priya.nair@demo.pulse');
    const rahul = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const [mobileApp] = await testApp.db.select().from(projects).where(eq(projects.name, 'Pulse Mobile App'));
    const manual = await call('POST', '/api/v1/manual-time', priya.cookie, {
      date: '2026-03-02',
      from: '09:00',
      to: '10:30',
      projectId: mobileApp?.id,
      todoId: null,
      isProductive: true,
      reason: 'Workshop at the client’s office',
    });
    expect(manual.statusCode, manual.body).toBe(201);
    if (manual.json().status === 'pending')
      await call('POST', `/api/v1/manual-time/${manual.json().id}/approve`, rahul.cookie, { note: '' });
    const week = `/api/v1/timesheets/${priya.employee.id}/weeks/2026-03-02`;
    expect((await call('POST', `${week}/submit`, priya.cookie, { note: 'Client week' })).statusCode).toBe(
      200,
    );
    testApp.clock.advance(1000);
    expect((await call('POST', `${week}/approve`, rahul.cookie)).statusCode).toBe(200);

    const rows = await queued();
    expect(rows.map((row) => [row.subscriptionId, row.eventType])).toEqual([
      [hook, 'timesheet.submitted'],
      [hook, 'timesheet.approved'],
    ]);
    expect(rows[1]?.payload).toMatchObject({
      data: {
        employee: { id: priya.employee.id, name: 'Priya Nair' },
        weekStart: '2026-03-02',
        totalMinutes: 90,
        approvedBy: { id: rahul.employee.id, name: 'Rahul Mehta' },
      },
    });
  });
});
