import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees, webhookDeliveries } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
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
});
