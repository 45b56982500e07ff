import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { organizations } from './organizations';

// API tokens: a script's credential, personal (acts as its owner) or the organisation's
// (acts as an administrator; only administrators create them). Only the SHA-256 of the secret is
// kept, so a leaked table cannot be replayed; the prefix lets people tell their tokens apart.
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    // The employee who created it: the one a personal token acts as, and the administrator an
    // organisation token's actions are recorded under.
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'personal' | 'organization'>().notNull(),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_tokens_owner_idx').on(table.organizationId, table.ownerId, table.createdAt)],
);
