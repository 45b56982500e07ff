import { randomUUID } from 'node:crypto';
import {
  type CreatedWebhook,
  type createWebhookBodySchema,
  type updateWebhookBodySchema,
  WEBHOOK_DELIVERIES_SHOWN,
  WEBHOOK_PING_EVENT,
  WEBHOOKS_PER_ORGANIZATION_MAX,
  type Webhook,
  type WebhookDelivery,
  type WebhookEventType,
} from '@pulse/shared/contracts/webhooks';
import type { z } from 'zod';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { runTransaction } from '../../lib/transaction';
import { recordAuditEvent } from '../audit/audit.service';
import { resolveWebhookTarget, TargetRefusedError } from './target-address';
import { webhookBodyOf } from './webhook-events';
import { createWebhookSecret } from './webhook-signature';
import { webhookErrors } from './webhooks.errors';
import {
  countSubscriptions,
  deleteSubscription,
  findDeliveries,
  findDelivery,
  findSubscription,
  findSubscriptions,
  insertDeliveries,
  insertSubscription,
  updateSubscription,
  type WebhookDeliveryRow,
  type WebhookSubscriptionRow,
} from './webhooks.repository';

type CreateBody = z.output<typeof createWebhookBodySchema>;
type UpdateBody = z.output<typeof updateWebhookBodySchema>;

const toWebhook = (row: WebhookSubscriptionRow): Webhook => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEventType[],
  isActive: row.isActive,
  allowPrivateTargets: row.allowPrivateTargets,
  createdBy: row.createdById ? { id: row.createdById, name: row.createdByName ?? '' } : null,
  createdAt: row.createdAt.toISOString(),
});

const toDelivery = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventType: row.eventType as WebhookDelivery['eventType'],
  eventId: row.eventId,
  status: row.status as WebhookDelivery['status'],
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastResponseExcerpt: row.lastResponseExcerpt,
  lastError: row.lastError,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

// At subscribe time, so the administrator learns at once why a URL cannot be used (the worker
// checks again before every delivery).
const checkTarget = async (url: string, allowPrivateTargets: boolean) => {
  try {
    await resolveWebhookTarget(url, { allowPrivateTargets });
  } catch (error) {
    if (!(error instanceof TargetRefusedError)) throw error;
    throw new AppError(webhookErrors.WEBHOOK_TARGET_REFUSED, error.message, [
      { path: 'url', message: error.message },
    ]);
  }
};

