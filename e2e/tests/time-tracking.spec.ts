import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { reportSchema, timeSheetSchema } from '@pulse/shared/contracts/activity';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { formatHoursAndMinutes, formatHoursColonMinutes } from '@pulse/shared/domain/hours-minutes';
import { addDays } from '@pulse/shared/domain/organization-day';
import ExcelJS from 'exceljs';
import { shownRow } from '../../packages/server/src/test-support/shown-cells';
import { demoUsers, openDashboardAs } from '../support/auth';
import { demoEmployeeTracker, sendBatch, sendScreenshot } from '../support/tracker';

// A day of activity for the demo employee, sent through the tracker API as the agent would: two
// focus intervals, an away spell, per-minute input counts and two screenshots, all 09:00–09:50 in the
// organisation's zone on a day 20 days ago: before the demo's 14 days of history (so the day holds only
// what this file sends, whatever weekday it is) and within the 30 days the tracker API accepts.

const seedDay = async (request: APIRequestContext) => {
  const { headers, today, day, at } = await demoEmployeeTracker(request, 'E2E-LAPTOP', 20);

  await sendBatch(request, headers, {
    // The same id on every run: a repeated run is an idempotent retry, never a second copy.
    batchId: `e2e-${day}`,
    intervals: [
      { kind: 'focus', startedAt: at(0), durationSeconds: 1200, app: 'Code', title: 'Code — pulse' },
      { kind: 'focus', startedAt: at(20), durationSeconds: 1200, app: 'Browser', title: 'Browser — docs' },
      { kind: 'away', startedAt: at(40), durationSeconds: 600 },
    ],
    inputMinutes: Array.from({ length: 40 }, (_, minute) => ({
      minuteStart: at(minute),
      keyPresses: 30,
      mouseClicks: 10,
    })),
  });

  await sendScreenshot(request, headers, {
    capturedAt: at(3),
    title: 'Code — pulse',
    colour: [40, 120, 200],
  });
  await sendScreenshot(request, headers, {
    capturedAt: at(14),
    title: 'Browser — docs',
    colour: [200, 120, 40],
  });
  return { day, today };
};

const displayDate = (date: string) => date.split('-').reverse().join('/');

// What the server stored for the demo employee that day, read with the admin's session.
const storedRow = async (page: Page, day: string) => {
  const response = await page.request.get(`/api/v1/time-sheet?date=${day}&isActive=true`);
  expect(response.status()).toBe(200);
  const { rows } = timeSheetSchema.parse(await response.json());
  const row = rows.find((candidate) => candidate.name === demoUsers.employee.name);
  if (!row) throw new Error('the demo employee has no time sheet row');
  return row;
};

let day: string;
let today: string;

test.beforeAll(async ({ request }) => {
  ({ day, today } = await seedDay(request));
});

