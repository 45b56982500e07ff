import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { formatHoursColonMinutes } from '@pulse/shared/domain/hours-minutes';
import { addDays, todayIn } from '@pulse/shared/domain/organization-day';
import {
  decidedCount,
  formatWeekRange,
  lockedDone,
  lockedUpTo,
  timesheetPageTexts as pageTexts,
} from '@pulse/shared/domain/timesheet-page-texts';
import { lockedMessage, timesheetTexts, timesheetWeekOf } from '@pulse/shared/domain/timesheet-status';
import { paths } from '@pulse/shared/paths';
import { manualTimePulseTexts as manualTexts } from '@pulse/shared/spec-texts';
import { apiClient } from '../support/api-client';
import { type Credentials, newPageAs, openDashboardAs, signIn } from '../support/auth';

// Weekly timesheets (shared/domain/timesheet-status.ts) on the demo organisation (Asia/Kolkata). Ananya
// Das works only on Pulse Mobile App, which the demo employee Rahul Mehta manages; the demo leaves her
// last week unsent (db/seed/demo-timesheets.ts), and no other spec signs her in. The run starts with
// timesheets unlocked (tests/sign-in-once.setup.ts).

const TIME_ZONE = 'Asia/Kolkata';
const ananya: Credentials = { email: 'ananya.das@demo.pulse', password: 'Demo@123', name: 'Ananya Das' };
const today = todayIn(TIME_ZONE, new Date());
const lastWeek = timesheetWeekOf(addDays(today, -7));
const lastWeekRange = formatWeekRange(lastWeek.weekStart, lastWeek.weekEnd);
const asTyped = (date: string) => date.split('-').reverse().join('/');
const originOf = (page: Page) => ({ origin: new URL(page.url()).origin });
const minutesOf = (hoursColonMinutes: string) => {
  const [hours = 0, minutes = 0] = hoursColonMinutes.split(':').map(Number);
  return hours * 60 + minutes;
};

// A row's cell under a column header, so a column added to the list moves nothing here.
const cellOf = async (table: Locator, row: Locator, header: string) => {
  const headers = await table.getByRole('columnheader').allTextContents();
  expect(headers, header).toContain(header);
  return row.getByRole('cell').nth(headers.indexOf(header));
};

// A retry against the same server: an administrator sends back what the failed attempt submitted or
// approved, so Ananya can submit the week again.
const sendBackAfterFailedAttempt = async (page: Page) => {
  const api = apiClient(page.request);
  const people = await api.GET('/api/v1/timesheets/people');
  const employeeId = people.data?.items.find((person) => person.name === ananya.name)?.id;
  if (!employeeId) throw new Error(`${ananya.name} is not among the timesheet people`);
  const path = { employeeId, weekStart: lastWeek.weekStart };
  const week = await api.GET('/api/v1/timesheets/{employeeId}/weeks/{weekStart}', { params: { path } });
  if (!week.data?.canReject) return;
  const rejected = await api.POST('/api/v1/timesheets/{employeeId}/weeks/{weekStart}/reject', {
    params: { path },
    headers: originOf(page),
    body: { reason: 'Sent back for the browser test’s retry' },
  });
  expect(rejected.response.status).toBe(200);
};

// The manual-time form's request, as an employee fills it in; `project` null leaves "No project".
const askForManualTime = async (
  page: Page,
  request: { date: string; from: string; to: string; project: string | null; reason: string },
) => {
  await page.goto(paths.manualTime.getHref());
  await page.getByRole('button', { name: manualTexts.addButton }).click();
  const dialog = page.getByRole('dialog', { name: manualTexts.addHeader });
  await dialog.getByLabel(manualTexts.dateLabel, { exact: true }).fill(asTyped(request.date));
  await dialog.getByLabel(manualTexts.fromLabel, { exact: true }).fill(request.from);
  await dialog.getByLabel(manualTexts.toLabel, { exact: true }).fill(request.to);
  if (request.project) {
    await dialog.getByRole('combobox', { name: manualTexts.projectLabel }).click();
    await page.getByRole('option', { name: request.project }).click();
  }
  await dialog.getByRole('radio', { name: manualTexts.productive, exact: true }).check();
  await dialog.getByLabel(manualTexts.reasonLabel, { exact: true }).fill(request.reason);
  await dialog.getByRole('button', { name: manualTexts.submit }).click();
  return dialog;
};

