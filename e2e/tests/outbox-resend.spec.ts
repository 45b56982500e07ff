import { expect, type Page, test } from '@playwright/test';
import { outboxPageSchema } from '@pulse/shared/contracts/notifications';
import { paths } from '@pulse/shared/paths';
import { outboxPulseTexts as texts } from '@pulse/shared/spec-texts';
import { openDashboardAs } from '../support/auth';

// The demo holds one mail its worker gave up on (db/seed/demo-mail.ts): an address the mail server
// refused. Other specs add mail while this one runs, so its page is looked up, not assumed.
const findFailedMail = async (page: Page) => {
  for (let pageNumber = 1; ; pageNumber += 1) {
    const response = await page.request.get(`/api/v1/outbox?page=${pageNumber}`);
    const outbox = outboxPageSchema.parse(await response.json());
    const mail = outbox.items.find((item) => item.status === 'failed');
    if (mail?.lastError)
      return { mail, lastError: mail.lastError, pageNumber, failedCount: outbox.failedCount };
    if (pageNumber >= outbox.totalPages) throw new Error('the demo outbox has no failed mail');
  }
};

const PHONE_WIDTH = 390;

test('on a phone an admin reads why a mail failed, sends it again, and the worker takes it back', async ({
  page,
}) => {
  await openDashboardAs(page, 'admin');
  // After signing in: on a phone the top bar hides the name that openDashboardAs looks for.
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  const { mail, lastError, pageNumber, failedCount } = await findFailedMail(page);
  await page.goto(`${paths.outbox.getHref()}?page=${pageNumber}`);
  await expect(page.getByRole('heading', { name: 'Mail Outbox', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: texts.resendFailed(failedCount) })).toBeVisible();

  const row = page.getByLabel(`Read the mail to ${mail.toAddress}: ${mail.subject}`);
  await row.click();
  const dialog = page.getByRole('dialog', { name: mail.subject });
  await expect(dialog.getByText('Failed', { exact: true })).toBeVisible();
  await expect(dialog.getByText(`${texts.lastError}: ${lastError}`)).toBeVisible();
  // The server's long answer wraps: the dialog and its Resend stay on the phone's screen.
  const resend = dialog.getByRole('button', { name: texts.resend });
  for (const box of [await dialog.boundingBox(), await resend.boundingBox()]) {
    if (!box) throw new Error('the dialog is not laid out');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_WIDTH);
  }

  await resend.click();
  await expect(page.getByText(texts.resent)).toBeVisible();
  await expect(dialog.getByText('Pending', { exact: true })).toBeVisible();
  // Its attempts start afresh: the old error no longer describes it, and it cannot be sent twice.
  await expect(dialog.getByText(lastError, { exact: false })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: texts.resend })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  const stillFailed = failedCount - 1;
  await expect(page.getByRole('button', { name: /^Resend failed mails/ })).toHaveText(
    stillFailed > 0 ? [texts.resendFailed(stillFailed)] : [],
  );

  // Back in the worker's queue: this server has no SMTP and no instance with SMTP beside it, so its
  // next tick keeps the mail for administrators, as it does every mail here.
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('Kept (no SMTP)', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
});
