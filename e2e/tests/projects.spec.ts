import { expect, type Page, test } from '@playwright/test';
import { employeeDirectorySchema } from '@pulse/shared/contracts/leaves';
import {
  type ProjectBody,
  projectDetailSchema,
  projectListSchema,
  projectSavedSchema,
} from '@pulse/shared/contracts/projects';
import { expectNoSeriousViolations } from '../support/accessibility';
import { newPageAs, openDashboardAs } from '../support/auth';
import { installClock, skipReturnPause } from '../support/clock';

// Projects (spec B §2 Project list and Project form, §5, §6) on the demo organisation: the
// administrator Asha Verma adds and edits a project; the employee Rahul Mehta sees only the projects
// whose team he is in, without actions.

const runId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

const originOf = (page: Page) => ({ origin: new URL(page.url()).origin });

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const addTeamMember = async (page: Page, name: string) => {
  await page.getByRole('combobox', { name: 'Team Members' }).fill(name.split(' ')[0] ?? name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
};

// Every project the signed-in user's list holds, all pages.
const projectsFromServer = async (page: Page) => {
  const items = [];
  for (let number = 1; ; number += 1) {
    const response = await page.request.get(`/api/v1/projects?page=${number}&pageSize=100`);
    expect(response.status()).toBe(200);
    const body = projectListSchema.parse(await response.json());
    items.push(...body.items);
    if (body.page >= body.totalPages) return items;
  }
};

const personId = async (page: Page, name: string) => {
  const response = await page.request.get(`/api/v1/employee-directory?query=${encodeURIComponent(name)}`);
  const person = employeeDirectorySchema
    .parse(await response.json())
    .items.find((item) => item.name === name);
  if (!person) throw new Error(`${name} is not in the directory`);
  return person.id;
};

test('an administrator adds a project with its team and updates it', async ({ page }) => {
  test.setTimeout(60_000);
  const name = `E2E Website ${runId}`;
  await openDashboardAs(page, 'admin');
  // Two saves, each with its 2-second return to the list.
  await installClock(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('heading', { name: 'Project List' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Project' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add-project$/);
  await expect(page.getByRole('heading', { name: 'Add a new project' })).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description').fill('The public website, rebuilt');
  await page.getByRole('textbox', { name: 'Start Date' }).fill('01/05/2026');
  await page.getByRole('textbox', { name: 'End Date' }).fill('31/12/2026');
  await choose(page, 'Status', 'To be Started');
  await choose(page, 'Time Interval', 'Weekly');
  await page.getByLabel('Estimated Budget').fill('250000');
  await page.getByLabel('Estimated Hours').fill('400');
  await addTeamMember(page, 'Rahul Mehta');
  await addTeamMember(page, 'Asha Verma');
  // spec B §2: a manager flag and an hourly rate with the currency symbol (the rupee by default).
  const rahul = page.getByRole('listitem', { name: 'Rahul Mehta' });
  await expect(rahul.getByText('₹')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Is Manager: Rahul Mehta' }).check();
  await page.getByLabel('Hourly Rate: Rahul Mehta').fill('450');
  await page.getByLabel('Hourly Rate: Asha Verma').fill('800.5');
  await page.getByRole('button', { name: 'Add Project' }).click();
  await expect(page.getByText('Project Added successfully')).toBeVisible();
  // spec B §4: back to the list 2 seconds later.
  await skipReturnPause(page);
  await expect(page).toHaveURL(/\/dashboard\/projects$/);

  const table = page.getByRole('table', { name: 'Projects' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('To be Started');
  await expect(row).toContainText('01-May-2026');
  await expect(row).toContainText('31-Dec-2026');
  await expect(row).toContainText('0.0000 h / 400.0000 h');
  await expect(row).toContainText('₹0.0000 / ₹2,50,000.0000');
  // Every status chip's text reads on its colour, and the red figures on the page.
  await expectNoSeriousViolations(page);

  const stored = (await projectsFromServer(page)).find((project) => project.name === name);
  if (!stored) throw new Error('The project was not stored');
  const detail = projectDetailSchema.parse(
    await (await page.request.get(`/api/v1/projects/${stored.id}`)).json(),
  );
  expect(
    detail.team.map(({ name: member, isManager, hourlyRate }) => ({ member, isManager, hourlyRate })),
  ).toEqual([
    { member: 'Rahul Mehta', isManager: true, hourlyRate: 450 },
    { member: 'Asha Verma', isManager: false, hourlyRate: 800.5 },
  ]);

  // Update: the form opens filled in, with what has been consumed.
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/add-project/${stored.id}$`));
  await expect(page.getByRole('heading', { name: 'Update project' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Consumed Hours')).toHaveText('0.0000 h');
  await expect(page.getByLabel('Hourly Rate: Rahul Mehta')).toHaveValue('450');
  await expectNoSeriousViolations(page);
  await choose(page, 'Status', 'In Progress');
  await page.getByLabel('Estimated Hours').fill('420.25');
  await page.getByRole('button', { name: 'Update Project' }).click();
  await expect(page.getByText('Project updated successfully')).toBeVisible();
  await skipReturnPause(page);
  await expect(page).toHaveURL(/\/dashboard\/projects$/);
  await expect(row).toContainText('In Progress');
  await expect(row).toContainText('0.0000 h / 420.2500 h');

  // The status filter is kept in the address and shows only that status.
  await choose(page, 'Status', 'In Progress');
  await expect(page).toHaveURL(/\/dashboard\/projects\?status=2$/);
  await expect(row).toBeVisible();
  await choose(page, 'Status', 'Completed');
  await expect(page).toHaveURL(/status=4$/);
  await expect(row).toHaveCount(0);
});

test('the project form shows the spec’s messages when sent empty', async ({ page }) => {
  await openDashboardAs(page, 'admin');
  await page.goto('/dashboard/add-project');
  await expect(page.getByRole('heading', { name: 'Add a new project' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Project' }).click();
  for (const message of [
    'Project Name is required',
    'Project Description is required',
    'Please select Start Date.',
    'Please select End Date.',
    'Status is required',
    'Estimated Budget is required',
    'Estimated Hours is required',
    'Time Interval is required',
    'Please select Team Members.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Name', { exact: true }).fill('x'.repeat(201));
  await expect(page.getByText('Project name can be only 200 character long.')).toBeVisible();
});

test('an employee sees only the projects of their teams, without actions', async ({ browser }) => {
  // The administrator adds a project without the employee, through the API.
  const admin = await newPageAs(browser, 'admin');
  const body: ProjectBody = {
    name: `E2E Not Rahul's ${runId}`,
    description: 'A team without the demo employee',
    startDate: '2026-02-01',
    endDate: '2026-09-30',
    status: 2,
    estimatedBudget: 1000,
    estimatedHours: 10,
    timesheetInterval: 1,
    team: [{ employeeId: await personId(admin, 'Asha Verma'), isManager: true, hourlyRate: 100 }],
  };
  const created = await admin.request.post('/api/v1/projects', { data: body, headers: originOf(admin) });
  expect(created.status()).toBe(201);
  const hidden = projectSavedSchema.parse(await created.json());
  await admin.context().close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await openDashboardAs(page, 'employee');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('heading', { name: 'Project List' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Projects' });
  await expect(table).toBeVisible();

  // Every project listed has the employee on its team, and there is at least one.
  const listed = await projectsFromServer(page);
  expect(listed.length).toBeGreaterThan(0);
  expect(listed.map((project) => project.id)).not.toContain(hidden.id);
  for (const project of listed) {
    const response = await page.request.get(`/api/v1/projects/${project.id}`);
    expect(response.status()).toBe(200);
    const detail = projectDetailSchema.parse(await response.json());
    expect(detail.team.map((member) => member.name)).toContain('Rahul Mehta');
  }
  // The other project is not found for them (spec B §6).
  expect((await page.request.get(`/api/v1/projects/${hidden.id}`)).status()).toBe(404);

  // The list shows what the server lists (by name: the first is on the first page).
  await expect(table.getByRole('row').filter({ hasText: listed[0]?.name ?? '' })).toBeVisible();
  await expect(table).not.toContainText(body.name);
  await expect(page.getByRole('link', { name: 'Add Project' })).toHaveCount(0);
  await expect(table.getByRole('link')).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Action' })).toHaveCount(0);

  // The form is for administrators (spec B §2): the address alone does not open it.
  await page.goto('/dashboard/add-project');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Add Project' })).toHaveCount(0);
  await context.close();
});
