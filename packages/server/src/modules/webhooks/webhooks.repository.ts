import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { employees, webhookDeliveries, webhookSubscriptions } from '../../db/schema/index';

export type NewWebhookSubscription = typeof webhookSubscriptions.$inferInsert;
export type NewWebhookDelivery = typeof webhookDeliveries.$inferInsert;

const subscriptionColumns = {
  id: webhookSubscriptions.id,
  url: webhookSubscriptions.url,
  description: webhookSubscriptions.description,
  events: webhookSubscriptions.events,
  isActive: webhookSubscriptions.isActive,
  allowPrivateTargets: webhookSubscriptions.allowPrivateTargets,
  createdById: webhookSubscriptions.createdById,
  createdByName: employees.name,
  createdAt: webhookSubscriptions.createdAt,
};

export const insertSubscription = async (tx: Transaction, subscription: NewWebhookSubscription) => {
  const [row] = await tx
    .insert(webhookSubscriptions)
    .values(subscription)
    .returning({ id: webhookSubscriptions.id });
  if (!row) throw new Error('The webhook was not inserted');
  return row.id;
};

export const findSubscriptions = (db: Database | Transaction, organizationId: string) =>
  db
    .select(subscriptionColumns)
    .from(webhookSubscriptions)
    .leftJoin(employees, eq(employees.id, webhookSubscriptions.createdById))
    .where(eq(webhookSubscriptions.organizationId, organizationId))
    .orderBy(desc(webhookSubscriptions.createdAt));

export const findSubscription = async (db: Database | Transaction, organizationId: string, id: string) => {
  const [row] = await db
    .select(subscriptionColumns)
    .from(webhookSubscriptions)
    .leftJoin(employees, eq(employees.id, webhookSubscriptions.createdById))
    .where(and(eq(webhookSubscriptions.organizationId, organizationId), eq(webhookSubscriptions.id, id)));
  return row;
};

export type WebhookSubscriptionRow = NonNullable<Awaited<ReturnType<typeof findSubscription>>>;

export const countSubscriptions = async (tx: Transaction, organizationId: string) => {
  const [row] = await tx
    .select({ total: count() })
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.organizationId, organizationId));
  return row?.total ?? 0;
};

export const updateSubscription = async (
  tx: Transaction,
  organizationId: string,
  id: string,
  values: Partial<
    Pick<
      NewWebhookSubscription,
      'url' | 'description' | 'events' | 'isActive' | 'allowPrivateTargets' | 'updatedAt'
    >
  >,
) => {
  await tx
    .update(webhookSubscriptions)
    .set(values)
    .where(and(eq(webhookSubscriptions.organizationId, organizationId), eq(webhookSubscriptions.id, id)));
};

export const deleteSubscription = async (tx: Transaction, organizationId: string, id: string) => {
  await tx
    .delete(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.organizationId, organizationId), eq(webhookSubscriptions.id, id)));
};

// The active subscriptions of an organisation that asked for this event.
export const findSubscribedIds = async (tx: Transaction, organizationId: string, eventType: string) => {
  const rows = await tx
    .select({ id: webhookSubscriptions.id })
    .from(webhookSubscriptions)
    .where(
      and(
        eq(webhookSubscriptions.organizationId, organizationId),
        eq(webhookSubscriptions.isActive, true),
        sql`${eventType} = any(${webhookSubscriptions.events})`,
      ),
    );
  return rows.map((row) => row.id);
};

export const insertDeliveries = async (tx: Transaction, deliveries: NewWebhookDelivery[]) => {
  if (deliveries.length === 0) return [];
  return tx.insert(webhookDeliveries).values(deliveries).returning({ id: webhookDeliveries.id });
};

const deliveryColumns = {
  id: webhookDeliveries.id,
  eventType: webhookDeliveries.eventType,
  eventId: webhookDeliveries.eventId,
  payload: webhookDeliveries.payload,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  lastResponseExcerpt: webhookDeliveries.lastResponseExcerpt,
  lastError: webhookDeliveries.lastError,
  deliveredAt: webhookDeliveries.deliveredAt,
  createdAt: webhookDeliveries.createdAt,
};

export const findDeliveries = (db: Database, organizationId: string, subscriptionId: string, limit: number) =>
  db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.organizationId, organizationId),
        eq(webhookDeliveries.subscriptionId, subscriptionId),
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);

export type WebhookDeliveryRow = Awaited<ReturnType<typeof findDeliveries>>[number];

export const findDelivery = async (
  db: Database | Transaction,
  organizationId: string,
  subscriptionId: string,
  id: string,
) => {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.organizationId, organizationId),
        eq(webhookDeliveries.subscriptionId, subscriptionId),
        eq(webhookDeliveries.id, id),
      ),
    );
  return row;
};

// ---- The worker's queries: a maintenance queue across organisations, read by status and time ----------

export type ClaimedDelivery = {
  id: string;
  eventType: string;
  payload: unknown;
  attempts: number;
  url: string;
  secretEncrypted: string;
  allowPrivateTargets: boolean;
};

// Takes due rows for this worker until `lockedUntil`: `for update skip locked` keeps two workers from
// claiming one row at the same moment, and the lease keeps the others off it while it is sent
// outside any transaction. A worker that dies leaves its lease to run out; the row is then due again.
// Rows of a subscription that is switched off wait until it is switched on.
export const claimDueDeliveries = (db: Database, now: Date, lockedUntil: Date, limit: number) =>
  db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: webhookDeliveries.id,
        eventType: webhookDeliveries.eventType,
        payload: webhookDeliveries.payload,
        attempts: webhookDeliveries.attempts,
        url: webhookSubscriptions.url,
        secretEncrypted: webhookSubscriptions.secretEncrypted,
        allowPrivateTargets: webhookSubscriptions.allowPrivateTargets,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, now),
          or(isNull(webhookDeliveries.lockedUntil), lte(webhookDeliveries.lockedUntil, now)),
          eq(webhookSubscriptions.isActive, true),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    for (const delivery of due)
      await tx
        .update(webhookDeliveries)
        .set({ lockedUntil, attempts: delivery.attempts + 1 })
        .where(eq(webhookDeliveries.id, delivery.id));
    return due.map((delivery): ClaimedDelivery => ({ ...delivery, attempts: delivery.attempts + 1 }));
  });

// Records an attempt's outcome, only while this worker still holds the row: once its lease ran out and
// another worker took the row, that worker's outcome is the one that counts.
export const recordAttempt = async (
  db: Database,
  id: string,
  lease: Date,
  values: Partial<
    Pick<
      NewWebhookDelivery,
      'status' | 'nextAttemptAt' | 'lastStatusCode' | 'lastResponseExcerpt' | 'lastError' | 'deliveredAt'
    >
  >,
) => {
  await db
    .update(webhookDeliveries)
    .set({ ...values, lockedUntil: null })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.lockedUntil, lease),
      ),
    );
};

// Finished deliveries (delivered or given up) created before `before`; pending ones stay whatever their age.
export const deleteFinishedDeliveries = async (db: Database, before: Date) => {
  const deleted = await db
    .delete(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.status, ['delivered', 'failed']),
        lt(webhookDeliveries.createdAt, before),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return deleted.length;
};
