import { reportSchema } from '@pulse/shared/contracts/activity';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL } from '../../db/seed/demo';
import { sessionFor, useReadOnlyTestApp } from '../../test-support/test-app';

// The report's answer is written as the service builds it, without the app's zod check on the way out
// (activity.routes.ts, hardening: reads at scale). This holds it to its contract instead: over the
// demo's two weeks of tracked history, approved manual time and projects, the answer is exactly what
// reportSchema reads from it (a field the schema does not know would be dropped by the read, a value
// it refuses would throw).
const testApp = useReadOnlyTestApp({ withDemoHistory: true });

const RANGE = 'startDate=2026-02-16&endDate=2026-03-02';

const reportAnswer = async (query: string) => {
  const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/reports?${query}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json();
};

describe('the report answer', () => {
  it('is exactly its contract for every employee, with manual time', async () => {
    const body = await reportAnswer(RANGE);
    expect(body.employees.length).toBeGreaterThan(1);
    expect(body.grandTotal.hoursWorkedMinutes).toBeGreaterThan(0);
    expect(body.grandTotal.manualMinutes).toBeGreaterThan(0);
    expect(body).toStrictEqual(reportSchema.parse(body));
  });

  it('is exactly its contract for one project', async () => {
    const [project] = await testApp.db
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(eq(projects.organizationId, testApp.demoOrganizationId))
      .limit(1);
    if (!project) throw new Error('the demo has no project');
    const body = await reportAnswer(`${RANGE}&projectId=${project.id}`);
    expect(body.project).toEqual(project);
    expect(body).toStrictEqual(reportSchema.parse(body));
  });
});
