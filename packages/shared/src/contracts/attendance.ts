import { z } from 'zod';
import { attendancePulseTexts, attendanceTexts } from '../spec-texts';
import { calendarDateSchema, organizationDay } from './calendar-date';
import { employeeIdsQuerySchema, pageQuerySchema } from './leaves';
import { listPageSchema } from './list-page';

// Attendance (spec B §2, §3 Attendance record, §4, §5). `workDate` is the organisation's
// calendar day the shift started on; times are instants (ISO, UTC).

const isoDate = organizationDay(calendarDateSchema());
const instant = z.iso.datetime({ offset: true });

export const attendanceStateSchema = z.enum(['open', 'complete', 'closed']);

export const attendanceRecordSchema = z.object({
  id: z.uuid(),
  employee: z.object({ id: z.uuid(), name: z.string(), employeeCode: z.string() }),
  workDate: isoDate,
  // The weekday's name of workDate ('Monday').
  day: z.string(),
  shift: z.number().int(),
  inTime: z.iso.datetime(),
  outTime: z.iso.datetime().nullable(),
  state: attendanceStateSchema,
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

// What the Mark Your Attendance page shows: the work day now (a night shift still open belongs to
// the day it started), the employee's shift and that day's record, if any.
export const attendanceTodayQuerySchema = z.object({
  employeeId: z.uuid().optional(),
  // An administrator looking at another employee's past (or coming) day; own marks have no choice.
  workDate: isoDate.optional(),
});
export const attendanceTodaySchema = z.object({
  employeeId: z.uuid(),
  workDate: isoDate,
  shift: z.number().int(),
  record: attendanceRecordSchema.nullable(),
  // Save is enabled only while this is true (spec B §4).
  canSave: z.boolean(),
  serverTime: z.iso.datetime(),
});
export type AttendanceToday = z.infer<typeof attendanceTodaySchema>;

// Insert or update (spec B §4). Own attendance: each time given must be within 10 minutes of the
// server's clock; an administrator may record any times for another employee and day.
export const markAttendanceBodySchema = z
  .object({
    employeeId: z.uuid().optional(),
    workDate: isoDate.optional(),
    // One instant schema, not a string piped into one, so the document says `format: date-time`.
    inTime: z.iso.datetime({
      offset: true,
      error: (issue) =>
        issue.input === undefined || issue.input === '' ? attendanceTexts.inTimeRequired : undefined,
    }),
    outTime: instant.nullable().optional(),
  })
  .refine((body) => !body.outTime || Date.parse(body.outTime) > Date.parse(body.inTime), {
    path: ['outTime'],
    message: attendancePulseTexts.outBeforeIn,
  });
export type MarkAttendanceBody = z.input<typeof markAttendanceBodySchema>;

export const attendanceListQuerySchema = pageQuerySchema.extend({
  employeeIds: employeeIdsQuerySchema,
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AttendanceListQuery = z.input<typeof attendanceListQuerySchema>;
export const attendanceExportQuerySchema = attendanceListQuerySchema.omit({ page: true, pageSize: true });

export const attendancePageSchema = listPageSchema(attendanceRecordSchema);
export type AttendancePage = z.infer<typeof attendancePageSchema>;
