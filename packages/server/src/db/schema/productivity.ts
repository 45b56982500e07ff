import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

// spec A §1 website and application usage categories. Each category carries a productivity level;
// rules match the raw application, title or domain kept on activity_intervals, so a rule change
// re-labels past days too. Levels: 'productive' | 'neutral' | 'unproductive'.
export const activityCategories = pgTable(
  'activity_categories',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    productivity: text('productivity').$type<'productive' | 'neutral' | 'unproductive'>().notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('activity_categories_name_unique').on(table.organizationId, sql`lower(${table.name})`),
  ],
);

// Kinds: 'app' (application name equals), 'title' (title contains), 'domain' (the URL's or title's
// domain, or a subdomain of it), 'regex' (a bounded regular expression over "app title url").
export const activityCategoryRules = pgTable(
  'activity_category_rules',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => activityCategories.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'app' | 'title' | 'domain' | 'regex'>().notNull(),
    pattern: text('pattern').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('activity_category_rules_category_idx').on(table.organizationId, table.categoryId),
    // One pattern of a kind belongs to one category: otherwise "most specific wins" would tie.
    uniqueIndex('activity_category_rules_pattern_unique').on(
      table.organizationId,
      table.kind,
      sql`lower(${table.pattern})`,
    ),
  ],
);