test('time sheet, the per-day viewer and its screenshots', async ({ page }) => {
  await openDashboardAs(page, 'admin');
  await page.goto('/dashboard/time-sheet');
  await expect(page.getByRole('heading', { name: 'Time Sheet', level: 1 })).toBeVisible();
  await page.getByLabel('Date', { exact: true }).fill(displayDate(day));

  const row = await storedRow(page, day);
  expect(row.hoursWorkedMinutes).toBeGreaterThan(0);
  expect(row.actualWorkMinutes).toBeGreaterThan(0);

  // Tiles (the default view).
  const tile = page.getByRole('article', { name: demoUsers.employee.name });
  await expect(tile.getByText(row.employeeCode, { exact: true })).toBeVisible();
  for (const minutes of [row.hoursWorkedMinutes, row.idleMinutes, row.actualWorkMinutes]) {
    await expect(tile.getByText(formatHoursAndMinutes(minutes), { exact: true }).first()).toBeVisible();
  }

  // List.
  await page.getByRole('button', { name: 'List View' }).click();
  const listRow = page
    .getByRole('table', { name: 'Time sheet' })
    .getByRole('row', { name: new RegExp(demoUsers.employee.name) });
  for (const minutes of [row.hoursWorkedMinutes, row.idleMinutes, row.actualWorkMinutes]) {
    await expect(listRow).toContainText(formatHoursAndMinutes(minutes));
  }

  // His day.
  await listRow.getByRole('button', { name: `Open ${demoUsers.employee.name}'s activity` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/time-sheet-details/${day}/${row.employeeCode}/`));
  await expect(page.getByRole('heading', { name: '09:00 – 10:00' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open screenshot at / })).toHaveCount(2);
  await expect(page.getByRole('progressbar', { name: /^Activity \d+%$/ })).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'Screenshot at 09:03' })).toBeVisible();

  // Full size, next and previous (button and keyboard).
  await page.getByRole('button', { name: 'Open screenshot at 09:03' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: 'Full-size screenshot at 09:03' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Window titles' })).toContainText('Code — pulse');
  await dialog.getByRole('button', { name: 'Next screenshot' }).click();
  await expect(dialog.getByRole('img', { name: 'Full-size screenshot at 09:14' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Window titles' })).toContainText('Browser — docs');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('img', { name: 'Full-size screenshot at 09:03' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Window usage, collapsed until opened.
  const usage = page.getByRole('button', { name: 'Window Usage' });
  await expect(usage).toHaveAttribute('aria-expanded', 'false');
  await usage.click();
  await expect(usage).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('list', { name: 'Window usage' }).getByRole('listitem').first()).toBeVisible();

  // Previous and next day.
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page).toHaveURL(new RegExp(`/time-sheet-details/${addDays(day, -1)}/`));
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(displayDate(addDays(day, -1)));
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page).toHaveURL(new RegExp(`/time-sheet-details/${day}/`));
  await expect(page.getByRole('heading', { name: '09:00 – 10:00' })).toBeVisible();
});

test('reports: view the week and export it as a workbook', async ({ page }) => {
  await openDashboardAs(page, 'admin');
  await page.goto('/dashboard/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();

  // Export of one employee needs one (spec B §8, two spaces verbatim).
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByText('Select employee  first!.')).toBeVisible();

  await page.getByLabel('Employee', { exact: true }).fill('Rahul');
  await page.getByRole('option', { name: new RegExp(demoUsers.employee.name) }).click();
  // From the seeded day on (the end stays where the page puts it).
  await page.getByLabel('Start Date', { exact: true }).fill(displayDate(day));
  await page.getByRole('button', { name: 'View' }).click();

  const startDate = await page.getByLabel('Start Date', { exact: true }).inputValue();
  const endDate = await page.getByLabel('End Date', { exact: true }).inputValue();
  const toIso = (shown: string) => shown.split('/').reverse().join('-');
  const row = await storedRow(page, day);
  const reportResponse = await page.request.get(
    `/api/v1/reports?startDate=${toIso(startDate)}&endDate=${toIso(endDate)}`,
  );
  const report = reportSchema.parse(await reportResponse.json());
  const stored = report.employees.find((employee) => employee.name === demoUsers.employee.name);
  if (!stored) throw new Error('the demo employee is not in the report');

  const section = page.getByRole('region', { name: `${demoUsers.employee.name} report` });
  const dayRow = section.getByRole('row', { name: new RegExp(formatDayMonthYear(day)) });
  await expect(dayRow).toContainText(formatHoursColonMinutes(row.hoursWorkedMinutes));
  await expect(dayRow).toContainText(formatHoursColonMinutes(row.actualWorkMinutes));
  await expect(section.getByRole('row', { name: /Weekly Total/ }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Grand Total' })).toContainText(
    formatHoursColonMinutes(stored.totals.hoursWorkedMinutes),
  );

  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/ To .* Tracker Report\.xlsx$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  // Row 1 names the project the report covers; the spec's columns follow, then their decimal hours.
  expect(shownRow(sheet, 1)).toEqual(['All projects']);
  expect(shownRow(sheet, 2).slice(0, 5)).toEqual([
    'Date',
    'Hours Worked',
    'Idle Time',
    'Actual Work',
    'Manual Time',
  ]);
  // As a reader sees the cells: the day DD-MMM-YYYY, the durations h:mm.
  const cells: unknown[][] = [];
  sheet.eachRow((_, rowNumber) => cells.push(shownRow(sheet, rowNumber).slice(0, 5)));
  expect(cells).toContainEqual([
    formatDayMonthYear(day),
    formatHoursColonMinutes(row.hoursWorkedMinutes),
    formatHoursColonMinutes(row.idleMinutes),
    formatHoursColonMinutes(row.actualWorkMinutes),
    '0:00',
  ]);
  // The grand total row carries the report's own totals for the range.
  const grandTotal = cells.find((cellsOfRow) => cellsOfRow[0] === 'Grand Total');
  expect(grandTotal?.[1]).toBe(formatHoursColonMinutes(stored.totals.hoursWorkedMinutes));
});

test('an employee sees only their own day, today first, with no employee selector', async ({ page }) => {
  await openDashboardAs(page, 'employee');
  await page.goto('/dashboard/time-sheet-details');
  const date = page.getByLabel('Date', { exact: true });
  await expect(date).toHaveValue(displayDate(today));
  await expect(page.getByLabel('Employee', { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/time-sheet-details$/);
  // Never a day still to come.
  await expect(page.getByRole('button', { name: 'Next day' })).toBeDisabled();

  // The day this file sent, as the employee sees it: the same screenshots an admin sees.
  await page.goto(`/dashboard/time-sheet-details?date=${day}`);
  await expect(date).toHaveValue(displayDate(day));
  await expect(page.getByRole('img', { name: 'Screenshot at 09:03' })).toBeVisible();
});

test('the viewer fits a 1024 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openDashboardAs(page, 'admin');
  const row = await storedRow(page, day);
  await page.goto(`/dashboard/time-sheet-details/${day}/${row.employeeCode}/${encodeURIComponent(row.name)}`);
  await expect(page.getByRole('img', { name: 'Screenshot at 09:03' })).toBeVisible();
  // A string expression: the e2e project is compiled without the DOM's types.
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
});

test('reports: Export All builds one sheet per employee, with progress while it runs', async ({ page }) => {
  await openDashboardAs(page, 'admin');
  await page.goto('/dashboard/reports');
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export All' }).click();
  await expect(page.getByRole('progressbar', { name: 'Export All progress' })).toBeVisible();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/ To .* Tracker Report\.xlsx$/);
  await expect(page.getByRole('progressbar', { name: 'Export All progress' })).toBeHidden();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  expect(workbook.worksheets.length).toBeGreaterThan(1);
  // Each employee's sheet is named after them (number-formats.spec.ts: the Summary and the cells).
  const sheet = workbook.getWorksheet(demoUsers.employee.name);
  if (!sheet) throw new Error(`no sheet for ${demoUsers.employee.name}`);
  // Row 1 names the project the report covers; the spec's columns follow, then their decimal hours.
  expect(shownRow(sheet, 1)).toEqual(['All projects']);
  expect(shownRow(sheet, 2).slice(0, 5)).toEqual([
    'Date',
    'Hours Worked',
    'Idle Time',
    'Actual Work',
    'Manual Time',
  ]);
});
