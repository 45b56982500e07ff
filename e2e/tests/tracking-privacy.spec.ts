import { expect, test } from '@playwright/test';
import { currentEmployeeSchema } from '@pulse/shared/contracts/auth';
import { addDays, todayIn } from '@pulse/shared/domain/organization-day';
import { trackingPrivacyTexts as texts } from '@pulse/shared/spec-texts';
import { demoUsers, openDashboardAs } from '../support/auth';

// Privacy of the monitored: an admin changes the organisation's default screenshot mode in
// Settings → Tracking and finds the change on the Audit page; an employee opens a past day of their own.

const displayDate = (date: string) => date.split('-').reverse().join('/');

test('an admin changes the default screenshot mode and sees it on the Audit page', async ({ page }) => {
  await openDashboardAs(page, 'admin');
  await page.goto('/dashboard/settings/6');
  await expect(page.getByRole('tab', { name: texts.tabLabel })).toHaveAttribute('aria-selected', 'true');

  const mode = page.getByRole('combobox', { name: texts.screenshotModeLabel });
  await expect(mode).toHaveText('Regular');
  // The demo's redaction rule and the employee whose screenshots are off.
  await expect(page.getByLabel(texts.patternsLabel)).toHaveValue(/\*bank\*/);
  await expect(page.getByRole('combobox', { name: 'Screenshots of Karan Malhotra' })).toHaveText('Off');

  await mode.click();
  await page.getByRole('option', { name: 'Blurred' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(texts.saved)).toBeVisible();
  // Everyone on the default now has blurred screenshots.
  await expect(page.getByRole('combobox', { name: `Screenshots of ${demoUsers.employee.name}` })).toHaveText(
    'Organisation default (Blurred)',
  );

  await page.getByRole('link', { name: texts.auditLink }).click();
  await expect(page).toHaveURL(/\/dashboard\/audit$/);
  await expect(page.getByRole('heading', { name: texts.auditHeading, level: 1 })).toBeVisible();
  const trail = page.getByRole('table', { name: 'Audit trail' });
  // Sign-ins are in the trail too, and other tests sign in meanwhile: the settings changes only.
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Changed tracking settings' }).click();
  const latest = trail.getByRole('row').nth(1);
  await expect(latest.getByRole('cell').nth(1)).toHaveText(demoUsers.admin.name);
  await expect(latest.getByRole('cell').nth(2)).toHaveText('Changed tracking settings');
  await expect(latest.getByRole('cell').nth(4)).toHaveText('Screenshots: Regular → Blurred');

  // Filter by action: the demo's earlier views of screenshots, none of the settings changes.
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Viewed screenshots' }).click();
  await expect(trail.getByRole('cell', { name: 'Screenshots: Regular → Blurred' })).toHaveCount(0);
  await expect(trail.getByRole('cell', { name: 'Viewed screenshots' }).first()).toBeVisible();

  // Leave the demo as it was for the next run.
  await page.goto('/dashboard/settings/6');
  await page.getByRole('combobox', { name: texts.screenshotModeLabel }).click();
  await page.getByRole('option', { name: 'Regular' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(texts.saved)).toBeVisible();
});

test('an employee opens a past day of their own, with its screenshots', async ({ page }) => {
  await openDashboardAs(page, 'employee');
  const me = currentEmployeeSchema.parse(await (await page.request.get('/api/v1/me')).json());
  const today = todayIn(me.organization.timeZone, new Date());
  const date = page.getByLabel('Date', { exact: true });

  await page.goto('/dashboard/time-sheet-details');
  await expect(date).toHaveValue(displayDate(today));
  // Step back to the latest day of the demo's history with screenshots (weekends have none).
  for (let back = 1; back <= 7; back += 1) {
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(date).toHaveValue(displayDate(addDays(today, -back)));
    await expect(page.getByLabel('Loading activity')).toHaveCount(0);
    if ((await page.getByRole('img', { name: /^Screenshot at / }).count()) > 0) break;
  }
  await expect(page).toHaveURL(/\/dashboard\/time-sheet-details\?date=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('img', { name: /^Screenshot at / }).first()).toBeVisible();
  await expect(page.getByLabel('Employee', { exact: true })).toHaveCount(0);

  // Their own screenshot, which the demo lets them delete (asked first; here they keep it).
  await page
    .getByRole('button', { name: /^Open screenshot at / })
    .first()
    .click();
  const viewer = page.getByRole('dialog');
  await viewer.getByRole('button', { name: texts.deleteScreenshot }).click();
  const confirm = page.getByRole('dialog', { name: texts.deleteScreenshot, exact: true });
  await expect(confirm.getByText(texts.deleteScreenshotQuestion)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
});
