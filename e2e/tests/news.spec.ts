import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type NewsBody, newsSavedSchema } from '@pulse/shared/contracts/news';
import { newsPulseTexts, newsTexts } from '@pulse/shared/spec-texts';
import { expectNoSeriousViolations } from '../support/accessibility';
import { newPageAs, openDashboardAs } from '../support/auth';
import { installClock, skipReturnPause } from '../support/clock';

// News updates (spec B §2 News updates, §4, §5 news form, §8): an administrator publishes,
// edits and deletes; the employee Rahul Mehta reads the published ones, live, and never a draft.

// Most tests sign in twice and wait out a save's 2-second return to the list.
test.describe.configure({ timeout: 60_000 });

const runId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

// ---- A real PNG (the server decodes and cuts the banner), drawn here rather than kept as a file ----

const crcTable = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
// A horizontal gradient, wider than 3:1 so the crop has something to cut.
const gradientPng = (width: number, height: number) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([Math.round((x / width) * 255), 120, 200], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
const banner = gradientPng(640, 240);

// ---- Helpers -----------------------------------------------------------------------------------------

const originOf = (page: Page) => ({ origin: new URL(page.url()).origin });

// What a field's helper text says, exactly (Playwright's text matchers trim, and ' Title is required'
// starts with a space).
const descriptionOf = async (field: Locator) => {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  return texts.map((text) => text ?? '').join(' ');
};

// The toast's own text, spaces as they are.
const toastText = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ }).last().textContent();

type Draft = { title: string; description: string; date: string; isPublished: boolean; attachment?: string };

