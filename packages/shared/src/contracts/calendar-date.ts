import { z } from 'zod';
import { isCalendarDate } from '../domain/organization-day';

// A calendar day (YYYY-MM-DD) that exists and that PostgreSQL's date holds: zod's own check lets
// year 0000 through, which the database then refuses with a 500. One message either way.
export const calendarDateSchema = (message?: string) =>
  z.iso.date({ message, abort: true }).refine(isCalendarDate, message ?? 'Enter a valid date.');
