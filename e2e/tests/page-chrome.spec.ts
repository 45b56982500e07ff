import { expect, type Page, test } from '@playwright/test';
import { demoUsers, openDashboardAs } from '../support/auth';

// The element's box lies inside the window, and it is the topmost element at its centre (nothing
// covers it: a sticky column is not hidden under the scrolled cells).
const expectInView = async (page: Page, name: string) => {
  const button = page.getByRole('button', { name }).first();
  const box = await button.boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  await button.click({ trial: true });
};

for (const width of [1366, 1024]) {
  test(`the employees list view keeps its row actions in view at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openDashboardAs(page, 'admin');
    await page.goto('/dashboard/employees');
    await page.getByRole('button', { name: 'List View' }).click();
    await expect(page.getByRole('table', { name: 'Employees' })).toBeVisible();
    await expectInView(page, `Edit ${demoUsers.employee.name}`);
    await expectInView(page, `Delete ${demoUsers.employee.name}`);
  });
}

test('each page names itself once, and the Tiles/List choice survives a reload and Back', async ({
  page,
}) => {
  await openDashboardAs(page, 'admin');
  await page.goto('/dashboard/employees');
  await expect(page.getByRole('heading', { name: 'Employees List' })).toHaveCount(1);
  await expect(page.getByText('Employees List', { exact: true })).toHaveCount(1);

  await page.getByRole('button', { name: 'List View' }).click();
  await expect(page.getByRole('table', { name: 'Employees' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Employees' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'List View' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/dashboard/leaves');
  await page.goBack();
  await expect(page.getByRole('table', { name: 'Employees' })).toBeVisible();
});

test('a toast leaves the bell, the name and Logout uncovered', async ({ page }) => {
  await openDashboardAs(page, 'admin');
  await page.goto('/dashboard/settings/department/add-department');
  await page.getByLabel('Department Name').fill(`Toast check ${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Success' });
  await expect(toast).toBeVisible();
  const toastBox = await toast.boundingBox();
  const bellBox = await page.getByRole('button', { name: /^Notifications/ }).boundingBox();
  const logoutBox = await page.getByRole('button', { name: 'Logout' }).boundingBox();
  const nameBox = await page.getByText(demoUsers.admin.name, { exact: true }).boundingBox();
  expect(toastBox && bellBox && logoutBox && nameBox).toBeTruthy();
  if (!toastBox || !bellBox || !logoutBox || !nameBox) return;
  for (const box of [bellBox, logoutBox, nameBox])
    expect(toastBox.y).toBeGreaterThanOrEqual(box.y + box.height);
});
