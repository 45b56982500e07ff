import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { organizations } from './organizations';

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    // SHA-256 of the cookie's token: a leaked table cannot be replayed as cookies.
    tokenHash: text('token_hash').notNull().unique(),
    isRemembered: boolean('is_remembered').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_employee_idx').on(table.organizationId, table.employeeId)],
);

// Every sign-in attempt, and every lockout. An attempt with an unknown e-mail belongs to no organisation.
// Hardening (sign-in lockout): an attempt is written 'pending' before its password is checked and
// settled after, so attempts still in flight count against the limits; `deviceNonce` is the device
// cookie it came with when that cookie was valid for the account (a trusted browser), else null.
export const signInEvents = pgTable(
  'sign_in_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').references(() => organizations.id),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    outcome: text('outcome')
      .$type<'pending' | 'success' | 'failure' | 'failure-cleared' | 'locked-out' | 'two-factor-pending'>()
      .notNull(),
    deviceNonce: text('device_nonce'),
    // How the person proved who they are: their password, or their organisation's single sign-on.
    method: text('method').$type<'password' | 'sso'>().notNull().default('password'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sign_in_events_email_idx').on(table.email, table.occurredAt),
    index('sign_in_events_ip_idx').on(table.ip, table.occurredAt),
    index('sign_in_events_organization_idx').on(table.organizationId, table.occurredAt),
    // A successful sign-in counts the person's failures since their previous one.
    index('sign_in_events_employee_idx').on(table.employeeId, table.occurredAt),
  ],
);
