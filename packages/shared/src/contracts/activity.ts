import { z } from 'zod';
import { SLOT_SECONDS } from '../domain/activity-slot';
import { EMPTY_SLOT_KINDS } from '../domain/day-totals';
import { TILE_COLOURS } from '../domain/idle-bar';
import { daysBetween, isCalendarDate } from '../domain/organization-day';
import { MAX_REPORT_DAYS } from '../domain/report-weeks';
import { activityPulseTexts, activityTexts } from '../spec-texts';
import { calendarDateSchema, organizationDay, requiredCalendarDateSchema } from './calendar-date';
import { manualTimeEntrySchema } from './manual-time';
import { productivitySharesSchema, usageCategorySchema } from './productivity';
import { queryBooleanSchema } from './query-boolean';

// Read side of time tracking: time sheet (spec A §2), per-day activity viewer and reports
// (spec B §2). Durations are whole minutes (spec A §3 / B §3 timing data); dates are the
// organisation's calendar days, sent as YYYY-MM-DD (spec B §9).

const isoDate = organizationDay(calendarDateSchema(activityPulseTexts.dateInvalid));
const minutes = z.number().int().min(0);
// A required date whose absence has the spec's own message (spec B §5, §8).
const requiredDate = (message: string) =>
  organizationDay(requiredCalendarDateSchema(message, activityPulseTexts.dateInvalid));

// ---- Time sheet (spec A §2, §3 time sheet row) ----------------------------------------------------

export const timeSheetQuerySchema = z.object({
  date: isoDate,
  isActive: queryBooleanSchema
    .default(true)
    .describe('Active employees (true) or the others (false); true when absent.'),
  // One employee's row; absent ('All') lists every employee the caller may see.
  employeeId: z.uuid().optional(),
});
export type TimeSheetQuery = z.input<typeof timeSheetQuerySchema>;

export const timeSheetRowSchema = z.object({
  employeeId: z.uuid(),
  employeeCode: z.string(),
  name: z.string(),
  designation: z.string().nullable(),
  photoVersion: z.string().nullable(),
  // TimeDiff, IdleTime, ActualWork (day-totals.ts, with the organisation's log-off flag applied).
  hoursWorkedMinutes: minutes,
  idleMinutes: minutes,
  actualWorkMinutes: minutes,
  // Approved manual time of the day (spec A §1 offline time), apart from the tracker's figures.
  manualMinutes: minutes,
});
export type TimeSheetRow = z.infer<typeof timeSheetRowSchema>;

// Whom the employee selector offers: everyone the caller may see under the query's filters
// (Active/Inactive, employee), whether or not they tracked time that day.
export const timeSheetEmployeeSchema = z.object({
  employeeId: z.uuid(),
  employeeCode: z.string(),
  name: z.string(),
});
export type TimeSheetEmployee = z.infer<typeof timeSheetEmployeeSchema>;

export const timeSheetSchema = z.object({
  date: isoDate,
  // spec A §2: only employees who tracked time that day (or have approved manual time on it); none
  // reads 'No records found!'.
  rows: z.array(timeSheetRowSchema),
  employees: z.array(timeSheetEmployeeSchema),
});
export type TimeSheet = z.infer<typeof timeSheetSchema>;

// ---- Per-day activity viewer (spec B §2, §3 screenshot record, §4 load order, §9) -------------------

// The viewer's route carries the employee code (/dashboard/time-sheet-details/{date}/{empCode}/{name});
// absent: the caller's own day (the employee's view, spec B §6).
export const dayActivityQuerySchema = z.object({
  date: isoDate,
  employeeCode: z.string().trim().min(1).max(50).optional(),
});
export type DayActivityQuery = z.input<typeof dayActivityQuerySchema>;

export const dayTotalsSchema = z.object({
  hoursWorkedMinutes: minutes,
  idleMinutes: minutes,
  actualWorkMinutes: minutes,
  trackedMinutes: minutes,
  awayMinutes: minutes,
  logOffMinutes: minutes,
});
export type DayTotalsDto = z.infer<typeof dayTotalsSchema>;

