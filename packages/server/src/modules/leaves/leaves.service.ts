import {
  type ApplyLeaveBody,
  type AttendanceRules,
  applyLeaveBodySchema,
  type EmployeeDirectory,
  type employeeLeavesQuerySchema,
  type Leave,
  type LeaveDetail,
  type LeavePage,
  type LeaveSummary,
  LIST_PAGE_SIZE,
} from '@pulse/shared/contracts/leaves';
import type { Notification } from '@pulse/shared/contracts/notifications';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import {
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
import {
  type LeaveEvent,
  leaveNotificationDescriptions,
  NOTIFICATION_ROLE,
  type NotificationRole,
} from '@pulse/shared/domain/leave-notifications';
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
import { todayIn } from '@pulse/shared/domain/organization-day';
import { ROLE } from '@pulse/shared/domain/roles';
import { leavePulseTexts } from '@pulse/shared/spec-texts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { requireAdmin } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { enqueueMails, type OutgoingMail } from '../../lib/mail/outbox';
import { insertNotifications, type NewNotification } from '../notifications/notifications.repository';
import type { LeaveListFilter, LeaveRow } from './leaves.repository';
import * as repository from './leaves.repository';

const DIRECTORY_LIMIT = 20;

const leaveNotFound = () => new AppError('NOT_FOUND', 'Leave not found.');
const employeeNotFound = () => new AppError('NOT_FOUND', 'Employee not found.');
const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

const actorOf = (auth: Auth): LeaveActor => ({
  employeeId: auth.employeeId,
  isAdmin: auth.roleId === ROLE.admin,
});

const todayOf = async (deps: Deps, organizationId: string) => {
  const rules = await repository.findOrganizationRules(deps.db, organizationId);
  return todayIn(rules.timeZone, deps.clock.now());
};

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
  leaveType: row.leaveType,
  leaveTypeName: leaveTypeName(row.leaveType),
  fromDate: row.fromDate,
  toDate: row.toDate,
  description: row.description,
  status: row.status,
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
const canSee = (
  row: { employeeId: string; appliedById: string | null; managerIds: readonly string[] },
  actor: LeaveActor,
) =>
  actor.isAdmin ||
  row.employeeId === actor.employeeId ||
  row.appliedById === actor.employeeId ||
  row.managerIds.includes(actor.employeeId);

// ---- Lists --------------------------------------------------------------------------------------------

const findPage = async (deps: Deps, auth: Auth, filter: LeaveListFilter, page: number, today: string) => {
  const { rows, total } = await repository.findLeavePage(deps.db, auth.organizationId, filter, {
    limit: LIST_PAGE_SIZE,
    offset: (page - 1) * LIST_PAGE_SIZE,
  });
  const actor = actorOf(auth);
  return {
    items: rows.map((row) => toLeaveDto(row, actor, today)),
    page,
    pageSize: LIST_PAGE_SIZE,
    total,
    totalPages: Math.ceil(total / LIST_PAGE_SIZE),
  } satisfies LeavePage;
};

// spec B §2 Employee Leaves (admin): leaves of the chosen employees overlapping the range, by default
// this year in the organisation's zone (spec B §9).
export const findEmployeeLeaves = async (
  deps: Deps,
  auth: Auth,
  query: z.output<typeof employeeLeavesQuerySchema>,
): Promise<LeavePage> => {
  requireAdmin(auth);
  const today = await todayOf(deps, auth.organizationId);
  const year = yearRangeOf(today);
  const from = query.from ?? year.from;
  const to = query.to ?? year.to;
  if (to < from) throw invalid('to', leavePulseTexts.endBeforeStart);
  return findPage(
    deps,
    auth,
    { tab: 'employee-leaves', employeeIds: query.employeeIds, from, to },
    query.page,
    today,
  );
};

export const findMyLeaves = async (deps: Deps, auth: Auth, page: number): Promise<LeavePage> => {
  const today = await todayOf(deps, auth.organizationId);
  return findPage(deps, auth, { tab: 'mine', employeeId: auth.employeeId }, page, today);
};

export const findLeavesForApproval = async (deps: Deps, auth: Auth, page: number): Promise<LeavePage> => {
  const today = await todayOf(deps, auth.organizationId);
  return findPage(deps, auth, { tab: 'for-approval', managerId: auth.employeeId }, page, today);
};

// ---- Detail and counts ----------------------------------------------------------------------------------

const takenThisYear = async (db: Database, organizationId: string, employeeId: string, today: string) => {
  const year = yearRangeOf(today);
  const taken = await repository.findTakenLeaves(db, organizationId, employeeId, year);
  return leaveCountsInYear(taken, Number(today.slice(0, 4)));
};

export const getLeave = async (deps: Deps, auth: Auth, leaveId: string): Promise<LeaveDetail> => {
  const row = await repository.findLeaveRow(deps.db, auth.organizationId, leaveId);
  const actor = actorOf(auth);
  if (!row || !canSee({ ...row, managerIds: managerIdsOf(row) }, actor)) throw leaveNotFound();
  const today = await todayOf(deps, auth.organizationId);
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
  if (employeeId !== auth.employeeId) requireAdmin(auth);
  const employee = await repository.findEmployee(deps.db, auth.organizationId, employeeId);
  if (!employee) throw employeeNotFound();
  const today = await todayOf(deps, auth.organizationId);
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

export const findEmployeeDirectory = async (
  deps: Deps,
  auth: Auth,
  query: { query: string },
): Promise<EmployeeDirectory> => ({
  items: await repository.findDirectory(deps.db, auth.organizationId, query.query, DIRECTORY_LIMIT),
});

// ---- Notifications and mail ------------------------------------------------------------------------------

type Person = { id: string; name: string; officialEmail: string };

// Each person once, never the actor: the applicant as applier, chosen managers as managers, the other
// admins as admins (spec B §3 IsManager).
const notificationRows = (input: {
  organizationId: string;
  leaveId: string;
  event: LeaveEvent;
  actor: Person;
  applicant: Person;
  managers: readonly Person[];
  admins: readonly Person[];
  fromDate: string;
  toDate: string;
}): NewNotification[] => {
  const descriptions = leaveNotificationDescriptions({
    event: input.event,
    applicantName: input.applicant.name,
    actorName: input.actor.name,
    fromDate: input.fromDate,
    toDate: input.toDate,
  });
  const roleOf = new Map<string, NotificationRole>();
  for (const admin of input.admins) roleOf.set(admin.id, NOTIFICATION_ROLE.admin);
  for (const manager of input.managers) roleOf.set(manager.id, NOTIFICATION_ROLE.manager);
  roleOf.set(input.applicant.id, NOTIFICATION_ROLE.applier);
  roleOf.delete(input.actor.id);
  return [...roleOf].map(([recipientId, role]) => ({
    organizationId: input.organizationId,
    recipientId,
    leaveId: input.leaveId,
    event: input.event,
    recipientRole: role,
    description: descriptions[role],
    sentBy: { id: input.actor.id, name: input.actor.name },
  }));
};

const eventSubjects: Record<LeaveEvent, string> = {
  applied: 'Leave applied',
  approved: 'Leave approved',
  rejected: 'Leave rejected',
  cancelled: 'Leave cancelled',
  'marked-present': 'Marked present',
};

const eventVerbs: Record<LeaveEvent, string> = {
  applied: 'applied for',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
  'marked-present': 'marked present',
};

const datesText = (fromDate: string, toDate: string) =>
  fromDate === toDate
    ? formatDayMonthYear(fromDate)
    : `${formatDayMonthYear(fromDate)} to ${formatDayMonthYear(toDate)}`;

// Applied: the chosen managers and the admins hear of it; a decision: the applicant and the managers.
// Never the actor, each address once.
const mailsFor = (input: {
  organizationId: string;
  event: LeaveEvent;
  actor: Person;
  applicant: Person;
  managers: readonly Person[];
  admins: readonly Person[];
  fromDate: string;
  toDate: string;
  description: string;
}): OutgoingMail[] => {
  const recipients =
    input.event === 'applied' ? [...input.managers, ...input.admins] : [input.applicant, ...input.managers];
  const seen = new Set<string>([input.actor.id]);
  const subject = `${eventSubjects[input.event]}: ${input.applicant.name}, ${datesText(input.fromDate, input.toDate)}`;
  const text =
    input.event === 'applied'
      ? `${input.applicant.name} applied for leave (${datesText(input.fromDate, input.toDate)}).\nReason: ${input.description}\n\nOpen Pulse to approve or reject it.`
      : `${input.actor.name} ${eventVerbs[input.event]} the leave of ${input.applicant.name} (${datesText(input.fromDate, input.toDate)}).`;
  return recipients.flatMap((person) => {
    if (seen.has(person.id)) return [];
    seen.add(person.id);
    return [{ organizationId: input.organizationId, to: person.officialEmail, subject, text }];
  });
};

const emitAll = (deps: Deps, sent: { recipientId: string; notification: Notification }[]) => {
  for (const { recipientId, notification } of sent) {
    deps.realtime.toEmployee(recipientId, 'notification:created', notification);
  }
};

// ---- Apply --------------------------------------------------------------------------------------------

export const applyLeave = async (deps: Deps, auth: Auth, rawBody: ApplyLeaveBody): Promise<Leave> => {
  const body = applyLeaveBodySchema.parse(rawBody);
  const actor = actorOf(auth);
  const employeeId = body.employeeId ?? auth.employeeId;
  // Only an administrator files a leave for someone else.
  if (employeeId !== auth.employeeId) requireAdmin(auth);
  const managerIds = [...new Set(body.managerIds)];
  if (managerIds.includes(employeeId)) throw invalid('managerIds', leavePulseTexts.managerIsApplicant);
  const today = await todayOf(deps, auth.organizationId);
  // Issue 5: no dates before the start of the current year (organisation's zone).
  if (body.fromDate < yearRangeOf(today).from) throw invalid('fromDate', leavePulseTexts.beforeThisYear);
  const now = deps.clock.now();
  const { leaveId, sent } = await deps.db.transaction(async (tx) => {
    const applicant = await repository.lockEmployee(tx, auth.organizationId, employeeId);
    if (!applicant || applicant.deletedAt || !applicant.isActive) throw employeeNotFound();
    const managers = await repository.findCurrentEmployees(tx, auth.organizationId, managerIds);
    if (managers.length !== managerIds.length) throw invalid('managerIds', leavePulseTexts.managerUnknown);
    const range = { fromDate: body.fromDate, toDate: body.toDate };
    if (await repository.hasBlockingOverlap(tx, auth.organizationId, employeeId, range)) {
      throw new AppError('LEAVE_OVERLAP');
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
    const people = { actor: actorPerson, applicant, managers, admins, ...range };
    const inserted = await insertNotifications(
      tx,
      notificationRows({ organizationId: auth.organizationId, leaveId: id, event: 'applied', ...people }),
      now,
    );
    await enqueueMails(
      tx,
      mailsFor({
        organizationId: auth.organizationId,
        event: 'applied',
        description: body.description,
        ...people,
      }),
      now,
    );
    return { leaveId: id, sent: inserted };
  });
  emitAll(deps, sent);
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
    return isOwn ? new AppError('LEAVE_ACTION_NOT_ALLOWED') : new AppError('FORBIDDEN');
  if (isOwn) return new AppError('LEAVE_OWN_DECISION');
  if (action === 'mark-present')
    return actor.isAdmin ? new AppError('LEAVE_ACTION_NOT_ALLOWED') : new AppError('FORBIDDEN');
  if (!actor.isAdmin && !leave.managerIds.includes(actor.employeeId))
    return new AppError('LEAVE_NOT_YOURS_TO_DECIDE');
  return new AppError('LEAVE_ACTION_NOT_ALLOWED');
};

export const takeLeaveAction = async (
  deps: Deps,
  auth: Auth,
  leaveId: string,
  action: LeaveAction,
): Promise<Leave> => {
  const actor = actorOf(auth);
  const today = await todayOf(deps, auth.organizationId);
  const now = deps.clock.now();
  const sent = await deps.db.transaction(async (tx) => {
    const leave = await repository.lockLeave(tx, auth.organizationId, leaveId);
    if (!leave || !canSee(leave, actor)) throw leaveNotFound();
    if (!canTakeLeaveAction(action, leave, actor, today)) throw refusalOf(action, leave, actor);
    const isDecision = action === 'approve' || action === 'reject';
    const isChanged = await repository.updateLeaveStatus(tx, auth.organizationId, leaveId, {
      expected: leave.status,
      status: LEAVE_ACTION_RESULT[action],
      ...(isDecision ? { decidedById: auth.employeeId, decidedAt: now } : {}),
      now,
    });
    if (!isChanged) throw new AppError('LEAVE_ACTION_NOT_ALLOWED');
    // One after another: a transaction is one connection (pg warns about overlapping queries on it).
    const applicant = await repository.findEmployee(tx, auth.organizationId, leave.employeeId);
    const actorPerson = await repository.findEmployee(tx, auth.organizationId, auth.employeeId);
    const managers = await repository.findCurrentEmployees(tx, auth.organizationId, leave.managerIds);
    const admins = await repository.findAdmins(tx, auth.organizationId);
    if (!applicant || !actorPerson) throw employeeNotFound();
    const event = actionEvents[action];
    const people = {
      actor: actorPerson,
      applicant,
      managers,
      admins,
      fromDate: leave.fromDate,
      toDate: leave.toDate,
    };
    const inserted = await insertNotifications(
      tx,
      notificationRows({ organizationId: auth.organizationId, leaveId, event, ...people }),
      now,
    );
    await enqueueMails(
      tx,
      mailsFor({ organizationId: auth.organizationId, event, description: '', ...people }),
      now,
    );
    return inserted;
  });
  emitAll(deps, sent);
  const row = await repository.findLeaveRow(deps.db, auth.organizationId, leaveId);
  if (!row) throw leaveNotFound();
  return toLeaveDto(row, actor, today);
};

// ---- Marked Absent rules (issue 5) -----------------------------------------------------------------------

export const getAttendanceRules = async (deps: Deps, auth: Auth): Promise<AttendanceRules> => {
  requireAdmin(auth);
  const rules = await repository.findOrganizationRules(deps.db, auth.organizationId);
  return { workingDays: rules.workingDays, absentCheckHour: rules.absentCheckHour };
};

export const updateAttendanceRules = async (
  deps: Deps,
  auth: Auth,
  body: AttendanceRules,
): Promise<AttendanceRules> => {
  requireAdmin(auth);
  const workingDays = [...new Set(body.workingDays)].sort((a, b) => a - b);
  return repository.updateOrganizationRules(deps.db, auth.organizationId, {
    workingDays,
    absentCheckHour: body.absentCheckHour,
  });
};