const getSubscription = async (deps: Deps, auth: Auth, id: string) => {
  const row = await findSubscription(deps.db, auth.organizationId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

export const findWebhooks = async (deps: Deps, auth: Auth): Promise<{ items: Webhook[] }> => {
  requireAccess(auth, 'admin');
  const rows = await findSubscriptions(deps.db, auth.organizationId);
  return { items: rows.map(toWebhook) };
};

export const createWebhook = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  body: CreateBody,
): Promise<CreatedWebhook> => {
  requireAccess(auth, 'admin');
  await checkTarget(body.url, body.allowPrivateTargets);
  const secret = createWebhookSecret();
  const now = deps.clock.now();
  const id = await runTransaction(deps.db, async (tx) => {
    if ((await countSubscriptions(tx, auth.organizationId)) >= WEBHOOKS_PER_ORGANIZATION_MAX)
      throw new AppError(webhookErrors.WEBHOOK_LIMIT);
    const webhookId = await insertSubscription(tx, {
      organizationId: auth.organizationId,
      url: body.url,
      description: body.description,
      events: body.events,
      secretEncrypted: deps.cipher.encrypt(secret),
      allowPrivateTargets: body.allowPrivateTargets,
      createdById: auth.employeeId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAuditEvent(tx, auth, ipAddress, {
      action: 'webhook.created',
      summary: `Subscribed ${body.url} to ${body.events.join(', ')}${body.allowPrivateTargets ? ' (private network addresses allowed)' : ''}`,
      details: {
        webhookId,
        url: body.url,
        events: body.events,
        allowPrivateTargets: body.allowPrivateTargets,
      },
    });
    return webhookId;
  });
  return { ...toWebhook(await getSubscription(deps, auth, id)), secret };
};

export const updateWebhook = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  webhookId: string,
  body: UpdateBody,
): Promise<Webhook> => {
  requireAccess(auth, 'admin');
  const existing = await getSubscription(deps, auth, webhookId);
  // A new URL is checked under the setting it will be sent with. Turning private addresses off is
  // never refused, even for a URL that needs them: its next delivery is refused instead.
  const allowPrivateTargets = body.allowPrivateTargets ?? existing.allowPrivateTargets;
  if (body.url !== undefined && body.url !== existing.url) await checkTarget(body.url, allowPrivateTargets);
  await runTransaction(deps.db, async (tx) => {
    await updateSubscription(tx, auth.organizationId, webhookId, {
      ...(body.url === undefined ? {} : { url: body.url }),
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.events === undefined ? {} : { events: body.events }),
      ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
      ...(body.allowPrivateTargets === undefined ? {} : { allowPrivateTargets: body.allowPrivateTargets }),
      updatedAt: deps.clock.now(),
    });
    const changes = Object.entries(body)
      .filter(([, value]) => value !== undefined)
      .map(([key]) => key);
    await recordAuditEvent(tx, auth, ipAddress, {
      action: 'webhook.changed',
      summary: `Changed the webhook to ${body.url ?? existing.url} (${changes.join(', ') || 'nothing'})`,
      details: { webhookId, ...body },
    });
  });
  return toWebhook(await getSubscription(deps, auth, webhookId));
};

export const deleteWebhook = async (deps: Deps, auth: Auth, ipAddress: string | null, webhookId: string) => {
  requireAccess(auth, 'admin');
  const existing = await getSubscription(deps, auth, webhookId);
  await runTransaction(deps.db, async (tx) => {
    await deleteSubscription(tx, auth.organizationId, webhookId);
    await recordAuditEvent(tx, auth, ipAddress, {
      action: 'webhook.deleted',
      summary: `Deleted the webhook to ${existing.url}`,
      details: { webhookId, url: existing.url },
    });
  });
};

// "Send test event": a ping delivered like any event, so the receiver's signature check and the
// deliveries table are proven before a real event comes.
export const sendWebhookPing = async (
  deps: Deps,
  auth: Auth,
  webhookId: string,
): Promise<WebhookDelivery> => {
  requireAccess(auth, 'admin');
  const subscription = await getSubscription(deps, auth, webhookId);
  if (!subscription.isActive) throw new AppError(webhookErrors.WEBHOOK_INACTIVE);
  const now = deps.clock.now();
  const eventId = randomUUID();
  const payload = webhookBodyOf(
    { type: WEBHOOK_PING_EVENT, organizationId: auth.organizationId, data: { webhookId } },
    eventId,
    now,
  );
  const [row] = await runTransaction(deps.db, (tx) =>
    insertDeliveries(tx, [
      {
        organizationId: auth.organizationId,
        subscriptionId: webhookId,
        eventType: WEBHOOK_PING_EVENT,
        eventId,
        payload,
        status: 'pending',
        nextAttemptAt: now,
        createdAt: now,
      },
    ]),
  );
  const delivery = row && (await findDelivery(deps.db, auth.organizationId, webhookId, row.id));
  if (!delivery) throw new AppError('NOT_FOUND');
  return toDelivery(delivery);
};

export const findWebhookDeliveries = async (
  deps: Deps,
  auth: Auth,
  webhookId: string,
): Promise<{ items: WebhookDelivery[] }> => {
  requireAccess(auth, 'admin');
  await getSubscription(deps, auth, webhookId);
  const rows = await findDeliveries(deps.db, auth.organizationId, webhookId, WEBHOOK_DELIVERIES_SHOWN);
  return { items: rows.map(toDelivery) };
};

// Sends one event again as a new delivery (its own Pulse-Webhook-Id, the event's same id), due now:
// the old delivery keeps its history, and a receiver that dedupes by delivery id still takes it,
// since an administrator asked for it.
export const redeliverWebhookDelivery = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  webhookId: string,
  deliveryId: string,
): Promise<WebhookDelivery> => {
  requireAccess(auth, 'admin');
  const subscription = await getSubscription(deps, auth, webhookId);
  if (!subscription.isActive) throw new AppError(webhookErrors.WEBHOOK_INACTIVE);
  const original = await findDelivery(deps.db, auth.organizationId, webhookId, deliveryId);
  if (!original) throw new AppError('NOT_FOUND');
  const now = deps.clock.now();
  const [row] = await runTransaction(deps.db, async (tx) => {
    const inserted = await insertDeliveries(tx, [
      {
        organizationId: auth.organizationId,
        subscriptionId: webhookId,
        eventType: original.eventType,
        eventId: original.eventId,
        payload: original.payload,
        status: 'pending',
        nextAttemptAt: now,
        createdAt: now,
      },
    ]);
    await recordAuditEvent(tx, auth, ipAddress, {
      action: 'webhook.redelivered',
      summary: `Sent the ${original.eventType} event to ${subscription.url} again`,
      details: { webhookId, deliveryId, eventId: original.eventId },
    });
    return inserted;
  });
  const delivery = row && (await findDelivery(deps.db, auth.organizationId, webhookId, row.id));
  if (!delivery) throw new AppError('NOT_FOUND');
  return toDelivery(delivery);
};