// One request answers the whole day; images are fetched lazily from authorised, cacheable URLs,
// never as base64 in JSON (in place of spec B §7's base64 image call, made once per image in turn as
// §4's load order has it).
export const screenshotSchema = z.object({
  id: z.uuid(),
  capturedAt: z.iso.datetime(),
  // null once the employee deleted the image (Settings → Tracking allows it): the slot keeps its
  // time and counts, and the viewer says who removed it.
  thumbnailUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  imageDeletedAt: z.iso.datetime().nullable(),
  // spec B §3: WindowTitles arrive semicolon separated; here already split.
  windowTitles: z.array(z.string()),
  keyPresses: z.number().int().min(0),
  mouseClicks: z.number().int().min(0),
  isIdle: z.boolean(),
  idlePercent: z.number().min(0).max(100),
  tile: z.enum(TILE_COLOURS),
});
export type Screenshot = z.infer<typeof screenshotSchema>;

// A tracked slot without a screenshot (screenshots Off, an ActivityWatch day, or a slot whose
// screenshot was not taken): what the tracker's focused intervals say of it, rolled up.
export const slotFocusSchema = z.object({
  // The application focused longest, and the window titles in order of first focus.
  topApplication: z.string().nullable(),
  windowTitles: z.array(z.string()),
  trackedSeconds: z.number().int().min(0).max(SLOT_SECONDS),
  idleSeconds: z.number().int().min(0).max(SLOT_SECONDS),
  keyPresses: z.number().int().min(0),
  mouseClicks: z.number().int().min(0),
  // Tracked minus idle, as a share of the slot's ten minutes.
  workedPercent: z.number().int().min(0).max(100),
});
export type SlotFocus = z.infer<typeof slotFocusSchema>;

export const slotCellSchema = z.object({
  slotStart: z.iso.datetime(),
  // What a cell without a screenshot stands for, as the day's totals counted it; null with a screenshot.
  placeholder: z.enum(EMPTY_SLOT_KINDS).nullable(),
  screenshot: screenshotSchema.nullable(),
  // Null with a screenshot, and in a slot without tracked time.
  focus: slotFocusSchema.nullable(),
});
export type SlotCell = z.infer<typeof slotCellSchema>;

export const activityHourSchema = z.object({
  // Local hour 0–23; on a 25-hour DST day one hour number occurs twice, hourStart tells them apart.
  hour: z.number().int().min(0).max(23),
  hourStart: z.iso.datetime(),
  slots: z.array(slotCellSchema).length(6),
});
export type ActivityHour = z.infer<typeof activityHourSchema>;

export const windowUsageSchema = z.object({
  title: z.string(),
  percent: z.number().int().min(0).max(100),
  // The application's category that day (spec A §1 usage categories); null: Uncategorised.
  category: usageCategorySchema.nullable(),
});

export const dayActivitySchema = z.object({
  date: isoDate,
  employee: z.object({ id: z.uuid(), name: z.string(), employeeCode: z.string() }),
  // The organisation setting the numbers were computed with.
  includeLogOffInIdle: z.boolean(),
  totals: dayTotalsSchema,
  hours: z.array(activityHourSchema),
  windowUsage: z.array(windowUsageSchema),
  // Where the day's focused time went by the organisation's categories (spec A §1).
  productivity: productivitySharesSchema,
  // Approved manual time of the day (spec A §1 offline time), shown apart: no screenshots, no activity %.
  manualTime: z.object({ totalMinutes: minutes, entries: z.array(manualTimeEntrySchema) }),
  // Time the employee paused the tracker (not tracked), shown to them and to admins as paused.
  pausedIntervals: z.array(z.object({ startedAt: z.iso.datetime(), endedAt: z.iso.datetime() })),
  // Whether the caller may delete the day's screenshots: only the employee themself, when the
  // organisation allows it (Settings → Tracking).
  canDeleteScreenshots: z.boolean(),
});
export type DayActivity = z.infer<typeof dayActivitySchema>;

// ---- Reports (spec B §2 Reports, §3 report row, §5, §9) --------------------------------------------

