import { expect, type Page, test } from '@playwright/test';
import { todoTexts } from '@pulse/shared/spec-texts';
import { demoUsers, newPageAs, openDashboardAs } from '../support/auth';
import { installClock, skipReturnPause } from '../support/clock';

// To-dos (spec B §2 Todo list / To-do form, §5, §6, §8) on the demo organisation: the administrator
// Asha Verma adds a to-do in 'Pulse Mobile App' for Rahul Mehta, who is on its team and marks it done.

const PROJECT = 'Pulse Mobile App';
const runId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

const chooseProject = async (page: Page, name: string) => {
  await page.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name, exact: true }).click();
};

test('an administrator is asked to choose a project first, for 4 seconds', async ({ page }) => {
  await openDashboardAs(page, 'admin');
  await page.goto('/dashboard/todos');

  await expect(page.getByRole('heading', { name: todoTexts.listHeader })).toBeVisible();
  const hint = page.getByRole('alert').filter({ hasText: todoTexts.selectProject });
  await expect(hint).toBeVisible();
  // spec B §9: the to-do hint lasts 4 s (with room for the closing transition).
  await expect(hint).toBeHidden({ timeout: 6_000 });
  // The page keeps saying it where the tiles would be.
  await expect(page.getByText(todoTexts.selectProject)).toBeVisible();
});

test("the form shows spec B §5's messages when sent empty", async ({ page }) => {
  await openDashboardAs(page, 'admin');
  await page.goto('/dashboard/add-todo');

  await expect(page.getByRole('heading', { name: todoTexts.addHeader })).toBeVisible();
  await page.getByRole('button', { name: todoTexts.addButton }).click();

  await expect(page.getByText(todoTexts.nameRequired)).toBeVisible();
  await expect(page.getByText(todoTexts.projectRequired)).toBeVisible();
  await expect(page.getByText(todoTexts.memberRequired)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/add-todo$/);
});

test('an administrator adds a to-do for Rahul Mehta, who marks it completed', async ({ browser }) => {
  test.setTimeout(90_000);
  const todoName = `Release notes ${runId}`;

  // The administrator picks the project and adds the to-do from its list.
  const admin = await newPageAs(browser, 'admin');
  await admin.goto('/dashboard/todos');
  await chooseProject(admin, PROJECT);
  await expect(admin).toHaveURL(/\/dashboard\/todos\/[0-9a-f-]{36}$/);
  const listUrl = admin.url();
  await admin.getByRole('link', { name: todoTexts.addButton }).click();

  await expect(admin.getByRole('heading', { name: todoTexts.addHeader })).toBeVisible();
  // The list's project is already chosen.
  await expect(admin.getByRole('combobox', { name: 'Project' })).toHaveText(PROJECT);
  await admin.getByLabel('Name').fill(todoName);
  await admin.getByRole('combobox', { name: 'Members' }).click();
  await admin.getByRole('option', { name: new RegExp(`^${demoUsers.employee.name} \\(`) }).click();
  await installClock(admin);
  await admin.getByRole('button', { name: todoTexts.addButton }).click();

  await expect(admin.getByText(todoTexts.added)).toBeVisible();
  // spec B §4: back to the project's list 2 seconds later.
  await skipReturnPause(admin);
  await expect(admin).toHaveURL(listUrl);
  const adminTile = admin.getByRole('article', { name: todoName });
  await expect(adminTile).toBeVisible();
  await expect(adminTile.getByText('Not Yet Started', { exact: true })).toBeVisible();
  await expect(adminTile.getByText(demoUsers.employee.name)).toBeVisible();
  await expect(adminTile.getByText('0.0000 h')).toBeVisible();

  // The employee finds it among their project's to-dos and may only tick Mark As Completed.
  const employee = await newPageAs(browser, 'employee');
  await employee.goto('/dashboard/todos');
  await chooseProject(employee, PROJECT);
  await expect(employee.getByRole('article', { name: todoName })).toBeVisible();
  await expect(employee.getByRole('link', { name: todoTexts.addButton })).toHaveCount(0);
  await employee
    .getByRole('article', { name: todoName })
    .getByRole('link', { name: `Edit ${todoName}` })
    .click();

  await expect(employee.getByRole('heading', { name: todoTexts.updateHeader })).toBeVisible();
  await expect(employee.getByLabel('Name')).toBeDisabled();
  await expect(employee.getByRole('combobox', { name: 'Members' })).toBeDisabled();
  await employee.getByRole('checkbox', { name: todoTexts.markAsCompleted }).check();
  await employee.getByRole('button', { name: todoTexts.updateButton }).click();

  await expect(employee.getByText(todoTexts.updated)).toBeVisible();
  await expect(employee).toHaveURL(listUrl);
  const employeeTile = employee.getByRole('article', { name: todoName });
  await expect(employeeTile.getByText('Completed', { exact: true })).toBeVisible();

  // The status filter, kept in the address, still finds it among the completed ones.
  await employee.getByRole('combobox', { name: 'Status' }).click();
  await employee.getByRole('option', { name: 'Completed', exact: true }).click();
  await expect(employee).toHaveURL(`${listUrl}?status=1`);
  await expect(employeeTile).toBeVisible();

  await admin.context().close();
  await employee.context().close();
});
