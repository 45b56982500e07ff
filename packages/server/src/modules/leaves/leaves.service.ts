import {
  type ApplyLeaveBody,
  type AttendanceRules,
  applyLeaveBodySchema,
  type employeeLeavesQuerySchema,
  type Leave,
  type LeaveDetail,
  type LeavePerson,
  type LeaveSummary,
  type leavesForApprovalQuerySchema,
} from '@pulse/shared/contracts/leaves';
import type { ListPageQuery } from '@pulse/shared/contracts/list-page';
import {
  LEAVE_TYPE,
  type LeaveType,
  leaveCountsInYear,
  leavesApplied,
  leaveTypeName,
  yearRangeOf,
} from '@pulse/shared/domain/leave-days';
import {
  leaveEntitlement,
  leavesPending,
  leavesTaken,
  yearlyNumberOfLeaves,
} from '@pulse/shared/domain/leave-entitlement';
import type { LeaveEvent } from '@pulse/shared/domain/leave-notifications';
import {
  canTakeLeaveAction,
  LEAVE_ACTION_RESULT,
  LEAVE_STATUS,
  LEAVE_STATUS_NAMES,
  type LeaveAction,
  type LeaveActor,
  type LeaveStatus,
  leaveActionsFor,
} from '@pulse/shared/domain/leave-status';
import { daysFromTo, todayIn } from '@pulse/shared/domain/organization-day';
import { daysInMonth } from '@pulse/shared/domain/salary-slip';
import { leavePulseTexts } from '@pulse/shared/spec-texts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import type { ListSlice } from '../../lib/list-page';
import { runTransaction } from '../../lib/transaction';
import { notify } from '../notifications/notifications.service';
import { enqueueWebhookEvents } from '../webhooks/webhook-events';
import { withdrawUnsupportedMarks } from './day-presence.service';
import { leaveErrors } from './leaves.errors';
import type { LeaveListFilter, LeaveRow } from './leaves.repository';
import * as repository from './leaves.repository';

const leaveNotFound = () => new AppError('NOT_FOUND', 'Leave not found.');
const employeeNotFound = () => new AppError('NOT_FOUND', 'Employee not found.');
const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

const todayOf = (deps: Deps, auth: Auth) => todayIn(auth.organization.timeZone, deps.clock.now());

// ---- DTOs ---------------------------------------------------------------------------------------------

const managerIdsOf = (row: LeaveRow) => row.managers.map((manager) => manager.id);

export const toLeaveDto = (row: LeaveRow, actor: LeaveActor, today: string): Leave => ({
  id: row.id,
  employee: { id: row.employeeId, name: row.employeeName, employeeCode: row.employeeCode },
  appliedBy:
    row.appliedById && row.appliedByName !== null
      ? { id: row.appliedById, name: row.appliedByName, employeeCode: row.appliedByCode ?? '' }
      : null,
  managers: row.managers,
  leaveType: row.leaveType as LeaveType,
  leaveTypeName: leaveTypeName(row.leaveType),
  fromDate: row.fromDate,
  toDate: row.toDate,
  description: row.description,
  status: row.status as LeaveStatus,
  statusName: LEAVE_STATUS_NAMES[row.status as LeaveStatus] ?? String(row.status),
  decidedBy:
    row.decidedById && row.decidedByName !== null
      ? { id: row.decidedById, name: row.decidedByName, employeeCode: row.decidedByCode ?? '' }
      : null,
  leavesApplied: leavesApplied(row),
  actions: leaveActionsFor(
    {
      status: row.status as LeaveStatus,
      employeeId: row.employeeId,
      managerIds: managerIdsOf(row),
      toDate: row.toDate,
    },
    actor,
    today,
  ),
  createdAt: row.createdAt.toISOString(),
});

// The applicant, the managers they chose, the organisation's admins and whoever filed it see a leave;
// nobody else (they get 404, as for another organisation's leave).
const requireVisible = (
  auth: Auth,
  row: { employeeId: string; appliedById: string | null; managerIds: readonly string[] },
) =>
  requireAccess(auth, {
    sharedWith: [row.employeeId, ...(row.appliedById ? [row.appliedById] : []), ...row.managerIds],
    refusal: leaveNotFound,
  });

