import { expect, test } from '@playwright/test';
import { type CalendarEntry, calendarEntryListSchema } from '@pulse/shared/contracts/calendar';
import { addDays } from '@pulse/shared/domain/organization-day';
import { demoUsers, mainMenu, openDashboardAs } from '../support/auth';

// The team calendar on the demo organisation: the employee Rahul Mehta sees a colleague's
// approved leave (the demo seeds them within a month of today) as "Away", without its type.

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

test('an employee sees a colleague’s approved leave on the calendar as Away', async ({ page }) => {
  await openDashboardAs(page, 'employee');
  const today = isoDay(new Date());
  const answer = await page.request.get(
    `/api/v1/calendar/absences?from=${addDays(today, -45)}&to=${addDays(today, 15)}`,
  );
  expect(answer.status()).toBe(200);
  const colleagueLeave = calendarEntryListSchema
    .parse(await answer.json())
    .items.find(
      (entry): entry is CalendarEntry & { employee: NonNullable<CalendarEntry['employee']> } =>
        entry.kind === 'leave' &&
        entry.status === 'approved' &&
        entry.employee !== null &&
        entry.employee.name !== demoUsers.employee.name,
    );
  if (!colleagueLeave) throw new Error('the demo has no approved leave of a colleague near today');
  expect(colleagueLeave.typeName).toBeNull();

  await mainMenu(page).getByRole('link', { name: 'Calendar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Calendar' })).toBeVisible();

  // The week of the leave's first day, kept in the address.
  await page.goto(`/dashboard/calendar?date=${colleagueLeave.fromDate}&view=week`);
  const grid = page.getByRole('grid', { name: 'Calendar' });
  await expect(grid.getByRole('gridcell')).toHaveCount(7);
  const day = grid.getByRole('gridcell').filter({ hasText: colleagueLeave.employee.name }).first();
  await expect(day).toContainText('Away');
  await expect(day).not.toContainText('Full Day');

  // The Subscribe dialog makes a feed URL that a calendar client can read without the session.
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to the calendar' });
  await dialog.getByRole('button', { name: 'Create feed' }).first().click();
  const url = await dialog.getByRole('textbox', { name: 'Feed URL' }).inputValue();
  expect(url).toMatch(/\/api\/v1\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await page.request.get(new URL(url).pathname, { headers: { cookie: '' } });
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await dialog.getByRole('button', { name: 'Revoke' }).first().click();
  await expect(page.getByText('Feed revoked')).toBeVisible();
});
