import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTrackedTimeWithin } from '../../modules/tracking/tracked-time';
import { createTestApp, sessionFor, type TestApp } from '../../test-support/test-app';
import { employees, manualTimeRequests, notifications, projectTime } from '../schema/index';
import { DEMO_EMPLOYEE_EMAIL } from './demo';

// The demo opens with manual time in every status, none of it over the seeded tracked time. Seeding
// the history takes seconds: one seeded database for the file's read-only checks (as
// demo-activity.test.ts, whose hook limit it shares).
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ withDemoHistory: true });
}, 180_000);
afterAll(async () => {
  await testApp?.close();
});

describe('demo manual time', () => {
  it('seeds pending, approved and denied requests off the tracked time, approved ones in their projects', async () => {
    const rows = await testApp.db
      .select({
        id: manualTimeRequests.id,
        employeeId: manualTimeRequests.employeeId,
        startedAt: manualTimeRequests.startedAt,
        endedAt: manualTimeRequests.endedAt,
        status: manualTimeRequests.status,
        projectId: manualTimeRequests.projectId,
      })
      .from(manualTimeRequests)
      .orderBy(asc(manualTimeRequests.startedAt));
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['pending', 'approved', 'denied']));
    for (const row of rows) {
      expect(row.endedAt.getTime()).toBeGreaterThan(row.startedAt.getTime());
      expect(row.endedAt.getTime()).toBeLessThanOrEqual(testApp.clock.now().getTime());
      const tracked = await findTrackedTimeWithin(
        testApp.db,
        { organizationId: testApp.demoOrganizationId, employeeId: row.employeeId },
        row,
      );
      expect(tracked, `request ${row.startedAt.toISOString()}`).toBeNull();
      const times = await testApp.db
        .select()
        .from(projectTime)
        .where(eq(projectTime.manualTimeRequestId, row.id));
      expect(times).toHaveLength(row.status === 'approved' && row.projectId ? 1 : 0);
    }
  });

  it('puts a team mate’s pending request in the demo employee’s To approve list and bell', async () => {
    const { cookie, employee } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/manual-time?scope=to-decide&status=pending',
      headers: { cookie },
    });
    const [priya] = await testApp.db.select().from(employees).where(eq(employees.name, 'Priya Nair'));
    expect(response.json().items.map((item: { employee: { id: string } }) => item.employee.id)).toEqual([
      priya?.id,
    ]);
    const bells = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, employee.id));
    expect(bells.some((bell) => bell.event === 'manual-time-requested')).toBe(true);
  });
});
