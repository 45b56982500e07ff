import { expect, type Page, test } from '@playwright/test';
import { policyPulseTexts } from '@pulse/shared/spec-texts';
import { expectNoSeriousViolations } from '../support/accessibility';
import { openDashboardAs } from '../support/auth';

// Company policy (spec B §2, §7): an administrator uploads a policy; an employee lists it and opens
// it in a new tab. Beyond the spec, a policy that requires acknowledgement is read and acknowledged by the
// employee, and the administrator sees who has.

const runId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const policyName = `Travel Policy ${runId}`;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const chooseFile = async (page: Page, file: { name: string; mimeType: string; buffer: Buffer }) => {
  const dialog = page.getByRole('dialog', { name: policyPulseTexts.uploadButton });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(file);
  return dialog;
};

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('a policy that requires acknowledgement: uploaded, opened, acknowledged by the employee, seen by the administrator', async ({
  browser,
}) => {
  // Two people sign in, each opens the policy in a tab, and the administrator reloads.
  test.setTimeout(90_000);
  const admin = await browser.newPage();
  await openDashboardAs(admin, 'admin');
  await admin.goto('/dashboard/companyPolicy');
  await expect(admin.getByRole('heading', { name: policyPulseTexts.header, level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: policyPulseTexts.uploadButton }).click();
  const dialog = await chooseFile(admin, { name: 'travel.pdf', mimeType: 'application/pdf', buffer: pdf });
  await dialog.getByRole('textbox', { name: 'Policy name' }).fill(policyName);
  await dialog.getByRole('switch', { name: policyPulseTexts.requiresAcknowledgement }).check();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(admin.getByText(policyPulseTexts.uploaded)).toBeVisible();
  await expect(
    admin.getByRole('switch', { name: `${policyPulseTexts.requiresAcknowledgement}: ${policyName}` }),
  ).toBeChecked();
  const adminTab = admin.waitForEvent('popup');
  await admin.getByRole('button', { name: policyName, exact: true }).click();
  await expect.poll(async () => (await adminTab).url()).toMatch(/\/api\/v1\/policies\/[^/]+\/content$/);
  await (await adminTab).close();

  const employee = await browser.newPage();
  await openDashboardAs(employee, 'employee');
  await employee.goto('/dashboard/companyPolicy');
  await expect(employee.getByRole('button', { name: policyPulseTexts.uploadButton })).toHaveCount(0);
  const employeeTab = employee.waitForEvent('popup');
  await employee
    .getByRole('button', { name: `${policyPulseTexts.readAndAcknowledge}: ${policyName}` })
    .click();
  await expect.poll(async () => (await employeeTab).url()).toMatch(/\/api\/v1\/policies\/[^/]+\/content$/);
  await employee.bringToFront();
  const confirm = employee.getByRole('dialog', { name: policyName });
  await confirm.getByRole('button', { name: policyPulseTexts.acknowledgeStatement }).click();
  await expect(employee.getByText(policyPulseTexts.acknowledgedToast)).toBeVisible();
  await expect(rowOf(employee, policyName)).toContainText(
    new RegExp(`${policyPulseTexts.acknowledgedOn} \\d{2}-[A-Z][a-z]{2}-\\d{4}`),
  );
  await employee.close();

  await admin.reload();
  const counts = admin.getByRole('button', { name: `${policyPulseTexts.acknowledgements}: ${policyName}` });
  await expect(counts).toHaveText(/^1 of \d+$/);
  await counts.click();
  const acknowledgements = admin.getByRole('dialog', {
    name: `${policyPulseTexts.acknowledgements}: ${policyName}`,
  });
  await expect(
    acknowledgements.getByRole('region', { name: `${policyPulseTexts.acknowledgedSection} (1)` }),
  ).toContainText('Rahul Mehta');
  await expect(
    acknowledgements.getByRole('region', {
      name: new RegExp(`^${policyPulseTexts.pendingSection} \\(\\d+\\)$`),
    }),
  ).toContainText('Asha Verma');
  await admin.close();
});

test('a file that is not a PDF, DOCX or image is refused with the reason', async ({ page }) => {
  await openDashboardAs(page, 'admin');
  await page.goto('/dashboard/companyPolicy');
  await page.getByRole('button', { name: policyPulseTexts.uploadButton }).click();
  const dialog = await chooseFile(page, {
    name: 'policy.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ not a pdf'),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText(policyPulseTexts.fileInvalid)).toBeVisible();
});

test('the policy list has no serious accessibility violations', async ({ page }) => {
  await openDashboardAs(page, 'admin');
  await page.goto('/dashboard/companyPolicy');
  await expect(page.getByRole('button', { name: 'Code of Conduct', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
});
