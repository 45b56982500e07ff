import {
  type CreateManualTimeBody,
  createManualTimeBodySchema,
  type ManualTimeEntry,
  type ManualTimeOptions,
  type ManualTimeRequest,
  type manualTimeListQuerySchema,
} from '@pulse/shared/contracts/manual-time';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { formatDurationInProse } from '@pulse/shared/domain/hours-minutes';
import {
  AUTO_APPROVAL_NOTE,
  canTakeManualTimeAction,
  isApprovedAutomatically,
  MANUAL_TIME_STATUS_NAMES,
  type ManualTimeStatus,
  manualTimeActionsFor,
  manualTimeMinutes,
  manualTimeRuleErrors,
  manualTimeSpan,
} from '@pulse/shared/domain/manual-time-rules';
import { localTimeOf } from '@pulse/shared/domain/organization-day';
import { manualTimePulseTexts as texts } from '@pulse/shared/spec-texts';
import type { z } from 'zod';
import type { Transaction } from '../../db/client';
import { type AccessGrant, requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import type { ListSlice } from '../../lib/list-page';
import { runTransaction } from '../../lib/transaction';
import { recordAuditEvent } from '../audit/audit.service';
import { withdrawUnsupportedMarks } from '../leaves/day-presence.service';
import { notify } from '../notifications/notifications.service';
import {
  checkEmployeeSelection,
  findTrackerProjects,
  recordManualProjectTime,
} from '../projects/project-time';
import { noteTimesheetChange } from '../timesheets/timesheet-changes.service';
import { refuseLockedDay } from '../timesheets/timesheet-lock.service';
import { findTrackedTimeWithin, lockTrackedTime } from '../tracking/tracked-time';
import type { ManualTimeRow } from './manual-time.repository';
import * as repository from './manual-time.repository';

const requestNotFound = () => new AppError('NOT_FOUND', texts.notFound);

const rulesOf = (row: ManualTimeRow) => ({
  status: row.status,
  employeeId: row.employeeId,
  managerIds: row.managerIds,
});

// The employee and the request's deciders (its project's managers, the administrators) see it;
// anyone else finds nothing, as with another organisation's id.
const requireVisible = (auth: Auth, row: ManualTimeRow) =>
  requireAccess(auth, { sharedWith: [row.employeeId, ...row.managerIds], refusal: requestNotFound });

const timesOf = (row: { startedAt: Date; endedAt: Date }, timeZone: string) => ({
  from: localTimeOf(row.startedAt, timeZone),
  to: localTimeOf(row.endedAt, timeZone),
  minutes: manualTimeMinutes(row),
});

const named = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

const toRequestDto = (row: ManualTimeRow, auth: Auth, caller: AccessGrant): ManualTimeRequest => ({
  id: row.id,
  employee: { id: row.employeeId, name: row.employeeName, employeeCode: row.employeeCode },
  date: row.workDate,
  ...timesOf(row, auth.organization.timeZone),
  startedAt: row.startedAt.toISOString(),
  endedAt: row.endedAt.toISOString(),
  project: named(row.projectId, row.projectName),
  todo: named(row.todoId, row.todoName),
  isProductive: row.isProductive,
  reason: row.reason,
  status: row.status,
  statusName: MANUAL_TIME_STATUS_NAMES[row.status],
  decidedBy:
    row.decidedById && row.decidedByName !== null
      ? { id: row.decidedById, name: row.decidedByName, employeeCode: row.decidedByCode ?? '' }
      : null,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  decisionNote: row.decisionNote,
  actions: manualTimeActionsFor(rulesOf(row), caller),
  createdAt: row.createdAt.toISOString(),
});

const readRequest = async (deps: Deps, auth: Auth, caller: AccessGrant, requestId: string) => {
  const row = await repository.findRequestRow(deps.db, auth.organizationId, requestId);
  if (!row) throw requestNotFound();
  return toRequestDto(row, auth, caller);
};

// ---- Reading ------------------------------------------------------------------------------------------

// The form's choices: the caller's projects and their open to-dos assigned to them; and how many
// requests wait for the caller's decision, so the page opens on them.
export const getManualTimeOptions = async (deps: Deps, auth: Auth): Promise<ManualTimeOptions> => {
  const caller = requireAccess(auth, 'authenticated');
  const scope = { organizationId: auth.organizationId, employeeId: auth.employeeId };
  const [projects, isManager] = await Promise.all([
    findTrackerProjects(deps.db, scope),
    repository.managesAnyProject(deps.db, auth.organizationId, auth.employeeId),
  ]);
  const canDecide = caller.isAdmin || isManager;
  const pendingToDecide = canDecide
    ? await repository.countRequests(deps.db, auth.organizationId, {
        scope: 'to-decide',
        status: 'pending',
        deciderId: auth.employeeId,
        isAdmin: caller.isAdmin,
      })
    : 0;
  return {
    projects: projects.map((project) => ({
      id: project.id,
      name: project.name,
      todos: project.todos.map((todo) => ({ id: todo.id, name: todo.name })),
    })),
    canDecide,
    pendingToDecide,
    autoApproveMinutes: auth.organization.manualTimeAutoApproveMinutes,
  };
};

export const findManualTimePage = async (
  deps: Deps,
  auth: Auth,
  query: z.output<typeof manualTimeListQuerySchema>,
): Promise<ListSlice<ManualTimeRequest>> => {
  const caller = requireAccess(auth, 'authenticated');
  const filter: repository.RequestListFilter =
    query.scope === 'mine'
      ? { scope: 'mine', status: query.status, employeeId: auth.employeeId }
      : {
          scope: 'to-decide',
          status: query.status,
          deciderId: auth.employeeId,
          isAdmin: caller.isAdmin,
        };
  const { rows, total } = await repository.findRequestPage(deps.db, auth.organizationId, filter, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items: rows.map((row) => toRequestDto(row, auth, caller)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

export const getManualTimeRequest = async (
  deps: Deps,
  auth: Auth,
  requestId: string,
): Promise<ManualTimeRequest> => {
  const caller = requireAccess(auth, 'authenticated');
  const row = await repository.findRequestRow(deps.db, auth.organizationId, requestId);
  if (!row) throw requestNotFound();
  requireVisible(auth, row);
  return toRequestDto(row, auth, caller);
};

// ---- Checks shared by creating and approving ------------------------------------------------------------

const spanText = (span: { startedAt: Date; endedAt: Date }, timeZone: string) =>
  `${localTimeOf(span.startedAt, timeZone)}–${localTimeOf(span.endedAt, timeZone)}`;

// Manual time is time away from the computer: no moment the tracker recorded (spec A §1). Called with
// the employee's tracked time locked, so an upload cannot slip in between the check and the write.
const refuseTrackedOverlap = async (
  tx: Transaction,
  auth: Auth,
  employeeId: string,
  span: { startedAt: Date; endedAt: Date },
) => {
  const tracked = await findTrackedTimeWithin(tx, { organizationId: auth.organizationId, employeeId }, span);
  if (!tracked) return;
  const message = `${texts.overlapsTracked} (${spanText(tracked, auth.organization.timeZone)}).`;
  throw new AppError('CONFLICT', message, [{ path: 'from', message }]);
};

// ---- Create -------------------------------------------------------------------------------------------

const ruleError = (errors: { path: string; message: string }[]) =>
  new AppError('VALIDATION_FAILED', errors[0]?.message, errors);

export const createManualTimeRequest = async (
  deps: Deps,
  auth: Auth,
  rawBody: CreateManualTimeBody,
): Promise<ManualTimeRequest> => {
  const caller = requireAccess(auth, 'authenticated');
  const body = createManualTimeBodySchema.parse(rawBody);
  const { timeZone, manualTimeAutoApproveMinutes } = auth.organization;
  const now = deps.clock.now();
  const ruleErrors = manualTimeRuleErrors(body, { timeZone, now });
  if (ruleErrors.length > 0) throw ruleError(ruleErrors);
  const scope = { organizationId: auth.organizationId, employeeId: auth.employeeId };
  if (body.projectId) {
    const selectionErrors = await checkEmployeeSelection(deps.db, scope, {
      projectId: body.projectId,
      todoId: body.todoId,
    });
    if (selectionErrors.length > 0) throw ruleError(selectionErrors);
  }
  const span = manualTimeSpan(body, timeZone);
  const minutes = manualTimeMinutes(span);
  const isAutomatic = isApprovedAutomatically(minutes, manualTimeAutoApproveMinutes);

  const requestId = await runTransaction(deps.db, async (tx) => {
    // The employee's uploads and requests take turns from here to the commit.
    await lockTrackedTime(tx, auth.employeeId);
    await refuseLockedDay(tx, auth.organizationId, body.date);
    await refuseTrackedOverlap(tx, auth, auth.employeeId, span);
    const other = await repository.findOverlappingRequest(tx, auth.organizationId, auth.employeeId, span);
    if (other) {
      const message = `${texts.overlapsRequest} (${spanText(other, timeZone)}, ${MANUAL_TIME_STATUS_NAMES[other.status]}).`;
      throw new AppError('CONFLICT', message, [{ path: 'from', message }]);
    }
    const id = await repository.insertRequest(tx, {
      organizationId: auth.organizationId,
      employeeId: auth.employeeId,
      workDate: body.date,
      ...span,
      projectId: body.projectId,
      todoId: body.todoId,
      isProductive: body.isProductive,
      reason: body.reason,
      status: isAutomatic ? 'approved' : 'pending',
      ...(isAutomatic ? { decidedAt: now, decisionNote: AUTO_APPROVAL_NOTE } : {}),
      createdAt: now,
    });
    // A week already approved keeps its figures and shows the request as a change to decide.
    await noteTimesheetChange(tx, auth.organizationId, {
      employeeId: auth.employeeId,
      kind: 'manual-time',
      dates: [body.date],
      at: now,
    });
    if (isAutomatic) {
      // The organisation decided in advance: nobody is asked, the time counts at once.
      if (body.projectId) {
        await recordManualProjectTime(
          deps,
          tx,
          { ...scope, organization: auth.organization },
          {
            manualTimeRequestId: id,
            projectId: body.projectId,
            todoId: body.todoId,
            startedAt: span.startedAt,
            seconds: minutes * 60,
          },
        );
      }
      await withdrawUnsupportedMarks(tx, auth.organization, {
        employeeId: auth.employeeId,
        dates: [body.date],
        actorId: auth.employeeId,
        cause: 'manual time approved',
      });
      return id;
    }
    const employee = await repository.findEmployee(tx, auth.organizationId, auth.employeeId);
    const deciders = await repository.findDeciders(tx, auth.organizationId, body.projectId);
    const row = await repository.findRequestRow(tx, auth.organizationId, id);
    if (!employee || !row) throw new AppError('NOT_FOUND', 'Employee not found.');
    await notify(deps, tx, [
      {
        kind: 'manual-time',
        organizationId: auth.organizationId,
        event: 'manual-time-requested',
        actor: employee,
        employee,
        deciders: deciders.filter((person) => person.id !== auth.employeeId),
        date: body.date,
        from: body.from,
        to: body.to,
        minutes,
        projectName: row.projectName,
        reason: body.reason,
        note: '',
      },
    ]);
    return id;
  });
  return readRequest(deps, auth, caller, requestId);
};

// ---- Decide and delete ----------------------------------------------------------------------------------

const DECISION_STATUS = { approve: 'approved', deny: 'denied' } as const satisfies Record<
  string,
  ManualTimeStatus
>;

// A visible request the caller may not act on: their own (nobody decides their own, spec B §4 as for
// leaves), a decider deleting someone else's, or one already decided.
const refusalOf = (action: 'approve' | 'deny' | 'delete', row: ManualTimeRow) => {
  if (row.status !== 'pending') return new AppError('CONFLICT', texts.notPending);
  if (action === 'delete') return new AppError('FORBIDDEN', texts.onlyOwnDelete);
  return new AppError('FORBIDDEN', texts.ownRequest);
};

export const decideManualTimeRequest = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  requestId: string,
  decision: { action: 'approve' | 'deny'; note: string },
): Promise<ManualTimeRequest> => {
  const caller = requireAccess(auth, 'authenticated');
  const now = deps.clock.now();
  const { timeZone } = auth.organization;
  await runTransaction(deps.db, async (tx) => {
    const row = await repository.lockRequest(tx, auth.organizationId, requestId);
    if (!row) throw requestNotFound();
    requireVisible(auth, row);
    if (!canTakeManualTimeAction(decision.action, rulesOf(row), caller))
      throw refusalOf(decision.action, row);
    const span = { startedAt: row.startedAt, endedAt: row.endedAt };
    const minutes = manualTimeMinutes(span);
    if (decision.action === 'approve') {
      // Time on a day whose payroll is closed would change what was paid.
      await refuseLockedDay(tx, auth.organizationId, row.workDate);
      // The tracker may have uploaded this span since the request was made (an offline queue).
      await lockTrackedTime(tx, row.employeeId);
      await refuseTrackedOverlap(tx, auth, row.employeeId, span);
    }
    const status = DECISION_STATUS[decision.action];
    const isDecided = await repository.decideRequest(tx, auth.organizationId, requestId, {
      status,
      decidedById: auth.employeeId,
      decidedAt: now,
      note: decision.note,
    });
    if (!isDecided) throw new AppError('CONFLICT', texts.notPending);
    if (status === 'approved' && row.projectId) {
      await recordManualProjectTime(
        deps,
        tx,
        { organizationId: auth.organizationId, employeeId: row.employeeId, organization: auth.organization },
        {
          manualTimeRequestId: row.id,
          projectId: row.projectId,
          todoId: row.todoId,
          startedAt: row.startedAt,
          seconds: minutes * 60,
        },
      );
    }
    if (status === 'approved')
      await noteTimesheetChange(tx, auth.organizationId, {
        employeeId: row.employeeId,
        kind: 'manual-time',
        dates: [row.workDate],
        at: now,
      });
    if (status === 'approved')
      await withdrawUnsupportedMarks(tx, auth.organization, {
        employeeId: row.employeeId,
        dates: [row.workDate],
        actorId: auth.employeeId,
        cause: 'manual time approved',
      });
    const times = timesOf(row, timeZone);
    await recordAuditEvent(tx, auth, ipAddress, {
      action: status === 'approved' ? 'manual-time.approved' : 'manual-time.denied',
      subjectId: row.employeeId,
      summary:
        `${status === 'approved' ? 'Approved' : 'Denied'} ${formatDurationInProse(minutes)} of manual time ` +
        `of ${row.employeeName} on ${formatDayMonthYear(row.workDate)} (${times.from}–${times.to})`,
      details: {
        requestId: row.id,
        date: row.workDate,
        from: times.from,
        to: times.to,
        minutes,
        projectId: row.projectId,
        todoId: row.todoId,
        isProductive: row.isProductive,
        note: decision.note,
      },
    });
    const employee = await repository.findEmployee(tx, auth.organizationId, row.employeeId);
    const decider = await repository.findEmployee(tx, auth.organizationId, auth.employeeId);
    if (!employee || !decider) throw new AppError('NOT_FOUND', 'Employee not found.');
    await notify(deps, tx, [
      {
        kind: 'manual-time',
        organizationId: auth.organizationId,
        event: status === 'approved' ? 'manual-time-approved' : 'manual-time-denied',
        actor: decider,
        employee,
        deciders: [],
        date: row.workDate,
        ...times,
        projectName: row.projectName,
        reason: row.reason,
        note: decision.note,
      },
    ]);
  });
  return readRequest(deps, auth, caller, requestId);
};

// The employee withdraws a pending request; a decided one stays (it is in the reports or was refused).
export const deleteManualTimeRequest = async (deps: Deps, auth: Auth, requestId: string) => {
  const caller = requireAccess(auth, 'authenticated');
  await runTransaction(deps.db, async (tx) => {
    const row = await repository.lockRequest(tx, auth.organizationId, requestId);
    if (!row) throw requestNotFound();
    requireVisible(auth, row);
    if (!canTakeManualTimeAction('delete', rulesOf(row), caller)) throw refusalOf('delete', row);
    if (!(await repository.deletePendingRequest(tx, auth.organizationId, requestId))) {
      throw new AppError('CONFLICT', texts.notPending);
    }
  });
};

// ---- Approved time for the activity pages ---------------------------------------------------------------

export type ApprovedManualTime = ManualTimeEntry & {
  employeeId: string;
  employeeCode: string;
  employeeName: string;
  date: string;
};

// Approved manual time of a range of the organisation's days (spec A §1: it counts as Manual Time on
// the time sheet, the activity viewer and the reports). The caller has checked whose time it may read.
export const findApprovedManualTime = async (
  deps: Pick<Deps, 'db'>,
  auth: Auth,
  filter: { fromDate: string; toDate: string; employeeIds?: readonly string[]; projectId?: string },
): Promise<ApprovedManualTime[]> => {
  if (filter.employeeIds?.length === 0) return [];
  const rows = await repository.findApprovedEntries(deps.db, auth.organizationId, filter);
  return rows.map((row) => ({
    id: row.id,
    employeeId: row.employeeId,
    employeeCode: row.employeeCode,
    employeeName: row.employeeName,
    date: row.workDate,
    ...timesOf(row, auth.organization.timeZone),
    project: named(row.projectId, row.projectName),
    todo: named(row.todoId, row.todoName),
    isProductive: row.isProductive,
    reason: row.reason,
  }));
};
