import { readFile } from 'node:fs/promises';
import { type Browser, expect, test } from '@playwright/test';
import { attendancePageSchema, attendanceTodaySchema } from '@pulse/shared/contracts/attendance';
import { employeeDirectorySchema } from '@pulse/shared/contracts/leaves';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { localTimeOf, todayIn } from '@pulse/shared/domain/organization-day';
import { type Credentials, demoUsers, newPageAs, openDashboardAs, signIn } from '../support/auth';

// The demo organisation's zone: the page picks and shows times on its clock, whatever the browser's.
const DEMO_ZONE = 'Asia/Kolkata';
const MINUTE = 60_000;

// The demo seeds no attendance for today. A retry against the same server finds today marked for the
// first of these, so it takes the next one instead of skipping.
const CANDIDATES: Credentials[] = [
  demoUsers.employee,
  { email: 'vikram.singh@demo.pulse', password: 'Demo@123', name: 'Vikram Singh' },
  { email: 'neha.kapoor@demo.pulse', password: 'Demo@123', name: 'Neha Kapoor' },
];

// Asks the API, in a browser context of its own, which candidate has no record today.
const firstUnmarked = async (browser: Browser, baseURL: string) => {
  const origin = new URL(baseURL).origin;
  for (const candidate of CANDIDATES) {
    const probe = await browser.newContext({ baseURL });
    const signedIn = await probe.request.post('/api/v1/auth/sign-in', {
      headers: { origin },
      data: { email: candidate.email, password: candidate.password },
    });
    expect(signedIn.status()).toBe(200);
    const today = attendanceTodaySchema.parse(
      await (await probe.request.get('/api/v1/attendance/today')).json(),
    );
    await probe.close();
    if (today.record === null) return candidate;
  }
  throw new Error('every candidate has marked today already');
};

test('an employee marks in and out, sees the day listed, and an administrator filters and downloads it', async ({
  page,
  browser,
  baseURL,
}) => {
  const person = await firstUnmarked(browser, baseURL ?? '');
  await signIn(page, person);
  const firstName = person.name.split(' ')[0] ?? person.name;

  const today = todayIn(DEMO_ZONE, new Date());
  await page.goto('/dashboard/markAttendance');
  await expect(page.getByRole('heading', { name: 'Mark Your Attendance' })).toBeVisible();
  await expect(page.getByLabel('Attendance date')).toContainText(formatDayMonthYear(today));

  const inTimeField = page.getByLabel('In Time', { exact: true });
  const outTimeField = page.getByLabel('Out Time', { exact: true });
  const save = page.getByRole('button', { name: 'Save' });
  await save.click();
  await expect(page.getByText('Please Select In Time').first()).toBeVisible();

  // Two minutes ago: well inside the 10 minutes an own mark may be away from the server's clock.
  const inTime = localTimeOf(new Date(Date.now() - 2 * MINUTE), DEMO_ZONE);
  await inTimeField.fill(inTime);
  await save.click();
  await expect(page.getByText('Attendance Marked Successfully')).toBeVisible();

  await page.reload();
  await expect(inTimeField).toHaveValue(inTime);
  await expect(save).toBeEnabled();
  await page.getByRole('button', { name: 'Set Out Time to now' }).click();
  await expect(outTimeField).not.toHaveValue('');
  await save.click();
  await expect(page.getByText('Attendance Marked Successfully')).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(page.getByText('Attendance Already Marked')).toBeVisible();

  await page.getByRole('link', { name: 'Check Attendance' }).click();
  await expect(page).toHaveURL(/\/dashboard\/attendance$/);
  const table = page.getByRole('table', { name: 'Attendance' });
  const todayRow = table.getByRole('row').filter({ hasText: formatDayMonthYear(today) });
  await expect(todayRow).toHaveCount(1);
  await expect(todayRow).toContainText(person.name);
  // Employees see only their own records and no administrator filter.
  await expect(page.getByLabel('Employee Name')).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasNotText: person.name })).toHaveCount(1);

  const adminPage = await newPageAs(browser, 'admin');
  await adminPage.goto('/dashboard/attendance');
  await expect(adminPage.getByRole('heading', { name: 'Attendance' })).toBeVisible();
  await expect(adminPage.getByRole('link', { name: 'Mark Attendance', exact: true })).toBeVisible();
  await adminPage.getByLabel('Employee Name').fill(firstName);
  await adminPage.getByRole('option', { name: new RegExp(person.name) }).click();
  await adminPage.getByRole('button', { name: 'Search' }).click();
  const adminTable = adminPage.getByRole('table', { name: 'Attendance' });
  await expect(adminTable.getByRole('row').filter({ hasText: formatDayMonthYear(today) })).toHaveCount(1);
  // The header row plus that employee's rows only.
  await expect(adminTable.getByRole('row').filter({ hasNotText: person.name })).toHaveCount(1);

  const year = today.slice(0, 4);
  const downloadPromise = adminPage.waitForEvent('download');
  await adminPage.getByRole('button', { name: 'Download Excel' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`Attendance 01-Jan-${year} To 31-Dec-${year}.xlsx`);
  const path = await download.path();
  const bytes = await readFile(path);
  // An .xlsx is a zip archive holding the workbook parts.
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.includes(Buffer.from('xl/worksheets/sheet1.xml'))).toBe(true);
  await adminPage.context().close();
});

