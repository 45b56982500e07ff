import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appraisals } from '../../db/schema/index';

const appraisalColumns = {
  id: appraisals.id,
  employeeId: appraisals.employeeId,
  currentDesignation: appraisals.currentDesignation,
  newDesignation: appraisals.newDesignation,
  currentSalary: appraisals.currentSalary,
  newSalary: appraisals.newSalary,
  appraisalDate: appraisals.appraisalDate,
};

export const findAppraisals = (db: Database, organizationId: string, employeeId: string) =>
  db
    .select(appraisalColumns)
    .from(appraisals)
    .where(and(eq(appraisals.organizationId, organizationId), eq(appraisals.employeeId, employeeId)))
    .orderBy(asc(appraisals.appraisalDate));

export const insertAppraisal = async (db: Database, values: typeof appraisals.$inferInsert) => {
  const [row] = await db.insert(appraisals).values(values).returning(appraisalColumns);
  if (!row) throw new Error('appraisal insert returned nothing');
  return row;
};

export const updateAppraisal = async (
  db: Database,
  organizationId: string,
  appraisalId: string,
  values: Partial<typeof appraisals.$inferInsert>,
) => {
  const [row] = await db
    .update(appraisals)
    .set(values)
    .where(and(eq(appraisals.organizationId, organizationId), eq(appraisals.id, appraisalId)))
    .returning(appraisalColumns);
  return row;
};

export const deleteAppraisal = async (db: Database, organizationId: string, appraisalId: string) => {
  await db
    .delete(appraisals)
    .where(and(eq(appraisals.organizationId, organizationId), eq(appraisals.id, appraisalId)));
};

// Each employee's latest appraisal on or before a day (the newest date; the later row on a tie).
export const findLatestAppraisals = (db: Database, organizationId: string, onOrBefore: string) =>
  db
    .selectDistinctOn([appraisals.employeeId], {
      employeeId: appraisals.employeeId,
      newDesignation: appraisals.newDesignation,
      newSalary: appraisals.newSalary,
    })
    .from(appraisals)
    .where(and(eq(appraisals.organizationId, organizationId), lte(appraisals.appraisalDate, onOrBefore)))
    .orderBy(appraisals.employeeId, desc(appraisals.appraisalDate), desc(appraisals.createdAt));
