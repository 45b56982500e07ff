import type { TimesheetChange } from '@pulse/shared/contracts/timesheets';
import { ROLE } from '@pulse/shared/domain/roles';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, rowsOf, type Transaction } from '../../db/client';
import { employees, projectMembers, timesheetLocks, timesheetWeeks } from '../../db/schema/index';

// Every query takes the organisation first and filters on it.

type Db = Database | Transaction;
const isCurrentEmployee = and(eq(employees.isActive, true), isNull(employees.deletedAt));
const personColumns = {
  id: employees.id,
  employeeCode: employees.employeeCode,
  name: employees.name,
  officialEmail: employees.officialEmail,
};

// ---- People -------------------------------------------------------------------------------------------

export const findPerson = async (db: Db, organizationId: string, employeeId: string) => {
  const [row] = await db
    .select(personColumns)
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.id, employeeId),
        isNull(employees.deletedAt),
      ),
    );
  return row;
};

export const findPeople = (db: Db, organizationId: string, employeeIds?: readonly string[]) =>
  db
    .select(personColumns)
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        isCurrentEmployee,
        employeeIds ? inArray(employees.id, [...employeeIds]) : undefined,
      ),
    )
    .orderBy(asc(employees.name), asc(employees.employeeCode));

// The projects a person manages (spec B §3 project members' IsManager).
export const findManagedProjectIds = async (db: Db, organizationId: string, employeeId: string) => {
  const rows = await db
    .select({ projectId: projectMembers.projectId })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.organizationId, organizationId),
        eq(projectMembers.employeeId, employeeId),
        eq(projectMembers.isManager, true),
      ),
    );
  return rows.map((row) => row.projectId);
};

// The members of the given projects: the people a manager sees the weeks of.
export const findMemberIds = async (db: Db, organizationId: string, projectIds: readonly string[]) => {
  if (projectIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ employeeId: projectMembers.employeeId })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.organizationId, organizationId),
        inArray(projectMembers.projectId, [...projectIds]),
      ),
    );
  return rows.map((row) => row.employeeId);
};

// Who decides a week: the administrators and the managers of the projects its time belongs to, active
// ones, never its own employee.
export const findApprovers = (
  db: Db,
  organizationId: string,
  employeeId: string,
  projectIds: readonly string[],
) =>
  db
    .select({
      id: employees.id,
      name: employees.name,
      officialEmail: employees.officialEmail,
      isAdmin: sql<boolean>`${employees.roleId} = ${ROLE.admin}`,
    })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        isCurrentEmployee,
        ne(employees.id, employeeId),
        projectIds.length === 0
          ? eq(employees.roleId, ROLE.admin)
          : sql`(${employees.roleId} = ${ROLE.admin} or exists (select 1 from ${projectMembers}
              where ${projectMembers.organizationId} = ${organizationId}
              and ${inArray(projectMembers.projectId, [...projectIds])}
              and ${projectMembers.employeeId} = ${employees.id} and ${projectMembers.isManager}))`,
      ),
    );

// ---- Weeks --------------------------------------------------------------------------------------------

const decider = alias(employees, 'decider');
const approver = alias(employees, 'approver');

const weekColumns = {
  employeeId: timesheetWeeks.employeeId,
  weekStart: timesheetWeeks.weekStart,
  weekEnd: timesheetWeeks.weekEnd,
  status: timesheetWeeks.status,
  submittedAt: timesheetWeeks.submittedAt,
  note: timesheetWeeks.note,
  decidedById: timesheetWeeks.decidedById,
  decidedByName: decider.name,
  decidedAt: timesheetWeeks.decidedAt,
  rejectionReason: timesheetWeeks.rejectionReason,
  approvedFigures: timesheetWeeks.approvedFigures,
  approvedById: timesheetWeeks.approvedById,
  approvedByName: approver.name,
  approvedAt: timesheetWeeks.approvedAt,
  pendingChanges: timesheetWeeks.pendingChanges,
};
export type WeekRow = Awaited<ReturnType<typeof findWeeks>>[number];

