import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  // IANA zone: decides which calendar day a moment belongs to for this organisation.
  timeZone: text('time_zone').notNull().default('UTC'),
  currency: text('currency').notNull().default('INR'),
  // spec A §3 organisation settings: the Shifts flag and IncludeLogofToIdle.
  isShiftsEnabled: boolean('is_shifts_enabled').notNull().default(false),
  isLogOffIncludedInIdle: boolean('is_log_off_included_in_idle').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
