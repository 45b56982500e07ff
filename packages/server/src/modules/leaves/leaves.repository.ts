import type { LeavePerson } from '@pulse/shared/contracts/leaves';
import {
  BLOCKING_LEAVE_STATUSES,
  LEAVE_STATUS,
  type LeaveStatus,
  TAKEN_LEAVE_STATUSES,
} from '@pulse/shared/domain/leave-status';
import { ROLE } from '@pulse/shared/domain/roles';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { employees, leaveManagers, leaveSettings, leaves, organizations } from '../../db/schema/index';

// Every query takes the organisation first and filters on it: ids from the path or the query never
// reach another organisation's rows.

export const updateOrganizationRules = async (
  db: Database,
  organizationId: string,
  values: { workingDays: number[]; absentCheckHour: number },
) => {
  const [row] = await db
    .update(organizations)
    .set(values)
    .where(eq(organizations.id, organizationId))
    .returning({ workingDays: organizations.workingDays, absentCheckHour: organizations.absentCheckHour });
  if (!row) throw new Error('organisation of the session not found');
  return row;
};

// ---- People -------------------------------------------------------------------------------------------

const personColumns = {
  id: employees.id,
  name: employees.name,
  employeeCode: employees.employeeCode,
  officialEmail: employees.officialEmail,
  roleId: employees.roleId,
  isActive: employees.isActive,
  joiningDate: employees.joiningDate,
  deletedAt: employees.deletedAt,
};

const isCurrentEmployee = and(eq(employees.isActive, true), isNull(employees.deletedAt));

// Locks the applicant's row for the rest of the transaction: two applications of one employee run one
// after the other, so the overlap check and the insert cannot interleave.
export const lockEmployee = async (db: Database, organizationId: string, employeeId: string) => {
  const [row] = await db
    .select(personColumns)
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)))
    .for('update');
  return row;
};

