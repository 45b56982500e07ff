import { z } from 'zod';
import { isCalendarDate } from '../domain/organization-day';

// One convention for days in the API: a calendar day is ISO 8601 YYYY-MM-DD, documented
// as `format: date`; instants are RFC 3339 (`z.iso.datetime`, `format: date-time`). The formats the
// spec shows (DD-MM-YYYY, DD-MMM-YYYY) are the web's to render, never the API's to send.

// A calendar day (YYYY-MM-DD) that exists and that PostgreSQL's date holds: zod's own check lets
// year 0000 through, which the database then refuses with a 500. One message either way.
export const calendarDateSchema = (message?: string) =>
  z.iso.date({ message, abort: true }).refine(isCalendarDate, message ?? 'Enter a valid date.');

// A day a form requires: missing or empty reads the field's "required" message, anything else that
// is not a day reads `invalidMessage`. One date schema, not a string piped into one, so the document
// says `format: date` for bodies and queries too (a pipe is documented by its first, plain string).
// Not aborting: an object's own checks (a create form's password rule) still run beside this one, so
// a form shows every problem at once; the existence check runs only on a well-formed day instead.
export const requiredCalendarDateSchema = (requiredMessage: string, invalidMessage?: string) =>
  z.iso
    .date({
      error: (issue) => (issue.input === undefined || issue.input === '' ? requiredMessage : invalidMessage),
    })
    .refine(isCalendarDate, {
      message: invalidMessage ?? 'Enter a valid date.',
      when: (payload) => payload.issues.length === 0,
    });

// Architecture invariant 6: a day that stands for a span of time (attendance, leave, report range,
// holiday) is the organisation's calendar day in its IANA time zone, not the caller's or UTC's.
export const ORGANIZATION_DAY_DESCRIPTION = "A calendar day (YYYY-MM-DD) in the organisation's time zone.";
export const organizationDay = <T extends z.ZodType>(schema: T): T =>
  schema.describe(ORGANIZATION_DAY_DESCRIPTION);
