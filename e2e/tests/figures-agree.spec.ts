import { expect, type Page, test } from '@playwright/test';
import { attendancePageSchema } from '@pulse/shared/contracts/attendance';
import { attendanceTodaySchema } from '@pulse/shared/contracts/dashboard';
import { leavePageSchema } from '@pulse/shared/contracts/leaves';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { LEAVE_STATUS } from '@pulse/shared/domain/leave-status';
import { monthName } from '@pulse/shared/domain/salary-slip';
import { demoUsers, openDashboardAs } from '../support/auth';

// Figures people can trust: a day off has no absentees on the dashboard, Marked Absent never sits on a
// day with work, and the demo's appraisal, profile and salary slip tell the same story. The server's
// clock is the real one, so each test makes its own "today" (a holiday) or reads what the demo made.

const attendanceCard = (page: Page) => page.getByRole('region', { name: 'Today’s Attendance', exact: true });

// Digits of an amount however it is formatted ("₹ 53,312.0000", "53,312.00").
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, '').replace(/\.+$/, ''));

test('on a holiday Today’s Attendance counts nobody absent, at 1366 and 390 px', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await openDashboardAs(page, 'admin');
  const today = attendanceTodaySchema.parse(
    await (await page.request.get('/api/v1/dashboard/attendance-today')).json(),
  );
  // Today made a holiday (unless the demo's list has one today already), whatever day CI runs on.
  let holidayId: string | null = null;
  if (today.holidayName === null) {
    const created = await page.request.post('/api/v1/holidays', {
      headers: { origin },
      data: { date: today.date, name: 'Figures Day' },
    });
    expect(created.status()).toBe(201);
    holidayId = (await created.json()).id as string;
  }
  try {
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/dashboard');
      const card = attendanceCard(page);
      await expect(card.getByText(/Holiday: /)).toBeVisible();
      await expect(card.getByRole('table')).toBeAttached();
      await expect(card.getByRole('rowheader', { name: 'Present' })).toBeAttached();
      // No absentees and nobody on leave on a day off: not in the table, not in the chart's legend.
      await expect(card.getByRole('rowheader', { name: 'Absent' })).toHaveCount(0);
      await expect(card.getByRole('rowheader', { name: 'On Leave' })).toHaveCount(0);
      await expect(card.getByText(/^Absent: /)).toHaveCount(0);
    }
  } finally {
    if (holidayId) await page.request.delete(`/api/v1/holidays/${holidayId}`, { headers: { origin } });
  }
});

test('every Marked Absent in Employee Leaves is a day without attendance', async ({ page }) => {
  await openDashboardAs(page, 'admin');
  const year = new Date().getFullYear();
  const range = `from=${year - 1}-01-01&to=${year}-12-31`;
  const listed = leavePageSchema.parse(
    await (await page.request.get(`/api/v1/leaves/employee-leaves?${range}&page=1`)).json(),
  );
  const marks = listed.items.filter((leave) => leave.status === LEAVE_STATUS.markedAbsent);
  await page.goto('/dashboard/leaves');
  const table = page.getByRole('table', { name: 'Employee Leaves' });
  await expect(table).toBeVisible();
  for (const mark of marks) {
    // The row an administrator reads…
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: mark.employee.name })
        .filter({ hasText: formatDayMonthYear(mark.fromDate) })
        .filter({ hasText: 'Marked Absent' }),
    ).not.toHaveCount(0);
    // …is a day the Attendance page has no record of.
    const attendance = attendancePageSchema.parse(
      await (
        await page.request.get(
          `/api/v1/attendance?employeeIds=${mark.employee.id}&from=${mark.fromDate}&to=${mark.toDate}&page=1`,
        )
      ).json(),
    );
    expect(attendance.items, `${mark.employee.name} on ${mark.fromDate}`).toEqual([]);
  }
});

test('the demo employee’s latest appraisal is the designation and salary of the salary slip', async ({
  page,
}) => {
  await openDashboardAs(page, 'employee');
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('banner').getByText(demoUsers.employee.name, { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Appraisals' }).click();
  const appraisals = page.getByRole('table', { name: 'Appraisals' });
  const rows = appraisals.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  // The latest appraisal: the newest Appraisal Date (the table lists them oldest first).
  const cells = rows.last().getByRole('cell');
  const newDesignation = (await cells.nth(1).textContent())?.trim() ?? '';
  const newSalary = amountOf((await cells.nth(3).textContent()) ?? '');

  // The demo's latest slip is last month's.
  const lastMonth = new Date();
  lastMonth.setDate(1);
  lastMonth.setMonth(lastMonth.getMonth() - 1);
  await page.getByRole('tab', { name: 'Payroll' }).click();
  if (lastMonth.getFullYear() !== new Date().getFullYear()) {
    await page.getByLabel('Year').click();
    await page.getByRole('option', { name: String(lastMonth.getFullYear()) }).click();
  }
  await page.getByRole('button', { name: `View Detail ${monthName(lastMonth.getMonth() + 1)}` }).click();
  const slip = page.getByRole('dialog');
  const designation = slip
    .locator('dt', { hasText: /^Designation$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(designation).toHaveText(newDesignation);
  const gross = slip.getByText('Gross Salary', { exact: true }).locator('xpath=following-sibling::*[1]');
  expect(amountOf((await gross.textContent()) ?? '')).toBe(newSalary);
});
