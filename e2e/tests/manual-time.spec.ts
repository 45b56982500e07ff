import { expect, type Page, test } from '@playwright/test';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { addDays, todayIn } from '@pulse/shared/domain/organization-day';
import { manualTimePulseTexts as texts } from '@pulse/shared/spec-texts';
import { expectNoSeriousViolations } from '../support/accessibility';
import { demoUsers, newPageAs, openDashboardAs } from '../support/auth';

// Manual (offline) time, spec A §1, on the demo organisation (Asia/Kolkata): the employee Rahul Mehta
// adds time away from the computer on a project, the administrator approves it, and the reports show
// it as Manual Time. Early morning of yesterday: the demo's tracked days start at 08:30 at the
// earliest, and its own manual time sits in the afternoons' log-off gaps.

const TIME_ZONE = 'Asia/Kolkata';
const yesterday = addDays(todayIn(TIME_ZONE, new Date()), -1);
const asTyped = (date: string) => date.split('-').reverse().join('/');

test('an employee adds manual time, the administrator approves it, and the reports count it', async ({
  browser,
}) => {
  // Two people sign in (each waits for the sign-in's 2 s redirect) and the flow spans three screens.
  test.setTimeout(90_000);
  const employee = await newPageAs(browser, 'employee');
  // From the time sheet's link, as an employee finds the page.
  await employee.goto('/dashboard/time-sheet');
  await employee.getByRole('link', { name: texts.addButton }).click();
  const dialog = employee.getByRole('dialog', { name: texts.addHeader });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(texts.dateLabel, { exact: true }).fill(asTyped(yesterday));
  await dialog.getByLabel(texts.fromLabel, { exact: true }).fill('06:00');
  await dialog.getByLabel(texts.toLabel, { exact: true }).fill('06:45');
  await dialog.getByRole('combobox', { name: texts.projectLabel }).click();
  await employee.getByRole('option', { name: 'Customer Portal Redesign' }).click();
  await dialog.getByRole('radio', { name: texts.productive, exact: true }).check();
  await dialog.getByLabel(texts.reasonLabel, { exact: true }).fill('Early customer call from home');
  await dialog.getByRole('button', { name: texts.submit }).click();
  await expect(employee.getByText(texts.requested)).toBeVisible();
  await expect(dialog).toBeHidden();
  const mine = employee.getByRole('table', { name: `${texts.tabMine}: Pending` });
  await expect(mine.getByRole('row', { name: /06:00–06:45/ })).toContainText('Customer Portal Redesign');

  const admin = await newPageAs(browser, 'admin');
  await admin.goto('/dashboard/manual-time?tab=to-decide&status=pending');
  const approve = admin.getByRole('button', {
    name: `${texts.approve} ${demoUsers.employee.name}, ${formatDayMonthYear(yesterday)} 06:00–06:45`,
  });
  await approve.click();
  const decision = admin.getByRole('dialog', { name: texts.approveTitle });
  await decision.getByLabel(texts.noteLabel).fill('Thanks for the early start');
  await decision.getByRole('button', { name: texts.approve }).click();
  await expect(admin.getByText(texts.approved)).toBeVisible();
  await expect(approve).toBeHidden();

  // The employee's Approved list shows who decided.
  await employee.getByRole('button', { name: 'Approved', exact: true }).click();
  const approved = employee.getByRole('table', { name: `${texts.tabMine}: Approved` });
  await expect(approved.getByRole('row', { name: /06:00–06:45/ })).toContainText(
    `by ${demoUsers.admin.name}`,
  );

  // The report of the last 7 days (the default range) has it in the Manual Time column.
  await admin.goto('/dashboard/reports');
  await admin.getByLabel('Employee', { exact: true }).fill('Rahul');
  await admin.getByRole('option', { name: new RegExp(demoUsers.employee.name) }).click();
  await admin.getByRole('button', { name: 'View' }).click();
  const report = admin.getByRole('region', { name: `${demoUsers.employee.name} report` });
  const day = report.getByRole('row', { name: new RegExp(`^${formatDayMonthYear(yesterday)}`) });
  await expect(day.getByRole('cell').last()).toHaveText('0:45');
});

// The page never scrolls sideways (a wide table scrolls inside its frame, a phone shows cards).
const expectNoSidewaysScroll = async (page: Page) => {
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
};

// axe analyses the page and its dialog once, at 1024 px: the phone layout is the same content.
for (const { name, width, height, isAnalysed } of [
  {
    name: 'at 1024 px, by keyboard, without serious accessibility violations',
    width: 1024,
    height: 768,
    isAnalysed: true,
  },
  { name: 'on a phone, by keyboard', width: 390, height: 844, isAnalysed: false },
]) {
  test(`the manual time page works ${name}`, async ({ page }) => {
    await openDashboardAs(page, 'employee');
    await page.setViewportSize({ width, height });
    // Rahul manages Pulse Mobile App: Priya Nair's demo request waits for him.
    await page.goto('/dashboard/manual-time?tab=to-decide&status=pending');
    await expect(page.getByRole('button', { name: /^Approve Priya Nair/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    if (isAnalysed) await expectNoSeriousViolations(page);

    const add = page.getByRole('button', { name: texts.addButton });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: texts.addHeader });
    await expect(dialog).toBeVisible();
    if (isAnalysed) await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}
