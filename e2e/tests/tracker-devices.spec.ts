import { expect, type Page, test } from '@playwright/test';
import { employeeDetailSchema, employeeListSchema } from '@pulse/shared/contracts/employees';
import { trackerDeviceListSchema, trackerSignInResultSchema } from '@pulse/shared/contracts/tracker';
import { demoUsers, openDashboardAs } from '../support/auth';

const rahulId = async (page: Page): Promise<string> => {
  const response = await page.request.get('/api/v1/employees?search=Rahul%20Mehta&searchBy=name');
  expect(response.ok()).toBe(true);
  const list = employeeListSchema.parse(await response.json());
  const rahul = list.items.find((item) => item.name === demoUsers.employee.name);
  if (!rahul) throw new Error('Rahul Mehta is not in the demo organisation');
  return rahul.id;
};

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('an administrator sees and revokes an employee’s tracker and sets blurred screenshots', async ({
  page,
}) => {
  // A tracker installation of Rahul's, signed in the way the agent does it.
  const deviceName = `E2E-LAPTOP-${Date.now().toString(36)}`;
  const signInResponse = await page.request.post('/api/v1/tracker/sign-in', {
    data: {
      email: demoUsers.employee.email,
      password: demoUsers.employee.password,
      deviceName,
      platform: 'linux',
    },
  });
  expect(signInResponse.ok()).toBe(true);
  const { deviceToken } = trackerSignInResultSchema.parse(await signInResponse.json());
  const trackerConfig = () =>
    page.request.get('/api/v1/tracker/config', { headers: { authorization: `Bearer ${deviceToken}` } });
  expect((await trackerConfig()).status()).toBe(200);

  await openDashboardAs(page, 'admin');
  const employeeId = await rahulId(page);
  await page.goto(`/dashboard/add-employee/${employeeId}`);

  // The device is listed, active, in the Tracker part of the screen.
  const devices = page.getByRole('region', { name: 'Devices' });
  const row = devices.getByRole('row').filter({ hasText: deviceName });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'linux' })).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // Revoking asks first; cancel keeps it, confirm revokes it.
  await row.getByRole('button', { name: `Revoke ${deviceName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm!' });
  await expect(dialog).toContainText('Revoke this device?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await trackerConfig()).status()).toBe(200);

  await row.getByRole('button', { name: `Revoke ${deviceName}` }).click();
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Device revoked.')).toBeVisible();
  await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Revoke ${deviceName}` })).toHaveCount(0);

  // The server agrees: the token no longer works and the device is stored revoked.
  expect((await trackerConfig()).status()).toBe(401);
  const stored = trackerDeviceListSchema.parse(
    await (await page.request.get(`/api/v1/employees/${employeeId}/devices`)).json(),
  );
  expect(stored.items.find((device) => device.name === deviceName)?.revokedAt).not.toBeNull();

  // Screenshots: Blurred survives a save and a reload.
  await choose(page, 'Screenshots', 'Blurred');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Employee updated successfully')).toBeVisible();
  const detail = employeeDetailSchema.parse(
    await (await page.request.get(`/api/v1/employees/${employeeId}`)).json(),
  );
  expect(detail.screenshotMode).toBe('blurred');

  await page.goto(`/dashboard/add-employee/${employeeId}`);
  await expect(page.getByRole('combobox', { name: 'Screenshots' })).toHaveText('Blurred');

  // Leave the demo as it was for the next run: the organisation's default.
  await choose(page, 'Screenshots', 'Organisation default');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Employee updated successfully')).toBeVisible();
});
