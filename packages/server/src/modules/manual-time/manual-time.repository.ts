import type { ManualTimeScope } from '@pulse/shared/contracts/manual-time';
import type { ManualTimeStatus } from '@pulse/shared/domain/manual-time-rules';
import { ROLE } from '@pulse/shared/domain/roles';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { employees, manualTimeRequests, projectMembers, projects, todos } from '../../db/schema/index';

// Every query takes the organisation first and filters on it: ids from the path or the body never
// reach another organisation's rows.

const isCurrentEmployee = and(eq(employees.isActive, true), isNull(employees.deletedAt));
const notifiedColumns = { id: employees.id, name: employees.name, officialEmail: employees.officialEmail };

// ---- People ---------------------------------------------------------------------------------------------

export const findEmployee = async (db: Database, organizationId: string, employeeId: string) => {
  const [row] = await db
    .select(notifiedColumns)
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)));
  return row;
};

// Who decides a request (spec A §1: managers approve or deny): the current managers of its project and
// the organisation's administrators, active ones only.
export const findDeciders = (db: Database, organizationId: string, projectId: string | null) =>
  db
    .select({
      ...notifiedColumns,
      isManager:
        projectId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projectId}
              and ${projectMembers.employeeId} = ${employees.id} and ${projectMembers.isManager})`,
    })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        isCurrentEmployee,
        projectId === null
          ? eq(employees.roleId, ROLE.admin)
          : sql`(${employees.roleId} = ${ROLE.admin} or exists (select 1 from ${projectMembers}
              where ${projectMembers.projectId} = ${projectId}
              and ${projectMembers.employeeId} = ${employees.id} and ${projectMembers.isManager}))`,
      ),
    );

export const managesAnyProject = async (db: Database, organizationId: string, employeeId: string) => {
  const [row] = await db
    .select({ projectId: projectMembers.projectId })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.organizationId, organizationId),
        eq(projectMembers.employeeId, employeeId),
        eq(projectMembers.isManager, true),
      ),
    )
    .limit(1);
  return row !== undefined;
};

// ---- Requests -------------------------------------------------------------------------------------------

const decider = alias(employees, 'decider');

const requestColumns = {
  id: manualTimeRequests.id,
  employeeId: manualTimeRequests.employeeId,
  employeeName: employees.name,
  employeeCode: employees.employeeCode,
  workDate: manualTimeRequests.workDate,
  startedAt: manualTimeRequests.startedAt,
  endedAt: manualTimeRequests.endedAt,
  projectId: manualTimeRequests.projectId,
  projectName: projects.name,
  todoId: manualTimeRequests.todoId,
  todoName: todos.name,
  isProductive: manualTimeRequests.isProductive,
  reason: manualTimeRequests.reason,
  status: manualTimeRequests.status,
  decidedById: manualTimeRequests.decidedById,
  decidedByName: decider.name,
  decidedByCode: decider.employeeCode,
  decidedAt: manualTimeRequests.decidedAt,
  decisionNote: manualTimeRequests.decisionNote,
  createdAt: manualTimeRequests.createdAt,
  // The project's managers as they are now: who may decide it while it is pending.
  managerIds: sql<string[]>`coalesce((select json_agg(${projectMembers.employeeId}) from ${projectMembers}
    where ${projectMembers.projectId} = ${manualTimeRequests.projectId} and ${projectMembers.isManager}),
    '[]'::json)`,
};

const requestsWithNames = (db: Database) =>
  db
    .select(requestColumns)
    .from(manualTimeRequests)
    .innerJoin(employees, eq(employees.id, manualTimeRequests.employeeId))
    .leftJoin(projects, eq(projects.id, manualTimeRequests.projectId))
    .leftJoin(todos, eq(todos.id, manualTimeRequests.todoId))
    .leftJoin(decider, eq(decider.id, manualTimeRequests.decidedById));

export type ManualTimeRow = NonNullable<Awaited<ReturnType<typeof findRequestRow>>>;

export const findRequestRow = async (db: Database, organizationId: string, requestId: string) => {
  const [row] = await requestsWithNames(db).where(
    and(eq(manualTimeRequests.organizationId, organizationId), eq(manualTimeRequests.id, requestId)),
  );
  return row;
};

// Locks the request for the rest of the transaction: two decisions on one request take turns, and the
// second finds it decided.
export const lockRequest = async (db: Database, organizationId: string, requestId: string) => {
  const [row] = await db
    .select({ id: manualTimeRequests.id })
    .from(manualTimeRequests)
    .where(and(eq(manualTimeRequests.organizationId, organizationId), eq(manualTimeRequests.id, requestId)))
    .for('update');
  if (!row) return undefined;
  return findRequestRow(db, organizationId, requestId);
};

// What a page lists: the caller's own requests, or the others' they may decide (an administrator:
// everyone's; a manager: those on the projects they manage).
export type RequestListFilter =
  | { scope: Extract<ManualTimeScope, 'mine'>; status: ManualTimeStatus; employeeId: string }
  | {
      scope: Extract<ManualTimeScope, 'to-decide'>;
      status: ManualTimeStatus;
      deciderId: string;
      isAdmin: boolean;
    };

const listConditions = (organizationId: string, filter: RequestListFilter): SQL | undefined => {
  const common = [
    eq(manualTimeRequests.organizationId, organizationId),
    eq(manualTimeRequests.status, filter.status),
  ];
  if (filter.scope === 'mine') return and(...common, eq(manualTimeRequests.employeeId, filter.employeeId));
  return and(
    ...common,
    ne(manualTimeRequests.employeeId, filter.deciderId),
    filter.isAdmin
      ? undefined
      : sql`exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${manualTimeRequests.projectId}
          and ${projectMembers.employeeId} = ${filter.deciderId} and ${projectMembers.isManager})`,
  );
};

// How many requests a list holds (its pages' total).
export const countRequests = async (db: Database, organizationId: string, filter: RequestListFilter) => {
  const [total] = await db
    .select({ value: count() })
    .from(manualTimeRequests)
    .where(listConditions(organizationId, filter));
  return total?.value ?? 0;
};

export const findRequestPage = async (
  db: Database,
  organizationId: string,
  filter: RequestListFilter,
  page: { limit: number; offset: number },
) => {
  const where = listConditions(organizationId, filter);
  const [rows, total] = await Promise.all([
    requestsWithNames(db)
      .where(where)
      // Pending: the oldest first, as it has waited longest; decided ones: the latest first.
      .orderBy(
        filter.status === 'pending' ? asc(manualTimeRequests.startedAt) : desc(manualTimeRequests.startedAt),
        asc(manualTimeRequests.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    countRequests(db, organizationId, filter),
  ]);
  return { rows, total };
};

// The employee's pending or approved request sharing a moment with the span, if any.
export const findOverlappingRequest = async (
  db: Database,
  organizationId: string,
  employeeId: string,
  span: { startedAt: Date; endedAt: Date },
) => {
  const [row] = await db
    .select({
      startedAt: manualTimeRequests.startedAt,
      endedAt: manualTimeRequests.endedAt,
      status: manualTimeRequests.status,
    })
    .from(manualTimeRequests)
    .where(
      and(
        eq(manualTimeRequests.organizationId, organizationId),
        eq(manualTimeRequests.employeeId, employeeId),
        inArray(manualTimeRequests.status, ['pending', 'approved']),
        sql`${manualTimeRequests.startedAt} < ${span.endedAt.toISOString()}::timestamptz`,
        sql`${manualTimeRequests.endedAt} > ${span.startedAt.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(manualTimeRequests.startedAt))
    .limit(1);
  return row;
};

