import type { ReportFileFormat } from '@pulse/shared/contracts/activity';
import type { MailedSchedule, ReportSchedule } from '@pulse/shared/domain/report-schedule';
import { and, asc, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import { employees, projects, savedReports } from '../../db/schema/index';

export type SavedReportValues = {
  name: string;
  employeeId: string | null;
  projectId: string | null;
  format: ReportFileFormat;
  schedule: ReportSchedule;
  recipientIds: string[];
  lastSentPeriodStart: string | null;
};

// The employee a report is filtered to, beside the owner (both are employees rows).
const filteredEmployee = alias(employees, 'filtered_employee');

const savedReportColumns = {
  id: savedReports.id,
  ownerId: savedReports.ownerId,
  name: savedReports.name,
  employeeId: savedReports.employeeId,
  employeeName: filteredEmployee.name,
  employeeCode: filteredEmployee.employeeCode,
  projectId: savedReports.projectId,
  projectName: projects.name,
  format: savedReports.format,
  schedule: savedReports.schedule,
  recipientIds: savedReports.recipientIds,
  lastSentPeriodStart: savedReports.lastSentPeriodStart,
  createdAt: savedReports.createdAt,
  updatedAt: savedReports.updatedAt,
};

const selectSavedReports = (db: Database | Transaction) =>
  db
    .select(savedReportColumns)
    .from(savedReports)
    .leftJoin(
      filteredEmployee,
      and(
        eq(filteredEmployee.organizationId, savedReports.organizationId),
        eq(filteredEmployee.id, savedReports.employeeId),
      ),
    )
    .leftJoin(
      projects,
      and(eq(projects.organizationId, savedReports.organizationId), eq(projects.id, savedReports.projectId)),
    );

// The owner's saved reports by name, or one of them.
export const findOwnSavedReports = (
  db: Database | Transaction,
  organizationId: string,
  ownerId: string,
  savedReportId?: string,
) =>
  selectSavedReports(db)
    .where(
      and(
        eq(savedReports.organizationId, organizationId),
        eq(savedReports.ownerId, ownerId),
        savedReportId ? eq(savedReports.id, savedReportId) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${savedReports.name})`), asc(savedReports.id));
export type SavedReportRow = Awaited<ReturnType<typeof findOwnSavedReports>>[number];

export const countOwnSavedReports = async (db: Database, organizationId: string, ownerId: string) => {
  const [row] = await db
    .select({ saved: count() })
    .from(savedReports)
    .where(and(eq(savedReports.organizationId, organizationId), eq(savedReports.ownerId, ownerId)));
  return row?.saved ?? 0;
};

export const insertSavedReport = async (
  tx: Transaction,
  saved: SavedReportValues & { organizationId: string; ownerId: string; now: Date },
) => {
  const { now, ...values } = saved;
  const [row] = await tx
    .insert(savedReports)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: savedReports.id });
  return row;
};

export const updateSavedReport = async (
  tx: Transaction,
  owner: { organizationId: string; ownerId: string },
  savedReportId: string,
  values: SavedReportValues & { now: Date },
) => {
  const { now, ...changed } = values;
  const [row] = await tx
    .update(savedReports)
    .set({ ...changed, updatedAt: now })
    .where(
      and(
        eq(savedReports.organizationId, owner.organizationId),
        eq(savedReports.ownerId, owner.ownerId),
        eq(savedReports.id, savedReportId),
      ),
    )
    .returning({ id: savedReports.id });
  return row;
};

export const deleteSavedReport = async (
  tx: Transaction,
  owner: { organizationId: string; ownerId: string },
  savedReportId: string,
) => {
  const [row] = await tx
    .delete(savedReports)
    .where(
      and(
        eq(savedReports.organizationId, owner.organizationId),
        eq(savedReports.ownerId, owner.ownerId),
        eq(savedReports.id, savedReportId),
      ),
    )
    .returning({ id: savedReports.id, name: savedReports.name, employeeId: savedReports.employeeId });
  return row;
};

// Employees of the organisation by id, with what a recipient needs: whether they are active (neither
// inactive, relieved nor deleted) and where their mail goes.
export const findPeople = (
  db: Database | Transaction,
  organizationId: string,
  employeeIds: readonly string[],
) =>
  employeeIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: employees.id,
          name: employees.name,
          employeeCode: employees.employeeCode,
          officialEmail: employees.officialEmail,
          roleId: employees.roleId,
          isActive: sql<boolean>`${employees.isActive} and not ${employees.isRelieved} and ${employees.deletedAt} is null`,
        })
        .from(employees)
        .where(and(eq(employees.organizationId, organizationId), inArray(employees.id, [...employeeIds])));
export type PersonRow = Awaited<ReturnType<typeof findPeople>>[number];

// ---- The schedule job ------------------------------------------------------------------------------------

// The organisation's mailed reports that owe the period due today, per schedule (a first day each).
export const findOwedReports = (
  db: Database,
  organizationId: string,
  dueStarts: Record<MailedSchedule, string>,
) => {
  const owes = (schedule: MailedSchedule) =>
    and(
      eq(savedReports.schedule, schedule),
      or(isNull(savedReports.lastSentPeriodStart), lt(savedReports.lastSentPeriodStart, dueStarts[schedule])),
    );
  return selectSavedReports(db)
    .where(and(eq(savedReports.organizationId, organizationId), or(owes('weekly'), owes('monthly'))))
    .orderBy(asc(savedReports.createdAt), asc(savedReports.id));
};

// Claims a period for one report: one conditional update, so of two instances (or two runs) that
// reach it at once exactly one gets the row back and sends; the other's condition no longer holds
// once the first commits. The row must also be as read (its schedule and last change), so a report
// edited meanwhile is sent by the next run, with its new filters.
export const claimPeriod = async (
  tx: Transaction,
  organizationId: string,
  read: { id: string; schedule: MailedSchedule; updatedAt: Date },
  periodStart: string,
) => {
  const [row] = await tx
    .update(savedReports)
    .set({ lastSentPeriodStart: periodStart })
    .where(
      and(
        eq(savedReports.organizationId, organizationId),
        eq(savedReports.id, read.id),
        eq(savedReports.schedule, read.schedule),
        eq(savedReports.updatedAt, read.updatedAt),
        or(isNull(savedReports.lastSentPeriodStart), lt(savedReports.lastSentPeriodStart, periodStart)),
      ),
    )
    .returning({ id: savedReports.id });
  return row !== undefined;
};
