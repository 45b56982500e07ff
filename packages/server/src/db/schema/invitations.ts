import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { organizations } from './organizations';

// an invitation to choose one's own password. The link carries a one-time token
// (lib/one-time-token.ts): the row's id and a random secret, of which only the SHA-256 is stored, so a
// copied table opens no account. Single use: accepting it, a newer invitation (Resend) or a password
// the administrator sets ends it (accepted_at / voided_at).
export const employeeInvitations = pgTable(
  'employee_invitations',
  {
    // The token's id (issueOneTimeToken makes it).
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  // The list reads each employee's latest invitation.
  (table) => [
    index('employee_invitations_employee_idx').on(table.organizationId, table.employeeId, table.createdAt),
  ],
);
