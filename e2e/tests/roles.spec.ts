import { expect, test } from '@playwright/test';
import { mainMenu, openDashboardAs } from '../support/auth';
import { adminOnlyEntries, employeeMenu, expectMenu } from '../support/menus';

test('an employee sees only the role-2 menu', async ({ page }) => {
  await openDashboardAs(page, 'employee');
  const menu = mainMenu(page);
  await expectMenu(menu, employeeMenu);
  for (const name of adminOnlyEntries) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await expect(menu.getByRole('link', { name: 'Attendance' })).toHaveAttribute(
    'href',
    '/dashboard/markAttendance',
  );
});

test('an employee opening an admin page is sent to the dashboard', async ({ page }) => {
  await openDashboardAs(page, 'employee');
  await page.goto('/dashboard/employees');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