test('a week submitted with a note is approved by the project’s manager, and manual time added later brings it back beside what was approved', async ({
  page,
  browser,
}) => {
  // Two people sign in and the flow spans four screens.
  test.setTimeout(120_000);
  const note = 'Offline sync is ready for review.';
  // A retry asks for a later day: the failed attempt's request may hold the first one.
  const day = addDays(lastWeek.weekStart, 2 + test.info().retry);
  const manager = await newPageAs(browser, 'employee');
  if (test.info().retry > 0) {
    const admin = await newPageAs(browser, 'admin');
    await sendBackAfterFailedAttempt(admin);
    await admin.context().close();
  }

  // Ananya sends last week with a note.
  await signIn(page, ananya);
  await page.goto(paths.timesheets.getHref({ weekStart: lastWeek.weekStart }));
  await expect(page.getByText(lastWeekRange, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: timesheetTexts.submitButton }).click();
  const submit = page.getByRole('dialog', { name: pageTexts.submitTitle });
  await submit.getByLabel(pageTexts.noteLabel).fill(note);
  await submit.getByRole('button', { name: timesheetTexts.submitButton }).click();
  await expect(page.getByText(pageTexts.submitted)).toBeVisible();
  await expect(page.getByText(`Note: ${note}`)).toBeVisible();

  // Rahul approves it from his Waiting list.
  await manager.goto(paths.timesheetApprovals.getHref());
  const waiting = manager.getByRole('table', {
    name: `${timesheetTexts.approvalsTitle}: ${pageTexts.waiting}`,
  });
  const row = waiting.getByRole('row', { name: `Open ${ananya.name}'s week ${lastWeekRange}` });
  await expect(row).toBeVisible();
  const approvedTotal = (await (await cellOf(waiting, row, pageTexts.columns.total)).textContent()) ?? '';
  await manager
    .getByRole('checkbox', { name: `${pageTexts.selectWeek}: ${ananya.name}, ${lastWeekRange}` })
    .check();
  await manager.getByRole('button', { name: pageTexts.approveSelected, exact: true }).click();
  await manager
    .getByRole('dialog', { name: pageTexts.approveTitle })
    .getByRole('button', { name: timesheetTexts.approveButton })
    .click();
  await expect(manager.getByText(decidedCount('approve', 1))).toBeVisible();
  await expect(row).toBeHidden();

  // Ananya adds 45 minutes away from her laptop on a day of that week (before the demo's earliest
  // tracked start, 08:30), and Rahul approves the request.
  const request = await askForManualTime(page, {
    date: day,
    from: '06:00',
    to: '06:45',
    project: 'Pulse Mobile App',
    reason: 'Call with the app store reviewers from home',
  });
  await expect(page.getByText(manualTexts.requested)).toBeVisible();
  await expect(request).toBeHidden();
  await manager.goto('/dashboard/manual-time?tab=to-decide&status=pending');
  await manager
    .getByRole('button', {
      name: `${manualTexts.approve} ${ananya.name}, ${formatDayMonthYear(day)} 06:00–06:45`,
    })
    .click();
  await manager
    .getByRole('dialog', { name: manualTexts.approveTitle })
    .getByRole('button', { name: manualTexts.approve })
    .click();
  await expect(manager.getByText(manualTexts.approved)).toBeVisible();

  // The week waits again: what was approved beside what is there now.
  const newTotal = formatHoursColonMinutes(minutesOf(approvedTotal) + 45);
  await manager.goto(paths.timesheetApprovals.getHref());
  await expect(row).toBeVisible();
  await expect(await cellOf(waiting, row, pageTexts.columns.approved)).toHaveText(approvedTotal);
  await expect(await cellOf(waiting, row, pageTexts.columns.total)).toHaveText(newTotal);
  await expect(await cellOf(waiting, row, pageTexts.columns.difference)).toHaveText('+0:45');
  await expect(await cellOf(waiting, row, pageTexts.columns.changes)).toHaveText(
    `Manual time ${formatDayMonthYear(day).slice(0, 6)}`,
  );
  await row.click();
  const change = manager.getByRole('region', { name: pageTexts.pendingChange });
  await expect(change.getByRole('listitem')).toHaveText(`Manual time, ${formatDayMonthYear(day)}`);
  const figures = change.getByRole('table', { name: pageTexts.pendingChange });
  const weekTotalOf = (name: string) =>
    figures
      .getByRole('row', { name: new RegExp(`^${name}`) })
      .getByRole('cell')
      .last();
  await expect(weekTotalOf(pageTexts.approvedRow)).toHaveText(approvedTotal);
  await expect(weekTotalOf(pageTexts.nowRow)).toHaveText(newTotal);
  await expect(manager.getByText(`Note: ${note}`)).toBeVisible();
  await manager.context().close();
});

test('an administrator locks timesheets up to a date, and manual time for a locked day is refused on the form', async ({
  page,
  browser,
}) => {
  // Older than the demo's tracked history and than the days other specs add manual time to (they run
  // beside this one), within the 30 days a request may reach back.
  const lockDate = addDays(today, -20);
  await openDashboardAs(page, 'admin');
  const api = apiClient(page.request);
  const { data: before } = await api.GET('/api/v1/timesheet-lock');
  if (!before) throw new Error('The timesheet lock could not be read');
  try {
    await page.goto(paths.timesheetApprovals.getHref());
    const panel = page.getByRole('region', { name: pageTexts.lockHeading });
    await panel.getByRole('textbox', { name: pageTexts.lockDateLabel }).fill(asTyped(lockDate));
    await panel.getByRole('button', { name: pageTexts.lockButton, exact: true }).click();
    await page
      .getByRole('dialog', { name: pageTexts.lockTitle })
      .getByRole('button', { name: pageTexts.lockButton })
      .click();
    await expect(page.getByText(lockedDone(lockDate))).toBeVisible();
    await expect(panel.getByText(lockedUpTo(lockDate))).toBeVisible();

    const employee = await newPageAs(browser, 'employee');
    const request = await askForManualTime(employee, {
      date: lockDate,
      from: '05:00',
      to: '05:20',
      project: null,
      reason: 'Early call from home',
    });
    await expect(request.getByText(lockedMessage(lockDate))).toBeVisible();
    await expect(request).toBeVisible();
    await employee.context().close();
  } finally {
    // Other specs add manual time while this file runs: the lock goes back to what it was.
    const restored = await api.PUT('/api/v1/timesheet-lock', {
      headers: originOf(page),
      body: { lockedThrough: before.lockedThrough },
    });
    expect(restored.response.status).toBe(200);
  }
});
