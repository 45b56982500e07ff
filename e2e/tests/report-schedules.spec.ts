import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { outboxPageSchema } from '@pulse/shared/contracts/notifications';
import { paths } from '@pulse/shared/paths';
import ExcelJS from 'exceljs';
import { openDashboardAs } from '../support/auth';

// The demo's administrator mails "Weekly team hours" every Monday (db/seed/demo-saved-reports.ts); its
// first period is due at the first start, so the hourly job has put it in the outbox with the export
// attached. Other specs add mail while this one runs, so its page is looked up, not assumed.
const findScheduledMail = async (page: Page) => {
  for (let pageNumber = 1; ; pageNumber += 1) {
    const outbox = outboxPageSchema.parse(
      await (await page.request.get(`/api/v1/outbox?page=${pageNumber}`)).json(),
    );
    const mail = outbox.items.find(
      (item) => item.subject.includes('Weekly team hours') && item.attachments.length > 0,
    );
    if (mail) return { mail, pageNumber };
    if (pageNumber >= outbox.totalPages) return null;
  }
};

test('a scheduled report reaches the outbox with its export attached, and its hours sum', async ({
  page,
}) => {
  await openDashboardAs(page, 'admin');
  await expect.poll(async () => (await findScheduledMail(page)) !== null).toBe(true);
  const found = await findScheduledMail(page);
  if (!found) throw new Error('no scheduled mail');
  const { mail, pageNumber } = found;
  // The mail says which period it covers.
  expect(mail.subject).toMatch(
    /^Weekly report .Weekly team hours. for \d{2}-\w{3}-\d{4} To \d{2}-\w{3}-\d{4}$/,
  );

  await page.goto(`${paths.outbox.getHref()}?page=${pageNumber}`);
  await page.getByLabel(`Read the mail to ${mail.toAddress}: ${mail.subject}`).click();
  const dialog = page.getByRole('dialog', { name: mail.subject });
  const attachment = mail.attachments[0];
  if (!attachment) throw new Error('no attachment');
  const downloadEvent = page.waitForEvent('download');
  await dialog
    .getByRole('list', { name: 'Attachments' })
    .getByRole('button', { name: new RegExp(attachment.fileName) })
    .click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe(attachment.fileName);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const summary = workbook.getWorksheet('Summary');
  if (!summary) throw new Error('no Summary sheet');
  // Every employee's decimal hours are numbers, and they add up to the Grand Total's.
  const HOURS_WORKED_DECIMAL = 7;
  expect(summary.getRow(2).getCell(HOURS_WORKED_DECIMAL).value).toBe('Hours Worked (decimal hours)');
  let sum = 0;
  let grandTotal: number | null = null;
  summary.eachRow((row, rowNumber) => {
    if (rowNumber <= 2) return;
    const value = row.getCell(HOURS_WORKED_DECIMAL).value;
    if (row.getCell(1).value === 'Grand Total') grandTotal = Number(value);
    else if (value !== null && value !== undefined) {
      expect(typeof value).toBe('number');
      sum += Number(value);
    }
  });
  expect(grandTotal).not.toBeNull();
  expect(sum).toBeGreaterThan(0);
  expect(sum).toBeCloseTo(grandTotal ?? 0, 6);
});
