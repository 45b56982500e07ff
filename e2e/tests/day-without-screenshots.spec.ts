import { expect, test } from '@playwright/test';
import { timeSheetSchema } from '@pulse/shared/contracts/activity';
import { currentEmployeeSchema } from '@pulse/shared/contracts/auth';
import { addDays, todayIn } from '@pulse/shared/domain/organization-day';
import { paths } from '@pulse/shared/paths';
import { openDashboardAs } from '../support/auth';

// The demo's Karan Malhotra tracks with screenshots Off (Settings → Tracking): a day of his shows the
// applications he focused, slot by slot and in Window Usage, instead of "No screenshot found!".
const KARAN = 'Karan Malhotra';

test('a day of an employee with screenshots Off shows its applications', async ({ page }) => {
  await openDashboardAs(page, 'admin');
  const me = currentEmployeeSchema.parse(await (await page.request.get('/api/v1/me')).json());
  const today = todayIn(me.organization.timeZone, new Date());
  const sheetOf = async (date: string, employeeId?: string) =>
    timeSheetSchema.parse(
      await (
        await page.request.get(
          `/api/v1/time-sheet?date=${date}${employeeId ? `&employeeId=${employeeId}` : ''}`,
        )
      ).json(),
    );
  const karan = (await sheetOf(today)).employees.find((employee) => employee.name === KARAN);
  if (!karan) throw new Error(`${KARAN} is not in the demo`);
  // The latest day of the demo's history he worked (not a weekend, leave or holiday).
  let date: string | undefined;
  for (let back = 1; back <= 14 && !date; back += 1) {
    const day = addDays(today, -back);
    if ((await sheetOf(day, karan.employeeId)).rows.length > 0) date = day;
  }
  if (!date) throw new Error(`${KARAN} tracked no day in the last two weeks`);

  await page.goto(paths.timeSheetDetails.getHref(date, karan.employeeCode, karan.name));
  await expect(page.getByLabel('Loading activity')).toHaveCount(0);
  await expect(page.getByText('No screenshot found!')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^Screenshot at / })).toHaveCount(0);

  // Each tracked slot names the application focused longest in it, and how much of it was worked.
  const slot = page.getByRole('article').first();
  await expect(slot).toBeVisible();
  const application = ((await slot.getAttribute('aria-label')) ?? '').replace(/^\d\d:\d\d /, '');
  expect(application).not.toBe('');
  await expect(slot.getByRole('progressbar', { name: /^Worked \d+%$/ })).toBeVisible();

  // Window Usage: the day's applications by their focused time, that one among them.
  await page.getByRole('button', { name: 'Window Usage' }).click();
  const usage = page.getByRole('list', { name: 'Window usage' });
  await expect(usage.getByRole('listitem').first()).toBeVisible();
  await expect(usage.getByText(application, { exact: true })).toBeVisible();

  // On a phone the slots stack, still named.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(slot).toBeVisible();
  const box = await slot.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(390);
});
