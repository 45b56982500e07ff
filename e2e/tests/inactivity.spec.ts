import { expect, test } from '@playwright/test';
import { demoUsers, signIn } from '../support/auth';

test('30 minutes without mouse or keyboard sign the employee out, on the server too', async ({ page }) => {
  // signIn installs Playwright's clock before the page loads; the server keeps real time.
  await signIn(page, demoUsers.employee);

  await page.clock.runFor('29:00');
  await page.mouse.move(200, 200);
  await page.clock.runFor('29:00');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.clock.runFor('01:01');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  expect((await page.request.get('/api/v1/me')).status()).toBe(401);
});
