import { TODO_STATUS } from '@pulse/shared/domain/project-status';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employees, projects, projectTime, todoMembers, todos } from '../../db/schema/index';
import { isOnProjectTeam } from './projects.repository';

// To-dos of a project and whom they are assigned to. The organisation is the first filter of every
// query.

type Executor = Database;

const todoColumns = {
  id: todos.id,
  name: todos.name,
  status: todos.status,
  projectId: todos.projectId,
  projectName: projects.name,
  // spec B §3 Task.ConsumedBudget: the hours worked on it, from the attributed time.
  workedSeconds: sql<number>`coalesce((select sum(${projectTime.workedSeconds}) from ${projectTime}
    where ${projectTime.organizationId} = ${todos.organizationId}
    and ${projectTime.todoId} = ${todos.id}), 0)::bigint`.mapWith(Number),
  members: sql<{ employeeId: string; name: string; employeeCode: string }[]>`coalesce((
    select json_agg(json_build_object('employeeId', ${employees.id}, 'name', ${employees.name},
      'employeeCode', ${employees.employeeCode}) order by lower(${employees.name}))
    from ${todoMembers} join ${employees} on ${employees.id} = ${todoMembers.employeeId}
    where ${todoMembers.todoId} = ${todos.id}), '[]'::json)`,
};

export type TodoRow = Awaited<ReturnType<typeof findTodos>>[number];

// memberId: only the to-dos of projects whose team the employee is in (every project's, listed by
// project then name).
export const findTodos = (
  db: Executor,
  organizationId: string,
  filter: { projectId?: string; todoId?: string; status?: number; memberId?: string },
) => {
  const conditions: SQL[] = [eq(todos.organizationId, organizationId)];
  if (filter.projectId) conditions.push(eq(todos.projectId, filter.projectId));
  if (filter.todoId) conditions.push(eq(todos.id, filter.todoId));
  if (filter.status !== undefined) conditions.push(eq(todos.status, filter.status));
  if (filter.memberId) conditions.push(isOnProjectTeam(todos.projectId, filter.memberId));
  return db
    .select(todoColumns)
    .from(todos)
    .innerJoin(projects, eq(projects.id, todos.projectId))
    .where(and(...conditions))
    .orderBy(sql`lower(${projects.name})`, asc(projects.id), sql`lower(${todos.name})`, asc(todos.id));
};

export const lockTodo = async (db: Executor, organizationId: string, todoId: string) => {
  const [row] = await db
    .select()
    .from(todos)
    .where(and(eq(todos.organizationId, organizationId), eq(todos.id, todoId)))
    .for('update');
  return row;
};

export const findTodoMemberIds = async (db: Executor, organizationId: string, todoId: string) => {
  const rows = await db
    .select({ employeeId: todoMembers.employeeId })
    .from(todoMembers)
    .where(and(eq(todoMembers.organizationId, organizationId), eq(todoMembers.todoId, todoId)));
  return rows.map((row) => row.employeeId);
};

export const hasTrackedTime = async (db: Executor, organizationId: string, todoId: string) => {
  const [row] = await db
    .select({ todoId: projectTime.todoId })
    .from(projectTime)
    .where(and(eq(projectTime.organizationId, organizationId), eq(projectTime.todoId, todoId)))
    .limit(1);
  return row !== undefined;
};

export const insertTodo = async (db: Executor, values: typeof todos.$inferInsert) => {
  const [row] = await db.insert(todos).values(values).returning({ id: todos.id });
  if (!row) throw new Error('to-do insert returned nothing');
  return row.id;
};

export const updateTodo = async (
  db: Executor,
  organizationId: string,
  todoId: string,
  values: Partial<typeof todos.$inferInsert>,
) => {
  await db
    .update(todos)
    .set(values)
    .where(and(eq(todos.organizationId, organizationId), eq(todos.id, todoId)));
};

export const replaceTodoMembers = async (
  db: Executor,
  organizationId: string,
  todoId: string,
  employeeIds: string[],
) => {
  await db
    .delete(todoMembers)
    .where(and(eq(todoMembers.organizationId, organizationId), eq(todoMembers.todoId, todoId)));
  if (employeeIds.length === 0) return;
  await db
    .insert(todoMembers)
    .values(employeeIds.map((employeeId) => ({ organizationId, todoId, employeeId })));
};

// The to-dos assigned to an employee (with their project), for the tracker's choices and checks.
export const findAssignedTodos = (db: Executor, organizationId: string, employeeId: string) =>
  db
    .select({ id: todos.id, name: todos.name, status: todos.status, projectId: todos.projectId })
    .from(todoMembers)
    .innerJoin(todos, eq(todos.id, todoMembers.todoId))
    .where(and(eq(todoMembers.organizationId, organizationId), eq(todoMembers.employeeId, employeeId)))
    .orderBy(sql`lower(${todos.name})`, asc(todos.id));

// Time tracked on a Not Yet Started to-do puts it In Progress (spec B §4; see todoStatusOf).
export const startTodos = async (db: Executor, organizationId: string, todoIds: string[], at: Date) => {
  if (todoIds.length === 0) return;
  await db
    .update(todos)
    .set({ status: TODO_STATUS.inProgress, updatedAt: at })
    .where(
      and(
        eq(todos.organizationId, organizationId),
        inArray(todos.id, todoIds),
        eq(todos.status, TODO_STATUS.notYetStarted),
      ),
    );
};

// Members leaving a team leave its to-dos too (a to-do's members are always on the team).
export const removeMembersFromProjectTodos = async (
  db: Executor,
  organizationId: string,
  projectId: string,
  employeeIds: string[],
) => {
  if (employeeIds.length === 0) return;
  await db.delete(todoMembers).where(
    and(
      eq(todoMembers.organizationId, organizationId),
      inArray(todoMembers.employeeId, employeeIds),
      inArray(
        todoMembers.todoId,
        db
          .select({ id: todos.id })
          .from(todos)
          .where(and(eq(todos.organizationId, organizationId), eq(todos.projectId, projectId))),
      ),
    ),
  );
};
