import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { monthName } from '@pulse/shared/domain/salary-slip';
import { openDashboardAs } from '../support/auth';

// The demo seeds the two months before today, so the current month is free to upload.
const now = new Date();
const year = now.getFullYear();
const month = now.getMonth() + 1;
const thisMonthName = monthName(month);

test('an administrator uploads a salary sheet for a new month and an employee slip downloads as PDF', async ({
  page,
  baseURL,
}) => {
  await openDashboardAs(page, 'admin');
  // A rerun against the same server starts from a month without payroll.
  const origin = { origin: new URL(baseURL ?? page.url()).origin };
  const cleanup = await page.request.delete(`/api/v1/payroll/${year}/${month}`, { headers: origin });
  expect([204, 404]).toContain(cleanup.status());

  // The sample sheet the add screen links to, generated for the demo's employees.
  const sample = await page.request.get('/api/v1/payroll/sample-sheet');
  expect(sample.status()).toBe(200);
  const sheet = await sample.body();

  await page.goto(`/dashboard/PayRollManagement?year=${year}`);
  await expect(page.getByRole('heading', { name: 'PayRoll management' })).toBeVisible();
  await expect(page.getByRole('cell', { name: thisMonthName, exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Add Salary' }).click();
  await expect(page.getByRole('heading', { name: 'Add Salary Sheet' })).toBeVisible();

  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('combobox', { name: 'Month' }).click();
  await page.getByRole('option', { name: thisMonthName }).click();
  await expect(page.getByRole('button', { name: 'Upload Salary Sheet' })).toBeEnabled();
  await page.getByLabel('Salary sheet file').setInputFiles({
    name: 'salary-sheet.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: sheet,
  });
  await expect(page.getByText('salary-sheet.xlsx')).toBeVisible();
  const preview = page.getByRole('table', { name: 'Salary sheet preview' });
  await expect(preview.getByRole('columnheader', { name: 'EmployeeID' })).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'Rahul Mehta' })).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('PayRoll Added successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'PayRoll management' })).toBeVisible();
  await expect(page.getByRole('cell', { name: thisMonthName, exact: true })).toBeVisible();

  const exists = await page.request.get(`/api/v1/payroll/${year}/${month}/exists`);
  expect(await exists.json()).toEqual({ exists: true });

  // The slip of the new month, as the admin's own payroll tab downloads it.
  const pdf = await page.request.get(`/api/v1/me/salary-slips/${year}/${month}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toBe('attachment; filename="SalarySheet.pdf"');
  expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
});

test('an employee opens a seeded salary slip from My Profile and downloads it', async ({ page }) => {
  // The demo seeds the two months before today; the month before this one may be in last year.
  const seeded = new Date(year, month - 2, 1);
  const seededYear = seeded.getFullYear();
  const seededMonthName = monthName(seeded.getMonth() + 1);

  await openDashboardAs(page, 'employee');
  await page.goto('/dashboard/profile');
  await page.getByRole('tab', { name: 'Payroll' }).click();
  if (seededYear !== year) {
    await page.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: String(seededYear) }).click();
  }

  await page.getByRole('button', { name: `View Detail ${seededMonthName}` }).click();
  const slip = page.getByRole('dialog', { name: `Salary slip for ${seededMonthName} ${seededYear}` });
  await expect(slip).toBeVisible();
  await expect(slip.getByText('Rahul Mehta')).toBeVisible();
  await expect(slip.getByText('Net Salary')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await slip.getByRole('link', { name: 'Download Slip' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('SalarySheet.pdf');
  expect(
    readFileSync(await download.path())
      .subarray(0, 4)
      .toString(),
  ).toBe('%PDF');
});
