import { projectPulseTexts, projectTexts } from '@pulse/shared/spec-texts';
import { and, asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  employees,
  projectMemberRates,
  projectMembers,
  projects,
  todoMembers,
  todos,
} from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { DEMO_PROJECTS } from '../../db/seed/demo-projects';
import { SAME_ORIGIN, sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';

// The demo's six projects (db/seed/demo-projects.ts); this file's demo has no tracked history, so every
// consumed figure starts at 0. The test clock starts at 2026-03-02T09:00:00Z.
const testApp = useTestApp();

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload?: unknown) =>
  testApp.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, ...(payload ? { payload } : {}) });

const employeeByEmail = async (email: string) => {
  const [row] = await testApp.db.select().from(employees).where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no employee ${email}`);
  return row;
};

const projectByName = async (name: string) => {
  const [row] = await testApp.db.select().from(projects).where(eq(projects.name, name));
  if (!row) throw new Error(`no project ${name}`);
  return row;
};

const body = (team: { employeeId: string; isManager?: boolean; hourlyRate: number }[], overrides = {}) => ({
  name: 'Billing Revamp',
  description: 'New invoices and payment reminders.',
  startDate: '2026-03-01',
  endDate: '2026-06-30',
  status: 2,
  estimatedBudget: 250000,
  estimatedHours: 300.5,
  timesheetInterval: 1,
  team: team.map((member) => ({ isManager: false, ...member })),
  ...overrides,
});

const countRows = async () => {
  const [projectRows] = await testApp.db.select({ value: count() }).from(projects);
  const [memberRows] = await testApp.db.select({ value: count() }).from(projectMembers);
  const [rateRows] = await testApp.db.select({ value: count() }).from(projectMemberRates);
  return { projects: projectRows?.value, members: memberRows?.value, rates: rateRows?.value };
};

describe('Project List', () => {
  it('gives administrators every project by name, with the visible default columns and the currency', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const response = await call('GET', '/api/v1/projects', cookie);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.total).toBe(DEMO_PROJECTS.length);
    expect(list.items.map((item: { name: string }) => item.name)).toEqual(
      DEMO_PROJECTS.map((project) => project.name).sort((a, b) => a.localeCompare(b)),
    );
    expect(list.columns.map((column: { columnKey: string }) => column.columnKey)).toEqual([
      'name',
      'status',
      'startDate',
      'endDate',
    ]);
    expect(list.currency).toBe('INR');
    expect(list.items[0]).toMatchObject({ consumedHours: 0, consumedBudget: 0 });
  });

  it.each([
    [1, ['Sales CRM Integration']],
    [3, ['Data Warehouse Migration']],
    [4, ['HR Onboarding Portal']],
  ])('filters by status %i on the server', async (status, names) => {
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const response = await call('GET', `/api/v1/projects?status=${status}`, cookie);
    expect(response.json().items.map((item: { name: string }) => item.name)).toEqual(names);
  });

  it('pages on the server', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const response = await call('GET', '/api/v1/projects?page=2&pageSize=4', cookie);
    expect(response.json()).toMatchObject({ page: 2, pageSize: 4, total: 6, totalPages: 2 });
    expect(response.json().items).toHaveLength(2);
  });

  it('shows an employee only the projects whose team they are in, and hides the others as missing', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const list = (await call('GET', '/api/v1/projects', cookie)).json();
    expect(list.items.map((item: { name: string }) => item.name)).toEqual([
      'Customer Portal Redesign',
      'Pulse Mobile App',
    ]);
    const choices = (await call('GET', '/api/v1/projects/choices', cookie)).json().items;
    expect(choices.map((choice: { name: string }) => choice.name)).toEqual([
      'Customer Portal Redesign',
      'Pulse Mobile App',
    ]);
    const other = await projectByName('Design System');
    expect((await call('GET', `/api/v1/projects/${other.id}`, cookie)).statusCode).toBe(404);
  });

  it('shows an employee their own rate and not their colleagues’', async () => {
    const { cookie, employee } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const project = await projectByName('Pulse Mobile App');
    const detail = (await call('GET', `/api/v1/projects/${project.id}`, cookie)).json();
    const rates = detail.team.map((member: { employeeId: string; hourlyRate: number | null }) =>
      member.employeeId === employee.id ? member.hourlyRate : `other:${member.hourlyRate}`,
    );
    expect(rates).toEqual([1250, 'other:null', 'other:null', 'other:null']);
  });
});

describe('options', () => {
  it('lists the statuses with their colours, the intervals and the organisation’s currency symbol', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const options = (await call('GET', '/api/v1/projects/options', cookie)).json();
    expect(options.statuses.map((status: { name: string }) => status.name)).toEqual([
      'To be Started',
      'In Progress',
      'On Hold',
      'Completed',
    ]);
    expect(options.timesheetIntervals.map((interval: { name: string }) => interval.name)).toEqual([
      'Weekly',
      'Fortnightly',
      'Monthly',
    ]);
    expect(options.currency).toEqual({ code: 'INR', symbol: '₹' });
  });

  it('follows the currency an administrator chooses in settings', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const patch = await call('PATCH', '/api/v1/organization/settings', cookie, { currency: 'USD' });
    expect(patch.statusCode).toBe(200);
    const options = (await call('GET', '/api/v1/projects/options', cookie)).json();
    expect(options.currency).toEqual({ code: 'USD', symbol: '$' });
    const refused = await call('PATCH', '/api/v1/organization/settings', cookie, { currency: 'XYZ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].message).toBe(projectPulseTexts.currencyInvalid);
  });
});

describe('add and update', () => {
  it('saves the project, its team and each member’s first rate in one go', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const priya = await employeeByEmail('priya.nair@demo.pulse');
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const response = await call(
      'POST',
      '/api/v1/projects',
      cookie,
      body([
        { employeeId: priya.id, isManager: true, hourlyRate: 1500.25 },
        { employeeId: rahul.id, hourlyRate: 900 },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const detail = (await call('GET', `/api/v1/projects/${id}`, cookie)).json();
    expect(detail).toMatchObject({
      name: 'Billing Revamp',
      status: 2,
      statusName: 'In Progress',
      estimatedBudget: 250000,
      estimatedHours: 300.5,
      timesheetIntervalName: 'Weekly',
      consumedHours: 0,
      consumedBudget: 0,
      teamSize: 2,
    });
    expect(detail.team).toEqual([
      expect.objectContaining({ name: 'Priya Nair', isManager: true, hourlyRate: 1500.25 }),
      expect.objectContaining({ name: 'Rahul Mehta', isManager: false, hourlyRate: 900 }),
    ]);
    const rates = await testApp.db
      .select()
      .from(projectMemberRates)
      .where(eq(projectMemberRates.projectId, id));
    const now = testApp.clock.now().toISOString();
    expect(rates.map((rate) => [rate.hourlyRate, rate.effectiveFrom.toISOString()]).sort()).toEqual([
      [1500.25, now],
      [900, now],
    ]);
  });

  it('answers an empty form with every §5 text and writes nothing', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const before = await countRows();
    const response = await call('POST', '/api/v1/projects', cookie, {});
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { message: string }) => error.message)
        .sort(),
    ).toEqual(
      [
        projectTexts.nameRequired,
        projectTexts.descriptionRequired,
        projectTexts.startRequired,
        projectTexts.endRequired,
        projectTexts.statusRequired,
        projectTexts.budgetRequired,
        projectTexts.hoursRequired,
        projectTexts.intervalRequired,
        projectTexts.teamRequired,
      ].sort(),
    );
    expect(await countRows()).toEqual(before);
  });

  it.each([
    ['name', { name: 'x'.repeat(201) }, projectTexts.nameTooLong],
    ['description', { description: 'x'.repeat(501) }, projectTexts.descriptionTooLong],
    ['endDate', { endDate: '2026-02-01' }, projectPulseTexts.endBeforeStart],
    ['estimatedBudget', { estimatedBudget: 10.5 }, projectPulseTexts.budgetInvalid],
    ['estimatedHours', { estimatedHours: 1.23456 }, projectPulseTexts.hoursInvalid],
    ['team', { team: [] }, projectTexts.teamRequired],
  ])('refuses a bad %s with its message', async (path, overrides, message) => {
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const response = await call(
      'POST',
      '/api/v1/projects',
      cookie,
      body([{ employeeId: rahul.id, hourlyRate: 900 }], overrides),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
  });

  it('refuses a duplicate name (any case) and a team member from another organisation, writing nothing', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const other = await signUpOtherOrganization(testApp);
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const before = await countRows();
    const duplicate = await call(
      'POST',
      '/api/v1/projects',
      cookie,
      body([{ employeeId: rahul.id, hourlyRate: 1 }], { name: 'pulse MOBILE app' }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual([{ path: 'name', message: projectPulseTexts.nameTaken }]);
    const foreign = await call(
      'POST',
      '/api/v1/projects',
      cookie,
      body([{ employeeId: other.employeeId, hourlyRate: 1 }]),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([{ path: 'team', message: projectPulseTexts.memberNotActive }]);
    expect(await countRows()).toEqual(before);
  });

  it('keeps past rates when a rate changes, and takes removed members off the project’s to-dos', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const project = await projectByName('Pulse Mobile App');
    const detail = (await call('GET', `/api/v1/projects/${project.id}`, cookie)).json();
    const [rahul, ...others] = detail.team as {
      employeeId: string;
      isManager: boolean;
      hourlyRate: number;
    }[];
    if (!rahul) throw new Error('demo team is empty');
    const removed = others.at(-1);
    const team = [{ ...rahul, hourlyRate: 1400 }, ...others.slice(0, -1)].map(
      ({ employeeId, isManager, hourlyRate }) => ({ employeeId, isManager, hourlyRate }),
    );
    const response = await call('PUT', `/api/v1/projects/${project.id}`, cookie, {
      ...body(team),
      name: project.name,
    });
    expect(response.statusCode).toBe(200);
    const rates = await testApp.db
      .select()
      .from(projectMemberRates)
      .where(
        and(
          eq(projectMemberRates.projectId, project.id),
          eq(projectMemberRates.employeeId, rahul.employeeId),
        ),
      )
      .orderBy(asc(projectMemberRates.effectiveFrom));
    expect(rates.map((rate) => [rate.hourlyRate, rate.effectiveFrom.toISOString()])).toEqual([
      [1250, expect.any(String)],
      [1400, testApp.clock.now().toISOString()],
    ]);
    const assigned = await testApp.db
      .select({ employeeId: todoMembers.employeeId })
      .from(todoMembers)
      .innerJoin(todos, eq(todos.id, todoMembers.todoId))
      .where(eq(todos.projectId, project.id));
    expect(assigned.map((row) => row.employeeId)).not.toContain(removed?.employeeId);
  });

  it('is for administrators only', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const before = await countRows();
    const response = await call(
      'POST',
      '/api/v1/projects',
      cookie,
      body([{ employeeId: rahul.id, hourlyRate: 1 }]),
    );
    expect(response.statusCode).toBe(403);
    expect(await countRows()).toEqual(before);
  });
});

describe('another organisation', () => {
  it('finds none of this organisation’s projects, and changes nothing', async () => {
    const other = await signUpOtherOrganization(testApp);
    const project = await projectByName('Pulse Mobile App');
    expect((await call('GET', '/api/v1/projects', other.cookie)).json().total).toBe(0);
    expect((await call('GET', `/api/v1/projects/${project.id}`, other.cookie)).statusCode).toBe(404);
    const update = await call(
      'PUT',
      `/api/v1/projects/${project.id}`,
      other.cookie,
      body([{ employeeId: other.employeeId, hourlyRate: 1 }], { name: 'Taken over' }),
    );
    expect(update.statusCode).toBe(404);
    expect((await projectByName('Pulse Mobile App')).updatedAt).toEqual(project.updatedAt);
    const members = await testApp.db
      .select()
      .from(projectMembers)
      .where(eq(projectMembers.projectId, project.id));
    expect(members.map((member) => member.employeeId)).not.toContain(other.employeeId);
  });
});
