import { z } from 'zod';
import { REPORT_SCHEDULES } from '../domain/report-schedule';
import { activityPulseTexts, savedReportTexts as texts } from '../spec-texts';
import { reportFileFormatSchema } from './activity';
import { calendarDateSchema, organizationDay } from './calendar-date';
import { leavePersonSchema } from './leaves';
import { listPageSchema } from './list-page';

// Saved reports (Pulse's own, beside the spec's Reports page, B §2): a report's filters kept under a
// name, and optionally mailed weekly or monthly with the file attached. Each person lists and changes
// only their own. Administrators save any filters and mail them to active employees of their
// organisation; anyone else saves only a report of their own time, mailed to themselves (the server
// decides that from the session, whatever the body says).

export const SAVED_REPORT_NAME_MAX = 100;
// Every recipient's mail carries its own copy of the file in the outbox.
export const SAVED_REPORT_RECIPIENTS_MAX = 50;
// Keeps the hourly job and the outbox bounded whoever saves.
export const SAVED_REPORTS_PER_OWNER_MAX = 50;

const isoDate = organizationDay(calendarDateSchema(activityPulseTexts.dateInvalid));

export const savedReportBodySchema = z
  .object({
    name: z.string().trim().min(1, texts.nameRequired).max(SAVED_REPORT_NAME_MAX, texts.nameTooLong),
    // null: every employee (Export All); null project: all projects.
    employeeId: z.uuid().nullable(),
    projectId: z.uuid().nullable(),
    format: reportFileFormatSchema,
    schedule: z.enum(REPORT_SCHEDULES),
    recipientIds: z.array(z.uuid()).max(SAVED_REPORT_RECIPIENTS_MAX, texts.tooManyRecipients),
  })
  .superRefine((body, context) => {
    if (body.schedule !== 'none' && body.recipientIds.length === 0)
      context.addIssue({ code: 'custom', path: ['recipientIds'], message: texts.recipientsRequired });
  });
export type SavedReportBody = z.input<typeof savedReportBodySchema>;

export const savedReportSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  employee: leavePersonSchema.nullable(),
  project: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  format: reportFileFormatSchema,
  schedule: z.enum(REPORT_SCHEDULES),
  recipients: z.array(leavePersonSchema),
  // The first day of the last period mailed; null before the first mail (or when not mailed).
  lastSentPeriodStart: isoDate.nullable(),
  // The period the next mail covers and the day it goes out (domain/report-schedule.ts nextMail).
  nextMail: z.object({ startDate: isoDate, endDate: isoDate, sendsOn: isoDate }).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SavedReport = z.infer<typeof savedReportSchema>;

export const savedReportListSchema = listPageSchema(savedReportSchema);
export type SavedReportList = z.infer<typeof savedReportListSchema>;

export const savedReportIdParamsSchema = z.object({ id: z.uuid() });
