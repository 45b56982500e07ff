import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employeeDocuments, employees } from '../../db/schema/index';

export type DocumentRow = typeof employeeDocuments.$inferSelect;
export type NewDocumentRow = typeof employeeDocuments.$inferInsert;

export const findDocuments = (db: Database, organizationId: string, employeeId: string) =>
  db
    .select()
    .from(employeeDocuments)
    .where(
      and(eq(employeeDocuments.organizationId, organizationId), eq(employeeDocuments.employeeId, employeeId)),
    )
    .orderBy(desc(employeeDocuments.uploadedAt), employeeDocuments.originalName);

export const findDocument = async (
  db: Database,
  organizationId: string,
  employeeId: string,
  documentId: string,
) => {
  const [row] = await db
    .select()
    .from(employeeDocuments)
    .where(
      and(
        eq(employeeDocuments.organizationId, organizationId),
        eq(employeeDocuments.employeeId, employeeId),
        eq(employeeDocuments.id, documentId),
      ),
    );
  return row;
};

// One statement for the whole upload: every row or none.
export const insertDocuments = (db: Database, rows: NewDocumentRow[]) =>
  db.insert(employeeDocuments).values(rows).returning();

export const deleteDocument = async (
  db: Database,
  organizationId: string,
  employeeId: string,
  documentId: string,
) => {
  const [row] = await db
    .delete(employeeDocuments)
    .where(
      and(
        eq(employeeDocuments.organizationId, organizationId),
        eq(employeeDocuments.employeeId, employeeId),
        eq(employeeDocuments.id, documentId),
      ),
    )
    .returning({ storageKey: employeeDocuments.storageKey });
  return row;
};

const currentEmployee = (organizationId: string, employeeId: string) =>
  and(
    eq(employees.organizationId, organizationId),
    eq(employees.id, employeeId),
    isNull(employees.deletedAt),
  );

// undefined: no such employee in the organisation; { photoStorageKey: null }: no photo.
export const findPhotoKey = async (db: Database, organizationId: string, employeeId: string) => {
  const [row] = await db
    .select({ photoStorageKey: employees.photoStorageKey })
    .from(employees)
    .where(currentEmployee(organizationId, employeeId));
  return row;
};

// Swaps the photo key under a row lock, so two uploads at once cannot both keep the old key and leave
// one new file without an owner. Returns the replaced key (to delete after commit), or undefined when
// the employee does not exist.
export const replacePhotoKey = (
  db: Database,
  organizationId: string,
  employeeId: string,
  photoStorageKey: string | null,
) =>
  db.transaction(async (tx) => {
    const [current] = await tx
      .select({ photoStorageKey: employees.photoStorageKey })
      .from(employees)
      .where(currentEmployee(organizationId, employeeId))
      .for('update');
    if (!current) return undefined;
    await tx.update(employees).set({ photoStorageKey }).where(currentEmployee(organizationId, employeeId));
    return { replacedKey: current.photoStorageKey };
  });
