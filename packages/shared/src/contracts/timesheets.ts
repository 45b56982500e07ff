import { z } from 'zod';
import {
  TIMESHEET_CHANGE_KINDS,
  TIMESHEET_LIMITS,
  TIMESHEET_STATUSES,
  timesheetTexts as texts,
} from '../domain/timesheet-status';
import { calendarDateSchema, organizationDay, requiredCalendarDateSchema } from './calendar-date';
import { listPageSchema } from './list-page';

// Weekly timesheets (domain/timesheet-status.ts). Minutes are whole minutes as the time sheet and the
// report show them; a week is named by its Monday (YYYY-MM-DD, the organisation's calendar day). The
// employee is in the path; who may read or decide it is checked by the service, never taken from a body.

const isoDate = organizationDay(calendarDateSchema());

export const timesheetStatusSchema = z.enum(TIMESHEET_STATUSES);
const personSchema = z.object({ id: z.uuid(), name: z.string() });

// One cell: the tracker's Hours Worked attributed to the row's project plus approved manual time on it;
// idle is part of the tracked minutes and shown apart, as in the report.
export const timesheetCellSchema = z.object({
  date: isoDate,
  trackedMinutes: z.number().int(),
  manualMinutes: z.number().int(),
  idleMinutes: z.number().int(),
  totalMinutes: z.number().int(),
});
export type TimesheetCell = z.infer<typeof timesheetCellSchema>;

export const timesheetRowSchema = z.object({
  // null: "No project" (tracked time the tracker gave no project, manual time without one).
  projectId: z.uuid().nullable(),
  projectName: z.string(),
  cells: z.array(timesheetCellSchema).length(7),
  totalMinutes: z.number().int(),
  idleMinutes: z.number().int(),
});
export type TimesheetRow = z.infer<typeof timesheetRowSchema>;

export const timesheetFiguresSchema = z.object({
  rows: z.array(timesheetRowSchema),
  // Per day (Monday first) and for the week, every row together.
  dayTotals: z.array(timesheetCellSchema).length(7),
  totalMinutes: z.number().int(),
  idleMinutes: z.number().int(),
});
export type TimesheetFigures = z.infer<typeof timesheetFiguresSchema>;

export const timesheetChangeSchema = z.object({
  kind: z.enum(TIMESHEET_CHANGE_KINDS),
  date: isoDate,
  at: z.iso.datetime(),
});
export type TimesheetChange = z.infer<typeof timesheetChangeSchema>;

export const timesheetWeekSchema = z.object({
  employee: z.object({ id: z.uuid(), employeeCode: z.string(), name: z.string() }),
  weekStart: isoDate,
  weekEnd: isoDate,
  status: timesheetStatusSchema,
  isLocked: z.boolean(),
  lockedThrough: isoDate.nullable(),
  submittedAt: z.iso.datetime().nullable(),
  note: z.string().nullable(),
  decidedBy: personSchema.nullable(),
  decidedAt: z.iso.datetime().nullable(),
  rejectionReason: z.string().nullable(),
  // What the tracker and approved requests say now.
  figures: timesheetFiguresSchema,
  // What was approved (frozen), while the week has been approved once; the difference from `figures`
  // is the pending change an approver decides on.
  approved: z
    .object({
      approvedBy: personSchema.nullable(),
      approvedAt: z.iso.datetime(),
      figures: timesheetFiguresSchema,
    })
    .nullable(),
  pendingChanges: z.array(timesheetChangeSchema),
  canSubmit: z.boolean(),
  canApprove: z.boolean(),
  canReject: z.boolean(),
});
export type TimesheetWeek = z.infer<typeof timesheetWeekSchema>;

export const timesheetWeekParamsSchema = z.object({ employeeId: z.uuid(), weekStart: isoDate });
export type TimesheetWeekParams = z.infer<typeof timesheetWeekParamsSchema>;

export const submitTimesheetBodySchema = z.object({
  note: z.string().trim().max(TIMESHEET_LIMITS.noteMaxLength, texts.noteTooLong).optional().default(''),
});
export type SubmitTimesheetBody = z.input<typeof submitTimesheetBodySchema>;

