import { expect, type Page, test } from '@playwright/test';
import { passwordTexts } from '@pulse/shared/contracts/passwords';
import { demoUsers, openDashboardAs } from '../support/auth';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

// The server tells a document by its bytes: this is a PDF to it.
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n', 'latin1');

// Requests of one method to one API path, counted as the browser sends them.
const countRequests = (page: Page, method: string, path: RegExp) => {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) counter.count += 1;
  });
  return counter;
};

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const chooseFiles = async (page: Page, file: { name: string; mimeType: string; buffer: Buffer }) => {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Documents' }).click();
  await (await chooser).setFiles(file);
};

test('an added employee continues on Documents with its id in the URL; a double click saves once', async ({
  page,
  baseURL,
}) => {
  const unique = Date.now().toString(36);
  const name = `Flow Tester ${unique}`;
  await openDashboardAs(page, 'admin');
  const posts = countRequests(page, 'POST', /^\/api\/v1\/employees$/);
  const puts = countRequests(page, 'PUT', /^\/api\/v1\/employees\/[^/]+$/);

  await page.goto('/dashboard/add-employee');
  await expect(page.getByRole('heading', { name: 'Add New Employee' })).toBeVisible();
  // Dates are typed and shown as dd/mm/yyyy, whatever the browser's language.
  const joiningDate = page.getByRole('textbox', { name: 'Joining Date' });
  await expect(joiningDate).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await joiningDate.fill('05/01/2026');
  await page.getByRole('textbox', { name: 'Date Of Birth' }).fill('12/04/1995');
  await page.getByLabel('Employee Name').fill(name);
  await page.getByLabel('Father Name').fill('Flow Senior');
  await choose(page, 'Department', 'Engineering');
  await page.getByLabel('Official Email', { exact: true }).fill(`flow.${unique}@e2e.pulse`);
  await page.getByLabel('Tracker Password').fill('Flow@2026');
  await expect(joiningDate).toHaveValue('05/01/2026');

  await page.getByRole('button', { name: 'Add', exact: true }).dblclick();
  await expect(page.getByText('Employee Added successfully')).toBeVisible();

  // The screen is the stored employee's now: its id in the URL, Documents open, no return to the list.
  await expect(page).toHaveURL(new RegExp(`/dashboard/add-employee/${UUID.source}$`));
  const employeeId = UUID.exec(page.url())?.[0];
  await expect(page.getByRole('heading', { name: new RegExp(`^Employee Details : ${name}`) })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
  expect(posts.count).toBe(1);

  // A refused file reads as the spec's failure, the reason below it.
  await chooseFiles(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
  const refusal = page.getByRole('alert').filter({ hasText: 'Invalid format: upload failed' });
  await expect(refusal).toContainText('Failure');
  await expect(refusal).toContainText('notes.txt');

  await chooseFiles(page, { name: `Contract ${unique}.pdf`, mimeType: 'application/pdf', buffer: pdfBytes });
  await expect(page.getByText('File(s) uploaded successfully')).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Documents' })
      .getByRole('row')
      .filter({ hasText: `Contract ${unique}.pdf` }),
  ).toBeVisible();
  // Still here well after the 2 seconds a save waits: the list comes when the user is done.
  await expect(page).toHaveURL(new RegExp(`/dashboard/add-employee/${employeeId}$`));

  // The stored dates come back as dd/mm/yyyy; an update is one PUT however often it is clicked, then
  // the spec's way: Documents, and the list 2 seconds later.
  await page.getByRole('tab', { name: 'General' }).click();
  await expect(page.getByRole('textbox', { name: 'Joining Date' })).toHaveValue('05/01/2026');
  await expect(page.getByRole('textbox', { name: 'Date Of Birth' })).toHaveValue('12/04/1995');
  await page.getByLabel('Father Name').fill('Flow Senior Jr');
  await page.getByRole('button', { name: 'Update' }).dblclick();
  await expect(page.getByText('Employee updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/employees$/);
  expect(puts.count).toBe(1);

  // Leave the demo as it was for the other tests.
  const origin = { origin: new URL(baseURL ?? page.url()).origin };
  expect((await page.request.delete(`/api/v1/employees/${employeeId}`, { headers: origin })).status()).toBe(
    204,
  );
});

test('after an add, Done returns to the list', async ({ page, baseURL }) => {
  const unique = Date.now().toString(36);
  await openDashboardAs(page, 'admin');
  await page.goto('/dashboard/add-employee');
  await page.getByRole('textbox', { name: 'Joining Date' }).fill('06/01/2026');
  await page.getByRole('textbox', { name: 'Date Of Birth' }).fill('01/02/1996');
  await page.getByLabel('Employee Name').fill(`Done Tester ${unique}`);
  await page.getByLabel('Father Name').fill('Done Senior');
  await choose(page, 'Department', 'Engineering');
  await page.getByLabel('Official Email', { exact: true }).fill(`done.${unique}@e2e.pulse`);
  await page.getByLabel('Tracker Password').fill('Done@2026');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/add-employee/${UUID.source}$`));
  const employeeId = UUID.exec(page.url())?.[0];

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/dashboard\/employees$/);
  // Nothing was left unsaved, so leaving did not ask.
  await expect(page.getByRole('dialog', { name: 'Leave this page?' })).toHaveCount(0);

  const origin = { origin: new URL(baseURL ?? page.url()).origin };
  expect((await page.request.delete(`/api/v1/employees/${employeeId}`, { headers: origin })).status()).toBe(
    204,
  );
});

// A wrong employee id in the URL (malformed, or one the server does not know) is a component test of
// the route: packages/web app/routes/dashboard/add-employee.test.tsx.

for (const width of [390, 1366]) {
  test(`My Profile reads as label and value at ${width} px`, async ({ page }) => {
    // Signed in at the default width, whose top bar shows the user's name.
    await openDashboardAs(page, 'employee');
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();

    const company = page.getByRole('region', { name: 'Company Detail' });
    await expect(company.getByText(demoUsers.employee.email, { exact: true })).toBeVisible();
    // Masked by the server (bank account, Aadhaar).
    await expect(company.getByText(/^•••• \d{4}$/).first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Demographic Detail' }).getByText(demoUsers.employee.name),
    ).toBeVisible();
    // A profile, not a form of disabled inputs (the only fields are Change password's); dates as
    // DD-MMM-YYYY.
    await expect(
      page.getByRole('region', { name: passwordTexts.changeTitle }).getByRole('textbox'),
    ).toHaveCount(3);
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(3);
    await expect(
      page
        .getByRole('region', { name: 'Employee Code' })
        .getByText(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/)
        .first(),
    ).toBeVisible();
    // Nothing wider than the window.
    const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);

    for (const name of ['Documents', 'Appraisals', 'Payroll', 'General']) {
      const tab = page.getByRole('tab', { name });
      // On a phone the tab row scrolls the chosen tab into view, smoothly: a click that lands while the
      // row still moves can hit its neighbour (seen in CI), so the click is repeated until it takes.
      await expect(async () => {
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
      }).toPass();
    }
  });
}
