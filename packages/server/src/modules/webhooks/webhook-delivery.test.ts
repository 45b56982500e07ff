import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { employees, webhookDeliveries, webhookSubscriptions } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { SAME_ORIGIN, sessionFor, useTestApp } from '../../test-support/test-app';
import { startReceiver } from './webhook-receiver.test-helpers';
import { isValidWebhookSignature } from './webhook-signature';
import {
  createWebhookWorker,
  purgeFinishedWebhookDeliveries,
  WEBHOOK_DELIVERY_KEEP_MS,
  WEBHOOK_LEASE_MS,
} from './webhook-worker';

const testApp = useTestApp();
const MINUTE = 60 * 1000;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const workerOf = () => createWebhookWorker({ db: testApp.db, clock: testApp.clock, cipher: testApp.cipher });

const subscribe = async (events: string[], allowPrivateTargets = true) => {
  const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks',
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
    payload: { url: receiver.url, description: 'Local receiver', events, allowPrivateTargets },
  });
  if (response.statusCode !== 201) throw new Error(`not subscribed: ${response.body}`);
  return { ...(response.json() as { id: string; secret: string }), admin };
};

const ping = async (webhookId: string, cookie: string) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/webhooks/${webhookId}/ping`,
    headers: { ...SAME_ORIGIN, cookie },
  });
  if (response.statusCode !== 201) throw new Error(`no ping: ${response.body}`);
  return response.json() as { id: string };
};

const deliveryRow = async (id: string) => {
  const [row] = await testApp.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  if (!row) throw new Error(`no delivery ${id}`);
  return row;
};

describe('webhook deliveries to a local receiver', () => {
  it('sends a leave application signed, retries after 500s with backoff, then records it delivered once', async () => {
    receiver.received.length = 0;
    const { secret } = await subscribe(['leave.applied']);
    const applicant = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const [manager] = await testApp.db
      .select()
      .from(employees)
      .where(eq(employees.officialEmail, DEMO_ADMIN_EMAIL));
    const applied = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/leaves',
      headers: { ...SAME_ORIGIN, cookie: applicant.cookie },
      payload: {
        description: 'Visiting my parents',
        fromDate: '2026-04-20',
        toDate: '2026-04-22',
        leaveType: 1,
        managerIds: [manager?.id],
      },
    });
    expect(applied.statusCode).toBe(201);
    const [queued] = await testApp.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, 'leave.applied'));
    if (!queued) throw new Error('the leave queued no delivery');

    const worker = workerOf();
    receiver.answers.push(500, 500);
    expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    expect(await deliveryRow(queued.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: 500,
      lastResponseExcerpt: 'receiver broke',
      nextAttemptAt: new Date(testApp.clock.now().getTime() + MINUTE),
    });
    // Not due yet: nothing is sent.
    expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    testApp.clock.advance(MINUTE);
    expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    expect((await deliveryRow(queued.id)).nextAttemptAt).toEqual(
      new Date(testApp.clock.now().getTime() + 5 * MINUTE),
    );
    testApp.clock.advance(5 * MINUTE);
    expect(await worker.runOnce()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(await deliveryRow(queued.id)).toMatchObject({
      status: 'delivered',
      attempts: 3,
      lastStatusCode: 200,
    });
    testApp.clock.advance(24 * 60 * MINUTE);
    await worker.runOnce();

    expect(receiver.received).toHaveLength(3);
    for (const { headers, body } of receiver.received) {
      expect(headers['pulse-webhook-id']).toBe(queued.id);
      expect(headers['pulse-webhook-event']).toBe('leave.applied');
      expect(headers['content-type']).toBe('application/json');
      const signature = String(headers['pulse-signature']);
      expect(
        isValidWebhookSignature(secret, signature, body, {
          nowSeconds: Number(/t=(\d+)/.exec(signature)?.[1]),
          toleranceSeconds: 0,
        }),
      ).toBe(true);
      expect(
        isValidWebhookSignature('whsec_wrong', signature, body, {
          nowSeconds: Number(/t=(\d+)/.exec(signature)?.[1]),
          toleranceSeconds: 0,
        }),
      ).toBe(false);
    }
    const body = JSON.parse(receiver.received[0]?.body ?? '{}');
    expect(body).toEqual({
      id: queued.eventId,
      type: 'leave.applied',
      occurredAt: '2026-03-02T09:00:00.000Z',
      organizationId: testApp.demoOrganizationId,
      data: {
        leaveId: applied.json().id,
        employee: { id: applicant.employee.id, name: applicant.employee.name },
        fromDate: '2026-04-20',
        toDate: '2026-04-22',
      },
    });
  });

  it('sends no duplicate after a restart mid-delivery: the lease holds others off, and a delivered row is never sent again', async () => {
    receiver.received.length = 0;
    const { id, admin } = await subscribe(['policy.published']);
    const inFlight = await ping(id, admin.cookie);

    // A worker is mid-request when a second one (the restarted instance) runs: the second sends nothing.
    const release = receiver.hold();
    const arrived = receiver.nextRequest();
    const first = workerOf().runOnce();
    await arrived;
    const restarted = workerOf();
    expect(await restarted.runOnce()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    release();
    expect(await first).toEqual({ delivered: 1, retried: 0, failed: 0 });
    testApp.clock.advance(WEBHOOK_LEASE_MS + MINUTE);
    expect(await restarted.runOnce()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(
      receiver.received.filter((delivery) => delivery.headers['pulse-webhook-id'] === inFlight.id),
    ).toHaveLength(1);

    // A worker that died right after claiming: its lease runs out and the delivery is sent, once.
    const orphan = await ping(id, admin.cookie);
    const { due } = await workerOf().claim();
    expect(due.map((delivery) => delivery.id)).toEqual([orphan.id]);
    expect(await restarted.runOnce()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    testApp.clock.advance(WEBHOOK_LEASE_MS);
    expect(await restarted.runOnce()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    testApp.clock.advance(WEBHOOK_LEASE_MS);
    expect(await restarted.runOnce()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(
      receiver.received.filter((delivery) => delivery.headers['pulse-webhook-id'] === orphan.id),
    ).toHaveLength(1);
    expect(await deliveryRow(orphan.id)).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('refuses a loopback target at delivery time when the subscription does not allow private addresses', async () => {
    receiver.received.length = 0;
    const { id, admin } = await subscribe(['leave.applied']);
    // As if the name had been pointed at the server's own network since the subscription was made.
    await testApp.db
      .update(webhookSubscriptions)
      .set({ allowPrivateTargets: false })
      .where(and(eq(webhookSubscriptions.id, id)));
    const delivery = await ping(id, admin.cookie);
    expect(await workerOf().runOnce()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    expect(receiver.received).toHaveLength(0);
    expect(await deliveryRow(delivery.id)).toMatchObject({
      status: 'pending',
      lastStatusCode: null,
      lastError: expect.stringContaining('127.0.0.1, a loopback address'),
    });
  });

  it('refuses the next delivery to a loopback target once the administrator turns private addresses off', async () => {
    receiver.received.length = 0;
    const { id, admin } = await subscribe(['leave.applied']);
    await ping(id, admin.cookie);
    expect(await workerOf().runOnce()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    const changed = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/v1/webhooks/${id}`,
      headers: { ...SAME_ORIGIN, cookie: admin.cookie },
      payload: { allowPrivateTargets: false },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const delivery = await ping(id, admin.cookie);
    expect(await workerOf().runOnce()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    expect(receiver.received).toHaveLength(1);
    expect(await deliveryRow(delivery.id)).toMatchObject({
      status: 'pending',
      lastError: expect.stringContaining('127.0.0.1, a loopback address'),
    });
  });

  it('gives a delivery up as failed after the eighth attempt', async () => {
    const { id, admin } = await subscribe(['leave.applied']);
    const delivery = await ping(id, admin.cookie);
    const worker = workerOf();
    receiver.answers.push(...Array(8).fill(503));
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      await worker.runOnce();
      testApp.clock.advance(24 * 60 * MINUTE);
    }
    expect(await deliveryRow(delivery.id)).toMatchObject({
      status: 'failed',
      attempts: 8,
      lastStatusCode: 503,
    });
    receiver.answers.length = 0;
  });

  it('rides out a database outage: the tick reports it and ends, and the next run delivers', async () => {
    receiver.received.length = 0;
    const { id, admin } = await subscribe(['leave.applied']);
    const delivery = await ping(id, admin.cookie);
    let isDown = true;
    const flakyDb = new Proxy(testApp.db, {
      get: (target, property, receiver) =>
        isDown && property === 'transaction'
          ? () => Promise.reject(new Error('Connection terminated unexpectedly'))
          : Reflect.get(target, property, receiver),
    }) as Database;
    const errors: unknown[] = [];
    const worker = createWebhookWorker({
      db: flakyDb,
      clock: testApp.clock,
      cipher: testApp.cipher,
      onError: (error) => errors.push(error),
    });
    worker.start(60 * MINUTE);
    await worker.stop();
    expect(errors).toEqual([new Error('Connection terminated unexpectedly')]);
    isDown = false;
    expect(await worker.runOnce()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(await deliveryRow(delivery.id)).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('deletes finished deliveries after a month and keeps pending ones', async () => {
    const { id, admin } = await subscribe(['leave.applied']);
    const delivered = await ping(id, admin.cookie);
    await workerOf().runOnce();
    const { id: waiting } = await ping(id, admin.cookie);
    testApp.clock.advance(WEBHOOK_DELIVERY_KEEP_MS);
    expect(await purgeFinishedWebhookDeliveries(testApp.db, testApp.clock)).toBe(0);
    testApp.clock.advance(1);
    expect(await purgeFinishedWebhookDeliveries(testApp.db, testApp.clock)).toBe(1);
    const left = await testApp.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries);
    expect(left.map((row) => row.id)).toEqual([waiting]);
    expect(left.map((row) => row.id)).not.toContain(delivered.id);
  });

  it('connects to the address it checked, whatever the name would resolve to later (no DNS rebinding)', async () => {
    receiver.received.length = 0;
    const { id, admin } = await subscribe(['leave.applied']);
    const named = receiver.url.replace('127.0.0.1', 'receiver.invalid');
    await testApp.db.update(webhookSubscriptions).set({ url: named }).where(eq(webhookSubscriptions.id, id));
    await ping(id, admin.cookie);
    const lookups: string[] = [];
    const worker = createWebhookWorker({
      db: testApp.db,
      clock: testApp.clock,
      cipher: testApp.cipher,
      resolve: async (host) => {
        lookups.push(host);
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    expect(await worker.runOnce()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    // One lookup, checked; the connection used its answer (a .invalid name resolves nowhere else).
    expect(lookups).toEqual(['receiver.invalid']);
    expect(receiver.received[0]?.headers.host).toBe(new URL(named).host);
  });
});
