import { expect, test } from '@playwright/test';
import { demoUsers, signIn } from '../support/auth';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// The demo seeds the two months before today, so the current month is free to upload.
const now = new Date();
const year = now.getFullYear();
const month = now.getMonth() + 1;
const monthName = MONTHS[month - 1] ?? '';

test('an administrator uploads a salary sheet for a new month and an employee slip downloads as PDF', async ({
  page,
  baseURL,
}) => {
  await signIn(page, demoUsers.admin);
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
  await expect(page.getByRole('cell', { name: monthName, exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Add Salary' }).click();
  await expect(page.getByRole('heading', { name: 'Add Salary Sheet' })).toBeVisible();

  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('combobox', { name: 'Month' }).click();
  await page.getByRole('option', { name: monthName }).click();
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
  await expect(page.getByRole('cell', { name: monthName, exact: true })).toBeVisible();

  const exists = await page.request.get(`/api/v1/payroll/${year}/${month}/exists`);
  expect(await exists.json()).toEqual({ exists: true });

  // The employee payroll tab is wired into the employee screen later; its download is this request.
  const pdf = await page.request.get(`/api/v1/me/salary-slips/${year}/${month}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toBe('attachment; filename="SalarySheet.pdf"');
  expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
});
