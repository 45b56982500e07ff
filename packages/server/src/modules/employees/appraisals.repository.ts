import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appraisals, employees } from '../../db/schema/index';

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

// Every employee's appraisals made over a period (both days included), with the employee's name, in
// date order.
export const findAppraisalsInRange = (
  db: Database,
  organizationId: string,
  range: { from: string; to: string },
) =>
  db
    .select({ ...appraisalColumns, employeeName: employees.name })
    .from(appraisals)
    .innerJoin(
      employees,
      and(eq(employees.organizationId, appraisals.organizationId), eq(employees.id, appraisals.employeeId)),
    )
    .where(
      and(
        eq(appraisals.organizationId, organizationId),
        gte(appraisals.appraisalDate, range.from),
        lte(appraisals.appraisalDate, range.to),
      ),
    )
    .orderBy(asc(appraisals.appraisalDate), asc(employees.name));

// The date of the organisation's latest appraisal, or null when none is on record.
export const findLatestAppraisalDate = async (db: Database, organizationId: string) => {
  const [row] = await db
    .select({ appraisalDate: appraisals.appraisalDate })
    .from(appraisals)
    .where(eq(appraisals.organizationId, organizationId))
    .orderBy(desc(appraisals.appraisalDate))
    .limit(1);
  return row?.appraisalDate ?? null;
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
