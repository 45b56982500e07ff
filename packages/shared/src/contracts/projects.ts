import { z } from 'zod';
import { PROJECT_COLUMN_KEYS } from '../domain/default-columns';
import { PROJECT_STATUS_NAMES, TIMESHEET_INTERVALS } from '../domain/project-status';
import { projectPulseTexts, projectTexts } from '../spec-texts';
import { calendarDateSchema, requiredCalendarDateSchema } from './calendar-date';
import { listPageQuerySchema, listPageSchema } from './list-page';
import { namesById, numericEnumQuerySchema, numericEnumSchema } from './numeric-enum';

// Projects (spec B §2 Project list / Project form, §3 Project and Project team member, §5, §9). The
// organisation and the caller come from the session; dates are the organisation's calendar days.

const isoDate = calendarDateSchema();
const requiredDate = (message: string) => requiredCalendarDateSchema(message);

// At most 4 decimals (spec B §9 shows consumed figures to 4), checked on the number as sent.
const hasAtMost4Decimals = (value: number) => Math.abs(Math.round(value * 10_000) - value * 10_000) < 1e-6;

// Form fields arrive as numbers; an empty field is undefined or NaN, which must say "required".
const requiredNumber = (requiredMessage: string) =>
  z.number({ error: requiredMessage }).refine((value) => !Number.isNaN(value), requiredMessage);

// spec B §4 project statuses and spec B §3 timesheet intervals, by number with their names beside.
export const projectStatusSchema = numericEnumSchema('Project status', PROJECT_STATUS_NAMES, {
  error: projectTexts.statusRequired,
});
export const timesheetIntervalSchema = numericEnumSchema(
  'Timesheet interval',
  namesById(TIMESHEET_INTERVALS),
  {
    error: projectTexts.intervalRequired,
  },
);

export const projectMemberBodySchema = z.object({
  employeeId: z.uuid(),
  isManager: z.boolean().default(false),
  hourlyRate: requiredNumber(projectPulseTexts.rateRequired)
    .pipe(z.number().min(0, projectPulseTexts.rateInvalid).max(1_000_000, projectPulseTexts.rateInvalid))
    .refine(hasAtMost4Decimals, projectPulseTexts.rateInvalid),
});
export type ProjectMemberBody = z.input<typeof projectMemberBodySchema>;

export const projectBodySchema = z
  .object({
    name: z
      .string({ error: projectTexts.nameRequired })
      .trim()
      .min(1, projectTexts.nameRequired)
      .max(200, projectTexts.nameTooLong),
    description: z
      .string({ error: projectTexts.descriptionRequired })
      .trim()
      .min(1, projectTexts.descriptionRequired)
      .max(500, projectTexts.descriptionTooLong),
    startDate: requiredDate(projectTexts.startRequired),
    endDate: requiredDate(projectTexts.endRequired),
    status: projectStatusSchema,
    // spec B §5: the budget is sent as a whole number.
    estimatedBudget: requiredNumber(projectTexts.budgetRequired).pipe(
      z.number().int(projectPulseTexts.budgetInvalid).min(0, projectPulseTexts.budgetInvalid).max(1e12),
    ),
    estimatedHours: requiredNumber(projectTexts.hoursRequired)
      .pipe(z.number().min(0, projectPulseTexts.hoursInvalid).max(10_000_000, projectPulseTexts.hoursInvalid))
      .refine(hasAtMost4Decimals, projectPulseTexts.hoursInvalid),
    timesheetInterval: timesheetIntervalSchema,
    team: z
      .array(projectMemberBodySchema, { error: projectTexts.teamRequired })
      .min(1, projectTexts.teamRequired)
      .max(500)
      .refine((team) => new Set(team.map((member) => member.employeeId)).size === team.length, {
        message: projectPulseTexts.memberTwice,
      }),
  })
  .refine((body) => body.endDate >= body.startDate, {
    path: ['endDate'],
    message: projectPulseTexts.endBeforeStart,
  });
export type ProjectBody = z.input<typeof projectBodySchema>;

export const projectIdParamsSchema = z.object({ id: z.uuid() });

// ---- List --------------------------------------------------------------------------------------------

export const projectListQuerySchema = listPageQuerySchema(20).extend({
  // Absent: All (spec B §2 status filter).
  status: numericEnumQuerySchema(projectStatusSchema).optional(),
});
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

export const projectColumnKeySchema = z.enum(PROJECT_COLUMN_KEYS);
export const projectListColumnSchema = z.object({
  columnKey: projectColumnKeySchema,
  columnName: z.string(),
});
export type ProjectListColumn = z.infer<typeof projectListColumnSchema>;

// spec B §3 Project: consumedWork (hours) and consumedBudget come from the time tracked on it.
export const projectSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  status: projectStatusSchema,
  statusName: z.string(),
  estimatedBudget: z.number(),
  estimatedHours: z.number(),
  timesheetInterval: timesheetIntervalSchema,
  timesheetIntervalName: z.string(),
  consumedHours: z.number(),
  consumedBudget: z.number(),
  teamSize: z.number().int(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectListSchema = listPageSchema(projectSummarySchema).extend({
  // The organisation's visible project columns (Settings → Default Columns), in order.
  columns: z.array(projectListColumnSchema),
  currency: z.string(),
});
export type ProjectList = z.infer<typeof projectListSchema>;

// ---- Detail ------------------------------------------------------------------------------------------

export const projectMemberSchema = z.object({
  employeeId: z.uuid(),
  employeeCode: z.string(),
  name: z.string(),
  isManager: z.boolean(),
  // null for a colleague's rate when the caller is not an administrator.
  hourlyRate: z.number().nullable(),
  consumedHours: z.number(),
});
export type ProjectMember = z.infer<typeof projectMemberSchema>;

export const projectDetailSchema = projectSummarySchema.extend({
  team: z.array(projectMemberSchema),
  currency: z.string(),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const projectSavedSchema = z.object({ id: z.uuid() });

// ---- Choices and options -----------------------------------------------------------------------------

// The projects the caller may pick (administrators: all; employees: those whose team they are in).
export const projectChoiceSchema = z.object({ id: z.uuid(), name: z.string(), status: projectStatusSchema });
export const projectChoiceListSchema = listPageSchema(projectChoiceSchema);
export type ProjectChoice = z.infer<typeof projectChoiceSchema>;

// spec B §7: status list, timesheet interval list and currency come from the server.
export const projectOptionsSchema = z.object({
  statuses: z.array(z.object({ id: z.number().int(), name: z.string(), color: z.string() })),
  timesheetIntervals: z.array(z.object({ id: z.number().int(), name: z.string() })),
  currency: z.object({ code: z.string(), symbol: z.string() }),
});
export type ProjectOptions = z.infer<typeof projectOptionsSchema>;
