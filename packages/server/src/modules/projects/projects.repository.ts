import { ROLE } from '@pulse/shared/domain/roles';
import { and, asc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { insertRowsSql } from '../../db/bulk-insert';
import type { Database } from '../../db/client';
import {
  employees,
  projectBudgetAlerts,
  projectMemberRates,
  projectMembers,
  projects,
  projectTime,
} from '../../db/schema/index';

// Every query takes the organisation first and filters on it: ids from the path, the query or a
// tracker batch never reach another organisation's rows.

type Executor = Database;

const isCurrentEmployee = and(eq(employees.isActive, true), isNull(employees.deletedAt));

// ---- Projects -------------------------------------------------------------------------------------------

export type ProjectRow = typeof projects.$inferSelect;

// An employee sees the projects whose team they are in (spec B §6), and what belongs to them.
export const isOnProjectTeam = (projectId: AnyPgColumn, memberId: string) =>
  sql`exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projectId}
    and ${projectMembers.employeeId} = ${memberId})`;

const visibleProjects = (organizationId: string, filter: { status?: number; memberId?: string }) => {
  const conditions: SQL[] = [eq(projects.organizationId, organizationId)];
  if (filter.status !== undefined) conditions.push(eq(projects.status, filter.status));
  if (filter.memberId) conditions.push(isOnProjectTeam(projects.id, filter.memberId));
  return and(...conditions);
};

export const findProjectPage = (
  db: Executor,
  organizationId: string,
  filter: { status?: number; memberId?: string; limit: number; offset: number },
) =>
  db
    .select({
      project: projects,
      teamSize: sql<number>`(select count(*)::int from ${projectMembers}
        where ${projectMembers.projectId} = ${projects.id})`,
    })
    .from(projects)
    .where(visibleProjects(organizationId, filter))
    .orderBy(sql`lower(${projects.name})`, asc(projects.id))
    .limit(filter.limit)
    .offset(filter.offset);

export const countProjects = async (
  db: Executor,
  organizationId: string,
  filter: { status?: number; memberId?: string },
) => {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(projects)
    .where(visibleProjects(organizationId, filter));
  return row?.total ?? 0;
};

export const findProjectChoices = (db: Executor, organizationId: string, memberId?: string) =>
  db
    .select({ id: projects.id, name: projects.name, status: projects.status })
    .from(projects)
    .where(visibleProjects(organizationId, { memberId }))
    .orderBy(sql`lower(${projects.name})`, asc(projects.id));

export const findProject = async (db: Executor, organizationId: string, projectId: string) => {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.id, projectId)));
  return row;
};

// Consumed work and cost per project (spec B §3 consumedWork, consumedBudget), for the given ids only:
// the list aggregates its page, not the organisation.
export const sumProjectTime = (db: Executor, organizationId: string, projectIds: string[]) =>
  projectIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          projectId: projectTime.projectId,
          workedSeconds: sql<number>`coalesce(sum(${projectTime.workedSeconds}), 0)::bigint`.mapWith(Number),
          cost: sql<number>`coalesce(sum(${projectTime.workedSeconds} * ${projectTime.hourlyRate}), 0) / 3600`.mapWith(
            Number,
          ),
        })
        .from(projectTime)
        .where(
          and(eq(projectTime.organizationId, organizationId), inArray(projectTime.projectId, projectIds)),
        )
        .groupBy(projectTime.projectId);

export const insertProject = async (db: Executor, values: typeof projects.$inferInsert) => {
  const [row] = await db.insert(projects).values(values).returning({ id: projects.id });
  if (!row) throw new Error('project insert returned nothing');
  return row.id;
};

export const updateProject = async (
  db: Executor,
  organizationId: string,
  projectId: string,
  values: Partial<typeof projects.$inferInsert>,
) => {
  const rows = await db
    .update(projects)
    .set(values)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.id, projectId)))
    .returning({ id: projects.id });
  return rows.length > 0;
};

// Locks the project for the rest of the transaction, so two saves of one team take turns.
export const lockProject = async (db: Executor, organizationId: string, projectId: string) => {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.id, projectId)))
    .for('update');
  return row;
};

