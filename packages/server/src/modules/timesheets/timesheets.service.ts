import {
  type BulkTimesheetDecisionBody,
  type BulkTimesheetDecisionResult,
  bulkTimesheetDecisionBodySchema,
  type RejectTimesheetBody,
  rejectTimesheetBodySchema,
  type SubmitTimesheetBody,
  submitTimesheetBodySchema,
  type TimesheetFigures,
  type TimesheetPerson,
  type TimesheetWeek,
} from '@pulse/shared/contracts/timesheets';
import { todayIn } from '@pulse/shared/domain/organization-day';
import {
  decideTimesheetAction,
  isWeekLocked,
  type TimesheetAction,
  timesheetTexts as texts,
  timesheetWeekOf,
} from '@pulse/shared/domain/timesheet-status';
import type { Database } from '../../db/client';
import { type AccessGrant, requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { runTransaction } from '../../lib/transaction';
import { findWeekFigures } from '../activity/week-figures';
import { recordAuditEvent } from '../audit/audit.service';
import { notify } from '../notifications/notifications.service';
import { enqueueWebhookEvents } from '../webhooks/webhook-events';
import { getLockedThrough } from './timesheet-lock.service';
import { buildTimesheetPdf, timesheetPdfFileName } from './timesheet-pdf';
import * as repository from './timesheets.repository';

// Weekly timesheets (shared/domain/timesheet-status.ts). Who may open a week: its employee, the
// administrators, and the managers of a project the employee is a member of; anyone else reads it as
// not found. Who may decide it: the administrators and the managers of the projects its time belongs
// to, never its employee.

const weekNotFound = () => new AppError('NOT_FOUND', texts.weekNotFound);

// The people whose weeks the caller may open (everyone for an administrator).
const visiblePeopleIds = async (db: Database, auth: Auth, caller: AccessGrant) => {
  if (caller.isAdmin) return undefined;
  const managed = await repository.findManagedProjectIds(db, auth.organizationId, auth.employeeId);
  const members = await repository.findMemberIds(db, auth.organizationId, managed);
  return [...new Set([auth.employeeId, ...members])];
};

export const getTimesheetPeople = async (
  deps: Deps,
  auth: Auth,
): Promise<{ items: TimesheetPerson[]; canApprove: boolean }> => {
  const caller = requireAccess(auth, 'authenticated');
  const ids = await visiblePeopleIds(deps.db, auth, caller);
  const people = await repository.findPeople(deps.db, auth.organizationId, ids);
  return {
    items: people.map(({ id, employeeCode, name }) => ({ id, employeeCode, name })),
    canApprove: caller.isAdmin || people.some((person) => person.id !== auth.employeeId),
  };
};

// The employee of a week the caller may open, or NOT_FOUND (another organisation's, or not visible).
const requireVisibleEmployee = async (db: Database, auth: Auth, employeeId: string) => {
  const caller = requireAccess(auth, 'authenticated');
  const ids = await visiblePeopleIds(db, auth, caller);
  if (ids && !ids.includes(employeeId)) throw weekNotFound();
  const employee = await repository.findPerson(db, auth.organizationId, employeeId);
  if (!employee) throw weekNotFound();
  return { caller, employee };
};

const projectIdsOf = (...figures: (TimesheetFigures | null | undefined)[]) => [
  ...new Set(
    figures.flatMap((each) => each?.rows.flatMap((row) => (row.projectId ? [row.projectId] : [])) ?? []),
  ),
];

// An administrator, or a manager of one of the projects the week's time belongs to.
const isApproverOf = async (db: Database, auth: Auth, caller: AccessGrant, projectIds: readonly string[]) => {
  if (caller.isAdmin) return true;
  const managed = await repository.findManagedProjectIds(db, auth.organizationId, auth.employeeId);
  return projectIds.some((id) => managed.includes(id));
};

const toIso = (instant: Date | null) => (instant ? instant.toISOString() : null);
const personOf = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

type WeekContext = {
  employee: { id: string; employeeCode: string; name: string; officialEmail: string };
  weekStart: string;
  weekEnd: string;
  row: repository.WeekRow | undefined;
  figures: TimesheetFigures;
  lockedThrough: string | null;
  isOwner: boolean;
  isApprover: boolean;
};

// Every read on `db`: inside a decision's transaction, the transaction itself (PGlite serves one
// connection, which the open transaction holds).
const loadWeek = async (db: Database, auth: Auth, employeeId: string, date: string): Promise<WeekContext> => {
  const { caller, employee } = await requireVisibleEmployee(db, auth, employeeId);
  const { weekStart, weekEnd } = timesheetWeekOf(date);
  const [figures, [row], lockedThrough] = await Promise.all([
    findWeekFigures({ db }, auth, { weekStart, employeeIds: [employeeId], withProjects: true }),
    repository.findWeeks(db, auth.organizationId, { employeeIds: [employeeId], weekStart }),
    getLockedThrough(db, auth.organizationId),
  ]);
  const current = figures.get(employeeId);
  if (!current) throw weekNotFound();
  const isOwner = employeeId === auth.employeeId;
  const isApprover =
    !isOwner && (await isApproverOf(db, auth, caller, projectIdsOf(current, row?.approvedFigures)));
  return { employee, weekStart, weekEnd, row, figures: current, lockedThrough, isOwner, isApprover };
};

const isAllowed = (context: WeekContext, action: TimesheetAction, today: string) =>
  decideTimesheetAction(
    action,
    {
      status: context.row?.status ?? 'open',
      weekStart: context.weekStart,
      today,
      lockedThrough: context.lockedThrough,
    },
    { isOwner: context.isOwner, isApprover: context.isApprover },
  ).isAllowed;

const toWeekDto = (context: WeekContext, today: string): TimesheetWeek => {
  const { row } = context;
  return {
    employee: {
      id: context.employee.id,
      employeeCode: context.employee.employeeCode,
      name: context.employee.name,
    },
    weekStart: context.weekStart,
    weekEnd: context.weekEnd,
    status: row?.status ?? 'open',
    isLocked: isWeekLocked(context.weekStart, context.lockedThrough),
    lockedThrough: context.lockedThrough,
    submittedAt: toIso(row?.submittedAt ?? null),
    note: row?.note ?? null,
    decidedBy: personOf(row?.decidedById ?? null, row?.decidedByName ?? null),
    decidedAt: toIso(row?.decidedAt ?? null),
    rejectionReason: row?.status === 'rejected' ? (row.rejectionReason ?? null) : null,
    figures: context.figures,
    approved:
      row?.approvedFigures && row.approvedAt
        ? {
            approvedBy: personOf(row.approvedById, row.approvedByName),
            approvedAt: row.approvedAt.toISOString(),
            figures: row.approvedFigures,
          }
        : null,
    pendingChanges: row?.pendingChanges ?? [],
    canSubmit: isAllowed(context, 'submit', today),
    canApprove: isAllowed(context, 'approve', today),
    canReject: isAllowed(context, 'reject', today),
  };
};

export const getTimesheetWeek = async (
  deps: Deps,
  auth: Auth,
  employeeId: string,
  date: string,
): Promise<TimesheetWeek> => {
  const context = await loadWeek(deps.db, auth, employeeId, date);
  return toWeekDto(context, todayIn(auth.organization.timeZone, deps.clock.now()));
};

// The week as a PDF with its approval stamp (who approved, when), for payroll's file.
export const getTimesheetPdf = async (deps: Deps, auth: Auth, employeeId: string, date: string) => {
  const week = await getTimesheetWeek(deps, auth, employeeId, date);
  return {
    fileName: timesheetPdfFileName(week),
    body: await buildTimesheetPdf(week, auth.organization, deps.clock.now()),
  };
};

// ---- Submit, approve, reject ------------------------------------------------------------------------------

const AUDIT_ACTION = {
  submit: 'timesheet.submitted',
  approve: 'timesheet.approved',
  reject: 'timesheet.rejected',
} as const;
const EVENT = {
  submit: 'timesheet-submitted',
  approve: 'timesheet-approved',
  reject: 'timesheet-rejected',
} as const;

type Decision =
  | { action: 'submit'; note: string }
  | { action: 'approve' }
  | { action: 'reject'; reason: string };

// One step of a week, in one transaction: the week's row is locked, the rule decides on what is there
// now, the new state is written with its audit entry and its notifications.
const moveWeek = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  key: { employeeId: string; date: string },
  decision: Decision,
): Promise<void> => {
  const now = deps.clock.now();
  const today = todayIn(auth.organization.timeZone, now);
  await runTransaction(deps.db, async (tx) => {
    const { weekStart } = timesheetWeekOf(key.date);
    // The row (when there is one) is held from here to the commit: two approvers never both decide.
    await repository.findWeek(tx, auth.organizationId, key.employeeId, weekStart);
    const context = await loadWeek(tx, auth, key.employeeId, key.date);
    const verdict = decideTimesheetAction(
      decision.action,
      { status: context.row?.status ?? 'open', weekStart, today, lockedThrough: context.lockedThrough },
      { isOwner: context.isOwner, isApprover: context.isApprover },
    );
    if (!verdict.isAllowed) throw new AppError(verdict.code, verdict.message);
    const previous = context.row;
    const base = {
      weekEnd: context.weekEnd,
      status: verdict.next,
      submittedAt: previous?.submittedAt ?? null,
      note: previous?.note ?? null,
      decidedById: previous?.decidedById ?? null,
      decidedAt: previous?.decidedAt ?? null,
      rejectionReason: previous?.rejectionReason ?? null,
      approvedFigures: previous?.approvedFigures ?? null,
      approvedById: previous?.approvedById ?? null,
      approvedAt: previous?.approvedAt ?? null,
      pendingChanges: previous?.pendingChanges ?? [],
      updatedAt: now,
    };
    const values =
      decision.action === 'submit'
        ? { ...base, submittedAt: now, note: decision.note || null, rejectionReason: null }
        : decision.action === 'approve'
          ? {
              ...base,
              decidedById: auth.employeeId,
              decidedAt: now,
              rejectionReason: null,
              approvedFigures: context.figures,
              approvedById: auth.employeeId,
              approvedAt: now,
              pendingChanges: [],
            }
          : // A rejection withdraws an approval (an approved, unlocked week re-opened): nothing of the
            // week counts as approved until it is approved again; the audit trail keeps what was.
            {
              ...base,
              decidedById: auth.employeeId,
              decidedAt: now,
              rejectionReason: decision.reason,
              approvedFigures: null,
              approvedById: null,
              approvedAt: null,
              pendingChanges: [],
            };
    await repository.saveWeek(
      tx,
      { organizationId: auth.organizationId, employeeId: key.employeeId, weekStart },
      values,
    );
    const note =
      decision.action === 'submit' ? decision.note : decision.action === 'reject' ? decision.reason : '';
    await recordAuditEvent(tx, auth, ipAddress, {
      action: AUDIT_ACTION[decision.action],
      subjectId: key.employeeId,
      summary: `${context.employee.name}, week of ${weekStart}`,
      details: { weekStart, totalMinutes: context.figures.totalMinutes, ...(note ? { note } : {}) },
    });
    const actor = await repository.findPerson(tx, auth.organizationId, auth.employeeId);
    if (!actor) throw weekNotFound();
    const approvers =
      decision.action === 'submit'
        ? await repository.findApprovers(
            tx,
            auth.organizationId,
            key.employeeId,
            projectIdsOf(context.figures, previous?.approvedFigures),
          )
        : [];
    await notify(deps, tx, [
      {
        kind: 'timesheet',
        organizationId: auth.organizationId,
        event: EVENT[decision.action],
        actor,
        employee: context.employee,
        approvers,
        weekStart,
        weekEnd: context.weekEnd,
        totalMinutes: context.figures.totalMinutes,
        note,
      },
    ]);
    const week = {
      employee: { id: context.employee.id, name: context.employee.name },
      weekStart,
      weekEnd: context.weekEnd,
      totalMinutes: context.figures.totalMinutes,
    };
    if (decision.action === 'submit')
      await enqueueWebhookEvents(deps, tx, [
        { type: 'timesheet.submitted', organizationId: auth.organizationId, data: week },
      ]);
    if (decision.action === 'approve')
      await enqueueWebhookEvents(deps, tx, [
        {
          type: 'timesheet.approved',
          organizationId: auth.organizationId,
          data: { ...week, approvedBy: { id: actor.id, name: actor.name } },
        },
      ]);
  });
};

