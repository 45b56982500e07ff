import { expect, type Page, test } from '@playwright/test';
import { employeeDetailSchema, employeeListSchema } from '@pulse/shared/contracts/employees';
import { passwordTexts } from '@pulse/shared/contracts/passwords';
import { demoUsers, openDashboardAs } from '../support/auth';

// What the server stored, read with the signed-in browser's own session.
const listFromServer = async (page: Page, query: string) => {
  const response = await page.request.get(`/api/v1/employees?${query}`);
  expect(response.ok()).toBe(true);
  return employeeListSchema.parse(await response.json());
};

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('an administrator adds, finds, sorts, edits and deletes an employee', async ({ page }) => {
  const unique = Date.now().toString(36);
  const name = `Zed Tester ${unique}`;
  const email = `zed.${unique}@e2e.pulse`;
  await openDashboardAs(page, 'admin');
  await page.goto('/dashboard/employees');
  await expect(page.getByRole('heading', { name: 'Employees List' })).toBeVisible();

  // Add: the spec's required messages first, then a complete form.
  await page.getByRole('button', { name: 'Add Employee' }).click();
  await expect(page.getByRole('heading', { name: 'Add New Employee' })).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  for (const message of [
    'Please select Joining Date',
    'Please select Date Of Birth',
    'Employee Name is required',
    'Father Name is required',
    'Official Email is required',
    'Tracker Password is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByRole('textbox', { name: 'Joining Date' }).fill('05/01/2026');
  await page.getByLabel('Employee Name').fill(name);
  await page.getByLabel('Father Name').fill('Zed Senior');
  await page.getByRole('textbox', { name: 'Date Of Birth' }).fill('12/04/1995');
  await choose(page, 'Blood Group', 'O+');
  await choose(page, 'Department', 'Engineering');
  await expect(page.getByRole('textbox', { name: 'Employee Code' })).toHaveValue(/^DEMO-EMP-2-\d{8}$/);
  // The e-mail is checked on blur: a taken one is refused at once.
  await page.getByLabel('Official Email', { exact: true }).fill('employee@demo.pulse');
  await page.getByLabel('Employee Name').click();
  await expect(page.getByText('Official email id already exist.')).toBeVisible();
  await page.getByLabel('Official Email', { exact: true }).fill(email);
  await page.getByLabel('Tracker Password').fill('Zed@2026');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Employee Added successfully')).toBeVisible();
  // The screen continues as the stored employee, on Documents; Done returns to the list.
  await expect(page).toHaveURL(/\/dashboard\/add-employee\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/dashboard\/employees$/);
  const stored = await listFromServer(page, `search=${encodeURIComponent(name)}`);
  expect(stored.total).toBe(1);
  const created = stored.items[0];
  expect(created?.employeeCode).toMatch(/^DEMO-EMP-2-/);

  // Find it by search (the first column, Name).
  await page.getByLabel('Search By Name').fill(unique);
  await expect(page.getByRole('article', { name })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  // Sort: Z-A shows the server's first name in descending order first.
  await page.getByLabel('Search By Name').fill('');
  await page.getByRole('button', { name: 'A-Z' }).click();
  await expect(page.getByRole('button', { name: 'Z-A' })).toBeVisible();
  const descending = await listFromServer(page, 'sortBy=name&order=desc&pageSize=1');
  await expect(page.getByRole('article').first()).toHaveAccessibleName(descending.items[0]?.name ?? '');

  // Switch views.
  await page.getByLabel('Search By Name').fill(unique);
  await page.getByRole('button', { name: 'List View' }).click();
  const table = page.getByRole('table', { name: 'Employees' });
  await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await page.getByRole('button', { name: 'Tiles View' }).click();
  await expect(page.getByRole('article', { name })).toBeVisible();

  // Edit: changing the department rebuilds the employee code.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(
    page.getByRole('heading', { name: `Employee Details : ${name} (${created?.employeeCode})` }),
  ).toBeVisible();
  await choose(page, 'Department', 'Sales');
  await expect(page.getByRole('textbox', { name: 'Employee Code' })).toHaveValue(/^DEMO-EMP-4-\d{8}$/);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Employee updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/employees$/);
  const edited = await page.request.get(`/api/v1/employees/${created?.id}`);
  expect(employeeDetailSchema.parse(await edited.json()).employeeCode).toMatch(/^DEMO-EMP-4-/);

  // Delete, with the spec's confirmation.
  await page.getByLabel('Search By Name').fill(unique);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm!' });
  await expect(dialog.getByText('Are you sure you want to delete this employee?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Employee deleted successfully')).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  expect((await listFromServer(page, `search=${encodeURIComponent(name)}`)).total).toBe(0);
});

test('an employee sees My Profile read-only', async ({ page }) => {
  await openDashboardAs(page, 'employee');
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Demographic Detail' })
      .getByText(demoUsers.employee.name, { exact: true }),
  ).toBeVisible();
  const company = page.getByRole('region', { name: 'Company Detail' });
  await expect(company.getByText(demoUsers.employee.email, { exact: true })).toBeVisible();
  // Masked by the server (bank account, Aadhaar).
  await expect(company.getByText(/^•••• \d{4}$/).first()).toBeVisible();
  // Read-only: the only fields are Change password's.
  await expect(
    page.getByRole('region', { name: passwordTexts.changeTitle }).getByRole('textbox'),
  ).toHaveCount(3);
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Appraisals' }).click();
  await expect(page.getByRole('table', { name: 'Appraisals' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Appraisal' })).toHaveCount(0);
});
