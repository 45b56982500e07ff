import { z } from 'zod';
import { LEAVE_TYPE, LEAVE_TYPES } from '../domain/leave-days';
import { LEAVE_ACTIONS, LEAVE_STATUS_NAMES } from '../domain/leave-status';
import { leavePulseTexts, leaveTexts } from '../spec-texts';
import { calendarDateSchema, organizationDay, requiredCalendarDateSchema } from './calendar-date';
import { listPageQuerySchema, listPageSchema } from './list-page';
import { namesById, numericEnumQuerySchema, numericEnumSchema } from './numeric-enum';

// Leaves and holidays (spec B §2–§5). Dates are the organisation's calendar days,
// YYYY-MM-DD (spec B §9); the organisation and the caller come from the session.

const isoDate = organizationDay(calendarDateSchema());
const requiredDate = (message: string) => organizationDay(requiredCalendarDateSchema(message));

// spec B §9: page size 20 for leaves and attendance.
export const LIST_PAGE_SIZE = 20;
export const pageQuerySchema = listPageQuerySchema(LIST_PAGE_SIZE);

// A query's list of employees: `employeeIds=a,b,c`; absent or empty means everyone the caller may see.
export const employeeIdsQuerySchema = z
  .string()
  .optional()
  .transform((value) => (value ? value.split(',').filter(Boolean) : []))
  .pipe(z.array(z.uuid()).max(500));

// ---- Apply (spec B §2 "Apply leave", §5 leave form) ---------------------------------------------------

export const applyLeaveBodySchema = z
  .object({
    // Whose leave: absent means the caller's own; an administrator may apply for another employee.
    employeeId: z.uuid().optional(),
    description: z
      .string()
      .trim()
      .min(1, leaveTexts.descriptionRequired)
      .max(500, leaveTexts.descriptionTooLong),
    fromDate: requiredDate(leaveTexts.startRequired),
    toDate: requiredDate(leaveTexts.endRequired),
    // One literal of two values, not a union: form resolvers report a union's first branch ("expected
    // 1") instead of its message.
    leaveType: z.literal([LEAVE_TYPE.fullDay, LEAVE_TYPE.halfDay], { error: leaveTexts.typeRequired }),
    managerIds: z.array(z.uuid()).min(1, leaveTexts.managersRequired).max(20),
  })
  .refine((body) => body.toDate >= body.fromDate, {
    path: ['toDate'],
    message: leavePulseTexts.endBeforeStart,
  })
  .refine((body) => body.leaveType !== LEAVE_TYPE.halfDay || body.toDate === body.fromDate, {
    path: ['toDate'],
    message: leavePulseTexts.halfDaySingleDate,
  });
export type ApplyLeaveBody = z.input<typeof applyLeaveBodySchema>;

// ---- Rows, detail, lists -------------------------------------------------------------------------------

export const leaveActionSchema = z.enum(LEAVE_ACTIONS);
// spec B §4 leave statuses and spec B §3 leave types, by the spec's numbers with their names beside.
export const leaveStatusSchema = numericEnumSchema('Leave status', LEAVE_STATUS_NAMES);
export const leaveTypeSchema = numericEnumSchema('Leave type', namesById(LEAVE_TYPES));
export const leavePersonSchema = z.object({ id: z.uuid(), name: z.string(), employeeCode: z.string() });
export type LeavePerson = z.infer<typeof leavePersonSchema>;

export const leaveSchema = z.object({
  id: z.uuid(),
  employee: leavePersonSchema,
  // Who filed it (the employee, or an administrator for them).
  appliedBy: leavePersonSchema.nullable(),
  managers: z.array(leavePersonSchema),
  leaveType: leaveTypeSchema,
  leaveTypeName: z.string(),
  fromDate: isoDate,
  toDate: isoDate,
  description: z.string(),
  status: leaveStatusSchema,
  statusName: z.string(),
  // spec B §4 "Action Taken By": the approver or rejecter; null shows 'Not Yet'.
  decidedBy: leavePersonSchema.nullable(),
  // spec B §9: days between + 1, or 0.5 for a half day.
  leavesApplied: z.number(),
  // What the caller may do now (leave-status.ts), so the table shows only possible actions.
  actions: z.array(leaveActionSchema),
  createdAt: z.iso.datetime(),
});
export type Leave = z.infer<typeof leaveSchema>;