// The report's range (its fields' messages and checkReportRange's limits), shared by every report over
// a period of days.
export const reportRange = {
  startDate: requiredDate(activityTexts.selectStartDate),
  endDate: requiredDate(activityTexts.selectEndDate),
};

export const checkReportRange = (range: { startDate: string; endDate: string }, context: z.RefinementCtx) => {
  // The dates' own messages already cover a missing or malformed date.
  if (!isCalendarDate(range.startDate) || !isCalendarDate(range.endDate)) return;
  const days = daysBetween(range.startDate, range.endDate);
  if (days < 0)
    context.addIssue({ code: 'custom', path: ['endDate'], message: activityPulseTexts.endBeforeStart });
  else if (days + 1 > MAX_REPORT_DAYS)
    context.addIssue({ code: 'custom', path: ['endDate'], message: activityPulseTexts.rangeTooLong });
};

// The Project filter: absent or '' means all projects (every tracked minute, attributed or not); a
// project's id restricts the figures to the time attributed to that project.
const projectFilter = { projectId: z.union([z.uuid(), z.literal('')]).optional() };

// The export's file: the spec's workbook (spec B §9), or Pulse's CSV of one row per employee-day for
// any spreadsheet or script (durations as h:mm and as decimal hours, so they can be summed).
export const REPORT_FILE_FORMATS = ['xlsx', 'csv'] as const;
export type ReportFileFormat = (typeof REPORT_FILE_FORMATS)[number];
export const reportFileFormatSchema = z.enum(REPORT_FILE_FORMATS);
export const REPORT_FILE_FORMAT_NAMES: Record<ReportFileFormat, string> = {
  xlsx: 'Excel workbook (.xlsx)',
  csv: 'CSV, a row per day (.csv)',
};
const fileFormat = { format: reportFileFormatSchema.default('xlsx') };

const allEmployees = { employeeId: z.union([z.uuid(), z.literal('')]).optional() };

// View and Export All: employeeId absent or '' means every employee ('All').
export const reportQuerySchema = z
  .object({ ...reportRange, ...allEmployees, ...projectFilter })
  .superRefine(checkReportRange);
export type ReportQuery = z.input<typeof reportQuerySchema>;

// Export All: the View's filters and the file's format (xlsx when absent).
export const reportExportQuerySchema = z
  .object({ ...reportRange, ...allEmployees, ...projectFilter, ...fileFormat })
  .superRefine(checkReportRange);
export type ReportExportQuery = z.input<typeof reportExportQuerySchema>;

// Export, where the screen needs one employee (spec B §5 "for one employee"): the spec's message when
// none.
export const employeeReportQuerySchema = z
  .object({
    ...reportRange,
    employeeId: z.string().min(1, activityTexts.selectEmployee).pipe(z.uuid(activityTexts.selectEmployee)),
    ...projectFilter,
    ...fileFormat,
  })
  .superRefine(checkReportRange);
export type EmployeeReportQuery = z.input<typeof employeeReportQuerySchema>;

const reportMinutesSchema = z.object({
  hoursWorkedMinutes: minutes,
  idleMinutes: minutes,
  actualWorkMinutes: minutes,
  // Approved manual time (spec B §3 showed it always 0; Pulse records offline time, spec A §1).
  manualMinutes: minutes,
});

export const reportDaySchema = reportMinutesSchema.extend({ date: isoDate });

export const reportWeekSchema = z.object({
  week: z.string().regex(/^\d{4}-W\d{2}$/),
  weekStart: isoDate,
  weekEnd: isoDate,
  days: z.array(reportDaySchema),
  totals: reportMinutesSchema,
});

export const reportEmployeeSchema = z.object({
  employeeId: z.uuid(),
  employeeCode: z.string(),
  name: z.string(),
  weeks: z.array(reportWeekSchema),
  totals: reportMinutesSchema,
});

export const reportSchema = z.object({
  startDate: isoDate,
  endDate: isoDate,
  // The project the figures are restricted to; null: all projects.
  project: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  employees: z.array(reportEmployeeSchema),
  grandTotal: reportMinutesSchema,
});
export type Report = z.infer<typeof reportSchema>;
