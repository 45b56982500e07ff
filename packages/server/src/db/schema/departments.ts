import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    // The organisation's own running number (spec A §9: shown padded to 3 digits, next = last + 1).
    departmentNumber: integer('department_number').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('departments_organization_number_unique').on(table.organizationId, table.departmentNumber),
    uniqueIndex('departments_organization_name_unique').on(table.organizationId, sql`lower(${table.name})`),
  ],
);