// ---- Lists --------------------------------------------------------------------------------------------

const findPage = async (
  deps: Deps,
  auth: Auth,
  filter: LeaveListFilter,
  { page, pageSize }: ListPageQuery,
  today: string,
): Promise<ListSlice<Leave>> => {
  const { rows, total } = await repository.findLeavePage(deps.db, auth.organizationId, filter, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const actor = requireAccess(auth, 'authenticated');
  return { items: rows.map((row) => toLeaveDto(row, actor, today)), total, page, pageSize };
};

// spec B §2 Employee Leaves (admin): leaves of the chosen employees overlapping the range, by default
// this year in the organisation's zone (spec B §9).
export const findEmployeeLeaves = async (
  deps: Deps,
  auth: Auth,
  query: z.output<typeof employeeLeavesQuerySchema>,
): Promise<ListSlice<Leave>> => {
  requireAccess(auth, 'admin');
  const today = todayOf(deps, auth);
  const year = yearRangeOf(today);
  const from = query.from ?? year.from;
  const to = query.to ?? year.to;
  if (to < from) throw invalid('to', leavePulseTexts.endBeforeStart);
  return findPage(
    deps,
    auth,
    { tab: 'employee-leaves', employeeIds: query.employeeIds, from, to },
    query,
    today,
  );
};

export const findMyLeaves = async (deps: Deps, auth: Auth, paging: ListPageQuery) => {
  const today = todayOf(deps, auth);
  return findPage(deps, auth, { tab: 'mine', employeeId: auth.employeeId }, paging, today);
};

export const findLeavesForApproval = async (
  deps: Deps,
  auth: Auth,
  query: z.output<typeof leavesForApprovalQuerySchema>,
) => {
  const today = todayOf(deps, auth);
  const filter = { tab: 'for-approval', managerId: auth.employeeId, status: query.status } as const;
  return findPage(deps, auth, filter, query, today);
};

// ---- Detail and counts ----------------------------------------------------------------------------------

const takenThisYear = async (db: Database, organizationId: string, employeeId: string, today: string) => {
  const year = yearRangeOf(today);
  const taken = await repository.findTakenLeaves(db, organizationId, employeeId, year);
  return leaveCountsInYear(taken, Number(today.slice(0, 4)));
};

export const getLeave = async (deps: Deps, auth: Auth, leaveId: string): Promise<LeaveDetail> => {
  const actor = requireAccess(auth, 'authenticated');
  const row = await repository.findLeaveRow(deps.db, auth.organizationId, leaveId);
  if (!row) throw leaveNotFound();
  requireVisible(auth, { ...row, managerIds: managerIdsOf(row) });
  const today = todayOf(deps, auth);
  const counts = await takenThisYear(deps.db, auth.organizationId, row.employeeId, today);
  return {
    ...toLeaveDto(row, actor, today),
    overallLeavesTaken: leavesTaken(counts.fullDays, counts.halfDays),
  };
};

// spec A §2 Leaves Status cards: taken, entitled and pending this year.
export const getLeaveSummary = async (
  deps: Deps,
  auth: Auth,
  query: { employeeId?: string | undefined },
): Promise<LeaveSummary> => {
  const employeeId = query.employeeId ?? auth.employeeId;
  requireAccess(auth, { employeeId });
  const employee = await repository.findEmployee(deps.db, auth.organizationId, employeeId);
  if (!employee) throw employeeNotFound();
  const today = todayOf(deps, auth);
  const year = Number(today.slice(0, 4));
  const [counts, settings] = await Promise.all([
    takenThisYear(deps.db, auth.organizationId, employeeId, today),
    repository.findLeaveSettingsOf(deps.db, auth.organizationId, [year, year - 1]),
  ]);
  const entitled = leaveEntitlement({
    isActive: employee.isActive,
    joiningDate: employee.joiningDate,
    yearlyNumber: yearlyNumberOfLeaves(settings, year),
    currentYear: year,
  }).full;
  const taken = leavesTaken(counts.fullDays, counts.halfDays);
  return { employeeId, year, ...counts, taken, entitled, pending: leavesPending(entitled, taken) };
};

// spec A §9 taken this year, for a page of the employee list: each employee's days of leave taken in
// the year (half days count half), in one query.
export const countLeavesTakenInYear = (
  deps: Deps,
  auth: Auth,
  employeeIds: readonly string[],
  year: number,
): Promise<Map<string, number>> => {
  requireAccess(auth, 'admin');
  return repository.findLeavesTakenByEmployee(deps.db, auth.organizationId, employeeIds, {
    from: `${year}-01-01`,
    to: `${year}-12-31`,
  });
};

// spec A §3 NumberOfLeaves: each employee's days of leave taken in a month (half days count half), as
// the Leaves pages count them. For payroll, whose caller has checked access.
export const countLeavesTakenInMonth = (
  db: Database,
  organizationId: string,
  employeeIds: readonly string[],
  period: { year: number; month: number },
): Promise<Map<string, number>> => {
  const month = `${period.year}-${String(period.month).padStart(2, '0')}`;
  return repository.findLeavesTakenByEmployee(db, organizationId, employeeIds, {
    from: `${month}-01`,
    to: `${month}-${String(daysInMonth(period.year, period.month)).padStart(2, '0')}`,
  });
};

export const findEmployeeDirectory = async (
  deps: Deps,
  auth: Auth,
  { query, page, pageSize }: { query: string } & ListPageQuery,
): Promise<ListSlice<LeavePerson>> => {
  const [items, total] = await Promise.all([
    repository.findDirectory(deps.db, auth.organizationId, query, {
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }),
    repository.countDirectory(deps.db, auth.organizationId, query),
  ]);
  return { items, total, page, pageSize };
};

// ---- Apply --------------------------------------------------------------------------------------------

export const applyLeave = async (deps: Deps, auth: Auth, rawBody: ApplyLeaveBody): Promise<Leave> => {
  const body = applyLeaveBodySchema.parse(rawBody);
  const actor = requireAccess(auth, 'authenticated');
  const employeeId = body.employeeId ?? auth.employeeId;
  // Only an administrator files a leave for someone else.
  requireAccess(auth, { employeeId });
  const managerIds = [...new Set(body.managerIds)];
  if (managerIds.includes(employeeId)) throw invalid('managerIds', leavePulseTexts.managerIsApplicant);
  const today = todayOf(deps, auth);
  // spec B §5: no dates before the start of the current year (organisation's zone).
  if (body.fromDate < yearRangeOf(today).from) throw invalid('fromDate', leavePulseTexts.beforeThisYear);
  const now = deps.clock.now();
  const leaveId = await runTransaction(deps.db, async (tx) => {
    const applicant = await repository.lockEmployee(tx, auth.organizationId, employeeId);
    if (!applicant || applicant.deletedAt || !applicant.isActive) throw employeeNotFound();
    const managers = await repository.findCurrentEmployees(tx, auth.organizationId, managerIds);
    if (managers.length !== managerIds.length) throw invalid('managerIds', leavePulseTexts.managerUnknown);
    const range = { fromDate: body.fromDate, toDate: body.toDate };
    if (await repository.hasBlockingOverlap(tx, auth.organizationId, employeeId, range)) {
      throw new AppError(leaveErrors.LEAVE_OVERLAP);
    }
    const actorPerson =
      employeeId === auth.employeeId
        ? applicant
        : await repository.findEmployee(tx, auth.organizationId, auth.employeeId);
    if (!actorPerson) throw employeeNotFound();
    const id = await repository.insertLeave(
      tx,
      {
        organizationId: auth.organizationId,
        employeeId,
        appliedById: auth.employeeId,
        leaveType: body.leaveType,
        fromDate: body.fromDate,
        toDate: body.toDate,
        description: body.description,
        status: LEAVE_STATUS.pending,
        createdAt: now,
        updatedAt: now,
      },
      managerIds,
    );
    const admins = await repository.findAdmins(tx, auth.organizationId);
    await notify(deps, tx, [
      {
        kind: 'leave',
        organizationId: auth.organizationId,
        leaveId: id,
        event: 'applied',
        actor: actorPerson,
        applicant,
        managers,
        admins,
        ...range,
        description: body.description,
      },
    ]);
    await enqueueWebhookEvents(deps, tx, [
      {
        type: 'leave.applied',
        organizationId: auth.organizationId,
        data: { leaveId: id, employee: { id: applicant.id, name: applicant.name }, ...range },
      },
    ]);
    return id;
  });
  const row = await repository.findLeaveRow(deps.db, auth.organizationId, leaveId);
  if (!row) throw leaveNotFound();
  return toLeaveDto(row, actor, today);
};

// ---- Actions ------------------------------------------------------------------------------------------

const actionEvents: Record<LeaveAction, Exclude<LeaveEvent, 'applied'>> = {
  approve: 'approved',
  reject: 'rejected',
  cancel: 'cancelled',
  'mark-present': 'marked-present',
};

// Why an action the rules refuse is refused: the caller's part first, then the leave's status.
const refusalOf = (
  action: LeaveAction,
  leave: { employeeId: string; managerIds: readonly string[] },
  actor: LeaveActor,
): AppError => {
  const isOwn = leave.employeeId === actor.employeeId;
  if (action === 'cancel')
    return isOwn ? new AppError(leaveErrors.LEAVE_ACTION_NOT_ALLOWED) : new AppError('FORBIDDEN');
  if (isOwn) return new AppError(leaveErrors.LEAVE_OWN_DECISION);
  if (action === 'mark-present')
    return actor.isAdmin ? new AppError(leaveErrors.LEAVE_ACTION_NOT_ALLOWED) : new AppError('FORBIDDEN');
  if (!actor.isAdmin && !leave.managerIds.includes(actor.employeeId))
    return new AppError(leaveErrors.LEAVE_NOT_YOURS_TO_DECIDE);
  return new AppError(leaveErrors.LEAVE_ACTION_NOT_ALLOWED);
};

export const takeLeaveAction = async (
  deps: Deps,
  auth: Auth,
  leaveId: string,
  action: LeaveAction,
): Promise<Leave> => {
  const actor = requireAccess(auth, 'authenticated');
  const today = todayOf(deps, auth);
  const now = deps.clock.now();
  await runTransaction(deps.db, async (tx) => {
    const leave = await repository.lockLeave(tx, auth.organizationId, leaveId);
    if (!leave) throw leaveNotFound();
    requireVisible(auth, leave);
    if (!canTakeLeaveAction(action, leave, actor, today)) throw refusalOf(action, leave, actor);
    const isDecision = action === 'approve' || action === 'reject';
    const isChanged = await repository.updateLeaveStatus(tx, auth.organizationId, leaveId, {
      expected: leave.status,
      status: LEAVE_ACTION_RESULT[action],
      ...(isDecision ? { decidedById: auth.employeeId, decidedAt: now } : {}),
      now,
    });
    if (!isChanged) throw new AppError(leaveErrors.LEAVE_ACTION_NOT_ALLOWED);
    if (action === 'approve')
      await withdrawUnsupportedMarks(tx, auth.organization, {
        employeeId: leave.employeeId,
        dates: daysFromTo(leave.fromDate, leave.toDate),
        actorId: auth.employeeId,
        cause: 'leave approved',
      });
    // One after another: a transaction is one connection (pg warns about overlapping queries on it).
    const applicant = await repository.findEmployee(tx, auth.organizationId, leave.employeeId);
    const actorPerson = await repository.findEmployee(tx, auth.organizationId, auth.employeeId);
    const managers = await repository.findCurrentEmployees(tx, auth.organizationId, leave.managerIds);
    const admins = await repository.findAdmins(tx, auth.organizationId);
    if (!applicant || !actorPerson) throw employeeNotFound();
    await notify(deps, tx, [
      {
        kind: 'leave',
        organizationId: auth.organizationId,
        leaveId,
        event: actionEvents[action],
        actor: actorPerson,
        applicant,
        managers,
        admins,
        fromDate: leave.fromDate,
        toDate: leave.toDate,
        description: '',
      },
    ]);
    if (isDecision)
      await enqueueWebhookEvents(deps, tx, [
        {
          type: 'leave.decided',
          organizationId: auth.organizationId,
          data: {
            leaveId,
            employee: { id: applicant.id, name: applicant.name },
            fromDate: leave.fromDate,
            toDate: leave.toDate,
            decision: action === 'approve' ? 'approved' : 'rejected',
            decidedBy: { id: actorPerson.id, name: actorPerson.name },
          },
        },
      ]);
  });
  const row = await repository.findLeaveRow(deps.db, auth.organizationId, leaveId);
  if (!row) throw leaveNotFound();
  return toLeaveDto(row, actor, today);
};

// ---- Marked Absent rules (spec B §4 status 5) ---------------------------------------------------------

// Read from the session's organisation context, which the update below changes for the next request.
export const getAttendanceRules = (auth: Auth): AttendanceRules => {
  requireAccess(auth, 'admin');
  const { workingDays, absentCheckHour } = auth.organization;
  return { workingDays, absentCheckHour };
};

export const updateAttendanceRules = async (
  deps: Deps,
  auth: Auth,
  body: AttendanceRules,
): Promise<AttendanceRules> => {
  requireAccess(auth, 'admin');
  const workingDays = [...new Set(body.workingDays)].sort((a, b) => a - b);
  return repository.updateOrganizationRules(deps.db, auth.organizationId, {
    workingDays,
    absentCheckHour: body.absentCheckHour,
  });
};

// ---- The team calendar ---------------------------------------------------------------------

export type CalendarLeave = {
  id: string;
  employee: LeavePerson;
  isHalfDay: boolean;
  typeName: string;
  fromDate: string;
  toDate: string;
  isPending: boolean;
  // Whether the caller may read the leave's type: the people who may see the leave itself (as
  // requireVisible), or everyone when the organisation shares leave types.
  isTypeVisible: boolean;
};

// Who is away over a range: approved leaves for everyone; pending ones only for those who may decide
// them (spec B §4: the organisation's admins and the managers the applicant chose). `employeeIds`
// narrows to those people (plus, with `withLeavesChoosingCaller`, the leaves that chose the caller).
export const findCalendarLeaves = async (
  deps: Pick<Deps, 'db'>,
  auth: Auth,
  scope: {
    from: string;
    to: string;
    employeeIds?: readonly string[] | undefined;
    withLeavesChoosingCaller?: boolean;
  },
): Promise<CalendarLeave[]> => {
  const actor = requireAccess(auth, 'authenticated');
  const rows = await repository.findCalendarLeaves(deps.db, auth.organizationId, {
    from: scope.from,
    to: scope.to,
    employeeIds: scope.employeeIds,
    orChosenManagerId: scope.withLeavesChoosingCaller ? auth.employeeId : undefined,
    pendingFor: actor.isAdmin ? 'everyone' : { managerId: auth.employeeId },
  });
  return rows.map((row) => ({
    id: row.id,
    employee: { id: row.employeeId, name: row.employeeName, employeeCode: row.employeeCode },
    isHalfDay: row.leaveType === LEAVE_TYPE.halfDay,
    typeName: leaveTypeName(row.leaveType),
    fromDate: row.fromDate,
    toDate: row.toDate,
    isPending: row.status === LEAVE_STATUS.pending,
    isTypeVisible:
      auth.organization.isLeaveTypeShared ||
      actor.isAdmin ||
      row.employeeId === auth.employeeId ||
      row.managerIds.includes(auth.employeeId),
  }));
};
