import type { TrackerProject } from '@pulse/shared/contracts/tracker';
import { TODO_STATUS } from '@pulse/shared/domain/project-status';
import type { SlotAttribution } from '@pulse/shared/domain/slot-rollup';
import { projectPulseTexts } from '@pulse/shared/spec-texts';
import type { Database, Transaction } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { alertBudgetThresholds, type BudgetAlertOrganization } from './budget-alerts';
import * as repository from './projects.repository';
import * as todosRepository from './todos.repository';

// The tracker's side of projects: what an employee may attribute time to, and the attributed time
// itself (consumed hours and budget of spec B §3 come from here).

type EmployeeScope = { organizationId: string; employeeId: string };
// Recording time may alert a budget, which names its amounts in the organisation's currency.
export type RecordingScope = EmployeeScope & { organization: BudgetAlertOrganization };

// `pulse-tracker project list`: the employee's projects, each with the open to-dos assigned to them.
export const findTrackerProjects = async (db: Database, scope: EmployeeScope): Promise<TrackerProject[]> => {
  const [projectRows, todoRows] = await Promise.all([
    repository.findMemberProjects(db, scope.organizationId, scope.employeeId),
    todosRepository.findAssignedTodos(db, scope.organizationId, scope.employeeId),
  ]);
  return projectRows.map((project) => ({
    ...project,
    todos: todoRows
      .filter((todo) => todo.projectId === project.id && todo.status !== TODO_STATUS.completed)
      .map(({ id, name, status }) => ({ id, name, status })),
  }));
};

export type SelectionToCheck = { path: string; projectId: string; todoId: string | null };

// A batch may attribute time only to a project whose team the employee is in, and to a to-do of that
// project assigned to them; the errors name the offending fields. A completed to-do still takes time
// (an agent may finish uploading after the employee ticked it).
export const checkTrackerSelections = async (
  db: Database,
  scope: EmployeeScope,
  selections: SelectionToCheck[],
): Promise<{ path: string; message: string }[]> => {
  if (selections.length === 0) return [];
  const [projectRows, todoRows] = await Promise.all([
    repository.findMemberProjects(db, scope.organizationId, scope.employeeId),
    todosRepository.findAssignedTodos(db, scope.organizationId, scope.employeeId),
  ]);
  const projectIds = new Set(projectRows.map((project) => project.id));
  const todoProject = new Map(todoRows.map((todo) => [todo.id, todo.projectId]));
  return selections.flatMap(({ path, projectId, todoId }): { path: string; message: string }[] => {
    if (!projectIds.has(projectId))
      return [{ path: `${path}.projectId`, message: projectPulseTexts.notOnTeam }];
    if (todoId !== null && todoProject.get(todoId) !== projectId)
      return [{ path: `${path}.todoId`, message: projectPulseTexts.todoNotAssigned }];
    return [];
  });
};

// A manual-time request's project and to-do, by the tracker's rules: a project whose team the
// employee is in, a to-do of it assigned to them. The errors name the request's own fields.
export const checkEmployeeSelection = async (
  db: Database,
  scope: EmployeeScope,
  selection: { projectId: string; todoId: string | null },
): Promise<{ path: string; message: string }[]> => {
  const errors = await checkTrackerSelections(db, scope, [{ path: 'selection', ...selection }]);
  return errors.map((error) => ({ ...error, path: error.path.replace(/^selection\./, '') }));
};

// The rate in force at a moment: the latest that started at or before it; time from before the first
// rate (a backfill) takes the first one.
const rateAt = (history: { hourlyRate: number; effectiveFrom: Date }[], at: Date) => {
  let rate = history[0]?.hourlyRate ?? 0;
  for (const entry of history) if (entry.effectiveFrom.getTime() <= at.getTime()) rate = entry.hourlyRate;
  return rate;
};

export type AttributedSlot = { slotStart: Date; attributions: SlotAttribution[] };

// Replaces an employee's attributed time in [from, to) with the given slots' attributions, each costed
// at the member's rate in force when the slot was worked (so a later rate change never rewrites it).
// Called with the slot recompute, in its transaction; the demo's history uses it too.
export const replaceProjectTime = async (
  tx: Transaction,
  scope: EmployeeScope,
  range: { from: Date; to: Date },
  slots: AttributedSlot[],
) => {
  const projectIds = [...new Set(slots.flatMap((slot) => slot.attributions.map((item) => item.projectId)))];
  const history = await repository.findRateHistory(tx, scope.organizationId, projectIds, scope.employeeId);
  const historyOf = (projectId: string) => history.filter((entry) => entry.projectId === projectId);
  await repository.deleteProjectTime(tx, scope, range);
  await repository.insertProjectTime(
    tx,
    scope,
    slots.flatMap(({ slotStart, attributions }) =>
      attributions.map((item) => ({
        projectId: item.projectId,
        todoId: item.todoId,
        slotStart,
        trackedSeconds: item.trackedSeconds,
        idleSeconds: item.idleSeconds,
        workedSeconds: item.workedSeconds,
        hourlyRate: rateAt(historyOf(item.projectId), slotStart),
      })),
    ),
  );
  const todoIds = [
    ...new Set(
      slots.flatMap((slot) => slot.attributions.flatMap((item) => (item.todoId ? [item.todoId] : []))),
    ),
  ];
  return { projectIds, todoIds };
};

// After an upload: store its attributed time, start the to-dos it was spent on and alert budgets.
export const recordProjectTime = async (
  deps: Pick<Deps, 'clock' | 'realtime'>,
  tx: Transaction,
  scope: RecordingScope,
  range: { from: Date; to: Date },
  slots: AttributedSlot[],
) => {
  const { projectIds, todoIds } = await replaceProjectTime(tx, scope, range, slots);
  await todosRepository.startTodos(tx, scope.organizationId, todoIds, deps.clock.now());
  await alertBudgetThresholds(deps, tx, scope.organization, projectIds);
};

// An approved manual-time request (spec A §1 offline time) as the project's consumed time: one row at
// the request's start, all of it worked (no idle), costed at the member's rate in force then; the
// to-do starts and budgets are checked as after an upload. The tracker's slot recompute leaves the
// row alone (deleteProjectTime replaces the tracker's rows only).
export const recordManualProjectTime = async (
  deps: Pick<Deps, 'clock' | 'realtime'>,
  tx: Transaction,
  scope: RecordingScope,
  time: {
    manualTimeRequestId: string;
    projectId: string;
    todoId: string | null;
    startedAt: Date;
    seconds: number;
  },
) => {
  const history = await repository.findRateHistory(
    tx,
    scope.organizationId,
    [time.projectId],
    scope.employeeId,
  );
  await repository.insertManualProjectTime(tx, scope, {
    manualTimeRequestId: time.manualTimeRequestId,
    projectId: time.projectId,
    todoId: time.todoId,
    slotStart: time.startedAt,
    trackedSeconds: time.seconds,
    idleSeconds: 0,
    workedSeconds: time.seconds,
    hourlyRate: rateAt(history, time.startedAt),
  });
  await todosRepository.startTodos(
    tx,
    scope.organizationId,
    time.todoId ? [time.todoId] : [],
    deps.clock.now(),
  );
  await alertBudgetThresholds(deps, tx, scope.organization, [time.projectId]);
};
