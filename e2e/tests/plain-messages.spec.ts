import { expect, type Page, test } from '@playwright/test';
import { employeePulseTexts, signUpTexts } from '@pulse/shared/spec-texts';
import { openDashboardAs } from '../support/auth';

// What zod says by itself, which no person should read.
const SCHEMA_WORDING = /Too big|Too small|expected|Invalid UUID|Invalid input/;

const expectNoSchemaWording = async (page: Page) => {
  await expect(page.locator('body')).not.toContainText(SCHEMA_WORDING);
};

test('bad input on the employee form reads as plain messages', async ({ page }) => {
  await openDashboardAs(page, 'admin');
  await page.goto('/dashboard/add-employee');
  await expect(page.getByRole('heading', { name: 'Add New Employee' })).toBeVisible();

  await page.getByLabel('Employee Name').fill('x'.repeat(600));
  await page.getByLabel('Contact Number 1').fill('abc<>!!');
  await page.getByLabel('IFSC Code').fill('bad ifsc!!');
  await page.getByLabel('PAN Number').fill('not a pan');
  await page.getByRole('button', { name: 'Add', exact: true }).click();

  for (const message of [
    'Can be at most 200 characters long.',
    employeePulseTexts.contactNumberInvalid,
    employeePulseTexts.ifscInvalid,
    employeePulseTexts.panInvalid,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expectNoSchemaWording(page);

  // A malformed id in the address is a page that does not exist, not a validation error.
  await page.goto('/dashboard/add-employee/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoSchemaWording(page);
});

test('sign-up names its own fields in its messages', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create organization' }).click();

  for (const message of [signUpTexts.nameRequired, signUpTexts.emailRequired, signUpTexts.passwordRequired]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.locator('body')).not.toContainText(/Employee Name|Tracker Password|Official Email/);
  await expectNoSchemaWording(page);
});
