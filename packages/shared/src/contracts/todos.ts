import { z } from 'zod';
import { TODO_FILTER_ALL, TODO_FILTER_OPTIONS, TODO_STATUS_NAMES } from '../domain/project-status';
import { todoPulseTexts, todoTexts } from '../spec-texts';
import { listPageSchema } from './list-page';
import { namesById, numericEnumQuerySchema, numericEnumSchema } from './numeric-enum';

// To-dos (spec B §2 Todo list / To-do form, §3 Task, §4, §5). Members must be on the project's team.

export const todoBodySchema = z.object({
  name: z
    .string({ error: todoTexts.nameRequired })
    .trim()
    .min(1, todoTexts.nameRequired)
    .max(200, todoPulseTexts.nameTooLong),
  projectId: z.uuid({ error: todoTexts.projectRequired }),
  memberIds: z
    .array(z.uuid(), { error: todoTexts.memberRequired })
    .min(1, todoTexts.memberRequired)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, todoTexts.memberRequired),
  isCompleted: z.boolean().default(false),
});
export type TodoBody = z.input<typeof todoBodySchema>;

// What an assigned employee may change (spec B §6 via the issue: only Mark As Completed).
export const todoCompletionBodySchema = z.object({ isCompleted: z.boolean() });
export type TodoCompletionBody = z.infer<typeof todoCompletionBodySchema>;

export const todoIdParamsSchema = z.object({ id: z.uuid() });

// The to-do list's choice of every project the caller sees (/dashboard/todos/all): an employee's
// open to-dos across their projects without choosing each one.
export const ALL_PROJECTS = 'all';

// spec B §4 to-do statuses by number, with their names beside; the list's filter adds All (3).
export const todoStatusSchema = numericEnumSchema('To-do status', TODO_STATUS_NAMES);
const todoFilterSchema = numericEnumSchema('To-do filter', namesById(TODO_FILTER_OPTIONS));

export const todoListQuerySchema = z.object({
  // Absent: the to-dos of every project the caller sees (administrators: all of the organisation's).
  projectId: z.uuid().optional(),
  // spec B §4: 0, 1, 2; All is 3.
  status: numericEnumQuerySchema(todoFilterSchema).default(TODO_FILTER_ALL),
});
export type TodoListQuery = z.input<typeof todoListQuerySchema>;

export const todoMemberSchema = z.object({
  employeeId: z.uuid(),
  name: z.string(),
  employeeCode: z.string(),
});

export const todoSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: todoStatusSchema,
  statusName: z.string(),
  projectId: z.uuid(),
  projectName: z.string(),
  members: z.array(todoMemberSchema),
  // spec B §3 Task.ConsumedBudget: the hours consumed.
  consumedHours: z.number(),
  // Whether the caller may open its form (an administrator, or a member it is assigned to).
  canEdit: z.boolean(),
});
export type Todo = z.infer<typeof todoSchema>;
export const todoListSchema = listPageSchema(todoSchema);
export type TodoList = z.infer<typeof todoListSchema>;

export const todoSavedSchema = z.object({ id: z.uuid() });
