import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { organizations } from './organizations';

// Company policy documents (spec B §3 Company policy). Replacing a policy's file adds a version; the
// list shows the latest. Files live in storage under server-made keys.
export const policies = pgTable(
  'policies',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    // spec B §3 PolicyFileName: the name the list shows.
    name: text('name').notNull(),
    // Employees must read and acknowledge each version of such a policy.
    requiresAcknowledgement: boolean('requires_acknowledgement').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('policies_name_unique').on(table.organizationId, sql`lower(${table.name})`)],
);

export const policyVersions = pgTable(
  'policy_versions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedById: uuid('uploaded_by_id').references(() => employees.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    // The document's text (PDF and DOCX; null for images), split into policy_passages for search.
    extractedText: text('extracted_text'),
  },
  (table) => [
    unique('policy_versions_policy_version_unique').on(table.policyId, table.version),
    index('policy_versions_organization_idx').on(table.organizationId, table.policyId),
  ],
);

// An employee's acknowledgement of one version: a new version asks again.
export const policyAcknowledgements = pgTable(
  'policy_acknowledgements',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    policyVersionId: uuid('policy_version_id')
      .notNull()
      .references(() => policyVersions.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.policyVersionId, table.employeeId] }),
    index('policy_acknowledgements_employee_idx').on(table.organizationId, table.employeeId),
  ],
);

// A version's text cut at its headings, so the HR assistant quotes the section that answers a
// question rather than the whole document. Written with the version; the index is the search's own
// expression, so full-text search reads it.
export const policyPassages = pgTable(
  'policy_passages',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    policyVersionId: uuid('policy_version_id')
      .notNull()
      .references(() => policyVersions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // The heading the passage sits under ('' for text before the first heading).
    heading: text('heading').notNull(),
    text: text('text').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.policyVersionId, table.position] }),
    index('policy_passages_text_search_idx').using(
      'gin',
      sql`to_tsvector('english', ${table.heading} || ' ' || ${table.text})`,
    ),
    index('policy_passages_organization_idx').on(table.organizationId),
  ],
);
