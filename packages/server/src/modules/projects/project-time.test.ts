import { projectPulseTexts } from '@pulse/shared/spec-texts';
import { and, asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  activityIntervals,
  employees,
  mailOutbox,
  notifications,
  projectMemberRates,
  projects,
  projectTime,
  todos,
  webhookDeliveries,
} from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD } from '../../db/seed/demo';
import { SAME_ORIGIN, sessionFor, useTestApp } from '../../test-support/test-app';

// Time the tracker attributes to a project (spec B §3 consumedWork / consumedBudget), its cost at the
// rate in force when it was worked, and the budget alerts. The test clock starts at
// 2026-03-02T09:00:00Z; the uploads happen in the hour before. Rahul Mehta (the demo employee) is on
// Pulse Mobile App at ₹1250/h and on Customer Portal Redesign.
const testApp = useTestApp();
const at = (time: string) => `2026-03-02T${time}Z`;

const deviceToken = async (email = DEMO_EMPLOYEE_EMAIL) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/tracker/sign-in',
    payload: { email, password: DEMO_PASSWORD, deviceName: 'LAPTOP-42', platform: 'linux' },
  });
  if (response.statusCode !== 200) throw new Error(`device sign-in failed: ${response.body}`);
  return response.json().deviceToken as string;
};

const upload = (token: string, batchId: string, intervals: object[]) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/tracker/batches',
    headers: { authorization: `Bearer ${token}` },
    payload: { batchId, intervals },
  });

const focus = (
  startedAt: string,
  durationSeconds: number,
  selection: { projectId?: string; todoId?: string },
) => ({
  kind: 'focus',
  startedAt: at(startedAt),
  durationSeconds,
  app: 'Visual Studio Code',
  title: 'app.ts — pulse',
  ...selection,
});

const projectOf = async (name: string) => {
  const [row] = await testApp.db.select().from(projects).where(eq(projects.name, name));
  if (!row) throw new Error(`no project ${name}`);
  return row;
};
const todoOf = async (name: string) => {
  const [row] = await testApp.db.select().from(todos).where(eq(todos.name, name));
  if (!row) throw new Error(`no to-do ${name}`);
  return row;
};

const projectFigures = async (projectId: string) => {
  const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/projects/${projectId}`,
    headers: { ...SAME_ORIGIN, cookie },
  });
  const detail = response.json();
  return { hours: detail.consumedHours, budget: detail.consumedBudget };
};

describe('attributed time', () => {
  it('counts tracked minus away time on the project and the to-do, at the member’s rate', async () => {
    const token = await deviceToken();
    const project = await projectOf('Pulse Mobile App');
    const todo = await todoOf('Offline sync of tracked time');
    const response = await upload(token, 'b-1', [
      // 30 minutes on the to-do, 6 of them away; 12 minutes on the project alone; 10 unattributed.
      focus('08:00:00', 1800, { projectId: project.id, todoId: todo.id }),
      { kind: 'away', startedAt: at('08:10:00'), durationSeconds: 360 },
      focus('08:30:00', 720, { projectId: project.id }),
      focus('08:42:00', 600, {}),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    // (1800 − 360 + 720) s = 0.6 h; at ₹1250 = ₹750.
    expect(await projectFigures(project.id)).toEqual({ hours: 0.6, budget: 750 });
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const todoAnswer = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/todos/${todo.id}`,
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(todoAnswer.json()).toMatchObject({ consumedHours: 0.4, status: 2 });
  });

  it('starts a Not Yet Started to-do when time is tracked on it', async () => {
    const token = await deviceToken('ishaan.bose@demo.pulse');
    const todo = await todoOf('Usage dashboard charts');
    await testApp.db.update(todos).set({ status: 0 }).where(eq(todos.id, todo.id));
    await upload(token, 'b-1', [focus('08:00:00', 600, { projectId: todo.projectId, todoId: todo.id })]);
    expect((await todoOf('Usage dashboard charts')).status).toBe(2);
  });

  it('keeps the cost of time worked before a rate change', async () => {
    const token = await deviceToken();
    const project = await projectOf('Pulse Mobile App');
    const [rahul] = await testApp.db
      .select()
      .from(employees)
      .where(eq(employees.officialEmail, DEMO_EMPLOYEE_EMAIL));
    if (!rahul) throw new Error('no demo employee');
    await testApp.db.insert(projectMemberRates).values({
      organizationId: project.organizationId,
      projectId: project.id,
      employeeId: rahul.id,
      hourlyRate: 2000,
      effectiveFrom: new Date(at('08:30:00')),
    });
    // An hour: the first half at ₹1250, the second at ₹2000, uploaded in one late batch.
    await upload(token, 'b-1', [focus('08:00:00', 3600, { projectId: project.id })]);
    expect(await projectFigures(project.id)).toEqual({ hours: 1, budget: 625 + 1000 });
  });

  it('refuses time for a project the employee is not on, or a to-do not theirs, and stores nothing', async () => {
    const token = await deviceToken();
    const foreign = await projectOf('Design System');
    const project = await projectOf('Pulse Mobile App');
    const notTheirs = await todoOf('App store screenshots');
    const response = await upload(token, 'b-1', [
      focus('08:00:00', 600, { projectId: foreign.id }),
      focus('08:10:00', 600, { projectId: project.id, todoId: notTheirs.id }),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'intervals.0.projectId', message: projectPulseTexts.notOnTeam },
      { path: 'intervals.1.todoId', message: projectPulseTexts.todoNotAssigned },
    ]);
    const [intervals] = await testApp.db.select({ value: count() }).from(activityIntervals);
    const [attributed] = await testApp.db.select({ value: count() }).from(projectTime);
    expect([intervals?.value, attributed?.value]).toEqual([0, 0]);
  });

  it('recomputes, not adds, when a later batch covers the same slot', async () => {
    const token = await deviceToken();
    const project = await projectOf('Pulse Mobile App');
    await upload(token, 'b-1', [focus('08:00:00', 300, { projectId: project.id })]);
    await upload(token, 'b-2', [focus('08:05:00', 300, { projectId: project.id })]);
    await upload(token, 'b-2', [focus('08:05:00', 300, { projectId: project.id })]);
    const rows = await testApp.db
      .select({ slotStart: projectTime.slotStart, worked: projectTime.workedSeconds })
      .from(projectTime)
      .orderBy(asc(projectTime.slotStart));
    expect(rows).toEqual([{ slotStart: new Date(at('08:00:00')), worked: 600 }]);
  });
});