// ---- Team -----------------------------------------------------------------------------------------------

export const findTeam = (db: Executor, organizationId: string, projectId: string) =>
  db
    .select({
      employeeId: projectMembers.employeeId,
      employeeCode: employees.employeeCode,
      name: employees.name,
      isManager: projectMembers.isManager,
      hourlyRate: projectMembers.hourlyRate,
      workedSeconds: sql<number>`coalesce((select sum(${projectTime.workedSeconds})
        from ${projectTime} where ${projectTime.organizationId} = ${organizationId}
        and ${projectTime.projectId} = ${projectId}
        and ${projectTime.employeeId} = ${projectMembers.employeeId}), 0)::bigint`.mapWith(Number),
    })
    .from(projectMembers)
    .innerJoin(employees, eq(employees.id, projectMembers.employeeId))
    .where(and(eq(projectMembers.organizationId, organizationId), eq(projectMembers.projectId, projectId)))
    .orderBy(sql`${projectMembers.isManager} desc`, sql`lower(${employees.name})`);

// Who is on a project's team: they see the project and its to-dos.
export const findTeamMemberIds = async (db: Executor, organizationId: string, projectId: string) => {
  const rows = await db
    .select({ employeeId: projectMembers.employeeId })
    .from(projectMembers)
    .where(and(eq(projectMembers.organizationId, organizationId), eq(projectMembers.projectId, projectId)));
  return rows.map((row) => row.employeeId);
};

// The organisation's active employees among the given ids (a team is chosen from them).
export const findActiveEmployeeIds = async (db: Executor, organizationId: string, employeeIds: string[]) => {
  if (employeeIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        inArray(employees.id, employeeIds),
        isCurrentEmployee,
      ),
    );
  return new Set(rows.map((row) => row.id));
};

export type TeamMemberValues = { employeeId: string; isManager: boolean; hourlyRate: number };

export const deleteTeamMembers = async (
  db: Executor,
  organizationId: string,
  projectId: string,
  employeeIds: string[],
) => {
  if (employeeIds.length === 0) return;
  await db
    .delete(projectMembers)
    .where(
      and(
        eq(projectMembers.organizationId, organizationId),
        eq(projectMembers.projectId, projectId),
        inArray(projectMembers.employeeId, employeeIds),
      ),
    );
};

export const upsertTeamMembers = async (
  db: Executor,
  organizationId: string,
  projectId: string,
  members: TeamMemberValues[],
) => {
  if (members.length === 0) return;
  await db
    .insert(projectMembers)
    .values(members.map((member) => ({ organizationId, projectId, ...member })))
    .onConflictDoUpdate({
      target: [projectMembers.projectId, projectMembers.employeeId],
      set: { isManager: sql`excluded.is_manager`, hourlyRate: sql`excluded.hourly_rate` },
    });
};

export const insertRates = async (
  db: Executor,
  organizationId: string,
  projectId: string,
  rates: { employeeId: string; hourlyRate: number; effectiveFrom: Date }[],
) => {
  if (rates.length === 0) return;
  await db.insert(projectMemberRates).values(rates.map((rate) => ({ organizationId, projectId, ...rate })));
};

// Every rate the given employees have had on the given projects, oldest first.
export const findRateHistory = (
  db: Executor,
  organizationId: string,
  projectIds: string[],
  employeeId: string,
) =>
  projectIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          projectId: projectMemberRates.projectId,
          hourlyRate: projectMemberRates.hourlyRate,
          effectiveFrom: projectMemberRates.effectiveFrom,
        })
        .from(projectMemberRates)
        .where(
          and(
            eq(projectMemberRates.organizationId, organizationId),
            inArray(projectMemberRates.projectId, projectIds),
            eq(projectMemberRates.employeeId, employeeId),
          ),
        )
        .orderBy(asc(projectMemberRates.effectiveFrom));

