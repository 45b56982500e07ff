import { todoPulseTexts, todoTexts } from '@pulse/shared/spec-texts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees, projects, todoMembers, todos } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { SAME_ORIGIN, sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';

// The demo's to-dos (db/seed/demo-projects.ts): Rahul Mehta (the demo employee) is on Pulse Mobile App
// and Customer Portal Redesign.
const testApp = useTestApp();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) =>
  testApp.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, ...(payload ? { payload } : {}) });

const idOf = async (email: string) => {
  const [row] = await testApp.db.select().from(employees).where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no employee ${email}`);
  return row.id;
};
const projectIdOf = async (name: string) => {
  const [row] = await testApp.db.select().from(projects).where(eq(projects.name, name));
  if (!row) throw new Error(`no project ${name}`);
  return row.id;
};
const todoOf = async (name: string) => {
  const [row] = await testApp.db.select().from(todos).where(eq(todos.name, name));
  if (!row) throw new Error(`no to-do ${name}`);
  return row;
};
const countTodos = async () => (await testApp.db.select({ value: count() }).from(todos))[0]?.value;

describe('Todo List', () => {
  it.each([
    [
      3,
      [
        'Biometric sign-in',
        'Offline sync of tracked time',
        'Push notifications for leave approvals',
        'App store screenshots',
      ],
    ],
    [0, ['App store screenshots']],
    [1, ['Push notifications for leave approvals']],
    [2, ['Biometric sign-in', 'Offline sync of tracked time']],
  ])('lists a project’s to-dos with status filter %i', async (status, names) => {
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const projectId = await projectIdOf('Pulse Mobile App');
    const response = await call('GET', `/api/v1/todos?projectId=${projectId}&status=${status}`, cookie);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .items.map((item: { name: string }) => item.name)
        .sort(),
    ).toEqual([...names].sort());
  });

  it('tells an employee which to-dos they may edit, and hides other teams’ to-dos as missing', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const projectId = await projectIdOf('Pulse Mobile App');
    const items = (await call('GET', `/api/v1/todos?projectId=${projectId}`, cookie)).json().items as {
      name: string;
      canEdit: boolean;
      consumedHours: number;
    }[];
    expect(Object.fromEntries(items.map((item) => [item.name, item.canEdit]))).toEqual({
      'App store screenshots': false,
      'Biometric sign-in': true,
      'Offline sync of tracked time': true,
      'Push notifications for leave approvals': false,
    });
    expect(items.every((item) => item.consumedHours === 0)).toBe(true);
    const otherProject = await projectIdOf('Design System');
    expect((await call('GET', `/api/v1/todos?projectId=${otherProject}`, cookie)).statusCode).toBe(404);
    const otherTodo = await todoOf('Data table component');
    expect((await call('GET', `/api/v1/todos/${otherTodo.id}`, cookie)).statusCode).toBe(404);
  });
});

describe('every project at once', () => {
  it('lists the to-dos of the projects the caller sees, by project, with the status filter', async () => {
    const namesFor = async (email: string) => {
      const { cookie } = await sessionFor(testApp, email);
      const response = await call('GET', '/api/v1/todos?status=2', cookie);
      expect(response.statusCode).toBe(200);
      return response
        .json()
        .items.map((item: { projectName: string; name: string }) => [item.projectName, item.name]);
    };
    // Rahul Mehta's two projects only.
    expect(await namesFor(DEMO_EMPLOYEE_EMAIL)).toEqual([
      ['Customer Portal Redesign', 'Usage dashboard charts'],
      ['Pulse Mobile App', 'Biometric sign-in'],
      ['Pulse Mobile App', 'Offline sync of tracked time'],
    ]);
    expect(await namesFor(DEMO_ADMIN_EMAIL)).toEqual([
      ['Customer Portal Redesign', 'Usage dashboard charts'],
      ['Data Warehouse Migration', 'Nightly load jobs'],
      ['Design System', 'Data table component'],
      ['Pulse Mobile App', 'Biometric sign-in'],
      ['Pulse Mobile App', 'Offline sync of tracked time'],
    ]);
  });
});

describe('add and update', () => {
  it('adds a to-do for members of the project’s team, Not Yet Started', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const projectId = await projectIdOf('Pulse Mobile App');
    const rahul = await idOf(DEMO_EMPLOYEE_EMAIL);
    const response = await call('POST', '/api/v1/todos', cookie, {
      name: 'Dark mode',
      projectId,
      memberIds: [rahul],
    });
    expect(response.statusCode).toBe(201);
    const todo = (await call('GET', `/api/v1/todos/${response.json().id}`, cookie)).json();
    expect(todo).toMatchObject({
      name: 'Dark mode',
      status: 0,
      statusName: 'Not Yet Started',
      projectName: 'Pulse Mobile App',
      members: [{ employeeId: rahul, name: 'Rahul Mehta' }],
      canEdit: true,
    });
  });

  it('answers an empty form with the §5 texts and refuses members off the team, writing nothing', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const before = await countTodos();
    const empty = await call('POST', '/api/v1/todos', cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(
      empty
        .json()
        .errors.map((error: { message: string }) => error.message)
        .sort(),
    ).toEqual([todoTexts.nameRequired, todoTexts.projectRequired, todoTexts.memberRequired].sort());
    const offTeam = await call('POST', '/api/v1/todos', cookie, {
      name: 'Dark mode',
      projectId: await projectIdOf('Pulse Mobile App'),
      memberIds: [await idOf('meera.pillai@demo.pulse')],
    });
    expect(offTeam.statusCode).toBe(400);
    expect(offTeam.json().errors).toEqual([{ path: 'memberIds', message: todoPulseTexts.memberNotOnTeam }]);
    expect(await countTodos()).toBe(before);
  });

  it('lets an administrator change everything, an employee nothing but completion', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const todo = await todoOf('Biometric sign-in');
    const priya = await idOf('priya.nair@demo.pulse');
    const payload = {
      name: 'Face ID sign-in',
      projectId: todo.projectId,
      memberIds: [priya],
      isCompleted: true,
    };
    expect((await call('PUT', `/api/v1/todos/${todo.id}`, employee.cookie, payload)).statusCode).toBe(403);
    expect((await call('PUT', `/api/v1/todos/${todo.id}`, admin.cookie, payload)).statusCode).toBe(200);
    const saved = await todoOf('Face ID sign-in');
    expect(saved.status).toBe(1);
    const members = await testApp.db.select().from(todoMembers).where(eq(todoMembers.todoId, todo.id));
    expect(members.map((member) => member.employeeId)).toEqual([priya]);
  });
});

describe('Mark As Completed', () => {
  it('lets the assigned employee tick and untick it (In Progress again only with tracked time)', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const todo = await todoOf('Offline sync of tracked time');
    const done = await call('PUT', `/api/v1/todos/${todo.id}/completion`, cookie, { isCompleted: true });
    expect(done.statusCode).toBe(200);
    expect((await todoOf('Offline sync of tracked time')).status).toBe(1);
    await call('PUT', `/api/v1/todos/${todo.id}/completion`, cookie, { isCompleted: false });
    // No time has been tracked on it in this demo (no history): Not Yet Started.
    expect((await todoOf('Offline sync of tracked time')).status).toBe(0);
  });

  it('refuses a team member it is not assigned to, and hides it from everyone else', async () => {
    const rahul = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const meera = await sessionFor(testApp, 'meera.pillai@demo.pulse');
    const other = await signUpOtherOrganization(testApp);
    const todo = await todoOf('App store screenshots');
    const refused = await call('PUT', `/api/v1/todos/${todo.id}/completion`, rahul.cookie, {
      isCompleted: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(todoPulseTexts.onlyCompletion);
    const designOnly = await todoOf('Documentation site');
    expect(
      (await call('PUT', `/api/v1/todos/${designOnly.id}/completion`, rahul.cookie, { isCompleted: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/v1/todos/${todo.id}/completion`, other.cookie, { isCompleted: true }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/v1/todos/${todo.id}`, meera.cookie)).statusCode).toBe(404);
    expect((await todoOf('App store screenshots')).status).toBe(0);
    expect((await todoOf('Documentation site')).status).toBe(0);
  });
});
