import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { openDashboardAs } from '../support/auth';

// The dashboard's cards (spec A §2, §6) for both roles, on the demo's own data. Other tests may add
// people, news or acknowledgements to the same demo, so figures are checked by their shape and sums,
// not by fixed numbers.

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

const EVERYONE_CARDS = [
  'Quick Actions',
  'Leaves Status',
  'News and Update',
  'My Hours This Week',
  'Policies to Acknowledge',
];
const ADMIN_CARDS = [
  'Employees',
  'Today’s Attendance',
  'Work in the Last 7 Days',
  'Upcoming Appraisals',
  'Upcoming Birthdays',
];

// Every card has its data (no skeleton left) and the charts are drawn (attendance has none on a day off
// nobody worked: its table is there either way).
const waitForAdminCards = async (page: Page) => {
  await expect(card(page, 'Today’s Attendance').getByRole('table')).toBeAttached();
  await expect(page.getByRole('img', { name: /^Work in the Last 7 Days, / })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
};

test('an administrator sees every card filled from the demo', async ({ page }) => {
  await openDashboardAs(page, 'admin');
  for (const name of [...EVERYONE_CARDS, ...ADMIN_CARDS]) await expect(card(page, name)).toBeVisible();
  await waitForAdminCards(page);

  const counts = card(page, 'Employees');
  const figures = await counts.getByRole('definition').allTextContents();
  const [active, inactive, total] = figures.filter((text) => /^\d+$/.test(text)).map(Number);
  expect(active).toBeGreaterThan(0);
  expect((active ?? 0) + (inactive ?? 0)).toBe(total);

  // The demo's people have birthdays spread over the year, at most four weeks apart, and two of them
  // reach a year since joining within the month.
  const birthdays = card(page, 'Upcoming Birthdays').getByRole('list', { name: 'Upcoming Birthdays' });
  await expect(birthdays.getByRole('listitem').first()).toContainText(/\d{2}-\d{2}-\d{4}/);
  const appraisals = card(page, 'Upcoming Appraisals').getByRole('list', { name: 'Upcoming Appraisals' });
  await expect(appraisals.getByRole('listitem').first()).toBeVisible();

  // The attendance chart's numbers, for screen readers too; a day off has no absentees and no leave.
  const attendance = card(page, 'Today’s Attendance').getByRole('table');
  const { isWorkingDay } = await (await page.request.get('/api/v1/dashboard/attendance-today')).json();
  for (const label of isWorkingDay ? ['Present', 'On Leave', 'Absent'] : ['Present'])
    await expect(attendance.getByRole('rowheader', { name: label })).toBeAttached();

  // News tiles open the update; View All goes to the administrators' list.
  const news = card(page, 'News and Update');
  await expect(news.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(await news.getByRole('heading', { level: 3 }).count()).toBeLessThanOrEqual(8);
  await expect(news.getByRole('link', { name: 'View All' })).toHaveAttribute(
    'href',
    '/dashboard/LiveNewsUpdates',
  );
  const firstTile = news.getByRole('listitem').first().getByRole('link');
  await firstTile.click();
  await expect(page).toHaveURL(/\/dashboard\/LiveNewsUpdatesDetails\/[0-9a-f-]{36}$/);
});

test('an employee sees the news, their leaves, their hours and policies, and no administrator cards', async ({
  page,
}) => {
  await openDashboardAs(page, 'employee');
  for (const name of EVERYONE_CARDS) await expect(card(page, name)).toBeVisible();
  const news = card(page, 'News and Update');
  await expect(news.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(news.getByRole('link', { name: 'View All' })).toHaveAttribute(
    'href',
    '/dashboard/LiveNewsUpdatesList',
  );
  await expect(card(page, 'Leaves Status').getByText('Total Leaves Entitled')).toBeVisible();
  // The week's figures as h:mm.
  await expect(card(page, 'My Hours This Week').getByRole('definition').first()).toHaveText(/^\d+:\d{2}$/);
  // The demo's Code of Conduct waits for their acknowledgement, unless a test acknowledged it already.
  const policies = card(page, 'Policies to Acknowledge');
  await expect(
    policies.getByRole('link', { name: /Code of Conduct/ }).or(policies.getByText('All policies are read')),
  ).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  for (const name of ADMIN_CARDS) await expect(card(page, name)).toHaveCount(0);
});

test('the dashboard with every card has no serious accessibility violations', async ({ page }) => {
  await openDashboardAs(page, 'admin');
  await waitForAdminCards(page);
  await expectNoSeriousViolations(page);
});

test('the dashboard fits a phone without scrolling sideways', async ({ page }) => {
  // Signed in at desktop width (the top bar hides the name on a phone), then narrowed: MUI's breakpoints
  // and the charts' own size follow the window.
  await openDashboardAs(page, 'admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await waitForAdminCards(page);
  await expect(card(page, 'Upcoming Birthdays')).toBeVisible();
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
});
