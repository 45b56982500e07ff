import { expect, test } from '@playwright/test';
import { demoUsers, fillSignInForm, signIn } from '../support/auth';

// Playwright's text matching collapses whitespace, so the spec's exact texts are compared as strings.
const expectExactText = async (text: string, actual: Promise<string | null>) => {
  expect(await actual).toBe(text);
};

test('the form explains empty and malformed input', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();

  const emailRequired = page.getByText(/^Email\s+is required$/);
  await expect(emailRequired).toBeVisible();
  // spec A §5: two spaces, verbatim.
  await expectExactText('Email  is required', emailRequired.textContent());
  await expect(page.getByText('password is required', { exact: true })).toBeVisible();

  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is not valid', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the spec failure text and the form returns to idle', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Remember me')).toBeVisible();
  // An address no one has, so the demo accounts' failure counters are left alone.
  await fillSignInForm(page, 'nobody@demo.pulse', 'Wrong@123');
  await expect(
    page.getByText('Invalid Email Id or Password or your Organization is not active.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in visitor opening sign-in goes to the dashboard', async ({ page }) => {
  await signIn(page, demoUsers.admin);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});
