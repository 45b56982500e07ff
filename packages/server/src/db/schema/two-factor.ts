import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { organizations } from './organizations';
import { signInEvents } from './sessions';

// Hardening (two-factor sign-in): TOTP after the password, optional per person, required of
// administrators when the organisation says so (organizations.is_two_factor_required_for_admins).

const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id);
const employeeId = () =>
  uuid('employee_id')
    .notNull()
    .references(() => employees.id, { onDelete: 'cascade' });

// One per person. Written when set-up starts and enabled once a code from the app confirms it
// (enabled_at null: set-up in progress, the secret not yet usable to sign in).
export const twoFactorCredentials = pgTable(
  'two_factor_credentials',
  {
    organizationId: organizationId(),
    employeeId: employeeId(),
    // The base32 TOTP secret, encrypted with the data encryption key (lib/field-encryption.ts): a
    // copied database alone cannot produce codes.
    secretEncrypted: text('secret_encrypted').notNull(),
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
    // The 30-second time step of the last code accepted: a code works once, even within its window.
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.employeeId] })],
);

// Ten single-use codes per person, kept as keyed hashes (HMAC-SHA-256 under a key derived from the
// data encryption key): they are long random strings, so a slow password hash would add nothing but
// ten slow checks per use.
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    employeeId: employeeId(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  // Also the index of a person's codes (its first two columns).
  (table) => [
    uniqueIndex('two_factor_recovery_codes_hash_idx').on(
      table.organizationId,
      table.employeeId,
      table.codeHash,
    ),
  ],
);

// A sign-in between its password and its code: the browser holds an opaque token, the server its
// SHA-256, for 5 minutes and 5 wrong codes, used once. `purpose` 'enrol' is the administrator who must
// set two-factor up before the session starts.
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    employeeId: employeeId(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose').$type<'verify' | 'enrol'>().notNull(),
    // The password step's attempt, settled 'success' when the code follows.
    signInEventId: uuid('sign_in_event_id').references(() => signInEvents.id, { onDelete: 'set null' }),
    // What the password step knew, so a wrong code is recorded like a wrong password from there.
    email: text('email').notNull(),
    deviceNonce: text('device_nonce'),
    isRemembered: boolean('is_remembered').notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('two_factor_challenges_employee_idx').on(table.organizationId, table.employeeId),
    index('two_factor_challenges_expires_idx').on(table.expiresAt),
  ],
);
