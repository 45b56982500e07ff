import { expect, test } from '@playwright/test';
import { trackingPrivacyTexts as texts } from '@pulse/shared/spec-texts';
import { demoUsers, openDashboardAs } from '../support/auth';

// Hardening (audit trail): sign-ins, failed ones included, reach the Audit page, where an admin finds
// them by action and by who acted, and takes them away as a spreadsheet.

const MISTYPED = { email: 'simran.kaur@demo.pulse', name: 'Simran Kaur' };

test('an admin finds sign-ins on the Audit page by action and by who acted', async ({ page }) => {
  // Someone mistypes a password (one failure: far from any lockout), on an account no other test
  // signs in with, so nobody else is told of the failure at their next sign-in.
  const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost').origin;
  const failed = await page.request.post('/api/v1/auth/sign-in', {
    headers: { origin },
    data: { email: MISTYPED.email, password: 'Wrong#123' },
  });
  expect(failed.status()).toBe(401);

  await openDashboardAs(page, 'admin');
  await page.goto('/dashboard/audit');
  await expect(page.getByRole('heading', { name: texts.auditHeading, level: 1 })).toBeVisible();
  const trail = page.getByRole('table', { name: 'Audit trail' });

  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Signed in', exact: true }).click();
  await page.getByRole('combobox', { name: 'Who' }).click();
  await page.getByRole('option', { name: demoUsers.admin.name }).click();
  const latest = trail.getByRole('row').nth(1);
  await expect(latest.getByRole('cell').nth(1)).toHaveText(demoUsers.admin.name);
  await expect(latest.getByRole('cell').nth(2)).toHaveText('Signed in');
  await expect(latest.getByRole('cell').nth(4)).toHaveText(`Signed in as ${demoUsers.admin.email}`);
  await expect(trail.getByRole('cell', { name: 'Sign-in failed', exact: true })).toHaveCount(0);

  // The failed attempt: nobody signed in made it; it concerns the employee whose e-mail was typed.
  await page.getByRole('combobox', { name: 'Who' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Sign-in failed', exact: true }).click();
  await page.getByRole('combobox', { name: 'Employee' }).click();
  await page.getByRole('option', { name: MISTYPED.name }).click();
  const failure = trail.getByRole('row').nth(1);
  await expect(failure.getByRole('cell').nth(1)).toHaveText('Not signed in');
  await expect(failure.getByRole('cell').nth(3)).toHaveText(MISTYPED.name);
  await expect(failure.getByRole('cell').nth(4)).toHaveText(`Sign-in failed for ${MISTYPED.email}`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toMatch(/ To .* Audit Trail\.xlsx$/);
});
