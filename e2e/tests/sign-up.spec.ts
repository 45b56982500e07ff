import { expect, test } from '@playwright/test';
import { mainMenu } from '../support/auth';
import { adminMenu, expectMenu } from '../support/menus';

test('a new organisation signs up and its administrator lands on the dashboard', async ({ page }) => {
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const owner = { name: 'Meera Iyer', email: `owner-${unique}@e2e.pulse`, password: 'Start@123' };

  await page.goto('/home');
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('Time zone')).toBeVisible();

  await page.getByLabel('Your Name').fill(owner.name);
  await page.getByLabel('Organization Name').fill(`E2E Works ${unique}`);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Create organization' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(owner.name, { exact: true })).toBeVisible();
  await expectMenu(mainMenu(page), adminMenu);

  // No tracker on any computer yet: the dashboard points to the Tracker page.
  await page.getByRole('link', { name: 'Install the tracker' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tracker$/);
  await expect(page.getByRole('region', { name: 'Install the tracker' })).toBeVisible();
});
