import { expect, type Page, type Request, test } from '@playwright/test';
import { monthName } from '@pulse/shared/domain/salary-slip';
import { mainMenu, openDashboardAs } from '../support/auth';

// The form guards on leaves, attendance and payroll: one upload per double click, a question before a
// half-filled form is left, one date format whatever the browser's language, and the leaves table's
// row actions on one line.

// A browser in US English: a native date input would show mm/dd/yyyy here.
test.use({ locale: 'en-US' });

const runId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const DAY_MONTH_YEAR = /^\d{2}-[A-Z][a-z]{2}-\d{4}$/;
const REFUSAL = 'PayRoll is Uploaded already with selected year and month.';

// Counts the requests the page sends with this method to a path ending so.
const countRequests = (page: Page, method: string, pathEnd: string) => {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname.endsWith(pathEnd)) sent.push(request);
  });
  return () => sent.length;
};

// The settings form's double-click guard and its not-found page for a malformed id are component
// tests (packages/web master-data-form.test.tsx).

test('leaving a half-filled leave form asks first, and Stay keeps what was typed', async ({ page }) => {
  await openDashboardAs(page, 'employee');
  await page.getByRole('link', { name: 'Apply Leave', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Add Leave' })).toBeVisible();
  const description = page.getByLabel('Leave Description');
  await description.fill(`Half-filled ${runId}`);

  await mainMenu(page).getByRole('link', { name: 'Leaves' }).click();
  const prompt = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Stay' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/add-leave\//);
  await expect(description).toHaveValue(`Half-filled ${runId}`);

  await mainMenu(page).getByRole('link', { name: 'Leaves' }).click();
  await prompt.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/dashboard\/leaves$/);
});

test('leave, holiday and attendance dates are typed and shown as dd/mm/yyyy, and listed as DD-MMM-YYYY', async ({
  page,
}) => {
  await openDashboardAs(page, 'admin');
  const year = new Date().getFullYear();

  // Filters default to this year (spec B §9).
  await page.goto('/dashboard/leaves');
  await expect(page.getByLabel('From Date', { exact: true })).toHaveValue(`01/01/${year}`);
  await expect(page.getByLabel('To Date', { exact: true })).toHaveValue(`31/12/${year}`);
  const startCell = page
    .getByRole('table', { name: 'Employee Leaves' })
    .getByRole('row')
    .nth(1)
    .getByRole('cell')
    .nth(1);
  await expect(startCell).toHaveText(DAY_MONTH_YEAR);

  await page.goto('/dashboard/attendance');
  await expect(page.getByLabel('From Date', { exact: true })).toHaveValue(`01/01/${year}`);
  await expect(page.getByLabel('To Date', { exact: true })).toHaveValue(`31/12/${year}`);
  const dateCell = page
    .getByRole('table', { name: 'Attendance' })
    .getByRole('row')
    .nth(1)
    .getByRole('cell')
    .nth(1);
  await expect(dateCell).toHaveText(DAY_MONTH_YEAR);

  await page.goto('/dashboard/leaves?tab=holidays');
  await expect(
    page
      .getByRole('table', { name: `Holidays ${year}` })
      .getByRole('row')
      .nth(1)
      .getByRole('cell')
      .first(),
  ).toHaveText(DAY_MONTH_YEAR);
  await page.getByRole('button', { name: 'Add Holiday' }).click();
  const holidayDate = page
    .getByRole('dialog', { name: 'Add Holiday' })
    .getByRole('textbox', { name: 'Holiday Date' });
  await expect(holidayDate).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await page.getByRole('dialog', { name: 'Add Holiday' }).getByRole('button', { name: 'Cancel' }).click();

  // The leave form: a day typed as dd/mm/yyyy is taken as that day, and the end follows the start.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Apply Leave', exact: true }).click();
  const start = page.getByLabel('Start Date', { exact: true });
  await expect(start).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await start.fill(`03/12/${year}`);
  await expect(start).toHaveValue(`03/12/${year}`);
  await page.getByRole('combobox', { name: 'Leave Type' }).click();
  await page.getByRole('option', { name: 'Half Day' }).click();
  await expect(page.getByLabel('End Date', { exact: true })).toHaveValue(`03/12/${year}`);
  await expect(page.getByText('Enter the date as dd/mm/yyyy.')).toHaveCount(0);
});

test('saving a new month of payroll shows only its success, and a double click uploads once', async ({
  page,
}) => {
  // A past month the demo does not seed and payroll.spec.ts does not use.
  const year = new Date().getFullYear() - 3;
  const month = 11;
  await openDashboardAs(page, 'admin');
  const origin = { origin: new URL(page.url()).origin };
  const cleanup = async () => {
    const deleted = await page.request.delete(`/api/v1/payroll/${year}/${month}`, { headers: origin });
    expect([204, 404]).toContain(deleted.status());
  };
  await cleanup();
  const sample = await page.request.get('/api/v1/payroll/sample-sheet');
  expect(sample.status()).toBe(200);
  const uploads = countRequests(page, 'POST', `/api/v1/payroll/${year}/${month}`);

  try {
    await page.goto(`/dashboard/PayRollManagement?year=${year}`);
    await page.getByRole('link', { name: 'Add Salary' }).click();
    await expect(page.getByRole('heading', { name: 'Add Salary Sheet' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Year' })).toHaveText(String(year));
    await page.getByRole('combobox', { name: 'Month' }).click();
    await page.getByRole('option', { name: monthName(month) }).click();
    await expect(page.getByRole('button', { name: 'Upload Salary Sheet' })).toBeEnabled();
    await page.getByLabel('Salary sheet file').setInputFiles({
      name: 'salary-sheet.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await sample.body(),
    });
    await expect(page.getByRole('table', { name: 'Salary sheet preview' })).toBeVisible();

    // After the save the month counts as uploaded and the check is asked again: its refusal must not
    // show at any moment until the list comes back, so the page itself watches for it.
    // (Scripts as text: the tests compile without the DOM's types.)
    await page.evaluate(`
      window.sawRefusal = false;
      new MutationObserver(() => {
        if (document.body.textContent.includes(${JSON.stringify(REFUSAL)})) window.sawRefusal = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    `);
    const recheck = page.waitForResponse((response) =>
      response.url().endsWith(`/api/v1/payroll/${year}/${month}/exists`),
    );
    await page.getByRole('button', { name: 'Save' }).dblclick();
    await expect(page.getByText('PayRoll Added successfully')).toBeVisible();
    expect(await (await recheck).json()).toEqual({ exists: true });

    await expect(page.getByRole('heading', { name: 'PayRoll management' })).toBeVisible();
    expect(await page.evaluate<boolean>('window.sawRefusal')).toBe(false);
    await expect(page.getByRole('cell', { name: monthName(month), exact: true })).toBeVisible();
    expect(uploads()).toBe(1);
  } finally {
    await cleanup();
  }
});

// The buttons of one row share a line: their boxes have the same top.
const expectOneLine = async (page: Page) => {
  const table = page.getByRole('table', { name: 'Employee Leaves' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Reject' }) })
    .first();
  const buttons = row.getByRole('button');
  await expect(buttons.last()).toBeVisible();
  const names = await buttons.allInnerTexts();
  expect(names.length).toBeGreaterThanOrEqual(2);
  expect(names).toContain('View Detail');
  const tops = await Promise.all(
    (await buttons.all()).map(async (button) => Math.round((await button.boundingBox())?.y ?? -1)),
  );
  expect(new Set(tops).size, `tops ${tops.join(', ')}`).toBe(1);
  // And none is cut off at the window's edge.
  const viewport = page.viewportSize();
  const lastBox = await buttons.last().boundingBox();
  expect((lastBox?.x ?? 0) + (lastBox?.width ?? 0)).toBeLessThanOrEqual(viewport?.width ?? 0);
};

test('the leaves table keeps a row’s actions on one line from 1025 px up, also after a resize across 1024 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await openDashboardAs(page, 'admin');
  await page.goto('/dashboard/leaves');
  await expect(page.getByRole('table', { name: 'Employee Leaves' })).toBeVisible();
  for (const width of [1100, 1025, 1200, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await expectOneLine(page);
  }
  await page.setViewportSize({ width: 1024, height: 800 });
  await expectOneLine(page);
  await page.setViewportSize({ width: 1100, height: 800 });
  await expectOneLine(page);
});

test('on a phone each leave is a card whose actions wrap inside it', async ({ page }) => {
  await openDashboardAs(page, 'admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/leaves');
  const card = page
    .getByRole('list', { name: 'Employee Leaves' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Reject' }) })
    .first();
  await expect(card.getByRole('button', { name: 'View Detail' })).toBeVisible();
  const cardBox = await card.boundingBox();
  for (const button of await card.getByRole('button').all()) {
    const box = await button.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((cardBox?.x ?? 0) + (cardBox?.width ?? 0));
  }
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
});