const readAfter = async (deps: Deps, auth: Auth, employeeId: string, date: string) =>
  getTimesheetWeek(deps, auth, employeeId, date);

export const submitTimesheetWeek = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  key: { employeeId: string; date: string },
  rawBody: SubmitTimesheetBody,
) => {
  const body = submitTimesheetBodySchema.parse(rawBody);
  await moveWeek(deps, auth, ipAddress, key, { action: 'submit', note: body.note });
  return readAfter(deps, auth, key.employeeId, key.date);
};

export const approveTimesheetWeek = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  key: { employeeId: string; date: string },
) => {
  await moveWeek(deps, auth, ipAddress, key, { action: 'approve' });
  return readAfter(deps, auth, key.employeeId, key.date);
};

export const rejectTimesheetWeek = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  key: { employeeId: string; date: string },
  rawBody: RejectTimesheetBody,
) => {
  const body = rejectTimesheetBodySchema.parse(rawBody);
  await moveWeek(deps, auth, ipAddress, key, { action: 'reject', reason: body.reason });
  return readAfter(deps, auth, key.employeeId, key.date);
};

// The Approvals view's bulk decision: each week alone (its own transaction), so one refused week does
// not undo the others; the answer says what became of each.
export const decideTimesheetWeeks = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  rawBody: BulkTimesheetDecisionBody,
): Promise<BulkTimesheetDecisionResult> => {
  requireAccess(auth, 'authenticated');
  const body = bulkTimesheetDecisionBodySchema.parse(rawBody);
  const decision: Decision =
    body.action === 'approve' ? { action: 'approve' } : { action: 'reject', reason: body.reason };
  const results: BulkTimesheetDecisionResult['results'] = [];
  for (const week of body.weeks) {
    const key = { employeeId: week.employeeId, date: week.weekStart };
    const weekStart = timesheetWeekOf(week.weekStart).weekStart;
    try {
      await moveWeek(deps, auth, ipAddress, key, decision);
      results.push({
        ...week,
        weekStart,
        isDone: true,
        status: body.action === 'approve' ? 'approved' : 'rejected',
        message: null,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const [row] = await repository.findWeeks(deps.db, auth.organizationId, {
        employeeIds: [week.employeeId],
        weekStart,
      });
      results.push({
        ...week,
        weekStart,
        isDone: false,
        status: row?.status ?? 'open',
        message: error.message,
      });
    }
  }
  return { results };
};