const reasonSchema = z
  .string({ error: texts.reasonRequired })
  .trim()
  .min(1, texts.reasonRequired)
  .max(TIMESHEET_LIMITS.reasonMaxLength, texts.reasonTooLong);
export const rejectTimesheetBodySchema = z.object({ reason: reasonSchema });
export type RejectTimesheetBody = z.input<typeof rejectTimesheetBodySchema>;

// Approvals view: approve or reject many weeks at once; each is decided alone (one refused week does
// not stop the others) and the answer says what happened to each.
const weekKeySchema = z.object({ employeeId: z.uuid(), weekStart: isoDate });
export const bulkTimesheetDecisionBodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('approve'),
    weeks: z.array(weekKeySchema).min(1).max(TIMESHEET_LIMITS.bulkMax),
  }),
  z.object({
    action: z.literal('reject'),
    weeks: z.array(weekKeySchema).min(1).max(TIMESHEET_LIMITS.bulkMax),
    reason: reasonSchema,
  }),
]);
export type BulkTimesheetDecisionBody = z.input<typeof bulkTimesheetDecisionBodySchema>;
export const bulkTimesheetDecisionResultSchema = z.object({
  results: z.array(
    weekKeySchema.extend({
      isDone: z.boolean(),
      status: timesheetStatusSchema,
      message: z.string().nullable(),
    }),
  ),
});
export type BulkTimesheetDecisionResult = z.infer<typeof bulkTimesheetDecisionResultSchema>;

// The approver's list: weeks waiting (Submitted, including approved weeks a late change re-opened),
// or every status of a week, with the totals and the difference from what was approved.
export const timesheetApprovalsQuerySchema = z.object({
  status: z
    .enum(['waiting', ...TIMESHEET_STATUSES])
    .optional()
    .default('waiting'),
  weekStart: isoDate.optional(),
});
export type TimesheetApprovalsQuery = z.input<typeof timesheetApprovalsQuerySchema>;

export const timesheetApprovalItemSchema = z.object({
  employee: z.object({ id: z.uuid(), employeeCode: z.string(), name: z.string() }),
  weekStart: isoDate,
  weekEnd: isoDate,
  status: timesheetStatusSchema,
  submittedAt: z.iso.datetime().nullable(),
  note: z.string().nullable(),
  totalMinutes: z.number().int(),
  idleMinutes: z.number().int(),
  manualMinutes: z.number().int(),
  // Minutes approved before (null when never approved) and the change since.
  approvedMinutes: z.number().int().nullable(),
  differenceMinutes: z.number().int(),
  pendingChanges: z.array(timesheetChangeSchema),
  isLocked: z.boolean(),
});
export type TimesheetApprovalItem = z.infer<typeof timesheetApprovalItemSchema>;
// Every week that matches, as one page.
export const timesheetApprovalsSchema = listPageSchema(timesheetApprovalItemSchema);
export type TimesheetApprovals = z.infer<typeof timesheetApprovalsSchema>;

// The lock (payroll closed): every day up to lockedThrough, or none.
export const timesheetLockSchema = z.object({
  lockedThrough: isoDate.nullable(),
  lockedBy: personSchema.nullable(),
  lockedAt: z.iso.datetime().nullable(),
});
export type TimesheetLock = z.infer<typeof timesheetLockSchema>;
export const setTimesheetLockBodySchema = z.object({
  // null unlocks.
  lockedThrough: organizationDay(requiredCalendarDateSchema(texts.lockDateRequired)).nullable(),
});
export type SetTimesheetLockBody = z.input<typeof setTimesheetLockBodySchema>;

// The people whose weeks the caller may open (the week view's picker): administrators everyone
// active, managers the members of their projects, employees themselves.
export const timesheetPersonSchema = z.object({ id: z.uuid(), employeeCode: z.string(), name: z.string() });
export type TimesheetPerson = z.infer<typeof timesheetPersonSchema>;
// Everyone the caller may open, as one page.
export const timesheetPeopleSchema = listPageSchema(timesheetPersonSchema).extend({
  canApprove: z.boolean(),
});
export type TimesheetPeople = z.infer<typeof timesheetPeopleSchema>;