export const findEmployee = async (db: Database, organizationId: string, employeeId: string) => {
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

// Active, not deleted employees of the organisation among `ids`.
export const findCurrentEmployees = (db: Database, organizationId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select(personColumns)
        .from(employees)
        .where(
          and(
            eq(employees.organizationId, organizationId),
            inArray(employees.id, [...ids]),
            isCurrentEmployee,
          ),
        );

export const findAdmins = (db: Database, organizationId: string) =>
  db
    .select(personColumns)
    .from(employees)
    .where(
      and(eq(employees.organizationId, organizationId), eq(employees.roleId, ROLE.admin), isCurrentEmployee),
    );

// LIKE's wildcards typed by a user are matched literally.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const directoryMatch = (organizationId: string, query: string) =>
  and(
    eq(employees.organizationId, organizationId),
    isCurrentEmployee,
    query
      ? or(
          ilike(employees.name, `%${escapeLike(query)}%`),
          ilike(employees.employeeCode, `%${escapeLike(query)}%`),
        )
      : undefined,
  );

export const findDirectory = (
  db: Database,
  organizationId: string,
  query: string,
  { limit, offset }: { limit: number; offset: number },
) =>
  db
    .select({ id: employees.id, name: employees.name, employeeCode: employees.employeeCode })
    .from(employees)
    .where(directoryMatch(organizationId, query))
    .orderBy(asc(employees.name), asc(employees.employeeCode), asc(employees.id))
    .limit(limit)
    .offset(offset);

export const countDirectory = async (db: Database, organizationId: string, query: string) => {
  const [row] = await db
    .select({ total: count() })
    .from(employees)
    .where(directoryMatch(organizationId, query));
  return row?.total ?? 0;
};

export const findLeaveSettingsOf = (db: Database, organizationId: string, years: number[]) =>
  db
    .select({ year: leaveSettings.year, numberOfLeaves: leaveSettings.numberOfLeaves })
    .from(leaveSettings)
    .where(and(eq(leaveSettings.organizationId, organizationId), inArray(leaveSettings.year, years)));

// ---- Leaves -------------------------------------------------------------------------------------------

export const overlapsRange = (from: string, to: string): SQL | undefined =>
  and(lte(leaves.fromDate, to), gte(leaves.toDate, from));

export const hasBlockingOverlap = async (
  db: Database,
  organizationId: string,
  employeeId: string,
  range: { fromDate: string; toDate: string },
) => {
  const [row] = await db
    .select({ id: leaves.id })
    .from(leaves)
    .where(
      and(
        eq(leaves.organizationId, organizationId),
        eq(leaves.employeeId, employeeId),
        inArray(leaves.status, [...BLOCKING_LEAVE_STATUSES]),
        overlapsRange(range.fromDate, range.toDate),
      ),
    )
    .limit(1);
  return row !== undefined;
};

export const insertLeave = async (
  db: Database,
  values: typeof leaves.$inferInsert,
  managerIds: readonly string[],
) => {
  const [row] = await db.insert(leaves).values(values).returning({ id: leaves.id });
  if (!row) throw new Error('leave insert returned nothing');
  await db
    .insert(leaveManagers)
    .values(
      managerIds.map((managerId) => ({ leaveId: row.id, organizationId: values.organizationId, managerId })),
    );
  return row.id;
};

// The leave and its chosen managers, its row locked until the transaction ends, so two deciders
// acting at once take turns and the second sees the first one's status.
export const lockLeave = async (db: Database, organizationId: string, leaveId: string) => {
  const [row] = await db
    .select({
      id: leaves.id,
      employeeId: leaves.employeeId,
      appliedById: leaves.appliedById,
      status: leaves.status,
      fromDate: leaves.fromDate,
      toDate: leaves.toDate,
    })
    .from(leaves)
    .where(and(eq(leaves.organizationId, organizationId), eq(leaves.id, leaveId)))
    .for('update');
  if (!row) return undefined;
  const managers = await db
    .select({ managerId: leaveManagers.managerId })
    .from(leaveManagers)
    .where(and(eq(leaveManagers.organizationId, organizationId), eq(leaveManagers.leaveId, leaveId)));
  return {
    ...row,
    status: row.status as LeaveStatus,
    managerIds: managers.map((manager) => manager.managerId),
  };
};

// Moves a leave on only from the status the caller saw: a decider who lost a race changes nothing.
export const updateLeaveStatus = async (
  db: Database,
  organizationId: string,
  leaveId: string,
  change: {
    expected: LeaveStatus;
    status: LeaveStatus;
    decidedById?: string;
    decidedAt?: Date;
    now: Date;
  },
) => {
  const updated = await db
    .update(leaves)
    .set({
      status: change.status,
      updatedAt: change.now,
      ...(change.decidedById
        ? { decidedById: change.decidedById, decidedAt: change.decidedAt ?? change.now }
        : {}),
    })
    .where(
      and(
        eq(leaves.organizationId, organizationId),
        eq(leaves.id, leaveId),
        eq(leaves.status, change.expected),
      ),
    )
    .returning({ id: leaves.id });
  return updated.length > 0;
};

// ---- Rows as the lists and the detail show them ---------------------------------------------------------

const applicant = alias(employees, 'applicant');
const filer = alias(employees, 'filer');
const decider = alias(employees, 'decider');

export type LeaveListFilter =
  | { tab: 'employee-leaves'; employeeIds: readonly string[]; from: string; to: string }
  | { tab: 'mine'; employeeId: string }
  | { tab: 'for-approval'; managerId: string; status?: LeaveStatus | undefined };

const filterConditions = (organizationId: string, filter: LeaveListFilter): SQL | undefined => {
  const organization = eq(leaves.organizationId, organizationId);
  switch (filter.tab) {
    case 'employee-leaves':
      // spec B §4: a day marked present leaves the employee leaves tab.
      return and(
        organization,
        ne(leaves.status, LEAVE_STATUS.markedPresent),
        filter.employeeIds.length > 0 ? inArray(leaves.employeeId, [...filter.employeeIds]) : undefined,
        overlapsRange(filter.from, filter.to),
      );
    case 'mine':
      return and(organization, eq(leaves.employeeId, filter.employeeId));
    case 'for-approval':
      return and(
        organization,
        filter.status === undefined ? undefined : eq(leaves.status, filter.status),
        sql`exists (select 1 from ${leaveManagers} where ${leaveManagers.organizationId} = ${organizationId} and ${leaveManagers.leaveId} = ${leaves.id} and ${leaveManagers.managerId} = ${filter.managerId})`,
      );
  }
};

// Newest first; created_at and id keep pages stable when start dates tie.
const listOrder = [desc(leaves.fromDate), desc(leaves.createdAt), desc(leaves.id)];

// The people of a row come joined, the chosen managers as one JSON array (20 small subqueries per
// page at most: they run after the page is cut).
const rowColumns = {
  id: leaves.id,
  employeeId: leaves.employeeId,
  employeeName: applicant.name,
  employeeCode: applicant.employeeCode,
  appliedById: filer.id,
  appliedByName: filer.name,
  appliedByCode: filer.employeeCode,
  decidedById: decider.id,
  decidedByName: decider.name,
  decidedByCode: decider.employeeCode,
  leaveType: leaves.leaveType,
  fromDate: leaves.fromDate,
  toDate: leaves.toDate,
  description: leaves.description,
  status: leaves.status,
  createdAt: leaves.createdAt,
  managers: sql<LeavePerson[]>`coalesce((
    select json_agg(json_build_object('id', m.id, 'name', m.name, 'employeeCode', m.employee_code) order by m.name, m.id)
    from ${leaveManagers} lm join ${employees} m on m.id = lm.manager_id and m.organization_id = lm.organization_id
    where lm.leave_id = ${leaves.id} and lm.organization_id = ${leaves.organizationId}
  ), '[]'::json)`,
};

export type LeaveRow = {
  id: string;
  employeeId: string;
  employeeName: string;
  employeeCode: string;
  appliedById: string | null;
  appliedByName: string | null;
  appliedByCode: string | null;
  decidedById: string | null;
  decidedByName: string | null;
  decidedByCode: string | null;
  leaveType: number;
  fromDate: string;
  toDate: string;
  description: string;
  status: number;
  createdAt: Date;
  managers: LeavePerson[];
};

const joinedRows = (db: Database) =>
  db
    .select(rowColumns)
    .from(leaves)
    .innerJoin(
      applicant,
      and(eq(applicant.organizationId, leaves.organizationId), eq(applicant.id, leaves.employeeId)),
    )
    .leftJoin(filer, and(eq(filer.organizationId, leaves.organizationId), eq(filer.id, leaves.appliedById)))
    .leftJoin(
      decider,
      and(eq(decider.organizationId, leaves.organizationId), eq(decider.id, leaves.decidedById)),
    );

// The page's ids and the total come from one statement over `leaves` alone; the people are joined to
// those 20 rows only.
export const findLeavePage = async (
  db: Database,
  organizationId: string,
  filter: LeaveListFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: LeaveRow[]; total: number }> => {
  const where = filterConditions(organizationId, filter);
  const pageIds = db.$with('page_ids').as(
    db
      .select({
        pageId: sql<string>`${leaves.id}`.as('page_id'),
        total: sql<number>`count(*) over ()`.as('total'),
      })
      .from(leaves)
      .where(where)
      .orderBy(...listOrder)
      .limit(page.limit)
      .offset(page.offset),
  );
  const rows = await db
    .with(pageIds)
    .select({ ...rowColumns, total: pageIds.total })
    .from(pageIds)
    .innerJoin(leaves, eq(leaves.id, pageIds.pageId))
    .innerJoin(
      applicant,
      and(eq(applicant.organizationId, leaves.organizationId), eq(applicant.id, leaves.employeeId)),
    )
    .leftJoin(filer, and(eq(filer.organizationId, leaves.organizationId), eq(filer.id, leaves.appliedById)))
    .leftJoin(
      decider,
      and(eq(decider.organizationId, leaves.organizationId), eq(decider.id, leaves.decidedById)),
    )
    .orderBy(...listOrder);
  if (rows.length > 0 || page.offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  // Past the last page the statement above has no row to carry the total.
  const [counted] = await db.select({ total: sql<number>`count(*)` }).from(leaves).where(where);
  return { rows, total: Number(counted?.total ?? 0) };
};

export const findLeaveRow = async (db: Database, organizationId: string, leaveId: string) => {
  const [row] = await joinedRows(db).where(
    and(eq(leaves.organizationId, organizationId), eq(leaves.id, leaveId)),
  );
  return row as LeaveRow | undefined;
};

// Leaves that count as taken (spec A §9) of one employee touching the year; the caller clips them.
export const findTakenLeaves = (
  db: Database,
  organizationId: string,
  employeeId: string,
  range: { from: string; to: string },
) =>
  db
    .select({ leaveType: leaves.leaveType, fromDate: leaves.fromDate, toDate: leaves.toDate })
    .from(leaves)
    .where(
      and(
        eq(leaves.organizationId, organizationId),
        eq(leaves.employeeId, employeeId),
        inArray(leaves.status, [...TAKEN_LEAVE_STATUSES]),
        overlapsRange(range.from, range.to),
      ),
    );

// The same rule as leaveCountsInYear + leavesTaken, in SQL for a page of employees at once: each
// taken leave clipped to the year; a full-day range counts its days, a half day 0.5.
export const findLeavesTakenByEmployee = async (
  db: Database,
  organizationId: string,
  employeeIds: readonly string[],
  range: { from: string; to: string },
): Promise<Map<string, number>> => {
  if (employeeIds.length === 0) return new Map();
  const rows = await db
    .select({
      employeeId: leaves.employeeId,
      taken: sql<string>`sum(case when ${leaves.leaveType} = 2 then 0.5
        else least(${leaves.toDate}, ${range.to}::date) - greatest(${leaves.fromDate}, ${range.from}::date) + 1 end)`,
    })
    .from(leaves)
    .where(
      and(
        eq(leaves.organizationId, organizationId),
        inArray(leaves.employeeId, [...employeeIds]),
        inArray(leaves.status, [...TAKEN_LEAVE_STATUSES]),
        overlapsRange(range.from, range.to),
      ),
    )
    .groupBy(leaves.employeeId);
  return new Map(rows.map((row) => [row.employeeId, Number(row.taken)]));
};

// ---- The team calendar ------------------------------------------------------------------------------

export type CalendarLeaveFilter = {
  from: string;
  to: string;
  // Only these employees' leaves; undefined: everyone's.
  employeeIds?: readonly string[] | undefined;
  // Also (beside `employeeIds`) the leaves that chose this manager.
  orChosenManagerId?: string | undefined;
  // Pending leaves: everyone's (an administrator), or only those that chose this manager.
  pendingFor: 'everyone' | { managerId: string };
};

const choseManager = (managerId: string) =>
  sql`exists (select 1 from ${leaveManagers} where ${leaveManagers.organizationId} = ${leaves.organizationId} and ${leaveManagers.leaveId} = ${leaves.id} and ${leaveManagers.managerId} = ${managerId})`;

// Approved and (for those who may decide them) pending leaves overlapping the range, by start day.
export const findCalendarLeaves = (db: Database, organizationId: string, filter: CalendarLeaveFilter) => {
  const people =
    filter.employeeIds === undefined
      ? undefined
      : or(
          filter.employeeIds.length > 0 ? inArray(leaves.employeeId, [...filter.employeeIds]) : sql`false`,
          filter.orChosenManagerId ? choseManager(filter.orChosenManagerId) : undefined,
        );
  const pending =
    filter.pendingFor === 'everyone'
      ? eq(leaves.status, LEAVE_STATUS.pending)
      : and(eq(leaves.status, LEAVE_STATUS.pending), choseManager(filter.pendingFor.managerId));
  return db
    .select({
      id: leaves.id,
      employeeId: leaves.employeeId,
      employeeName: applicant.name,
      employeeCode: applicant.employeeCode,
      leaveType: leaves.leaveType,
      fromDate: leaves.fromDate,
      toDate: leaves.toDate,
      status: leaves.status,
      managerIds: sql<string[]>`coalesce((select json_agg(${leaveManagers.managerId}) from ${leaveManagers}
        where ${leaveManagers.organizationId} = ${leaves.organizationId} and ${leaveManagers.leaveId} = ${leaves.id}), '[]'::json)`,
    })
    .from(leaves)
    .innerJoin(
      applicant,
      and(eq(applicant.organizationId, leaves.organizationId), eq(applicant.id, leaves.employeeId)),
    )
    .where(
      and(
        eq(leaves.organizationId, organizationId),
        overlapsRange(filter.from, filter.to),
        or(eq(leaves.status, LEAVE_STATUS.approved), pending),
        people,
      ),
    )
    .orderBy(asc(leaves.fromDate), asc(applicant.name), asc(leaves.id));
};
