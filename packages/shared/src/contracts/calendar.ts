import { z } from 'zod';
import { daysBetween, isCalendarDate } from '../domain/organization-day';
import { calendarDateSchema, organizationDay } from './calendar-date';
import { leavePersonSchema } from './leaves';
import { listPageSchema } from './list-page';

// The team calendar: who is away over a range of days, and
// per-person iCalendar feeds of the same absences for Outlook and Google Calendar.

// A month view shows up to six weeks, with a margin: longer ranges are refused, not cut.
export const MAX_CALENDAR_RANGE_DAYS = 62;

export const calendarTexts = {
  rangeTooLong: `Choose at most ${MAX_CALENDAR_RANGE_DAYS} days.`,
  endBeforeStart: 'The end date must be on or after the start date.',
  away: 'Away',
  weeklyOff: 'Weekly off',
  teamFeedRefused: 'Only administrators and project managers can subscribe to their team’s absences.',
  sharingTitle: 'Team calendar',
  sharingLabel: 'Show colleagues the type of leave',
  sharingHint:
    'Off: colleagues see “Away”. Administrators, the person on leave and the managers they chose always see the type.',
  sharingSaved: 'Team calendar setting saved.',
} as const;

const isoDate = organizationDay(calendarDateSchema());

export const calendarAbsencesQuerySchema = z
  .object({
    from: isoDate,
    to: isoDate,
    departmentId: z.uuid().optional(),
    // Only the team of this project (employees: a project they are in).
    projectId: z.uuid().optional(),
  })
  .superRefine((range, context) => {
    if (!isCalendarDate(range.from) || !isCalendarDate(range.to)) return;
    const days = daysBetween(range.from, range.to);
    if (days < 0) context.addIssue({ code: 'custom', path: ['to'], message: calendarTexts.endBeforeStart });
    else if (days + 1 > MAX_CALENDAR_RANGE_DAYS)
      context.addIssue({ code: 'custom', path: ['to'], message: calendarTexts.rangeTooLong });
  });
export type CalendarAbsencesQuery = z.input<typeof calendarAbsencesQuerySchema>;

export const CALENDAR_ENTRY_KINDS = ['leave', 'holiday', 'weekly-off'] as const;
export const calendarEntryKindSchema = z.enum(CALENDAR_ENTRY_KINDS);
export const CALENDAR_ENTRY_STATUSES = ['approved', 'pending'] as const;

// One absence over a range of days (both included). Holidays and weekly offs concern everyone
// (`employee` null). `typeName` (Full Day, Half Day) only for those who may see the leave itself
// (administrators, the applicant and the managers they chose) or when the organisation shares leave
// types (its settings' isLeaveTypeShared); everyone else reads "Away".
export const calendarEntrySchema = z.object({
  employee: leavePersonSchema.nullable(),
  kind: calendarEntryKindSchema,
  fromDate: isoDate,
  toDate: isoDate,
  isHalfDay: z.boolean(),
  status: z.enum(CALENDAR_ENTRY_STATUSES),
  typeName: z.string().nullable(),
  title: z.string(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

export const calendarEntryListSchema = listPageSchema(calendarEntrySchema);
export type CalendarEntryList = z.infer<typeof calendarEntryListSchema>;

// ---- Feeds ----------------------------------------------------------------------------------------------

// 'mine': the caller's own leaves and the holidays; 'team': the absences of the people the caller
// approves for (everyone, for an administrator).
export const CALENDAR_FEED_KINDS = ['mine', 'team'] as const;
export const calendarFeedKindSchema = z.enum(CALENDAR_FEED_KINDS);
export type CalendarFeedKind = z.infer<typeof calendarFeedKindSchema>;

export const createCalendarFeedBodySchema = z.object({ kind: calendarFeedKindSchema });
export type CreateCalendarFeedBody = z.infer<typeof createCalendarFeedBodySchema>;

export const calendarFeedSchema = z.object({
  id: z.uuid(),
  kind: calendarFeedKindSchema,
  createdAt: z.iso.datetime(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

// The feed's URL holds its secret: it is answered once, when the feed is made, and never again.
export const createdCalendarFeedSchema = calendarFeedSchema.extend({ url: z.url() });
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeedSchema>;

// `canSubscribeTeam`: whether the caller may make a 'team' feed (administrators, project managers).
export const calendarFeedListSchema = listPageSchema(calendarFeedSchema).extend({
  canSubscribeTeam: z.boolean(),
});
export type CalendarFeedList = z.infer<typeof calendarFeedListSchema>;

export const calendarFeedIdParamsSchema = z.object({ id: z.uuid() });

// 43 characters of base64url: 256 random bits.
export const CALENDAR_FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const calendarFeedTokenParamsSchema = z.object({
  token: z.string().regex(CALENDAR_FEED_TOKEN_PATTERN),
});
