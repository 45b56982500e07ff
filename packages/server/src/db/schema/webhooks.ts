import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { organizations } from './organizations';

// A URL an administrator subscribed to some of the organisation's events. The signing secret is
// needed to sign every delivery, so it is kept encrypted (lib/field-encryption.ts), not hashed.
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    secretEncrypted: text('secret_encrypted').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    // Off: the URL must resolve to public addresses only (no calls into the server's own network).
    allowPrivateTargets: boolean('allow_private_targets').notNull().default(false),
    createdById: uuid('created_by_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('webhook_subscriptions_organization_idx').on(table.organizationId, table.createdAt)],
);

// The webhooks' outbox: one row per event and subscription, written in the transaction of the change
// it reports. The row's id is sent as Pulse-Webhook-Id, so a receiver can drop a repeated delivery.
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    // The event's own id (the body's "id"): the same in every subscription's delivery of one event.
    eventId: uuid('event_id').notNull(),
    payload: jsonb('payload').notNull(),
    // 'pending' | 'delivered' | 'failed' (gave up after the last retry)
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    // A worker that claimed the row holds it until then; one that died lets it go when it passes.
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastResponseExcerpt: text('last_response_excerpt'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_subscription_idx').on(
      table.organizationId,
      table.subscriptionId,
      table.createdAt,
    ),
  ],
);