export const findWeeks = (
  db: Db,
  organizationId: string,
  filter: {
    employeeIds?: readonly string[];
    weekStart?: string;
    statuses?: readonly WeekStatus[];
    forUpdate?: boolean;
  },
) => {
  const query = db
    .select(weekColumns)
    .from(timesheetWeeks)
    .leftJoin(decider, eq(decider.id, timesheetWeeks.decidedById))
    .leftJoin(approver, eq(approver.id, timesheetWeeks.approvedById))
    .where(
      and(
        eq(timesheetWeeks.organizationId, organizationId),
        filter.employeeIds ? inArray(timesheetWeeks.employeeId, [...filter.employeeIds]) : undefined,
        filter.weekStart ? eq(timesheetWeeks.weekStart, filter.weekStart) : undefined,
        filter.statuses ? inArray(timesheetWeeks.status, [...filter.statuses]) : undefined,
      ),
    )
    .orderBy(asc(timesheetWeeks.weekStart), asc(timesheetWeeks.employeeId));
  return filter.forUpdate ? query.for('update', { of: timesheetWeeks }) : query;
};
type WeekStatus = (typeof timesheetWeeks.$inferSelect)['status'];

// The Approvals list's weeks: only what a line shows, with its current employee's code and name in the
// same statement, and of the approved figures only their total (a re-opened week's figures are a
// table of cells that the list never shows). Ordered as findWeeks orders them.
export const findListedWeeks = (
  db: Db,
  organizationId: string,
  filter: { employeeIds?: readonly string[]; weekStart?: string; statuses?: readonly WeekStatus[] },
) =>
  db
    .select({
      employeeId: timesheetWeeks.employeeId,
      employeeCode: employees.employeeCode,
      name: employees.name,
      weekStart: timesheetWeeks.weekStart,
      status: timesheetWeeks.status,
      submittedAt: timesheetWeeks.submittedAt,
      note: timesheetWeeks.note,
      approvedMinutes: sql<number | null>`(${timesheetWeeks.approvedFigures}->>'totalMinutes')::int`,
      pendingChanges: timesheetWeeks.pendingChanges,
    })
    .from(timesheetWeeks)
    .innerJoin(
      employees,
      and(eq(employees.organizationId, organizationId), eq(employees.id, timesheetWeeks.employeeId)),
    )
    .where(
      and(
        eq(timesheetWeeks.organizationId, organizationId),
        isCurrentEmployee,
        filter.employeeIds ? inArray(timesheetWeeks.employeeId, [...filter.employeeIds]) : undefined,
        filter.weekStart ? eq(timesheetWeeks.weekStart, filter.weekStart) : undefined,
        filter.statuses ? inArray(timesheetWeeks.status, [...filter.statuses]) : undefined,
      ),
    )
    .orderBy(asc(timesheetWeeks.weekStart), asc(timesheetWeeks.employeeId));
export type ListedWeekRow = Awaited<ReturnType<typeof findListedWeeks>>[number];

export const findWeek = async (db: Db, organizationId: string, employeeId: string, weekStart: string) => {
  const [row] = await findWeeks(db, organizationId, {
    employeeIds: [employeeId],
    weekStart,
    forUpdate: true,
  });
  return row;
};

export type WeekWrite = Omit<
  typeof timesheetWeeks.$inferInsert,
  'organizationId' | 'employeeId' | 'weekStart'
>;

export const saveWeek = (
  tx: Transaction,
  key: { organizationId: string; employeeId: string; weekStart: string },
  values: WeekWrite,
) =>
  tx
    .insert(timesheetWeeks)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [timesheetWeeks.organizationId, timesheetWeeks.employeeId, timesheetWeeks.weekStart],
      set: values,
    });

