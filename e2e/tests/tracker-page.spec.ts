import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { mainMenu, openDashboardAs } from '../support/auth';

// Installing the tracker: the page an employee follows, with this server's commands, and
// the package those commands download.
test('an employee finds the install steps for this server, and the package they name downloads', async ({
  page,
  baseURL,
}) => {
  await openDashboardAs(page, 'employee');
  await mainMenu(page).getByRole('link', { name: 'Tracker' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tracker$/);

  const install = page.getByRole('region', { name: 'Install the tracker' });
  // The page opens on the browser's system: Playwright's desktop Chrome says Windows.
  await expect(install.getByRole('tab', { name: 'Windows', selected: true })).toBeVisible();
  await install.getByRole('tab', { name: 'Linux' }).click();
  await expect(install.getByRole('tabpanel', { name: 'Linux' })).toBeVisible();
  const installCommand = install.getByText(
    /^npm install -g http\S+\/api\/v1\/tracker\/download\/pulse-tracker-[\d.]+\.tgz$/,
  );
  await expect(installCommand).toBeVisible();
  const packageUrl = (await installCommand.textContent())?.replace('npm install -g ', '') ?? '';
  expect(packageUrl.startsWith(`${baseURL}/`)).toBe(true);
  await expect(install.getByText(`pulse-tracker login --server ${baseURL}`, { exact: true })).toBeVisible();

  await install.getByRole('tab', { name: 'Windows' }).click();
  await expect(install.getByText('a task that runs at logon', { exact: false })).toBeVisible();
  await expect(install.getByText(`npm install -g ${packageUrl}`, { exact: true })).toBeVisible();

  // What it records and never records; the employee's own devices below.
  const privacy = page.getByRole('region', { name: 'What the tracker records' });
  await expect(privacy.getByRole('region', { name: 'It never records' })).toContainText(
    'Which keys you press or what you type',
  );
  await expect(privacy.getByRole('region', { name: 'Screenshots' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Devices' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The command's URL is the package npm installs: public, a gzip file named after its version.
  const download = await page.context().request.get(packageUrl, { headers: { cookie: '' } });
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/gzip');
  expect(download.headers()['content-disposition']).toMatch(
    /^attachment; filename="pulse-tracker-[\d.]+\.tgz"$/,
  );
  expect([...(await download.body()).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
});

test('the Tracker page fits a phone: nothing wider than the screen', async ({ page }) => {
  // Signed in at desktop width (the top bar hides the name on a phone), then narrowed.
  await openDashboardAs(page, 'employee');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/tracker');
  await expect(page.getByRole('region', { name: 'Install the tracker' })).toBeVisible();
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
});