// The projects an employee is on (what a tracker may attribute time to).
export const findMemberProjects = (db: Executor, organizationId: string, employeeId: string) =>
  db
    .select({ id: projects.id, name: projects.name, status: projects.status })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(and(eq(projectMembers.organizationId, organizationId), eq(projectMembers.employeeId, employeeId)))
    .orderBy(sql`lower(${projects.name})`, asc(projects.id));

// Managers of a project and the organisation's administrators: who hears of a budget alert.
export const findBudgetAlertRecipients = (db: Executor, organizationId: string, projectId: string) =>
  db
    .select({ id: employees.id, name: employees.name, officialEmail: employees.officialEmail })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        isCurrentEmployee,
        sql`(${employees.roleId} = ${ROLE.admin} or exists (select 1 from ${projectMembers}
          where ${projectMembers.projectId} = ${projectId}
          and ${projectMembers.employeeId} = ${employees.id} and ${projectMembers.isManager}))`,
      ),
    );

// ---- Attributed time ------------------------------------------------------------------------------------

export const PROJECT_TIME_ROW_COLUMNS = [
  'projectId',
  'todoId',
  'slotStart',
  'trackedSeconds',
  'idleSeconds',
  'workedSeconds',
  'hourlyRate',
] as const;
export type ProjectTimeRow = Pick<typeof projectTime.$inferInsert, (typeof PROJECT_TIME_ROW_COLUMNS)[number]>;

// The tracker's rows only: an approved manual-time request's row is not the slot's to replace.
export const deleteProjectTime = async (
  db: Executor,
  scope: { organizationId: string; employeeId: string },
  range: { from: Date; to: Date },
) => {
  await db
    .delete(projectTime)
    .where(
      and(
        eq(projectTime.organizationId, scope.organizationId),
        eq(projectTime.employeeId, scope.employeeId),
        gte(projectTime.slotStart, range.from),
        lt(projectTime.slotStart, range.to),
        isNull(projectTime.manualTimeRequestId),
      ),
    );
};

// The one row an approved manual-time request adds (spec A §1 offline time).
export const insertManualProjectTime = async (
  db: Executor,
  scope: { organizationId: string; employeeId: string },
  row: ProjectTimeRow & { manualTimeRequestId: string },
) => {
  await db.insert(projectTime).values({
    organizationId: scope.organizationId,
    employeeId: scope.employeeId,
    ...row,
  });
};

export const insertProjectTime = async (
  db: Executor,
  scope: { organizationId: string; employeeId: string },
  rows: ProjectTimeRow[],
) => {
  if (rows.length === 0) return;
  // Only the owner's two columns: callers may pass a wider scope (the tracker's device owner).
  const owner = { organizationId: scope.organizationId, employeeId: scope.employeeId };
  await db.execute(insertRowsSql(projectTime, owner, PROJECT_TIME_ROW_COLUMNS, rows));
};

// Records a threshold as alerted; false when it had been alerted before (so it alerts once).
export const claimBudgetAlert = async (
  db: Executor,
  alert: {
    organizationId: string;
    projectId: string;
    measure: 'hours' | 'budget';
    threshold: number;
    at: Date;
  },
) => {
  const rows = await db
    .insert(projectBudgetAlerts)
    .values({
      organizationId: alert.organizationId,
      projectId: alert.projectId,
      measure: alert.measure,
      threshold: alert.threshold,
      alertedAt: alert.at,
    })
    .onConflictDoNothing()
    .returning({ projectId: projectBudgetAlerts.projectId });
  return rows.length > 0;
};

// The members of every project the person manages (spec B §3 project members' IsManager), the
// manager included: the people whose absences a manager's team calendar feed shows.
export const findManagedTeamIds = async (db: Executor, organizationId: string, managerId: string) => {
  const managed = db
    .select({ projectId: projectMembers.projectId })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.organizationId, organizationId),
        eq(projectMembers.employeeId, managerId),
        eq(projectMembers.isManager, true),
      ),
    );
  const rows = await db
    .selectDistinct({ employeeId: projectMembers.employeeId })
    .from(projectMembers)
    .where(
      and(eq(projectMembers.organizationId, organizationId), inArray(projectMembers.projectId, managed)),
    );
  return rows.map((row) => row.employeeId);
};
