import { expect, test } from '@playwright/test';
import { demoUsers, signIn } from '../support/auth';

test('logout asks first; Cancel stays, Logout ends the session', async ({ page }) => {
  await signIn(page, demoUsers.admin);

  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to logout?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // The session is gone on the server too: the shell sends the visitor back to sign-in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/(login)?$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect((await page.request.get('/api/v1/me')).status()).toBe(401);
});
