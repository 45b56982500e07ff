import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';

test('the landing page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('sign-in has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

// The dashboard is analysed with every card loaded in dashboard.spec.ts.