// spec B §2 LEAVE DETAIL: the row plus Overall Leaves Taken (spec A §9 taken, this year).
export const leaveDetailSchema = leaveSchema.extend({ overallLeavesTaken: z.number() });
export type LeaveDetail = z.infer<typeof leaveDetailSchema>;

export const leavePageSchema = listPageSchema(leaveSchema);
export type LeavePage = z.infer<typeof leavePageSchema>;

// Leave for Approval (spec B §2): absent, every status (what the page shows); a status narrows the
// list, e.g. 1 for the leaves still waiting for a decision.
export const leavesForApprovalQuerySchema = pageQuerySchema.extend({
  status: numericEnumQuerySchema(leaveStatusSchema).optional(),
});
export type LeavesForApprovalQuery = z.input<typeof leavesForApprovalQuerySchema>;

// The admin tab (spec B §2): employees and a date range (default: this year); leaves overlapping it.
export const employeeLeavesQuerySchema = pageQuerySchema.extend({
  employeeIds: employeeIdsQuerySchema,
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type EmployeeLeavesQuery = z.input<typeof employeeLeavesQuerySchema>;

export const leaveIdParamsSchema = z.object({ id: z.uuid() });

// ---- Counts and entitlement (spec A §2 Leaves Status cards, §9; spec B §3 Leave count) ----------------

export const leaveSummaryQuerySchema = z.object({ employeeId: z.uuid().optional() });
export const leaveSummarySchema = z.object({
  employeeId: z.uuid(),
  year: z.number().int(),
  fullDays: z.number(),
  halfDays: z.number(),
  // Leaves Taken, Total Leaves Entitled, Overall Pending Leaves.
  taken: z.number(),
  entitled: z.number(),
  pending: z.number(),
});
export type LeaveSummary = z.infer<typeof leaveSummarySchema>;

// ---- People to choose (managers autocomplete, employee filters) -----------------------------------------

export const employeeDirectoryQuerySchema = listPageQuerySchema(20).extend({
  query: z.string().trim().max(100).default(''),
});
export const employeeDirectorySchema = listPageSchema(leavePersonSchema);
export type EmployeeDirectory = z.infer<typeof employeeDirectorySchema>;

// ---- Holidays (spec B §2 Holiday List, §3 Holiday) ------------------------------------------------------

export const holidaySchema = z.object({
  id: z.uuid(),
  date: isoDate,
  // The weekday's name ('Monday'), in English like the rest of the screens.
  day: z.string(),
  name: z.string(),
});
export type Holiday = z.infer<typeof holidaySchema>;

export const holidayYearQuerySchema = z.object({ year: z.coerce.number().int().min(1900).max(2200) });
export const holidayListSchema = listPageSchema(holidaySchema).extend({ year: z.number().int() });
export type HolidayList = z.infer<typeof holidayListSchema>;
// The years that have holidays, plus the current year, newest first.
export const holidayYearsSchema = listPageSchema(z.number().int());
export type HolidayYears = z.infer<typeof holidayYearsSchema>;

export const holidayBodySchema = z.object({
  date: requiredDate(leavePulseTexts.holidayDateRequired),
  name: z.string().trim().min(1, leavePulseTexts.holidayNameRequired).max(200),
});
export type HolidayBody = z.input<typeof holidayBodySchema>;
export const holidayIdParamsSchema = z.object({ id: z.uuid() });

// Copies last year's list as a start: each holiday moves to the same month and day of `toYear`;
// dates that already have a holiday are kept as they are.
export const copyHolidaysBodySchema = z.object({
  fromYear: z.number().int().min(1900).max(2200),
  toYear: z.number().int().min(1900).max(2200),
});
export const copyHolidaysResultSchema = z.object({ copied: z.number().int(), skipped: z.number().int() });
export type CopyHolidaysResult = z.infer<typeof copyHolidaysResultSchema>;

// ---- Marked Absent rules (spec B §4 status 5; each organisation sets its own, as the spec gives none) ---

export const attendanceRulesSchema = z.object({
  // 0 Sunday … 6 Saturday.
  workingDays: z.array(z.number().int().min(0).max(6)).max(7),
  // Hour of the next day (0–23, organisation's zone) after which a past working day is checked.
  absentCheckHour: z.number().int().min(0).max(23),
});
export type AttendanceRules = z.infer<typeof attendanceRulesSchema>;
