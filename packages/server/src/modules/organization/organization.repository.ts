import { COLUMN_ENTITIES, STARTING_COLUMNS } from '@pulse/shared/domain/default-columns';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { defaultColumns, departments, employees, organizations } from '../../db/schema/index';
import { organizationContextColumns } from '../../lib/organization-context';

// Among employees not deleted, as the unique index: a deleted employee's e-mail is free again.
export const isOfficialEmailTaken = async (db: Database, email: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.officialEmail, email.toLowerCase()), isNull(employees.deletedAt)));
  return row !== undefined;
};

export const insertOrganization = async (db: Database, values: typeof organizations.$inferInsert) => {
  const [row] = await db.insert(organizations).values(values).returning();
  if (!row) throw new Error('organization insert returned nothing');
  return row;
};

export const insertDepartments = (db: Database, values: (typeof departments.$inferInsert)[]) =>
  db.insert(departments).values(values).returning();

export const insertEmployees = (db: Database, values: (typeof employees.$inferInsert)[]) =>
  db
    .insert(employees)
    .values(values)
    .returning({ id: employees.id, organizationId: employees.organizationId });

export const insertStartingColumns = async (db: Database, organizationId: string) => {
  await db
    .insert(defaultColumns)
    .values(
      COLUMN_ENTITIES.flatMap((entity) =>
        STARTING_COLUMNS[entity].map((column, position) => ({ organizationId, entity, position, ...column })),
      ),
    );
};

// Maintenance jobs run for every organisation still in use; a deactivated one is left alone.
export const findActiveOrganizationContexts = (db: Database) =>
  db.select(organizationContextColumns).from(organizations).where(eq(organizations.isActive, true));
