import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { defaultColumns, organizations } from '../../db/schema/index';

// Every query takes the organisation first and filters on it: ids from the path never reach
// another organisation's rows.

// Organisation settings
export const findOrganizationSettings = async (db: Database, organizationId: string) => {
  const [row] = await db
    .select({
      isShiftsEnabled: organizations.isShiftsEnabled,
      isLogOffIncludedInIdle: organizations.isLogOffIncludedInIdle,
      isLeaveTypeShared: organizations.isLeaveTypeShared,
      currency: organizations.currency,
      timeZone: organizations.timeZone,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
};

export const updateOrganizationSettingsRow = async (
  db: Database,
  organizationId: string,
  flags: Partial<
    Pick<
      typeof organizations.$inferInsert,
      'isShiftsEnabled' | 'isLogOffIncludedInIdle' | 'isLeaveTypeShared' | 'currency'
    >
  >,
) => {
  await db.update(organizations).set(flags).where(eq(organizations.id, organizationId));
};

// Default columns
export const findDefaultColumns = (db: Database, organizationId: string, entity: string) =>
  db
    .select()
    .from(defaultColumns)
    .where(and(eq(defaultColumns.organizationId, organizationId), eq(defaultColumns.entity, entity)))
    .orderBy(asc(defaultColumns.position));

export const replaceDefaultColumns = async (
  db: Database,
  organizationId: string,
  entity: string,
  columns: (typeof defaultColumns.$inferInsert)[],
) => {
  await db
    .delete(defaultColumns)
    .where(and(eq(defaultColumns.organizationId, organizationId), eq(defaultColumns.entity, entity)));
  await db.insert(defaultColumns).values(columns);
};
