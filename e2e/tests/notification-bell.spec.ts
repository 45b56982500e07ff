import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { employeeDirectorySchema } from '@pulse/shared/contracts/leaves';
import { notificationListSchema } from '@pulse/shared/contracts/notifications';
import { LEAVE_TYPE } from '@pulse/shared/domain/leave-days';
import { shellTexts } from '@pulse/shared/spec-texts';
import { type Credentials, demoUsers, signIn } from '../support/auth';

const bellButton = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
const notificationsMenu = (page: Page) => page.getByRole('menu');

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

// The manager here is a demo employee nobody else's test applies to, so other test files, which run at
// the same time and open the admin's bell, never change what this bell shows.
const manager: Credentials = { email: 'priya.nair@demo.pulse', password: 'Demo@123', name: 'Priya Nair' };

// Applies for a one-day leave as the employee, choosing the given manager. A run against a
// reused dev database may already hold a leave on a day, so a refused overlap tries another day.
const applyForLeave = async (request: APIRequestContext, origin: string, managerId: string) => {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const day = new Date();
    day.setUTCDate(day.getUTCDate() + 30 + Math.floor(Math.random() * 300));
    const response = await request.post('/api/v1/leaves', {
      headers: { origin },
      data: {
        description: 'Family function (bell test)',
        fromDate: isoDay(day),
        toDate: isoDay(day),
        leaveType: LEAVE_TYPE.fullDay,
        managerIds: [managerId],
      },
    });
    if (response.status() === 201) return;
    if (response.status() !== 409 && response.status() !== 400) {
      throw new Error(`apply failed: ${response.status()} ${await response.text()}`);
    }
  }
  throw new Error('no free day to apply for leave');
};

test('the bell lights up live when an employee applies to their manager, and closing it marks all viewed', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await signIn(page, manager);

  // Whatever the demo holds: 'No Notifications!' with the empty bell, or the list, in a menu
  // reachable by keyboard.
  const bell = bellButton(page);
  const current = notificationListSchema.parse(
    await (await page.request.get('/api/v1/notifications')).json(),
  );
  const isEmpty = current.items.length === 0;
  await expect(bell.locator('[data-testid="NotificationsNoneIcon"]')).toHaveCount(isEmpty ? 1 : 0);
  await bell.focus();
  await page.keyboard.press('Enter');
  await expect(notificationsMenu(page)).toBeVisible();
  const firstItem = notificationsMenu(page).getByRole('menuitem').first();
  await expect(firstItem).toContainText(
    isEmpty ? shellTexts.noNotifications : (current.items[0]?.description ?? ''),
  );
  await page.keyboard.press('Escape');
  await expect(notificationsMenu(page)).toBeHidden();
  // Closing with unread ones marked them viewed: nothing is unread now.
  await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();

  // The employee, in a browser of their own, applies for leave choosing Priya as manager.
  const employeeContext = await browser.newContext({ baseURL: origin });
  const employeePage = await employeeContext.newPage();
  const signedIn = await employeePage.request.post('/api/v1/auth/sign-in', {
    headers: { origin },
    data: { email: demoUsers.employee.email, password: demoUsers.employee.password },
  });
  expect(signedIn.status()).toBe(200);
  const directory = await employeePage.request.get(
    `/api/v1/employee-directory?query=${encodeURIComponent(manager.name)}`,
  );
  expect(directory.status()).toBe(200);
  const { items: people } = employeeDirectorySchema.parse(await directory.json());
  const chosen = people.find((person) => person.name === manager.name);
  if (!chosen) throw new Error(`${manager.name} is not in the directory`);
  await applyForLeave(employeePage.request, origin, chosen.id);

  // Live, without reloading: the active bell with a badge, and the new notification first.
  await expect(page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ })).toBeVisible();
  await expect(bell.locator('[data-testid="NotificationsActiveIcon"]')).toBeVisible();
  await bell.click();
  await expect(notificationsMenu(page).getByRole('menuitem').first()).toContainText(demoUsers.employee.name);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
  await expect(bell.locator('[data-testid="NotificationsIcon"]')).toBeVisible();

  await employeeContext.close();
});
