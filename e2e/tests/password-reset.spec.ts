import { expect, type Page, test } from '@playwright/test';
import { outboxPageSchema } from '@pulse/shared/contracts/notifications';
import { passwordTexts } from '@pulse/shared/contracts/passwords';
import { expectNoSeriousViolations } from '../support/accessibility';
import { type Credentials, expectRedirectAfterSignIn, fillSignInForm, newPageAs } from '../support/auth';

// forgot password through the mail to a sign-in with the new password. A demo
// employee no other spec signs in as, since the old password stops working for good.
const person: Credentials = {
  email: 'kavya.shetty@demo.pulse',
  password: 'lantern copper orbit meadow',
  name: 'Kavya Shetty',
};

// The newest reset link mailed to the person, read from the outbox as the administrators' dev
// mailbox shows it (this server has no SMTP). Other specs add mail meanwhile: it is looked for, not
// assumed to be first.
const resetLinkFor = async (admin: Page, email: string) => {
  const response = await admin.request.get('/api/v1/outbox?page=1');
  const outbox = outboxPageSchema.parse(await response.json());
  const mail = outbox.items.find(
    (item) => item.toAddress === email && item.subject === 'Choose a new Pulse password',
  );
  const link = mail?.textBody.match(/https?:\/\/\S+\/reset-password#token=\S+/)?.[0];
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  return link;
};

test('forgot password: the link from the mail sets a new password, which then signs in', async ({
  page,
  browser,
}) => {
  await page.clock.install();
  await page.goto('/login');
  await page.getByRole('link', { name: passwordTexts.forgotLink }).click();
  await expect(page.getByRole('heading', { name: passwordTexts.forgotTitle })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('Email Address').fill(person.email);
  await page.getByRole('button', { name: passwordTexts.sendLink }).click();
  await expect(page.getByRole('status').getByText(passwordTexts.linkSent)).toBeVisible();

  const admin = await newPageAs(browser, 'admin');
  const link = await resetLinkFor(admin, person.email);
  await admin.context().close();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: passwordTexts.resetTitle })).toBeVisible();
  // The token leaves the address bar as soon as the page has read it.
  await expect(page).toHaveURL(/\/reset-password$/);
  await expectNoSeriousViolations(page);
  await page.getByLabel(passwordTexts.newPassword, { exact: true }).fill(person.password);
  await page.getByLabel(passwordTexts.confirmPassword).fill(person.password);
  await page.getByRole('button', { name: passwordTexts.setPassword }).click();
  await expect(page.getByRole('status').getByText(passwordTexts.passwordSet)).toBeVisible();

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await fillSignInForm(page, person.email, person.password);
  await expectRedirectAfterSignIn(page);
  await expect(page.getByRole('banner').getByText(person.name, { exact: true })).toBeVisible();
});
