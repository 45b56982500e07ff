import { expect, type Page, test } from '@playwright/test';
import { outboxPageSchema } from '@pulse/shared/contracts/notifications';
import { passwordTexts } from '@pulse/shared/contracts/passwords';
import { invitationTexts } from '@pulse/shared/spec-texts';
import { openDashboardAs, submitSignIn } from '../support/auth';

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

// The invitation's mail, as kept in the outbox (no SMTP in the e2e server): its link.
const invitationLinkTo = async (page: Page, address: string) => {
  const response = await page.request.get('/api/v1/outbox?page=1');
  const outbox = outboxPageSchema.parse(await response.json());
  const mail = outbox.items.find((item) => item.toAddress === address);
  const link = mail?.textBody.match(/https?:\/\/\S+\/invitation#token=[\w.-]+/)?.[0];
  if (!mail || !link) throw new Error(`no invitation mail to ${address}`);
  return { subject: mail.subject, link };
};

test('Add Employee with an invitation: the mail in the outbox, a password chosen from its link, the first sign-in', async ({
  page,
  browser,
}) => {
  const unique = Date.now().toString(36);
  const name = `Invited Tester ${unique}`;
  const email = `invited.${unique}@e2e.pulse`;
  await openDashboardAs(page, 'admin');
  await page.goto('/dashboard/add-employee');
  await page.getByRole('textbox', { name: 'Joining Date' }).fill('05/01/2026');
  await page.getByRole('textbox', { name: 'Date Of Birth' }).fill('12/04/1995');
  await page.getByLabel('Employee Name').fill(name);
  await page.getByLabel('Father Name').fill('Invited Senior');
  await choose(page, 'Department', 'Engineering');
  await page.getByLabel('Official Email', { exact: true }).fill(email);
  // No password to know: the field is set aside.
  await page.getByLabel(invitationTexts.sendInvitation).check();
  await expect(page.getByLabel('Tracker Password')).toBeDisabled();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(invitationTexts.invited)).toBeVisible();

  // The mail is in the outbox, where an administrator reads it.
  const { subject, link } = await invitationLinkTo(page, email);
  await page.goto('/dashboard/outbox');
  await expect(page.getByLabel(`Read the mail to ${email}: ${subject}`)).toBeVisible();

  // The list says so.
  await page.goto('/dashboard/employees');
  await page.getByLabel('Search By Name').fill(name);
  await expect(page.getByText('1 employee', { exact: true })).toBeVisible();
  await expect(page.getByText('Invited', { exact: true })).toBeVisible();

  // The invited person, in a browser of their own: the link, a password, then sign-in.
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.clock.install();
  await invitee.goto(link);
  await expect(invitee.getByText(`Welcome, ${name}.`)).toBeVisible();
  // The token leaves the address bar once read.
  await expect(invitee).toHaveURL(/\/invitation$/);
  const password = 'amber kettle harbour 7';
  await invitee.getByLabel(passwordTexts.newPassword, { exact: true }).fill(password);
  await invitee.getByLabel(passwordTexts.confirmPassword).fill(password);
  await invitee.getByRole('button', { name: invitationTexts.setPassword }).click();
  await expect(invitee.getByText(invitationTexts.accepted)).toBeVisible();
  await submitSignIn(invitee, { email, password, name });

  // Used once: the link now says so.
  await invitee.goto(link);
  await expect(invitee.getByText(invitationTexts.linkInvalid)).toBeVisible();
  await context.close();
});
