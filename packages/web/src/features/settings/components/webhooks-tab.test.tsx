import type { CurrentEmployee } from '@pulse/shared/contracts/auth';
import type {
  CreateWebhookBody,
  UpdateWebhookBody,
  Webhook,
  WebhookDelivery,
} from '@pulse/shared/contracts/webhooks';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPageOf } from '../../../test/list-page';
import { renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { webhookUiTexts as texts } from './webhook-texts';
import { WebhooksTab } from './webhooks-tab';

const admin: CurrentEmployee = {
  id: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a50',
  name: 'Asha Rao',
  employeeCode: 'DEMO-EMP-1-00000001',
  roleId: 1,
  officialEmail: 'admin@demo.pulse',
  organization: {
    id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c61',
    name: 'Demo',
    timeZone: 'UTC',
    currency: 'INR',
  },
};
const hook: Webhook = {
  id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c21',
  url: 'https://hooks.example.com/pulse',
  description: 'Payroll sync',
  events: ['leave.applied'],
  isActive: true,
  allowPrivateTargets: false,
  createdBy: { id: admin.id, name: admin.name },
  createdAt: '2026-03-02T09:00:00.000Z',
};
const delivered: WebhookDelivery = {
  id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
  eventType: 'ping',
  eventId: '2b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
  status: 'delivered',
  attempts: 2,
  lastStatusCode: 200,
  lastResponseExcerpt: 'ok, thanks',
  lastError: null,
  nextAttemptAt: null,
  deliveredAt: '2026-03-02T09:05:00.000Z',
  createdAt: '2026-03-02T09:00:00.000Z',
};
const secret = `whsec_${'Q'.repeat(43)}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WebhooksTab', { timeout: 20_000 }, () => {
  it('shows the empty state, the refusal of a private address on the URL, then the secret once', async () => {
    const posted: CreateWebhookBody[] = [];
    let items: Webhook[] = [];
    stubFetch({
      'GET /api/v1/webhooks': () => ({ body: listPageOf(items) }),
      'POST /api/v1/webhooks': (body) => {
        posted.push(body as CreateWebhookBody);
        if (posted.length === 1)
          return problem(400, 'localhost resolves to 127.0.0.1, a loopback address.', [
            { path: 'url', message: 'localhost resolves to 127.0.0.1, a loopback address.' },
          ]);
        items = [hook];
        return { status: 201, body: { ...hook, secret } };
      },
    });
    const { user } = renderWithProviders(<WebhooksTab />, { me: admin });
    expect(await screen.findByText(texts.empty)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: texts.add }));
    const dialog = await screen.findByRole('dialog', { name: texts.addTitle });
    await user.type(within(dialog).getByRole('textbox', { name: texts.urlLabel }), 'http://localhost:9000/');
    await user.click(within(dialog).getByRole('checkbox', { name: /Leave applied/ }));
    expect(within(dialog).queryByText(texts.allowPrivateWarning)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: texts.submit }));
    expect(await within(dialog).findByText(/a loopback address/)).toBeTruthy();
    expect(posted[0]).toMatchObject({ events: ['leave.applied'], allowPrivateTargets: false });

    await user.click(within(dialog).getByLabelText(texts.allowPrivate));
    expect(within(dialog).getByText(texts.allowPrivateWarning)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: texts.submit }));
    expect((await within(dialog).findByLabelText(texts.secretLabel)).textContent).toBe(secret);
    expect(posted[1]).toMatchObject({ allowPrivateTargets: true });
    await user.click(within(dialog).getByRole('button', { name: texts.secret.done }));
    expect(await screen.findByRole('listitem', { name: hook.url })).toBeTruthy();
  });

  it('allows private network addresses on an existing webhook after the warning, and refuses them again at once', async () => {
    const patched: UpdateWebhookBody[] = [];
    let current = hook;
    stubFetch({
      'GET /api/v1/webhooks': () => ({ body: listPageOf([current]) }),
      [`PATCH /api/v1/webhooks/${hook.id}`]: (body) => {
        patched.push(body as UpdateWebhookBody);
        current = { ...current, ...(body as UpdateWebhookBody) };
        return { body: current };
      },
    });
    const { user } = renderWithProviders(<WebhooksTab />, { me: admin });
    const item = await screen.findByRole('listitem', { name: hook.url });
    const privateSwitch = within(item).getByRole('switch', { name: `${texts.allowPrivate}: ${hook.url}` });

    await user.click(privateSwitch);
    const confirm = await screen.findByRole('dialog', { name: texts.allowPrivate });
    expect(within(confirm).getByText(texts.allowPrivateWarning)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: texts.cancel }));
    expect(patched).toEqual([]);

    await user.click(privateSwitch);
    await user.click(
      within(await screen.findByRole('dialog', { name: texts.allowPrivate })).getByRole('button', {
        name: texts.allowPrivateConfirm,
      }),
    );
    expect(await within(item).findByText(texts.privateChip)).toBeTruthy();
    expect(patched).toEqual([{ allowPrivateTargets: true }]);

    await user.click(privateSwitch);
    await vi.waitFor(() => expect(within(item).queryByText(texts.privateChip)).toBeNull());
    expect(patched).toEqual([{ allowPrivateTargets: true }, { allowPrivateTargets: false }]);
    // Refusing asks nothing: the confirmation of allowing has closed, and none opened again.
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends a test event and shows the deliveries with their status and last answer', async () => {
    stubFetch({
      'GET /api/v1/webhooks': { body: listPageOf([hook]) },
      [`POST /api/v1/webhooks/${hook.id}/ping`]: {
        status: 201,
        body: { ...delivered, status: 'pending', attempts: 0, lastStatusCode: null, deliveredAt: null },
      },
      [`GET /api/v1/webhooks/${hook.id}/deliveries`]: { body: listPageOf([delivered]) },
    });
    const { user } = renderWithProviders(<WebhooksTab />, { me: admin });
    const item = await screen.findByRole('listitem', { name: hook.url });
    await user.click(within(item).getByRole('button', { name: texts.sendTest }));
    const table = await within(item).findByRole('table', { name: texts.deliveriesLabel(hook.url) });
    const row = within(table).getAllByRole('row')[1];
    expect(row?.textContent).toContain('Delivered');
    expect(row?.textContent).toContain('200');
    expect(row?.textContent).toContain('ok, thanks');
  });
});
