import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { organizations } from './organizations';
import { trackerDevices } from './tracking';

// Sign-in by code for the tracker (RFC 8628): one row per code the agent asked for. Only hashes of
// the device code (the agent's secret) and of the user code (what the employee types) are kept. The
// row belongs to no organisation until an employee approves or denies it: the approver's session
// decides whose device it becomes. Rows are deleted a day after they expire.
export const trackerDeviceAuthorizations = pgTable(
  'tracker_device_authorizations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    deviceCodeHash: text('device_code_hash').notNull().unique(),
    userCodeHash: text('user_code_hash').notNull().unique(),
    // As the agent reported them, shown to the employee who decides.
    deviceName: text('device_name').notNull(),
    platform: text('platform').notNull(),
    // pending → approved | denied; approved → consumed once the token is handed out.
    status: text('status')
      .$type<'pending' | 'approved' | 'denied' | 'consumed'>()
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // The agent's latest poll, and the interval it must keep (grown by each slow_down).
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    intervalSeconds: integer('interval_seconds').notNull(),
    // Who approved or denied it, and when.
    organizationId: uuid('organization_id').references(() => organizations.id),
    employeeId: uuid('employee_id').references(() => employees.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    // The device its token signed in.
    deviceId: uuid('device_id').references(() => trackerDevices.id),
  },
  (table) => [index('tracker_device_authorizations_expires_idx').on(table.expiresAt)],
);
