import { z } from 'zod';
import { MANUAL_TIME_ACTIONS, MANUAL_TIME_LIMITS, MANUAL_TIME_STATUSES } from '../domain/manual-time-rules';
import { TIME_24_PATTERN } from '../domain/shift-time';
import { manualTimePulseTexts as texts } from '../spec-texts';
import { calendarDateSchema, organizationDay, requiredCalendarDateSchema } from './calendar-date';
import { listPageQuerySchema, listPageSchema } from './list-page';

// Manual (offline) time (spec A §1): the employee's requests and their decisions. Dates are the
// organisation's calendar days (YYYY-MM-DD), from/to wall-clock times 'HH:mm' of that day in the
// organisation's zone; the employee is the caller (identity from the session).

const isoDate = organizationDay(calendarDateSchema());
const requiredDate = (message: string) => organizationDay(requiredCalendarDateSchema(message));
const requiredTime = (message: string) =>
  z.string().min(1, message).pipe(z.string().regex(TIME_24_PATTERN, texts.timeInvalid));
// A select's "none" is '' in a form; the API takes '' or null alike.
const optionalId = z
  .union([z.uuid(), z.literal('')])
  .nullish()
  .transform((value) => value || null);

// ---- Create ---------------------------------------------------------------------------------------------

export const createManualTimeBodySchema = z
  .object({
    date: requiredDate(texts.dateRequired),
    from: requiredTime(texts.fromRequired),
    to: requiredTime(texts.toRequired),
    projectId: optionalId,
    todoId: optionalId,
    // A form's unchosen choice (null) gets the message, not zod's "expected boolean".
    isProductive: z.boolean({ error: texts.kindRequired }),
    reason: z
      .string()
      .trim()
      .min(1, texts.reasonRequired)
      .max(MANUAL_TIME_LIMITS.reasonMaxLength, texts.reasonTooLong),
  })
  .refine((body) => body.todoId === null || body.projectId !== null, {
    path: ['todoId'],
    message: texts.todoWithoutProject,
  })
  .refine(
    (body) => !TIME_24_PATTERN.test(body.from) || !TIME_24_PATTERN.test(body.to) || body.to > body.from,
    {
      path: ['to'],
      message: texts.toNotAfterFrom,
    },
  );
export type CreateManualTimeBody = z.input<typeof createManualTimeBodySchema>;

// ---- Decide ---------------------------------------------------------------------------------------------

const note = z.string().trim().max(MANUAL_TIME_LIMITS.noteMaxLength, texts.noteTooLong);
export const approveManualTimeBodySchema = z.object({ note: note.optional().default('') });
export type ApproveManualTimeBody = z.input<typeof approveManualTimeBodySchema>;
// A denial says why: the employee reads it in the bell, the mail and the list.
export const denyManualTimeBodySchema = z.object({
  note: z.string({ error: texts.noteRequired }).trim().min(1, texts.noteRequired).pipe(note),
});
export type DenyManualTimeBody = z.input<typeof denyManualTimeBodySchema>;

// ---- Rows and lists -------------------------------------------------------------------------------------

// A string enum, unlike the spec's numbered leave and project statuses: manual time is Pulse's own
// (spec A §1 names no ids), so its statuses are words from the start and stay so (no breaking rename).
export const manualTimeStatusSchema = z.enum(MANUAL_TIME_STATUSES);
const personSchema = z.object({ id: z.uuid(), name: z.string(), employeeCode: z.string() });
const namedSchema = z.object({ id: z.uuid(), name: z.string() });

export const manualTimeRequestSchema = z.object({
  id: z.uuid(),
  employee: personSchema,
  date: isoDate,
  from: z.string().regex(TIME_24_PATTERN),
  to: z.string().regex(TIME_24_PATTERN),
  startedAt: z.iso.datetime(),
  endedAt: z.iso.datetime(),
  minutes: z.number().int().min(0),
  project: namedSchema.nullable(),
  todo: namedSchema.nullable(),
  isProductive: z.boolean(),
  reason: z.string(),
  status: manualTimeStatusSchema,
  statusName: z.string(),
  // Null with a decision: approved automatically under the organisation's threshold.
  decidedBy: personSchema.nullable(),
  decidedAt: z.iso.datetime().nullable(),
  decisionNote: z.string().nullable(),
  // What the caller may do now (manual-time-rules.ts), so lists show only possible actions.
  actions: z.array(z.enum(MANUAL_TIME_ACTIONS)),
  createdAt: z.iso.datetime(),
});
export type ManualTimeRequest = z.infer<typeof manualTimeRequestSchema>;

export const MANUAL_TIME_PAGE_SIZE = 20;
export const MANUAL_TIME_SCOPES = ['mine', 'to-decide'] as const;
export type ManualTimeScope = (typeof MANUAL_TIME_SCOPES)[number];

export const manualTimeListQuerySchema = listPageQuerySchema(MANUAL_TIME_PAGE_SIZE).extend({
  status: manualTimeStatusSchema.default('pending'),
  // mine: the caller's own; to-decide: others' requests the caller may decide (their projects' as a
  // manager, everyone's as an administrator).
  scope: z.enum(MANUAL_TIME_SCOPES).default('mine'),
});
export type ManualTimeListQuery = z.input<typeof manualTimeListQuerySchema>;

export const manualTimePageSchema = listPageSchema(manualTimeRequestSchema);
export type ManualTimePage = z.infer<typeof manualTimePageSchema>;

export const manualTimeIdParamsSchema = z.object({ id: z.uuid() });

// What the form offers: the caller's projects with their open to-dos assigned to them, whether the
// caller decides anyone's requests (the "To approve" tab), and how many of those wait (pending).
export const manualTimeOptionsSchema = z.object({
  projects: z.array(namedSchema.extend({ todos: z.array(namedSchema) })),
  canDecide: z.boolean(),
  pendingToDecide: z.number().int().min(0),
  // The organisation's setting, so the form can say when a short request is approved at once.
  autoApproveMinutes: z.number().int().nullable(),
});
export type ManualTimeOptions = z.infer<typeof manualTimeOptionsSchema>;

// ---- Approved time as the activity pages show it (time sheet, viewer, reports) ------------------------

export const manualTimeEntrySchema = z.object({
  id: z.uuid(),
  from: z.string(),
  to: z.string(),
  minutes: z.number().int().min(0),
  project: namedSchema.nullable(),
  todo: namedSchema.nullable(),
  isProductive: z.boolean(),
  reason: z.string(),
});
export type ManualTimeEntry = z.infer<typeof manualTimeEntrySchema>;
