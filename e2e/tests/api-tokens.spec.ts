import { expect, test } from '@playwright/test';
import { paths } from '@pulse/shared/paths';
import { openDashboardAs } from '../support/auth';

// API tokens: a token made in the page calls the API from outside the browser (no cookie, no Origin),
// within its scopes only, and stops at once when revoked.
test('an employee creates an API token in My Profile and a script calls the API with it', async ({
  page,
  playwright,
  baseURL,
}) => {
  await openDashboardAs(page, 'employee');
  await page.goto(paths.profile.getHref());
  const section = page.getByRole('region', { name: 'API tokens' });
  await section.getByRole('button', { name: 'New token' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API token' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('e2e script');
  await dialog.getByRole('checkbox', { name: 'Leaves and holidays: Read' }).check();
  await dialog.getByRole('button', { name: 'Create token' }).click();
  const secret = (await dialog.getByLabel('New token', { exact: true }).textContent()) ?? '';
  expect(secret).toMatch(/^pulse_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByRole('list', { name: 'Your tokens' }).getByText('e2e script')).toBeVisible();

  const script = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${secret}` },
  });
  try {
    const me = await script.get('/api/v1/me');
    expect(me.status()).toBe(200);
    expect((await me.json()).officialEmail).toBe('employee@demo.pulse');
    expect((await script.get('/api/v1/leaves/mine')).status()).toBe(200);
    expect((await script.get('/api/v1/projects')).status()).toBe(403);

    await section.getByRole('button', { name: 'Revoke e2e script' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(section.getByText('e2e script')).toHaveCount(0);
    expect((await script.get('/api/v1/me')).status()).toBe(401);
  } finally {
    await script.dispose();
  }
});
