import type { CaptureCapabilities } from '@pulse/shared/contracts/tracker-status';
import type { LiveState } from '@pulse/shared/domain/device-live-state';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { organizations } from './organizations';

// What the tracker agent sends (spec B §3 Screenshot record, Timing data), and the 10-minute slots
// every activity page reads.
// Activity tables grow with every working minute, so the four below are partitioned by UTC month of
// their time column (migration 0006; db/activity-partitions.ts makes the months). PostgreSQL wants
// the partition column in every unique key: the primary keys are (id, time), or the idempotency key
// itself where nothing refers to a row, and the idempotency keys already hold the time.

const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id);
const employeeId = () =>
  uuid('employee_id')
    .notNull()
    .references(() => employees.id);

// One tracker installation of one employee. Only a SHA-256 of its bearer token is kept.
export const trackerDevices = pgTable(
  'tracker_devices',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    employeeId: employeeId(),
    name: text('name').notNull(),
    platform: text('platform').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('tracker_devices_employee_idx').on(table.organizationId, table.employeeId, table.createdAt),
    // What the rows a device sends refer to (deviceOwnerKey).
    unique('tracker_devices_owner_unique').on(table.id, table.employeeId, table.organizationId),
  ],
);

const deviceId = () =>
  uuid('device_id')
    .notNull()
    .references(() => trackerDevices.id);

// The rows a device sends (intervals, minutes, screenshots) name its employee and organisation too,
// for the reads by employee. One key over all three holds them to the device's own owner, and costs
// one check per row where a key per column cost three: with input minutes' own key below, the demo's
// 140,000 history rows went in about 6 s faster on PGlite (hardening: first start; bench/README.md).
const deviceOwnerKey = (
  name: string,
  table: { deviceId: AnyPgColumn; employeeId: AnyPgColumn; organizationId: AnyPgColumn },
) =>
  foreignKey({
    name,
    columns: [table.deviceId, table.employeeId, table.organizationId],
    foreignColumns: [trackerDevices.id, trackerDevices.employeeId, trackerDevices.organizationId],
  });
const ownerIds = () => ({
  organizationId: uuid('organization_id').notNull(),
  employeeId: uuid('employee_id').notNull(),
  deviceId: uuid('device_id').notNull(),
});

// A device's last heartbeat (who is working now): one row per device, written only when
// something changed or once a minute (domain/device-live-state.ts). 'offline' is stored by the agent
// saying it stops, or by the sweep that finds it silent (modules/tracking/device-status-sweep.ts).
export const trackerDeviceStatuses = pgTable(
  'tracker_device_statuses',
  {
    deviceId: uuid('device_id').primaryKey(),
    organizationId: uuid('organization_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    state: text('state').$type<LiveState>().notNull(),
    stateSince: timestamp('state_since', { withTimezone: true }).notNull(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull(),
    agentVersion: text('agent_version').notNull(),
    capabilities: jsonb('capabilities').$type<CaptureCapabilities>(),
  },
  (table) => [
    deviceOwnerKey('tracker_device_statuses_device_owner_fk', table),
    index('tracker_device_statuses_employee_idx').on(table.organizationId, table.employeeId),
    // The sweep's question: which devices that do not show offline have gone silent.
    index('tracker_device_statuses_silent_idx').on(table.heartbeatAt).where(sql`${table.state} <> 'offline'`),
  ],
);

// One accepted upload; (device, batch id) is the idempotency key, and the counts are the
// acknowledgement a retried batch gets back unchanged.
export const trackerBatches = pgTable(
  'tracker_batches',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    employeeId: employeeId(),
    deviceId: deviceId(),
    batchId: text('batch_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    intervalCount: integer('interval_count').notNull(),
    inputMinuteCount: integer('input_minute_count').notNull(),
  },
  (table) => [
    unique('tracker_batches_device_batch_unique').on(table.deviceId, table.batchId),
    index('tracker_batches_employee_idx').on(table.organizationId, table.employeeId, table.receivedAt),
  ],
);

// Window focus ('focus', with app and title) and status ('away' | 'active' | 'paused') intervals, UTC.
// 'paused' is time the employee paused the agent: not tracked, and shown to them as paused.
export const activityIntervals = pgTable(
  'activity_intervals',
  {
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    ...ownerIds(),
    kind: text('kind').$type<'focus' | 'away' | 'active' | 'paused'>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    app: text('app'),
    title: text('title'),
    url: text('url'),
    // The agent's selected project and to-do (focus intervals only). No foreign keys: projects are
    // never deleted, and batch ingestion checks both against the team before storing them.
    projectId: uuid('project_id'),
    todoId: uuid('todo_id'),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.startedAt] }),
    deviceOwnerKey('activity_intervals_device_owner_fk', table),
    // The same interval re-sent in another batch is stored once.
    unique('activity_intervals_device_kind_start_unique').on(table.deviceId, table.kind, table.startedAt),
    index('activity_intervals_employee_idx').on(table.organizationId, table.employeeId, table.startedAt),
  ],
);