// The administrator fills the form at /dashboard/AddLiveNewsUpdates and saves it.
const publishThroughForm = async (admin: Page, news: Draft, { sendEmail = false } = {}) => {
  await admin.goto('/dashboard/LiveNewsUpdates');
  await admin.getByRole('link', { name: newsTexts.addButton }).click();
  await expect(admin.getByRole('heading', { name: newsTexts.formHeader, level: 1 })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Title' }).fill(news.title);
  await admin.getByRole('textbox', { name: 'Description' }).fill(news.description);
  await admin.getByRole('textbox', { name: 'Date' }).fill(news.date);

  const bannerChooser = admin.waitForEvent('filechooser');
  await admin.getByRole('button', { name: 'Upload Banner Image' }).click();
  await (await bannerChooser).setFiles({ name: 'banner.png', mimeType: 'image/png', buffer: banner });
  const crop = admin.getByRole('dialog', { name: 'Crop Banner Image' });
  await crop.getByRole('button', { name: 'Apply' }).click();
  await expect(crop).toBeHidden();
  await expect(admin.getByRole('button', { name: 'Change Banner Image' })).toBeVisible();

  if (news.attachment) {
    const attachmentChooser = admin.waitForEvent('filechooser');
    await admin.getByRole('button', { name: 'Add Attachments' }).click();
    await (await attachmentChooser).setFiles({
      name: news.attachment,
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expect(admin.getByRole('button', { name: `Remove ${news.attachment}` })).toBeVisible();
  }
  const published = admin.getByRole('switch', { name: newsPulseTexts.published });
  if ((await published.isChecked()) !== news.isPublished) await published.click();
  if (sendEmail) await admin.getByRole('switch', { name: 'Send Email' }).check();

  await installClock(admin);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => toastText(admin)).toContain(newsTexts.added);
  // spec B §4: back to the list 2 seconds later.
  await skipReturnPause(admin);
  await expect(admin).toHaveURL(/\/dashboard\/LiveNewsUpdates(\?.*)?$/);
  const tile = admin.getByRole('link', { name: new RegExp(`^${news.title}`) });
  await expect(tile).toBeVisible();
  const href = await tile.getAttribute('href');
  if (!href) throw new Error('the tile has no link');
  return href;
};

// Through the API, for the tests about reading and deleting (the form has its own test).
const createThroughApi = async (admin: Page, body: NewsBody) => {
  const response = await admin.request.post('/api/v1/news', {
    headers: originOf(admin),
    multipart: {
      data: JSON.stringify(body),
      banner: { name: 'banner.png', mimeType: 'image/png', buffer: banner },
    },
  });
  expect(response.status()).toBe(201);
  return newsSavedSchema.parse(await response.json()).id;
};

// Each role in a browser context of its own (its own session cookie).

// ---- Tests -------------------------------------------------------------------------------------------

test('an administrator publishes an update with a banner and an attachment; the employee sees it live and downloads the attachment', async ({
  browser,
}) => {
  const title = `Offsite in Goa ${runId}`;
  const attachment = `agenda-${runId}.pdf`;

  // The employee waits on the dashboard (signing in lands there), whose news tiles are loaded.
  const employee = await newPageAs(browser, 'employee');
  const newsCard = employee.getByRole('region', { name: 'News and Update' });
  await expect(newsCard.getByRole('link').first()).toBeVisible();
  await expect(newsCard.getByRole('heading', { name: title })).toHaveCount(0);

  const admin = await newPageAs(browser, 'admin');
  await publishThroughForm(
    admin,
    { title, description: 'Three days by the sea.', date: '15/01/2031', isPublished: true, attachment },
    { sendEmail: true },
  );

  // The employee's dashboard took the new update from the live connection, without a reload.
  const tile = newsCard.getByRole('link', { name: new RegExp(`^${title}`) });
  await expect(tile).toBeVisible();
  await expect(tile).toContainText('15-Jan-2031');
  await tile.click();
  await expect(employee).toHaveURL(/\/dashboard\/LiveNewsUpdatesDetails\//);
  await expect(employee.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(employee.getByText('Three days by the sea.')).toBeVisible();
  await expect(employee.locator('article img').first()).toHaveJSProperty('complete', true);

  const download = employee.waitForEvent('download');
  await employee.getByRole('link', { name: attachment }).click();
  expect((await download).suggestedFilename()).toBe(attachment);

  await employee.context().close();
  await admin.context().close();
});

test("the form says spec B §5's messages verbatim", async ({ page }) => {
  await openDashboardAs(page, 'admin');
  await page.goto('/dashboard/AddLiveNewsUpdates');
  await expect(page.getByRole('heading', { name: newsTexts.formHeader, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect
    .poll(() => descriptionOf(page.getByRole('textbox', { name: 'Title' })))
    .toBe(newsTexts.titleRequired);
  expect(newsTexts.titleRequired.startsWith(' ')).toBe(true);
  expect(await descriptionOf(page.getByRole('textbox', { name: 'Description' }))).toBe(
    newsTexts.descriptionRequired,
  );
  expect(await descriptionOf(page.getByRole('textbox', { name: 'Date' }))).toBe(newsTexts.dateRequired);
  expect(await descriptionOf(page.getByRole('button', { name: 'Upload Banner Image' }))).toBe(
    newsTexts.bannerRequired,
  );
});

test('a draft stays hidden from the employee: not listed, and its address is not found', async ({
  browser,
}) => {
  const title = `Canteen menu draft ${runId}`;
  const admin = await newPageAs(browser, 'admin');
  const href = await publishThroughForm(admin, {
    title,
    description: 'Not ready yet.',
    date: '16/01/2031',
    isPublished: false,
  });
  // Administrators see it, marked as a draft.
  await expect(admin.getByRole('listitem').filter({ hasText: title })).toContainText(newsPulseTexts.draft);

  const employee = await newPageAs(browser, 'employee');
  await employee.goto('/dashboard/LiveNewsUpdatesList');
  await expect(employee.getByRole('list', { name: newsTexts.header })).toBeVisible();
  await expect(employee.getByRole('heading', { name: title })).toHaveCount(0);
  await employee.goto(href);
  await expect(employee.getByText(newsPulseTexts.notFound)).toBeVisible();
  await expect(employee.getByText(title)).toHaveCount(0);

  await employee.context().close();
  await admin.context().close();
});

test('an administrator deletes an update after the spec question', async ({ page }) => {
  const title = `Old announcement ${runId}`;
  await openDashboardAs(page, 'admin');
  await createThroughApi(page, {
    title,
    descriptionHtml: '<p>No longer true.</p>',
    entryDate: '2031-01-17',
    isPublished: true,
    isSendMail: false,
  });
  await page.goto('/dashboard/LiveNewsUpdates');
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: newsTexts.deleteQuestion });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();

  // Two spaces, verbatim (spec B §8).
  await expect.poll(() => toastText(page)).toContain(newsTexts.deleted);
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});

test('the news detail has no serious accessibility violations', async ({ browser }) => {
  const admin = await newPageAs(browser, 'admin');
  const id = await createThroughApi(admin, {
    title: `Accessible update ${runId}`,
    descriptionHtml:
      '<h2>What changes</h2><p>Read <a href="https://example.com">the details</a>.</p><ul><li>One</li></ul>',
    entryDate: '2031-01-18',
    isPublished: true,
    isSendMail: false,
  });
  await admin.context().close();

  const employee = await newPageAs(browser, 'employee');
  await employee.goto(`/dashboard/LiveNewsUpdatesDetails/${id}`);
  await expect(employee.getByRole('heading', { name: `Accessible update ${runId}`, level: 2 })).toBeVisible();
  await expectNoSeriousViolations(employee);
  await employee.context().close();
});
