import { expect, type Page, test } from '@playwright/test';
import { employeeListSchema } from '@pulse/shared/contracts/employees';
import { twoFactorTexts } from '@pulse/shared/contracts/two-factor';
import {
  type Credentials,
  demoUsers,
  expectRedirectAfterSignIn,
  fillSignInForm,
  signOut,
  submitSignIn,
} from '../support/auth';
import { codeForStep, currentStep } from '../support/authenticator';

// Hardening (two-factor sign-in), in the browser: set up from My Profile with the key shown on the
// page, sign in with a code, sign in with a recovery code once. A demo employee of their own (not the
// documented demo sign-ins), so tests running beside this one still sign in with a password alone.
const person: Credentials = { email: 'priya.nair@demo.pulse', password: 'Demo@123', name: 'Priya Nair' };

// The password, then the second step: the form that asks for the code.
const passwordStep = async (page: Page) => {
  await page.goto('/login');
  await fillSignInForm(page, person.email, person.password);
  const step = page.getByRole('form', { name: twoFactorTexts.title });
  await expect(step).toBeVisible();
  return step;
};

const expectSignedIn = async (page: Page) => {
  await expectRedirectAfterSignIn(page);
  await expect(page.getByRole('banner').getByText(person.name, { exact: true })).toBeVisible();
};

test('an employee sets up two-factor sign-in, signs in with a code and with a recovery code once; an administrator resets it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await page.goto('/login');
  await submitSignIn(page, person);

  // My Profile → Two-factor sign-in: the QR code, and the key beside it for typing.
  await page.goto('/dashboard/profile');
  const card = page.getByRole('region', { name: twoFactorTexts.title });
  await expect(card).toContainText(twoFactorTexts.statusOff);
  await card.getByRole('button', { name: twoFactorTexts.setUp }).click();
  await expect(card.getByRole('img', { name: twoFactorTexts.qrCodeAlt })).toBeVisible();
  const key = (await card.getByLabel('Setup key').textContent()) ?? '';
  expect(key.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);

  const enrolledStep = currentStep();
  await card.getByLabel(twoFactorTexts.codeLabel).fill(codeForStep(key, enrolledStep));
  await card.getByRole('button', { name: twoFactorTexts.turnOn }).click();

  // The ten recovery codes, shown this once.
  const list = card.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allTextContents();
  await card.getByRole('button', { name: twoFactorTexts.done }).click();
  await expect(card).toContainText('10 of 10 recovery codes left');

  // Sign out; the password alone no longer signs in. A code works once, so the one that confirmed the
  // set-up is not taken again: the next step's code is (the server accepts one step either side).
  await signOut(page);
  let step = await passwordStep(page);
  await step
    .getByLabel(twoFactorTexts.codeLabel)
    .fill(codeForStep(key, Math.max(currentStep(), enrolledStep + 1)));
  await step.getByRole('button', { name: twoFactorTexts.verify }).click();
  await expectSignedIn(page);

  // A recovery code instead of the app.
  await signOut(page);
  step = await passwordStep(page);
  await step.getByRole('button', { name: twoFactorTexts.useRecoveryCode }).click();
  await step.getByLabel(twoFactorTexts.recoveryCodeLabel).fill(recoveryCodes[0] ?? '');
  await step.getByRole('button', { name: twoFactorTexts.verify }).click();
  await expectSignedIn(page);
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('region', { name: twoFactorTexts.title })).toContainText(
    '9 of 10 recovery codes left',
  );

  // The same recovery code a second time is refused.
  await signOut(page);
  step = await passwordStep(page);
  await step.getByRole('button', { name: twoFactorTexts.useRecoveryCode }).click();
  const field = step.getByLabel(twoFactorTexts.recoveryCodeLabel);
  await field.fill(recoveryCodes[0] ?? '');
  await step.getByRole('button', { name: twoFactorTexts.verify }).click();
  await expect(step.getByText(twoFactorTexts.codeWrong)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/v1/me')).status()).toBe(401);

  // Phone and codes lost: an administrator resets it from the employee's screen, after a confirmation;
  // the password alone signs in again. (The organisation's rule is only looked at here: switching it
  // on would ask the other tests' administrator for a set-up.)
  await page.goto('/login');
  await submitSignIn(page, demoUsers.admin);
  await page.goto('/dashboard/settings/8');
  await expect(page.getByRole('switch', { name: twoFactorTexts.requireForAdmins })).not.toBeChecked();
  const found = await page.request.get('/api/v1/employees?search=Priya%20Nair&searchBy=name');
  const priyaId = employeeListSchema
    .parse(await found.json())
    .items.find((item) => item.name === person.name)?.id;
  await page.goto(`/dashboard/add-employee/${priyaId}`);
  const panel = page.getByRole('region', { name: twoFactorTexts.title });
  await expect(panel).toContainText('On since');
  await panel.getByRole('button', { name: twoFactorTexts.reset }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm!' });
  await expect(dialog).toContainText(twoFactorTexts.resetQuestion(person.name));
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(twoFactorTexts.resetDone)).toBeVisible();
  await expect(panel).toContainText(twoFactorTexts.adminStatusOff);
  await signOut(page);
  await submitSignIn(page, person);
});
