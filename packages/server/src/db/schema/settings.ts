import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

// Master data of spec A §3. Names are unique per organisation whatever their case. Each kind has the organisation's own running number (shown padded to
// 3 digits; next = last + 1 within the organisation, spec A §9).

export const banks = pgTable(
  'banks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    bankNumber: integer('bank_number').notNull(),
    name: text('name').notNull(),
    branch: text('branch').notNull(),
    ifsc: text('ifsc').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('banks_organization_number_unique').on(table.organizationId, table.bankNumber),
    uniqueIndex('banks_organization_name_branch_unique').on(
      table.organizationId,
      sql`lower(${table.name})`,
      sql`lower(${table.branch})`,
    ),
  ],
);

export const designations = pgTable(
  'designations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    designationNumber: integer('designation_number').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('designations_organization_number_unique').on(table.organizationId, table.designationNumber),
    uniqueIndex('designations_organization_name_unique').on(table.organizationId, sql`lower(${table.name})`),
  ],
);

export const shifts = pgTable(
  'shifts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    shiftNumber: integer('shift_number').notNull(),
    name: text('name').notNull(),
    // Wall-clock times in the organisation's zone; the end may be earlier than the start (overnight).
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('shifts_organization_number_unique').on(table.organizationId, table.shiftNumber),
    uniqueIndex('shifts_organization_name_unique').on(table.organizationId, sql`lower(${table.name})`),
  ],
);

// spec A §3 leave setting: the yearly number of leaves; TypeOfLeave is always 1 ('Full Day').
export const leaveSettings = pgTable(
  'leave_settings',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    leaveSettingNumber: integer('leave_setting_number').notNull(),
    year: integer('year').notNull(),
    numberOfLeaves: integer('number_of_leaves').notNull(),
    typeOfLeave: smallint('type_of_leave').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('leave_settings_organization_number_unique').on(table.organizationId, table.leaveSettingNumber),
    unique('leave_settings_organization_year_unique').on(table.organizationId, table.year),
  ],
);

// spec A §2 Default Columns: per entity (employee, project), which columns its list shows, under
// which name, and whether the column is editable.
export const defaultColumns = pgTable(
  'default_columns',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    entity: text('entity').notNull(),
    columnKey: text('column_key').notNull(),
    columnName: text('column_name').notNull(),
    isVisible: boolean('is_visible').notNull().default(true),
    isEditable: boolean('is_editable').notNull().default(false),
    position: integer('position').notNull(),
  },
  (table) => [
    unique('default_columns_organization_entity_key_unique').on(
      table.organizationId,
      table.entity,
      table.columnKey,
    ),
  ],
);