// Input counts per minute (never which keys).
export const inputMinutes = pgTable(
  'input_minutes',
  {
    ...ownerIds(),
    minuteStart: timestamp('minute_start', { withTimezone: true }).notNull(),
    keyPresses: integer('key_presses').notNull(),
    mouseClicks: integer('mouse_clicks').notNull(),
  },
  (table) => [
    // A minute sent again is the same row (its idempotency key); no id, as nothing refers to a minute.
    primaryKey({ columns: [table.deviceId, table.minuteStart] }),
    deviceOwnerKey('input_minutes_device_owner_fk', table),
    index('input_minutes_employee_idx').on(table.organizationId, table.employeeId, table.minuteStart),
  ],
);

// spec B §3 screenshot record. Files live in storage under generated keys; identical content within
// an organisation shares one stored file (content_hash), so rows may share keys.
export const screenshots = pgTable(
  'screenshots',
  {
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    ...ownerIds(),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    // Both null once the employee deleted the image (Settings → Tracking allows it): the slot keeps
    // its time and counts, the stored files go with the sweep once no other row names them.
    storageKey: text('storage_key'),
    contentType: text('content_type').notNull(),
    thumbnailKey: text('thumbnail_key'),
    contentHash: text('content_hash').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    isBlurred: boolean('is_blurred').notNull(),
    windowTitles: text('window_titles').array().notNull(),
    keyPresses: integer('key_presses').notNull(),
    mouseClicks: integer('mouse_clicks').notNull(),
    isIdle: boolean('is_idle').notNull(),
    imageDeletedAt: timestamp('image_deleted_at', { withTimezone: true }),
    imageDeletedById: uuid('image_deleted_by_id').references(() => employees.id),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.capturedAt] }),
    deviceOwnerKey('screenshots_device_owner_fk', table),
    unique('screenshots_device_captured_unique').on(table.deviceId, table.capturedAt),
    index('screenshots_employee_idx').on(table.organizationId, table.employeeId, table.slotStart),
    index('screenshots_content_hash_idx').on(table.organizationId, table.contentHash),
    // The sweep of stored files asks whether any screenshot still names a file.
    index('screenshots_storage_key_idx').on(table.storageKey),
  ],
);

// One employee's 10-minute slot, recomputed from the rows above whenever they change.
export const activitySlots = pgTable(
  'activity_slots',
  {
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    employeeId: employeeId(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    trackedSeconds: integer('tracked_seconds').notNull(),
    idleSeconds: integer('idle_seconds').notNull(),
    keyPresses: integer('key_presses').notNull(),
    mouseClicks: integer('mouse_clicks').notNull(),
    topApplication: text('top_application'),
    windowTitles: text('window_titles').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.slotStart] }),
    unique('activity_slots_employee_slot_unique').on(table.employeeId, table.slotStart),
    index('activity_slots_employee_idx').on(table.organizationId, table.employeeId, table.slotStart),
  ],
);

// The columns each uploaded (or seeded) row carries, for bulk inserts (db/bulk-insert.ts): the owner's
// columns are bound once per statement, ids take their defaults. The tracker's ingestion and the
// demo's history write the same rows.
export const ACTIVITY_INTERVAL_ROW_COLUMNS = [
  'kind',
  'startedAt',
  'durationSeconds',
  'app',
  'title',
  'url',
  'projectId',
  'todoId',
] as const;
export const INPUT_MINUTE_ROW_COLUMNS = ['minuteStart', 'keyPresses', 'mouseClicks'] as const;
export const ACTIVITY_SLOT_ROW_COLUMNS = [
  'slotStart',
  'trackedSeconds',
  'idleSeconds',
  'keyPresses',
  'mouseClicks',
  'topApplication',
  'windowTitles',
] as const;
