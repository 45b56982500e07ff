import { z } from 'zod';
import { UPCOMING_WINDOW_DAYS } from '../domain/upcoming-dates';
import { calendarDateSchema, organizationDay } from './calendar-date';
import { listPageSchema } from './list-page';

// The dashboard's own figures (spec A §2 Dashboard, §6, §7 GetEmployeesStatus, upcomingAppraisals,
// upcomingBirthdays, GetAttendance). Each card reads one endpoint; dates are the organisation's
// calendar days. The news tiles, the leaves status and the policies read their own modules' lists.

export const DASHBOARD_LIMITS = {
  // Upcoming Appraisals and Upcoming Birthdays: today and the 30 days after it.
  upcomingDays: UPCOMING_WINDOW_DAYS,
  // The organisation's work chart: today and the 6 days before it (the report's default range, spec A §9).
  workDays: 7,
} as const;

const isoDate = organizationDay(calendarDateSchema());
// A person's own date (birthday, appraisal): a calendar day, not a span of the organisation's time.
const personalDate = calendarDateSchema();
const count = z.number().int().min(0);
const minutes = z.number().int().min(0);

// spec A §7 GetEmployeesStatus (rows of Status and StatusCount): active and inactive as the employee
// list's Active switch divides them (deleted employees are in neither); relieved ones are among the
// inactive.
export const employeeCountsSchema = z.object({
  active: count,
  inactive: count,
  relieved: count,
  total: count,
});
export type EmployeeCounts = z.infer<typeof employeeCountsSchema>;

const upcomingPersonSchema = z.object({
  employeeId: z.uuid(),
  employeeCode: z.string(),
  name: z.string(),
  // The profile photo's version for its URL; null shows the default image.
  photoVersion: z.string().nullable(),
});

// spec A §3 upcoming appraisal entry: EmpCode, Name, NextAppraisal.
export const upcomingAppraisalSchema = upcomingPersonSchema.extend({
  nextAppraisalDate: personalDate,
  // What the date counts from: the latest appraisal, or joining when there has been none.
  countedFrom: z.enum(['appraisal', 'joining']),
});
export type UpcomingAppraisal = z.infer<typeof upcomingAppraisalSchema>;

// spec A §3 birthday entry: EmpCode, Name, Birthday (the coming one, so the year is this occurrence's).
export const upcomingBirthdaySchema = upcomingPersonSchema.extend({ birthday: personalDate });
export type UpcomingBirthday = z.infer<typeof upcomingBirthdaySchema>;

// Soonest first, then by name.
export const upcomingAppraisalsSchema = listPageSchema(upcomingAppraisalSchema).extend({
  from: isoDate,
  to: isoDate,
});
export type UpcomingAppraisals = z.infer<typeof upcomingAppraisalsSchema>;
export const upcomingBirthdaysSchema = listPageSchema(upcomingBirthdaySchema).extend({
  from: isoDate,
  to: isoDate,
});
export type UpcomingBirthdays = z.infer<typeof upcomingBirthdaysSchema>;

// spec A §7 GetAttendance, counted by domain/day-presence.ts: each active employee who has joined, once.
// Present: attendance marked for today, time tracked or manual time approved today; on leave: not
// present and an approved or pending leave (full or half day) covers today; absent: the rest on a
// working day. On a day off nobody is on leave or absent.
export const attendanceTodaySchema = z.object({
  date: isoDate,
  // Today is one of the organisation's working days and not a holiday: absences mean something.
  isWorkingDay: z.boolean(),
  holidayName: z.string().nullable(),
  activeEmployees: count,
  present: count,
  onLeave: count,
  absent: count,
});
export type AttendanceToday = z.infer<typeof attendanceTodaySchema>;

// Worked time as the time sheet and reports count it (spec A §3 TimeDiff, IdleTime, ActualWork).
const workMinutesSchema = z.object({
  hoursWorkedMinutes: minutes,
  idleMinutes: minutes,
  actualWorkMinutes: minutes,
});
export type WorkMinutes = z.infer<typeof workMinutesSchema>;
export const workDaySchema = workMinutesSchema.extend({ date: isoDate });
export type WorkDay = z.infer<typeof workDaySchema>;

// Every day of a range (days without tracked time at 0), oldest first, and the range's totals.
// `work-week`: the organisation's last 7 days; `my-week`: the caller's own Monday-to-Sunday week.
export const workSummarySchema = z.object({
  from: isoDate,
  to: isoDate,
  days: z.array(workDaySchema),
  totals: workMinutesSchema,
});
export type WorkSummary = z.infer<typeof workSummarySchema>;
