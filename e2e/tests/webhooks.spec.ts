import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { paths } from '@pulse/shared/paths';
import { expectNoSeriousViolations } from '../support/accessibility';
import { openDashboardAs } from '../support/auth';

// Settings → Webhooks is the tenth tab (settings-tabs.tsx).
const WEBHOOKS_TAB = 9;

// A webhook subscribed in the page receives a signed delivery on a real HTTP receiver (here,
// in the Playwright process), and the page shows the delivery with the receiver's 200.
test('an administrator subscribes a webhook to a local receiver and sees the test event delivered', async ({
  page,
}) => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('received by e2e');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/pulse`;
  try {
    await openDashboardAs(page, 'admin');
    await page.goto(paths.settings.getHref(WEBHOOKS_TAB));
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByRole('textbox', { name: 'URL' }).fill(url);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('e2e receiver');
    await dialog.getByRole('checkbox', { name: /Leave applied/ }).check();

    // A loopback receiver is refused until private addresses are allowed, with the reason.
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await expect(dialog.getByText(/127\.0\.0\.1, a loopback address/)).toBeVisible();
    await dialog.getByLabel('Allow private network addresses').check();
    await expect(dialog.getByText(/Lets the URL point into your own network/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Add webhook' }).click();

    const secret = (await dialog.getByLabel('Signing secret', { exact: true }).textContent()) ?? '';
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const item = section.getByRole('listitem', { name: url });
    await expect(item.getByText('Private addresses allowed')).toBeVisible();
    await item.getByRole('button', { name: 'Send test event' }).click();
    const deliveries = item.getByRole('table', { name: `Deliveries to ${url}` });
    // The worker sends within a few seconds; the table asks again until the answer is in.
    await expect(deliveries.getByText('Delivered')).toBeVisible({ timeout: 20_000 });
    await expect(deliveries.getByRole('row').nth(1)).toContainText('200');
    await expect(deliveries.getByRole('row').nth(1)).toContainText('received by e2e');

    await expectNoSeriousViolations(page);

    expect(received).toHaveLength(1);
    const [delivery] = received;
    expect(delivery?.headers['pulse-webhook-event']).toBe('ping');
    const [, timestamp, signature] =
      /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(delivery?.headers['pulse-signature'])) ?? [];
    expect(signature).toBe(
      createHmac('sha256', secret).update(`${timestamp}.${delivery?.body}`).digest('hex'),
    );
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({ type: 'ping', id: expect.any(String) });

    // On a phone the table scrolls inside its box; the page itself does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(deliveries).toBeVisible();
    // Polled: the layout follows the new viewport a frame or two later.
    await expect
      .poll(() => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'))
      .toBeLessThanOrEqual(0);
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