export const insertRequest = async (db: Database, values: typeof manualTimeRequests.$inferInsert) => {
  const [row] = await db.insert(manualTimeRequests).values(values).returning({ id: manualTimeRequests.id });
  if (!row) throw new Error('manual-time insert returned nothing');
  return row.id;
};

// Only a pending request is decided; false when someone decided (or the employee deleted) it first.
export const decideRequest = async (
  db: Database,
  organizationId: string,
  requestId: string,
  decision: { status: 'approved' | 'denied'; decidedById: string; decidedAt: Date; note: string },
) => {
  const rows = await db
    .update(manualTimeRequests)
    .set({
      status: decision.status,
      decidedById: decision.decidedById,
      decidedAt: decision.decidedAt,
      decisionNote: decision.note || null,
    })
    .where(
      and(
        eq(manualTimeRequests.organizationId, organizationId),
        eq(manualTimeRequests.id, requestId),
        eq(manualTimeRequests.status, 'pending'),
      ),
    )
    .returning({ id: manualTimeRequests.id });
  return rows.length > 0;
};

export const deletePendingRequest = async (db: Database, organizationId: string, requestId: string) => {
  const rows = await db
    .delete(manualTimeRequests)
    .where(
      and(
        eq(manualTimeRequests.organizationId, organizationId),
        eq(manualTimeRequests.id, requestId),
        eq(manualTimeRequests.status, 'pending'),
      ),
    )
    .returning({ id: manualTimeRequests.id });
  return rows.length > 0;
};

// Approved time of a range of days (the organisation's calendar days), for the activity pages:
// optionally of some employees and of one project; deleted employees are left out as the reports
// leave them out.
export const findApprovedEntries = (
  db: Database,
  organizationId: string,
  filter: { fromDate: string; toDate: string; employeeIds?: readonly string[]; projectId?: string },
) =>
  db
    .select({
      id: manualTimeRequests.id,
      employeeId: manualTimeRequests.employeeId,
      employeeCode: employees.employeeCode,
      employeeName: employees.name,
      workDate: manualTimeRequests.workDate,
      startedAt: manualTimeRequests.startedAt,
      endedAt: manualTimeRequests.endedAt,
      projectId: manualTimeRequests.projectId,
      projectName: projects.name,
      todoId: manualTimeRequests.todoId,
      todoName: todos.name,
      isProductive: manualTimeRequests.isProductive,
      reason: manualTimeRequests.reason,
    })
    .from(manualTimeRequests)
    .innerJoin(employees, eq(employees.id, manualTimeRequests.employeeId))
    .leftJoin(projects, eq(projects.id, manualTimeRequests.projectId))
    .leftJoin(todos, eq(todos.id, manualTimeRequests.todoId))
    .where(
      and(
        eq(manualTimeRequests.organizationId, organizationId),
        eq(manualTimeRequests.status, 'approved'),
        gte(manualTimeRequests.workDate, filter.fromDate),
        lte(manualTimeRequests.workDate, filter.toDate),
        isNull(employees.deletedAt),
        // One array parameter, not a list of a thousand (the timesheet approvals ask for everyone's week):
        // building and binding such a list cost more than the statement.
        filter.employeeIds
          ? sql`${manualTimeRequests.employeeId} = any(${sql.param(filter.employeeIds)}::uuid[])`
          : undefined,
        filter.projectId ? eq(manualTimeRequests.projectId, filter.projectId) : undefined,
      ),
    )
    .orderBy(asc(manualTimeRequests.startedAt));
