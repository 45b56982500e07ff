import { todayIn } from '@pulse/shared/domain/organization-day';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL } from '../../db/seed/demo';
import { DEMO_HISTORY_DAYS } from '../../db/seed/demo-activity';
import { createTestApp, sessionFor, type TestApp } from '../../test-support/test-app';

// The demo's 14 days of history, sorted by the starter set: what a visitor sees in Reports →
// Productivity and in the viewer's window usage on first start. Read-only, so one seeded copy serves
// the file (seeding it takes seconds).
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ withDemoHistory: true });
}, 180_000);
afterAll(async () => {
  await testApp?.close();
});

const get = async (url: string) => {
  const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
  const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};

describe('the demo’s productivity', () => {
  it('reports every tracked employee-day of the history with a realistic mix', async () => {
    const today = todayIn('Asia/Kolkata', testApp.clock.now());
    const start = new Date(Date.parse(`${today}T00:00:00Z`) - (DEMO_HISTORY_DAYS - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const report = await get(`/api/v1/reports/productivity?startDate=${start}&endDate=${today}`);
    expect(report.employees.length).toBeGreaterThan(20);
    const { percents } = report.grandTotal;
    // Mostly productive work, some communication, a little off task; the lock screen while away is
    // the uncategorised rest.
    expect(percents.productive).toBeGreaterThan(40);
    expect(percents.neutral).toBeGreaterThan(5);
    expect(percents.unproductive).toBeGreaterThan(0);
    expect(percents.unproductive).toBeLessThan(percents.neutral);
    expect(percents.productive + percents.neutral + percents.unproductive + percents.uncategorised).toBe(100);
    for (const employee of report.employees)
      for (const day of employee.days) {
        expect(day.focusedSeconds).toBeGreaterThan(0);
        expect(Object.values(day.percents).reduce((sum: number, value) => sum + Number(value), 0)).toBe(100);
      }
  });

  it('shows each application’s category in a day’s window usage', async () => {
    const [employee] = await testApp.db
      .select({ employeeCode: employees.employeeCode })
      .from(employees)
      .where(and(eq(employees.organizationId, testApp.demoOrganizationId), eq(employees.employeeNumber, 3)));
    // The last weekday before the test clock's Monday (2 March 2026): Friday.
    const day = await get(`/api/v1/activity/day?date=2026-02-27&employeeCode=${employee?.employeeCode}`);
    const categoryOf = new Map(
      day.windowUsage.map((usage: { title: string; category: { name: string } | null }) => [
        usage.title,
        usage.category?.name ?? null,
      ]),
    );
    expect(categoryOf.get('Visual Studio Code')).toBe('Development');
    expect(categoryOf.get('Zoom')).toBe('Communication');
    expect(categoryOf.get('Lock screen')).toBeNull();
    expect(day.productivity.focusedSeconds).toBeGreaterThan(6 * 3600);
  });
});
