import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { timeSheetSchema } from '@pulse/shared/contracts/activity';
import { sessionStateSchema } from '@pulse/shared/contracts/auth';
import { manualTimeRequestSchema } from '@pulse/shared/contracts/manual-time';
import { outboxPageSchema } from '@pulse/shared/contracts/notifications';
import { policySchema } from '@pulse/shared/contracts/policies';
import { formatDateTimeIn } from '@pulse/shared/domain/display-format';
import { addDays, todayIn } from '@pulse/shared/domain/organization-day';
import { paths } from '@pulse/shared/paths';
import {
  activityPulseTexts,
  activityTexts,
  manualTimePulseTexts,
  policyPulseTexts,
} from '@pulse/shared/spec-texts';
import { demoUsers, newPageAs, openDashboardAs } from '../support/auth';
import { demoEmployeeTracker, sendBatch, sendScreenshot } from '../support/tracker';

// Screens that must agree with themselves and with the rest of the product: the viewer's cells with
// its totals, the reports with the fields they show, and the places a click or an instant reaches.

const runId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const originOf = (page: Page) => ({ origin: new URL(page.url()).origin });
const atWidth = async (page: Page, width: number) => page.setViewportSize({ width, height: 900 });

// The signed-in person's organisation zone, as the server has it.
const organizationZoneOf = async (page: Page) => {
  const { employee } = sessionStateSchema.parse(
    await (await page.request.get('/api/v1/auth/session')).json(),
  );
  if (!employee) throw new Error('not signed in');
  return employee.organization.timeZone;
};

// ---- 5. The activity viewer's empty cells ----------------------------------------------------------

// The demo employee tracks 09:10–09:30 (organisation's zone) on a day 24 days ago, a day no other file
// sends, so the hour 09:00–10:00 holds only this.
const seedShortDay = async (request: APIRequestContext) => {
  const { headers, day, at } = await demoEmployeeTracker(request, 'E2E-SCREENS', 24);
  await sendBatch(request, headers, {
    // The same id on every run: a repeated run is an idempotent retry.
    batchId: `e2e-screens-${day}`,
    intervals: [{ kind: 'focus', startedAt: at(10), durationSeconds: 1200, app: 'Code', title: 'Code' }],
    inputMinutes: Array.from({ length: 20 }, (_, minute) => ({
      minuteStart: at(10 + minute),
      keyPresses: 30,
      mouseClicks: 10,
    })),
  });
  for (const minute of [13, 24]) {
    await sendScreenshot(request, headers, { capturedAt: at(minute), title: 'Code', colour: [40, 120, 200] });
  }
  return day;
};

test('5. the viewer calls time before the first and after the last activity Not tracked, never Idle', async ({
  page,
  request,
}) => {
  const day = await seedShortDay(request);
  await openDashboardAs(page, 'admin');
  await atWidth(page, 1366);
  const sheet = await page.request.get(`/api/v1/time-sheet?date=${day}&isActive=true`);
  const row = timeSheetSchema
    .parse(await sheet.json())
    .rows.find((candidate) => candidate.name === demoUsers.employee.name);
  if (!row) throw new Error('the demo employee has no time that day');
  await page.goto(paths.timeSheetDetails.getHref(day, row.employeeCode, demoUsers.employee.name));

  const hour = page.getByRole('region', { name: '09:00 – 10:00' });
  await expect(hour.getByRole('button', { name: /^Open screenshot at / })).toHaveCount(2);
  // 09:00 before the first activity, 09:30–09:50 after the last: in no figure of the summary.
  await expect(hour.getByText(activityPulseTexts.emptySlot.notTracked, { exact: true })).toHaveCount(4);
  await expect(hour.getByText(/^Idle/)).toHaveCount(0);
  // The summary agrees: no idle time that day.
  await expect(
    page
      .getByRole('term')
      .filter({ hasText: /^Idle$/ })
      .locator('..'),
  ).toContainText('0:00');
});

// ---- 6. Reports run with the defaults shown ----------------------------------------------------------

test('6. reports open on the report of the range and employee the fields show', async ({ page }) => {
  await openDashboardAs(page, 'admin');
  await atWidth(page, 1366);
  await page.goto('/dashboard/reports');
  // The demo's history covers the last 7 days: with All, some employee has a report.
  await expect(page.getByRole('table', { name: 'Grand total' })).toBeVisible();
  await expect(page.getByRole('region', { name: / report$/ }).first()).toBeVisible();

  // The spec's message when the user clears a field and asks again.
  await page.getByLabel('Start Date', { exact: true }).fill('');
  await page.getByRole('button', { name: 'View' }).click();
  await expect(page.getByText(activityTexts.selectStartDate)).toBeVisible();
});

// ---- 10. Settings → Mail Outbox -----------------------------------------------------------------------

for (const width of [1366, 1024, 390]) {
  test(`10. the Mail Outbox link sits below the top bar and opens the outbox at ${width} px`, async ({
    page,
  }) => {
    await openDashboardAs(page, 'admin');
    await atWidth(page, width);
    await page.goto(paths.settings.getHref());
    const link = page.getByRole('link', { name: 'Mail Outbox' });
    const [linkBox, barBox] = await Promise.all([link.boundingBox(), page.getByRole('banner').boundingBox()]);
    if (!linkBox || !barBox) throw new Error('the link or the top bar is not laid out');
    expect(linkBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
    // A plain click: with the top bar over the link, the click lands on the bar and this waits in vain.
    await link.click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/dashboard\/outbox$/);
    await expect(page.getByRole('heading', { name: 'Mail Outbox', level: 1 })).toBeVisible();
  });
}

