import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { organizations } from './organizations';

// spec A §3 File: an employee's documents. The bytes live in file storage under a generated key; the
// original name is kept only for display and downloads. Soft-deleting the employee keeps them.
export const employeeDocuments = pgTable(
  'employee_documents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    storageKey: text('storage_key').notNull().unique(),
    // Sanitised, at most 200 characters.
    originalName: text('original_name').notNull(),
    // From the content (magic bytes), not from the uploaded name.
    extension: text('extension').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    uploadedBy: uuid('uploaded_by').references(() => employees.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('employee_documents_employee_idx').on(table.organizationId, table.employeeId, table.uploadedAt),
  ],
);
