import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { departments } from './departments';
import { employees } from './employees';
import { organizations } from './organizations';
import { designations, shifts } from './settings';

// Single sign-on (OpenID Connect): one provider per organisation, set up in Settings → Security.
export const ssoConnections = pgTable(
  'sso_connections',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id),
    // The button reads "Sign in with <display name>".
    displayName: text('display_name').notNull(),
    issuerUrl: text('issuer_url').notNull(),
    clientId: text('client_id').notNull(),
    // Encrypted with the data encryption key (lib/field-encryption.ts) and never sent back by any API.
    clientSecretEncrypted: text('client_secret_encrypted').notNull(),
    // Lower-case domains ('example.com'): the sign-in page finds the organisation from the e-mail.
    emailDomains: text('email_domains').array().notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    // Passwords stop working for everyone but the break-glass administrator, who keeps a way in when
    // the provider is down or misconfigured.
    isRequired: boolean('is_required').notNull().default(false),
    breakGlassEmployeeId: uuid('break_glass_employee_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    // Self-provisioning: a person of the listed domains whom the provider vouches for and who has no
    // employee record gets one at their first sign-in, as Employee, with these optional defaults.
    isProvisioningEnabled: boolean('is_provisioning_enabled').notNull().default(false),
    provisioningDepartmentId: uuid('provisioning_department_id').references(() => departments.id, {
      onDelete: 'set null',
    }),
    provisioningDesignationId: uuid('provisioning_designation_id').references(() => designations.id, {
      onDelete: 'set null',
    }),
    provisioningShiftId: uuid('provisioning_shift_id').references(() => shifts.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sso_connections_email_domains_idx').using('gin', table.emailDomains)],
);

// A sign-in sent to the provider and not yet back: what the callback needs to check the answer. Keyed
// by the hash of the state; used once (consumed_at) and short-lived (SSO_SIGN_IN_MS).
export const ssoPendingSignIns = pgTable(
  'sso_pending_sign_ins',
  {
    stateHash: text('state_hash').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    // The PKCE verifier is a secret until the code is exchanged: encrypted like the client secret.
    codeVerifierEncrypted: text('code_verifier_encrypted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('sso_pending_sign_ins_expires_idx').on(table.expiresAt)],
);
