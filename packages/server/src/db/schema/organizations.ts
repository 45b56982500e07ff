import { sql } from 'drizzle-orm';
import { boolean, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  // IANA zone: decides which calendar day a moment belongs to for this organisation.
  timeZone: text('time_zone').notNull().default('UTC'),
  currency: text('currency').notNull().default('INR'),
  // spec A §3 organisation settings: the Shifts flag and IncludeLogofToIdle.
  isShiftsEnabled: boolean('is_shifts_enabled').notNull().default(false),
  isLogOffIncludedInIdle: boolean('is_log_off_included_in_idle').notNull().default(false),
  // The Marked Absent job (spec B §4 status 5): the working days (0 Sunday … 6 Saturday) and the hour
  // of the next day, in the organisation's zone, after which a past working day is checked.
  workingDays: smallint('working_days').array().notNull().default(sql`'{1,2,3,4,5}'::smallint[]`),
  absentCheckHour: smallint('absent_check_hour').notNull().default(2),
  // Settings → Tracking (spec A §1: screenshots regular or blurred, adjustable per employee; offline
  // time that managers approve). An employee's own screenshot mode, when set, overrides the default.
  screenshotMode: text('screenshot_mode').$type<'regular' | 'blurred' | 'off'>().notNull().default('regular'),
  // Screenshots older than this many days are deleted by the daily maintenance.
  screenshotRetentionDays: smallint('screenshot_retention_days').notNull().default(90),
  // Window titles matching any of these (case-insensitive, * any text) become the application's name.
  titleRedactionPatterns: text('title_redaction_patterns').array().notNull().default(sql`'{}'::text[]`),
  canEmployeesDeleteScreenshots: boolean('can_employees_delete_screenshots').notNull().default(false),
  // null: every manual-time request waits for a decision; N: requests shorter than N minutes are
  // approved as they are made.
  manualTimeAutoApproveMinutes: smallint('manual_time_auto_approve_minutes'),
  // Hardening (two-factor sign-in): administrators without two-factor set it up at their next sign-in.
  isTwoFactorRequiredForAdmins: boolean('is_two_factor_required_for_admins').notNull().default(false),
  // The team calendar: whether colleagues see an absence's leave type (Full Day, Half Day) or only
  // "Away". Off by default: what kind of leave someone took is theirs to share.
  isLeaveTypeShared: boolean('is_leave_type_shared').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