// ---- 11. Company Policy ---------------------------------------------------------------------------------

// Every button of a row on screen, on one row, and each wider than tall: a word broken over two lines
// makes a button narrow and tall.
const expectWholeButtons = async (buttons: Locator, width: number) => {
  const boxes = await Promise.all((await buttons.all()).map((button) => button.boundingBox()));
  expect(boxes).toHaveLength(3);
  for (const box of boxes) {
    if (!box) throw new Error('a row button is not laid out');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.width).toBeGreaterThan(box.height);
    expect(box.y).toBe(boxes[0]?.y);
  }
};

test('11. at 390 px each policy card shows Replace, Rename and Delete whole and on screen', async ({
  page,
}) => {
  await openDashboardAs(page, 'admin');
  await atWidth(page, 390);
  await page.goto('/dashboard/companyPolicy');
  const cards = page.getByRole('list', { name: 'Company policies' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expectWholeButtons(
      card.getByRole('button', { name: /^(Replace the file of|Rename|Delete) / }),
      390,
    );
  }
});

test('11. at 1024 px the Requires acknowledgement header is whole, not under the pinned actions', async ({
  page,
}) => {
  await openDashboardAs(page, 'admin');
  await atWidth(page, 1024);
  await page.goto('/dashboard/companyPolicy');
  const table = page.getByRole('table', { name: 'Company policies' });
  const header = table.getByRole('columnheader', { name: policyPulseTexts.requiresAcknowledgement });
  const actions = table.getByRole('columnheader', { name: 'Action' });
  const [headerBox, actionsBox] = await Promise.all([header.boundingBox(), actions.boundingBox()]);
  if (!headerBox || !actionsBox) throw new Error('the headers are not laid out');
  // A table cell grows to its text, so a header clipped is a header under the pinned Action column.
  expect(headerBox.x + headerBox.width).toBeLessThanOrEqual(actionsBox.x);
});

// A one-page PDF without a title of its own, so the tab can be titled only by the file's name.
const untitledPdf = () => {
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj${object}endobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

test("11. an opened PDF's tab is titled with the file's name, not a UUID", async ({ page }) => {
  await openDashboardAs(page, 'admin');
  await atWidth(page, 1366);
  const fileName = `handbook-${runId}.pdf`;
  const upload = await page.request.post('/api/v1/policies', {
    headers: originOf(page),
    multipart: {
      file: { name: fileName, mimeType: 'application/pdf', buffer: untitledPdf() },
      name: `Handbook ${runId}`,
    },
  });
  expect(upload.status()).toBe(201);
  const policy = policySchema.parse(await upload.json());
  try {
    await page.goto('/dashboard/companyPolicy');
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: policy.name, exact: true }).click();
    const tab = await opened;
    // The tab's title as the browser shows it: Chromium's PDF viewer is not the page's document.
    const session = await page.context().newCDPSession(tab);
    await expect
      .poll(async () => (await session.send('Target.getTargetInfo')).targetInfo.title)
      .toBe(fileName);
    await tab.close();
  } finally {
    await page.request.delete(`/api/v1/policies/${policy.id}`, { headers: originOf(page) });
  }
});

// ---- 12. Manual Time opens on what needs the person --------------------------------------------------

test('12. Manual Time opens on To approve for an administrator with requests waiting', async ({
  page,
  browser,
}) => {
  // The employee asks for time that waits for an administrator (no project: administrators decide).
  const employee = await newPageAs(browser, 'employee');
  const timeZone = await organizationZoneOf(employee);
  const asked = await employee.request.post('/api/v1/manual-time', {
    headers: originOf(employee),
    data: {
      date: addDays(todayIn(timeZone, new Date()), -3),
      from: '05:00',
      to: '05:20',
      projectId: null,
      isProductive: true,
      reason: `Screens check ${runId}`,
    },
  });
  expect(asked.status()).toBe(201);
  const request = manualTimeRequestSchema.parse(await asked.json());
  try {
    await openDashboardAs(page, 'admin');
    await atWidth(page, 1366);
    await page.goto('/dashboard/manual-time');
    await expect(page.getByRole('tab', { name: manualTimePulseTexts.tabToDecide })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      page.getByRole('table', { name: `${manualTimePulseTexts.tabToDecide}: Pending` }),
    ).toContainText(demoUsers.employee.name);
    await expect(page).toHaveURL(/tab=to-decide/);
  } finally {
    await employee.request.delete(`/api/v1/manual-time/${request.id}`, { headers: originOf(employee) });
    await employee.context().close();
  }
});

// ---- 13. Mail Outbox in the organisation's zone ------------------------------------------------------

test.describe('13. the outbox', () => {
  // A browser in UTC: the organisation's zone (Asia/Kolkata in the demo) must win over the browser's.
  test.use({ timezoneId: 'UTC' });

  test("shows when each mail was created in the organisation's zone and format", async ({ page }) => {
    await openDashboardAs(page, 'admin');
    await atWidth(page, 1366);
    await page.goto('/dashboard/outbox');
    const firstRow = page.getByRole('table', { name: 'Mail outbox' }).getByRole('row').nth(1);
    const created = firstRow.getByRole('cell').nth(4);
    await expect(created).toHaveText(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}$/);

    const timeZone = await organizationZoneOf(page);
    const outbox = outboxPageSchema.parse(await (await page.request.get('/api/v1/outbox?page=1')).json());
    const shownByProduct = outbox.items.map((mail) => formatDateTimeIn(mail.createdAt, timeZone));
    expect(shownByProduct).toContain(await created.textContent());
  });
});