describe('budget alerts', () => {
  it('tells the managers and the admins once per threshold, in the bell, by mail and to webhooks', async () => {
    const token = await deviceToken();
    const project = await projectOf('Pulse Mobile App');
    const subscribed = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: { ...SAME_ORIGIN, cookie: (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie },
      payload: { url: 'https://93.184.215.14/hooks', events: ['project.budget_threshold'] },
    });
    expect(subscribed.statusCode).toBe(201);
    // 1 hour estimated: 48 minutes reach 80 %, the next 12 minutes reach 100 %.
    await testApp.db.update(projects).set({ estimatedHours: 1 }).where(eq(projects.id, project.id));
    await testApp.db.delete(notifications);
    await upload(token, 'b-1', [focus('07:00:00', 2880, { projectId: project.id })]);
    await upload(token, 'b-2', [focus('07:50:00', 300, { projectId: project.id })]);
    const alerts = () =>
      testApp.db
        .select({ recipientId: notifications.recipientId, description: notifications.description })
        .from(notifications)
        .where(and(eq(notifications.event, 'project-budget'), eq(notifications.projectId, project.id)));
    const [admin] = await testApp.db
      .select()
      .from(employees)
      .where(eq(employees.officialEmail, DEMO_ADMIN_EMAIL));
    const [rahul] = await testApp.db
      .select()
      .from(employees)
      .where(eq(employees.officialEmail, DEMO_EMPLOYEE_EMAIL));
    // Asha (admin) and Rahul (the project's manager), each once for 80 %.
    const eighty =
      'Pulse Mobile App has used 80% of its estimated hours (0:48 h of 1:00 h) and crossed the 80% alert threshold.';
    expect((await alerts()).map((row) => [row.recipientId, row.description]).sort()).toEqual(
      [
        [admin?.id, eighty],
        [rahul?.id, eighty],
      ].sort(),
    );
    await upload(token, 'b-3', [focus('07:55:00', 720, { projectId: project.id })]);
    await upload(token, 'b-4', [focus('08:10:00', 600, { projectId: project.id })]);
    const descriptions = (await alerts()).map((row) => row.description);
    // 65 minutes of the hour when the 100 % threshold was crossed: the real share, not the threshold.
    expect(descriptions.filter((text) => text.includes('100%'))).toEqual([
      'Pulse Mobile App has used 108% of its estimated hours (1:05 h of 1:00 h) and crossed the 100% alert threshold.',
      'Pulse Mobile App has used 108% of its estimated hours (1:05 h of 1:00 h) and crossed the 100% alert threshold.',
    ]);
    expect(descriptions).toHaveLength(4);
    const mails = await testApp.db
      .select()
      .from(mailOutbox)
      .where(
        eq(mailOutbox.subject, 'Project budget alert: Pulse Mobile App crossed 100% of its estimated hours'),
      );
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL]);
    expect(
      testApp.realtime.sent.filter((sent) => sent.event === 'notification:created').length,
    ).toBeGreaterThanOrEqual(4);
    const hooks = await testApp.db
      .select({ eventType: webhookDeliveries.eventType, payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.subscriptionId, subscribed.json().id))
      .orderBy(asc(webhookDeliveries.createdAt));
    expect(hooks.map((hook) => [hook.eventType, (hook.payload as { data: object }).data])).toEqual([
      [
        'project.budget_threshold',
        expect.objectContaining({ measure: 'hours', thresholdPercent: 80, estimate: 1 }),
      ],
      [
        'project.budget_threshold',
        expect.objectContaining({ measure: 'hours', thresholdPercent: 100, estimate: 1 }),
      ],
    ]);
  });
});

describe('the agent’s project list', () => {
  it('offers the employee’s projects with the open to-dos assigned to them', async () => {
    const token = await deviceToken();
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/tracker/projects',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .items.map((project: { name: string; todos: { name: string }[] }) => [
          project.name,
          project.todos.map((todo) => todo.name),
        ]),
    ).toEqual([
      ['Customer Portal Redesign', ['Usage dashboard charts']],
      ['Pulse Mobile App', ['Biometric sign-in', 'Offline sync of tracked time']],
    ]);
  });
});