// A late change: the weeks with approved figures that the changed days fall in get the change noted,
// and a new status (an Approved week goes back to Submitted unless locked). One statement per change,
// whatever the number of days; weeks without approved figures are not touched.
export const noteChange = async (
  tx: Transaction,
  organizationId: string,
  employeeId: string,
  change: {
    fromDate: string;
    toDate: string;
    entries: readonly TimesheetChange[];
    lockedThrough: string | null;
  },
) => {
  const reopenable =
    change.lockedThrough === null
      ? sql`true`
      : sql`${timesheetWeeks.weekStart} > ${change.lockedThrough}::date`;
  // Each week gets the entries of its own days.
  return tx
    .update(timesheetWeeks)
    .set({
      pendingChanges: sql`${timesheetWeeks.pendingChanges} || coalesce((select jsonb_agg(entry) from jsonb_array_elements(${JSON.stringify(change.entries)}::jsonb) as entry
        where (entry->>'date')::date between ${timesheetWeeks.weekStart} and ${timesheetWeeks.weekEnd}), '[]'::jsonb)`,
      status: sql<WeekStatus>`case when ${timesheetWeeks.status} = 'approved' and ${reopenable} then 'submitted' else ${timesheetWeeks.status} end`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(timesheetWeeks.organizationId, organizationId),
        eq(timesheetWeeks.employeeId, employeeId),
        lte(timesheetWeeks.weekStart, change.toDate),
        gte(timesheetWeeks.weekEnd, change.fromDate),
        isNotNull(timesheetWeeks.approvedFigures),
      ),
    )
    .returning({ weekStart: timesheetWeeks.weekStart, status: timesheetWeeks.status });
};

// ---- Lock ---------------------------------------------------------------------------------------------

const locker = alias(employees, 'locker');

export const findLock = async (db: Db, organizationId: string) => {
  const [row] = await db
    .select({
      lockedThrough: timesheetLocks.lockedThrough,
      lockedById: timesheetLocks.lockedById,
      lockedByName: locker.name,
      lockedAt: timesheetLocks.lockedAt,
    })
    .from(timesheetLocks)
    .leftJoin(locker, eq(locker.id, timesheetLocks.lockedById))
    .where(eq(timesheetLocks.organizationId, organizationId));
  return row;
};

export const saveLock = (
  tx: Transaction,
  organizationId: string,
  values: { lockedThrough: string | null; lockedById: string; lockedAt: Date },
) =>
  tx
    .insert(timesheetLocks)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: timesheetLocks.organizationId, set: values });

// ---- Approved minutes over a period ---------------------------------------------------------------------

// One approved row of a week in the statement's answer: the project (null: "No project"), the week's
// Monday and the row's minutes on each of its 7 days.
export type ApprovedRowTuple = [projectId: string | null, weekStart: string, minutes: number[]];

// The approved-time report's approved minutes: the rows of the figures frozen at each week's last
// approval (a row per project, its cells' minutes Monday to Sunday), for the weeks that overlap the
// period, read in the database so that only those numbers travel, not whole weeks of figures; the
// caller keeps the days inside the period. Weeks never approved have none. A week re-opened by a late
// change keeps what was approved, which still counts as approved: the change is what is not yet. One row
// per employee with their rows as one JSON array (as the report's statements answer); deleted employees
// left out. Each row's minutes are taken as an array (jsonb_path_query_array) rather than a cell at a
// time: expanding and filtering 38,000 cells a month took three times as long (EXPLAIN ANALYZE,
// bench/timesheets.ts).
export const findApprovedRows = async (
  db: Db,
  organizationId: string,
  filter: { startDate: string; endDate: string; employeeId?: string; projectId?: string },
) =>
  // A lateral expansion of the jsonb figures: written as SQL (with bound parameters), which drizzle's
  // builder has no join for. Grouped by employee alone, then joined to the employees (grouping by code
  // and name too sorted the rows first).
  rowsOf<{ employeeId: string; employeeCode: string; name: string; rows: ApprovedRowTuple[] }>(
    db,
    sql`select a.employee_id as "employeeId", e.employee_code as "employeeCode", e.name, a.rows
        from (
          select w.employee_id,
                 json_agg(json_build_array(r.value->'projectId', w.week_start,
                                           jsonb_path_query_array(r.value, '$.cells[*].totalMinutes'))) as rows
          from ${timesheetWeeks} w
          cross join lateral jsonb_array_elements(w.approved_figures->'rows') r
          where w.organization_id = ${organizationId} and w.approved_figures is not null
            and w.week_start <= ${filter.endDate}::date and w.week_end >= ${filter.startDate}::date
            ${filter.employeeId ? sql`and w.employee_id = ${filter.employeeId}` : sql``}
            ${filter.projectId ? sql`and r.value->>'projectId' = ${filter.projectId}` : sql``}
          group by w.employee_id
        ) a
        join ${employees} e on e.organization_id = ${organizationId} and e.id = a.employee_id
        where e.deleted_at is null`,
  );
