import { expect, test } from '@playwright/test';
import { policyPulseTexts } from '@pulse/shared/spec-texts';
import { demoUsers, signIn } from '../support/auth';

// Company policy (spec B §2, §7): an administrator uploads a policy; an employee lists it and opens
// it in a new tab.

const runId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const policyName = `Travel Policy ${runId}`;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test('an administrator uploads a policy that an employee opens in a new tab', async ({ browser }) => {
  const admin = await browser.newPage();
  await signIn(admin, demoUsers.admin);
  await admin.goto('/dashboard/companyPolicy');
  await expect(admin.getByRole('heading', { name: policyPulseTexts.header, level: 1 })).toBeVisible();
  const chooser = admin.waitForEvent('filechooser');
  await admin.getByRole('button', { name: policyPulseTexts.uploadButton }).click();
  await (await chooser).setFiles({ name: `${policyName}.pdf`, mimeType: 'application/pdf', buffer: pdf });
  await expect(admin.getByText(policyPulseTexts.uploaded)).toBeVisible();
  await expect(admin.getByRole('button', { name: policyName, exact: true })).toBeVisible();
  await admin.close();

  const employee = await browser.newPage();
  await signIn(employee, demoUsers.employee);
  await employee.goto('/dashboard/companyPolicy');
  await expect(employee.getByRole('button', { name: policyPulseTexts.uploadButton })).toHaveCount(0);
  const popup = employee.waitForEvent('popup');
  await employee.getByRole('button', { name: policyName, exact: true }).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await employee.close();
});

test('a file that is not a PDF, DOCX or image is refused with the reason', async ({ page }) => {
  await signIn(page, demoUsers.admin);
  await page.goto('/dashboard/companyPolicy');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: policyPulseTexts.uploadButton }).click();
  await (await chooser).setFiles({
    name: 'policy.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ not a pdf'),
  });
  await expect(page.getByText(policyPulseTexts.fileInvalid)).toBeVisible();
});