test('the attendance list fits a phone', async ({ page }) => {
  await openDashboardAs(page, 'admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/attendance');
  // Each record is a card with every column's value, so nothing hides off to the side.
  const first = page.getByRole('list', { name: 'Attendance' }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  for (const label of ['Name', 'Date', 'Day', 'In Time', 'Out Time'])
    await expect(first).toContainText(label);
  await expect(first).toContainText(/\d{2}:\d{2} (AM|PM)/);
  await expect(page.getByRole('table', { name: 'Attendance' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download Excel' })).toBeVisible();
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
});

test('an administrator opens another employee’s earlier day with its record in the pickers', async ({
  page,
}) => {
  await openDashboardAs(page, 'admin');
  // The demo seeds attendance for the working days before today: take the employee's latest one.
  const directory = employeeDirectorySchema.parse(
    await (
      await page.request.get(
        `/api/v1/employee-directory?query=${encodeURIComponent(demoUsers.employee.name)}`,
      )
    ).json(),
  );
  const [person] = directory.items;
  if (!person) throw new Error(`${demoUsers.employee.name} is not in the directory`);
  const employeeId = person.id;
  const today = todayIn(DEMO_ZONE, new Date());
  const { items } = attendancePageSchema.parse(
    await (await page.request.get(`/api/v1/attendance?employeeIds=${employeeId}&to=${today}`)).json(),
  );
  const seeded = items.find((record) => record.workDate < today && record.outTime !== null);
  if (!seeded) throw new Error('the demo has no earlier attendance for the employee');

  await page.goto('/dashboard/markAttendance');
  await page.getByLabel('Employee', { exact: true }).fill(demoUsers.employee.name.split(' ')[0] ?? '');
  await page.getByRole('option', { name: new RegExp(demoUsers.employee.name) }).click();
  // The field first shows the employee's current work day; typing before it arrives would be typed
  // over. The app's date fields take dd/mm/yyyy (spec B §9).
  const dateField = page.getByLabel('Date', { exact: true });
  await expect(dateField).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await dateField.fill(seeded.workDate.split('-').reverse().join('/'));
  await expect(page.getByLabel('In Time', { exact: true })).toHaveValue(
    localTimeOf(new Date(seeded.inTime), DEMO_ZONE),
  );
  await expect(page.getByLabel('Out Time', { exact: true })).toHaveValue(
    localTimeOf(new Date(seeded.outTime ?? ''), DEMO_ZONE),
  );
  // The record is complete: Save stays off and the page says so.
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(page.getByText('Attendance Already Marked')).toBeVisible();
});
