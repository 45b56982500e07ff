import {
  type Todo,
  type TodoBody,
  type TodoCompletionBody,
  type TodoList,
  type TodoListQuery,
  todoBodySchema,
  todoListQuerySchema,
} from '@pulse/shared/contracts/todos';
import { hoursOfSeconds } from '@pulse/shared/domain/project-consumption';
import {
  TODO_FILTER_ALL,
  TODO_STATUS_NAMES,
  type TodoStatus,
  todoStatusOf,
} from '@pulse/shared/domain/project-status';
import { todoPulseTexts } from '@pulse/shared/spec-texts';
import { type AccessGrant, requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import type { WholeList } from '../../lib/list-page';
import { runTransaction } from '../../lib/transaction';
import * as projectsRepository from './projects.repository';
import { getVisibleProject, memberFilterOf } from './projects.service';
import * as repository from './todos.repository';

// To-dos of a project (spec B §2 Todo list / To-do form, §4, §6). Whoever sees the project sees its
// to-dos; administrators add and edit them, and an employee may only tick Mark As Completed on a
// to-do assigned to them.

const todoNotFound = () => new AppError('NOT_FOUND', 'To-do not found.');

const toTodo = (row: repository.TodoRow, caller: AccessGrant): Todo => ({
  id: row.id,
  name: row.name,
  status: row.status as TodoStatus,
  statusName: TODO_STATUS_NAMES[row.status as TodoStatus] ?? '',
  projectId: row.projectId,
  projectName: row.projectName,
  members: row.members,
  consumedHours: hoursOfSeconds(row.workedSeconds),
  canEdit: caller.isAdmin || row.members.some((member) => member.employeeId === caller.employeeId),
});

// One project's to-dos, or (no project) those of every project the caller sees.
export const findTodos = async (
  deps: Deps,
  auth: Auth,
  rawQuery: TodoListQuery,
): Promise<WholeList<TodoList>> => {
  const caller = requireAccess(auth, 'authenticated');
  const query = todoListQuerySchema.parse(rawQuery);
  if (query.projectId) await getVisibleProject(deps, auth, query.projectId);
  const rows = await repository.findTodos(deps.db, auth.organizationId, {
    projectId: query.projectId,
    memberId: query.projectId ? undefined : memberFilterOf(caller),
    status: query.status === TODO_FILTER_ALL ? undefined : query.status,
  });
  return { items: rows.map((row) => toTodo(row, caller)) };
};

export const getTodo = async (deps: Deps, auth: Auth, todoId: string): Promise<Todo> => {
  const caller = requireAccess(auth, 'authenticated');
  const [row] = await repository.findTodos(deps.db, auth.organizationId, { todoId });
  if (!row) throw todoNotFound();
  // A to-do of a project the caller cannot see is as missing as one of another organisation.
  await getVisibleProject(deps, auth, row.projectId).catch(() => {
    throw todoNotFound();
  });
  return toTodo(row, caller);
};

// Members must be on the project's team (spec B §2: "team members of the chosen project").
const checkMembers = async (
  db: Deps['db'],
  organizationId: string,
  projectId: string,
  memberIds: string[],
) => {
  const team = await projectsRepository.findTeam(db, organizationId, projectId);
  const teamIds = new Set(team.map((member) => member.employeeId));
  if (memberIds.some((id) => !teamIds.has(id))) {
    throw new AppError('VALIDATION_FAILED', todoPulseTexts.memberNotOnTeam, [
      { path: 'memberIds', message: todoPulseTexts.memberNotOnTeam },
    ]);
  }
};

const projectOf = async (db: Deps['db'], organizationId: string, projectId: string) => {
  const project = await projectsRepository.findProject(db, organizationId, projectId);
  if (!project) {
    throw new AppError('VALIDATION_FAILED', 'Project not found.', [
      { path: 'projectId', message: 'Project not found.' },
    ]);
  }
  return project;
};

export const createTodo = async (deps: Deps, auth: Auth, rawBody: TodoBody) => {
  requireAccess(auth, 'admin');
  const body = todoBodySchema.parse(rawBody);
  const now = deps.clock.now();
  const id = await runTransaction(deps.db, async (tx) => {
    await projectOf(tx, auth.organizationId, body.projectId);
    await checkMembers(tx, auth.organizationId, body.projectId, body.memberIds);
    const todoId = await repository.insertTodo(tx, {
      organizationId: auth.organizationId,
      projectId: body.projectId,
      name: body.name,
      status: todoStatusOf(body.isCompleted, false),
      createdAt: now,
      updatedAt: now,
    });
    await repository.replaceTodoMembers(tx, auth.organizationId, todoId, body.memberIds);
    return todoId;
  });
  return { id };
};

export const updateTodo = async (deps: Deps, auth: Auth, todoId: string, rawBody: TodoBody) => {
  requireAccess(auth, 'admin');
  const body = todoBodySchema.parse(rawBody);
  const now = deps.clock.now();
  await runTransaction(deps.db, async (tx) => {
    const todo = await repository.lockTodo(tx, auth.organizationId, todoId);
    if (!todo) throw todoNotFound();
    await projectOf(tx, auth.organizationId, body.projectId);
    await checkMembers(tx, auth.organizationId, body.projectId, body.memberIds);
    const hasTime = await repository.hasTrackedTime(tx, auth.organizationId, todoId);
    await repository.updateTodo(tx, auth.organizationId, todoId, {
      projectId: body.projectId,
      name: body.name,
      status: todoStatusOf(body.isCompleted, hasTime),
      updatedAt: now,
    });
    await repository.replaceTodoMembers(tx, auth.organizationId, todoId, body.memberIds);
  });
  return { id: todoId };
};

// Mark As Completed (spec B §4): an administrator, or an employee the to-do is assigned to.
export const setTodoCompletion = async (deps: Deps, auth: Auth, todoId: string, body: TodoCompletionBody) => {
  await runTransaction(deps.db, async (tx) => {
    const todo = await repository.lockTodo(tx, auth.organizationId, todoId);
    if (!todo) throw todoNotFound();
    const assigneeIds = await repository.findTodoMemberIds(tx, auth.organizationId, todoId);
    const teamIds = await projectsRepository.findTeamMemberIds(tx, auth.organizationId, todo.projectId);
    // Someone on the team sees the to-do but may not change it; anyone else does not see it.
    requireAccess(auth, { sharedWith: [...assigneeIds, ...teamIds], refusal: todoNotFound });
    requireAccess(auth, {
      sharedWith: assigneeIds,
      refusal: () => new AppError('FORBIDDEN', todoPulseTexts.onlyCompletion),
    });
    const hasTime = await repository.hasTrackedTime(tx, auth.organizationId, todoId);
    await repository.updateTodo(tx, auth.organizationId, todoId, {
      status: todoStatusOf(body.isCompleted, hasTime),
      updatedAt: deps.clock.now(),
    });
  });
  return { id: todoId };
};
