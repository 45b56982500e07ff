import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, webhookDeliveries, webhookSubscriptions } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { SAME_ORIGIN, sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();
// An address webhooks may reach without allowing private targets; nothing is sent in these tests.
const PUBLIC_URL = 'https://93.184.215.14/hooks';

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, ...(payload ? { payload } : {}) });

const adminCookie = async () => (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;

const createWebhook = async (cookie: string, payload: object = {}) =>
  call('POST', '/api/v1/webhooks', cookie, {
    url: PUBLIC_URL,
    description: 'Payroll sync',
    events: ['leave.decided', 'employee.added'],
    ...payload,
  });

describe('webhooks API', () => {
  it('subscribes a URL with its secret shown once and kept encrypted, lists it without the secret, and audits it', async () => {
    const cookie = await adminCookie();
    const response = await createWebhook(cookie);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      url: PUBLIC_URL,
      events: ['leave.decided', 'employee.added'],
      isActive: true,
      allowPrivateTargets: false,
    });
    expect(created.secret).toMatch(/^whsec_/);
    const [row] = await testApp.db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, created.id));
    expect(row?.secretEncrypted).not.toContain(created.secret);
    expect(testApp.cipher.decrypt(row?.secretEncrypted ?? '')).toBe(created.secret);

    const list = await call('GET', '/api/v1/webhooks', cookie);
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: created.id, description: 'Payroll sync' }),
    ]);
    expect(list.body).not.toContain(created.secret);
    const [audit] = await testApp.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'webhook.created'));
    expect(audit?.summary).toContain(PUBLIC_URL);
  });

  it.each([
    ['http://127.0.0.1:8080/hooks', 'loopback'],
    ['http://[::1]/hooks', 'loopback'],
    ['http://169.254.169.254/latest/meta-data', 'link-local'],
    ['http://[::ffff:10.0.0.1]/', 'private'],
    ['http://100.64.0.1/', 'shared'],
  ])('refuses %s with a clear 400 unless private addresses are allowed', async (url, kind) => {
    const cookie = await adminCookie();
    const refused = await createWebhook(cookie, { url });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'WEBHOOK_TARGET_REFUSED' });
    expect(refused.json().detail).toContain(`a ${kind} address`);
    expect((await createWebhook(cookie, { url, allowPrivateTargets: true })).statusCode).toBe(201);
  });

  it('refuses schemes other than http and https, and URLs with credentials', async () => {
    const cookie = await adminCookie();
    for (const url of ['ftp://93.184.215.14/', 'file:///etc/passwd', 'https://user:pass@93.184.215.14/'])
      expect((await createWebhook(cookie, { url })).statusCode, url).toBe(400);
  });

  it('changes events and switches a webhook off; a switched-off webhook gets no events', async () => {
    const cookie = await adminCookie();
    const { id } = (await createWebhook(cookie)).json();
    const changed = await call('PATCH', `/api/v1/webhooks/${id}`, cookie, {
      events: ['policy.published'],
      isActive: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ events: ['policy.published'], isActive: false });
    const ping = await call('POST', `/api/v1/webhooks/${id}/ping`, cookie);
    expect(ping.statusCode).toBe(409);
    expect(
      (await call('PATCH', `/api/v1/webhooks/${id}`, cookie, { url: 'http://10.0.0.1/' })).statusCode,
    ).toBe(400);
  });

  it('lets private network addresses be allowed and refused again on an existing webhook, and audits each change', async () => {
    const cookie = await adminCookie();
    const { id } = (await createWebhook(cookie)).json();
    const privateUrl = 'http://10.0.0.1/hooks';
    // A new URL is checked under the setting sent with it.
    const allowed = await call('PATCH', `/api/v1/webhooks/${id}`, cookie, {
      url: privateUrl,
      allowPrivateTargets: true,
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json()).toMatchObject({ url: privateUrl, allowPrivateTargets: true });
    // Turning it off is never refused: the next delivery is (webhook-delivery.test.ts).
    const refused = await call('PATCH', `/api/v1/webhooks/${id}`, cookie, { allowPrivateTargets: false });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ url: privateUrl, allowPrivateTargets: false });
    const [row] = await testApp.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
    expect(row?.allowPrivateTargets).toBe(false);
    const changes = await testApp.db
      .select({ summary: auditEvents.summary, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'webhook.changed'))
      .orderBy(auditEvents.occurredAt);
    expect(changes.map((change) => change.details)).toEqual([
      expect.objectContaining({ webhookId: id, url: privateUrl, allowPrivateTargets: true }),
      expect.objectContaining({ webhookId: id, allowPrivateTargets: false }),
    ]);
    expect(changes[1]?.summary).toContain('allowPrivateTargets');
    // Off again, another private URL is refused as at creation.
    const otherPrivate = await call('PATCH', `/api/v1/webhooks/${id}`, cookie, { url: 'http://10.0.0.2/' });
    expect(otherPrivate.statusCode).toBe(400);
    expect(otherPrivate.json()).toMatchObject({ code: 'WEBHOOK_TARGET_REFUSED' });
  });

  it('lists a ping among the deliveries and redelivers it as a new delivery of the same event', async () => {
    const cookie = await adminCookie();
    const { id } = (await createWebhook(cookie)).json();
    const ping = await call('POST', `/api/v1/webhooks/${id}/ping`, cookie);
    expect(ping.statusCode).toBe(201);
    expect(ping.json()).toMatchObject({ eventType: 'ping', status: 'pending', attempts: 0 });
    const again = await call('POST', `/api/v1/webhooks/${id}/deliveries/${ping.json().id}/redeliver`, cookie);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ eventType: 'ping', eventId: ping.json().eventId });
    expect(again.json().id).not.toBe(ping.json().id);
    const deliveries = await call('GET', `/api/v1/webhooks/${id}/deliveries`, cookie);
    expect(
      deliveries
        .json()
        .items.map((item: { id: string }) => item.id)
        .sort(),
    ).toEqual([ping.json().id, again.json().id].sort());
  });

  it('answers 403 to employees', async () => {
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    expect((await call('GET', '/api/v1/webhooks', employee.cookie)).statusCode).toBe(403);
    expect((await createWebhook(employee.cookie)).statusCode).toBe(403);
    expect(await testApp.db.select().from(webhookSubscriptions)).toEqual([]);
  });

  it('answers 404 to another organisation, and changes nothing', async () => {
    const cookie = await adminCookie();
    const { id } = (await createWebhook(cookie)).json();
    const ping = (await call('POST', `/api/v1/webhooks/${id}/ping`, cookie)).json();
    const other = await signUpOtherOrganization(testApp);
    for (const [method, url, payload] of [
      ['PATCH', `/api/v1/webhooks/${id}`, { isActive: false }],
      ['DELETE', `/api/v1/webhooks/${id}`],
      ['POST', `/api/v1/webhooks/${id}/ping`],
      ['GET', `/api/v1/webhooks/${id}/deliveries`],
      ['POST', `/api/v1/webhooks/${id}/deliveries/${ping.id}/redeliver`],
    ] as const) {
      const response = await call(method, url, other.cookie, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', '/api/v1/webhooks', other.cookie)).json().items).toEqual([]);
    const [row] = await testApp.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
    expect(row?.isActive).toBe(true);
    const deliveries = await testApp.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.subscriptionId, id)));
    expect(deliveries).toHaveLength(1);
  });

  it('deletes a webhook with its deliveries', async () => {
    const cookie = await adminCookie();
    const { id } = (await createWebhook(cookie)).json();
    await call('POST', `/api/v1/webhooks/${id}/ping`, cookie);
    expect((await call('DELETE', `/api/v1/webhooks/${id}`, cookie)).statusCode).toBe(204);
    expect(await testApp.db.select().from(webhookDeliveries)).toEqual([]);
    expect((await call('GET', `/api/v1/webhooks/${id}/deliveries`, cookie)).statusCode).toBe(404);
  });
});
