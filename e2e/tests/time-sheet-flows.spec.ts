import { expect, type Page, test } from '@playwright/test';
import { timeSheetSchema } from '@pulse/shared/contracts/activity';
import { currentEmployeeSchema } from '@pulse/shared/contracts/auth';
import { addDays, todayIn } from '@pulse/shared/domain/organization-day';
import { activityTexts } from '@pulse/shared/spec-texts';
import { demoUsers, mainMenu, openDashboardAs } from '../support/auth';

// The activity flows: an employee reaches their own viewer from the time sheet, nobody steps
// past today, a day nobody tracked has no records, and a viewed report survives a reload and Back.

const displayDate = (date: string) => date.split('-').reverse().join('/');

// The organisation's today, from the signed-in employee's own answer.
const organizationToday = async (page: Page) => {
  const me = currentEmployeeSchema.parse(await (await page.request.get('/api/v1/me')).json());
  return todayIn(me.organization.timeZone, new Date());
};

// The latest day of the demo history (today up to now, then 13 days back) on which the signed-in
// employee tracked time: the sheet lists only those who did.
const latestTrackedDay = async (page: Page, today: string) => {
  for (let back = 0; back < 14; back += 1) {
    const date = addDays(today, -back);
    const response = await page.request.get(`/api/v1/time-sheet?date=${date}&isActive=true`);
    if (timeSheetSchema.parse(await response.json()).rows.length > 0) return date;
  }
  throw new Error('the demo employee tracked no time in the last 14 days');
};

test('an employee opens their own day from their tile on today, and steps back to past days', async ({
  page,
}) => {
  await openDashboardAs(page, 'employee');
  const today = await organizationToday(page);
  const tracked = await latestTrackedDay(page, today);

  await page.goto('/dashboard/time-sheet');
  await page.getByLabel('Date', { exact: true }).fill(displayDate(tracked));
  await page.getByRole('button', { name: `Open ${demoUsers.employee.name}'s activity` }).click();

  await expect(page).toHaveURL(/\/dashboard\/time-sheet-details$/);
  const date = page.getByLabel('Date', { exact: true });
  await expect(date).toHaveValue(displayDate(today));
  await expect(page.getByRole('button', { name: 'Next day' })).toBeDisabled();
  await expect(page.getByLabel('Employee', { exact: true })).toHaveCount(0);
  // Privacy of the monitored: any past day of their own, as an admin sees it.
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/time-sheet-details\\?date=${addDays(today, -1)}$`));
  await expect(date).toHaveValue(displayDate(addDays(today, -1)));
});

test('an administrator without parameters sees their own day, named, and cannot step past today', async ({
  page,
}) => {
  await openDashboardAs(page, 'admin');
  const today = await organizationToday(page);
  await page.goto('/dashboard/time-sheet-details');

  await expect(page).toHaveURL(new RegExp(`/dashboard/time-sheet-details/${today}/`));
  await expect(page.getByLabel('Employee', { exact: true })).toHaveValue(demoUsers.admin.name);
  const next = page.getByRole('button', { name: 'Next day' });
  await expect(next).toBeDisabled();

  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(displayDate(addDays(today, -1)));
  await next.click();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(displayDate(today));
  await expect(next).toBeDisabled();
});

test("a day nobody tracked reads 'No records found!'", async ({ page }) => {
  await openDashboardAs(page, 'admin');
  await page.goto('/dashboard/time-sheet');
  // Long before the demo history starts.
  await page.getByLabel('Date', { exact: true }).fill('01/01/2020');
  await expect(page.getByText(activityTexts.noRecords, { exact: true })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('a viewed report survives a reload and the browser’s Back', async ({ page }) => {
  await openDashboardAs(page, 'admin');
  await page.goto('/dashboard/reports');
  await page.getByLabel('Employee', { exact: true }).fill('Rahul');
  await page.getByRole('option', { name: new RegExp(demoUsers.employee.name) }).click();
  await page.getByRole('button', { name: 'View' }).click();

  const report = page.getByRole('region', { name: `${demoUsers.employee.name} report` });
  await expect(report).toBeVisible();
  await expect(page).toHaveURL(/startDate=.*endDate=.*employeeId=/);

  await page.reload();
  await expect(report).toBeVisible();
  await expect(page.getByLabel('Employee', { exact: true })).toHaveValue(demoUsers.employee.name);

  await mainMenu(page).getByRole('link', { name: 'Time Sheet' }).click();
  await expect(page).toHaveURL(/\/dashboard\/time-sheet$/);
  await page.goBack();
  await expect(report).toBeVisible();
  await expect(page.getByLabel('Employee', { exact: true })).toHaveValue(demoUsers.employee.name);
});
