import { type APIRequestContext, expect, test } from '@playwright/test';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { demoUsers, openDashboardAs } from '../support/auth';
import { demoEmployeeTracker, sendBatch, sendScreenshot } from '../support/tracker';

// spec A §1 usage categories, end to end: the demo employee's tracker sends a morning on an intranet
// site no starter rule knows (21 days ago, a day earlier on a retry: before the demo's 14 days of
// history, so the day holds only what this file sends); an admin adds a domain rule in Settings →
// Categories, and the activity viewer's window usage and Reports → Productivity sort that past day by it.

const SITE = 'intranet.acme-e2e.test';

const seedDay = async (request: APIRequestContext, daysBack: number) => {
  const { headers, day, at } = await demoEmployeeTracker(request, 'E2E-PRODUCTIVITY', daysBack);
  await sendBatch(request, headers, {
    batchId: `e2e-productivity-${day}`,
    intervals: [
      { kind: 'active', startedAt: at(0), durationSeconds: 1800 },
      {
        kind: 'focus',
        startedAt: at(0),
        durationSeconds: 1800,
        app: 'Firefox',
        title: 'Roadmap - Acme Intranet',
        url: `https://${SITE}/roadmap`,
      },
    ],
    inputMinutes: Array.from({ length: 30 }, (_, minute) => ({
      minuteStart: at(minute),
      keyPresses: 30,
      mouseClicks: 10,
    })),
  });
  await sendScreenshot(request, headers, {
    capturedAt: at(4),
    title: 'Roadmap - Acme Intranet',
    colour: [60, 140, 90],
  });
  return day;
};

// A retry starts where the first attempt did: without the rule that attempt may have added.
const removeSiteRules = async (request: APIRequestContext, origin: string) => {
  const categories = (await (await request.get('/api/v1/activity-categories')).json()) as {
    items: { id: string; rules: { id: string; pattern: string }[] }[];
  };
  for (const category of categories.items)
    for (const rule of category.rules.filter((rule) => rule.pattern === SITE))
      await request.delete(`/api/v1/activity-categories/${category.id}/rules/${rule.id}`, {
        headers: { origin },
      });
};

// A retry (or a repeat) sends its morning to a day of its own: the tracker signs in as a new device,
// whose batches are not the first attempt's, so the same day would hold the morning twice.
let day: string;
test.beforeAll(async ({ request }, testInfo) => {
  day = await seedDay(request, 21 + testInfo.retry + testInfo.repeatEachIndex);
});

test('a rule added in Settings → Categories sorts a past day in the viewer and in Reports', async ({
  page,
}) => {
  await openDashboardAs(page, 'admin');
  await removeSiteRules(page.request, new URL(page.url()).origin);

  // Before: the site is uncategorised.
  const timeSheet = await page.request.get(`/api/v1/time-sheet?date=${day}&isActive=true`);
  const employee = (await timeSheet.json()).rows.find(
    (row: { name: string }) => row.name === demoUsers.employee.name,
  ) as { employeeCode: string };
  const viewerUrl = `/dashboard/time-sheet-details/${day}/${employee.employeeCode}/${encodeURIComponent(demoUsers.employee.name)}`;
  await page.goto(viewerUrl);
  await page.getByRole('button', { name: 'Window Usage' }).click();
  const firefox = page
    .getByRole('list', { name: 'Window usage' })
    .getByRole('listitem')
    .filter({ hasText: 'Firefox' });
  await expect(firefox.getByLabel('Uncategorised', { exact: true })).toBeVisible();

  // Settings → Categories: a domain rule for the site in Documentation & Office.
  await page.goto('/dashboard/settings');
  await page.getByRole('tab', { name: 'Categories' }).click();
  await page.getByRole('button', { name: /Documentation & Office/ }).click();
  const form = page.getByRole('form', { name: 'Add a rule to Documentation & Office' });
  await expect(form.getByRole('combobox', { name: 'Rule' })).toHaveText('Domain');
  const pattern = form.getByRole('textbox', { name: 'Pattern' });
  await pattern.fill(`https://www.${SITE}/anything`);
  await expect(pattern).toHaveValue(`https://www.${SITE}/anything`);
  const added = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/rules'),
  );
  await form.getByRole('button', { name: 'Add rule' }).click();
  expect((await added).status()).toBe(201);
  await expect(page.getByText('Rule added')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Documentation & Office rules' })).toContainText(SITE);

  // The viewer: Firefox now falls in the category, and the day is all productive.
  await page.goto(viewerUrl);
  await page.getByRole('button', { name: 'Window Usage' }).click();
  await expect(firefox.getByLabel('Documentation & Office (Productive)')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Productivity of the day' }).getByRole('img', {
      name: 'Productive 100%, Neutral 0%, Unproductive 0%, Uncategorised 0%',
    }),
  ).toBeVisible();

  // Reports → Productivity for that day and employee.
  await page.goto('/dashboard/reports');
  await page.getByLabel('Employee', { exact: true }).fill('Rahul');
  await page.getByRole('option', { name: new RegExp(demoUsers.employee.name) }).click();
  const shown = day.split('-').reverse().join('/');
  await page.getByLabel('Start Date', { exact: true }).fill(shown);
  await page.getByLabel('End Date', { exact: true }).fill(shown);
  await page.getByRole('button', { name: 'Productivity', exact: true }).click();
  await page.getByRole('button', { name: 'View' }).click();
  const table = page.getByRole('table', { name: `${demoUsers.employee.name} productivity by day` });
  const row = table.getByRole('row', { name: new RegExp(formatDayMonthYear(day)) });
  await expect(row).toContainText('0:30');
  await expect(row.getByRole('img')).toHaveAccessibleName(
    'Productive 100%, Neutral 0%, Unproductive 0%, Uncategorised 0%',
  );
});
