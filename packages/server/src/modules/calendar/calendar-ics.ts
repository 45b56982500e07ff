import type { CalendarEntry } from '@pulse/shared/contracts/calendar';
import { addDays } from '@pulse/shared/domain/organization-day';
import icalGenerator, { ICalEventStatus } from 'ical-generator';

// An iCalendar document (RFC 5545) of all-day events: what Outlook and Google Calendar read from a
// subscribed feed. ical-generator writes PRODID, VERSION, UID, DTSTAMP and the folding and escaping.

export type FeedEvent = {
  // Stable across downloads (the leave's or holiday's id), so a client updates an event in place
  // instead of adding a copy each time it refreshes.
  uid: string;
  entry: CalendarEntry;
  summary: string;
};

export const buildCalendarFeed = (name: string, events: readonly FeedEvent[], stamp: Date) => {
  const calendar = icalGenerator({
    name,
    prodId: { company: 'Pulse', product: 'Pulse calendar feed', language: 'EN' },
    // Clients poll subscribed calendars; this asks for about hourly, which absences need no faster.
    ttl: 60 * 60,
  });
  for (const { uid, entry, summary } of events) {
    calendar.createEvent({
      id: uid,
      allDay: true,
      // Calendar days of the organisation, written as dates (VALUE=DATE): no zone to convert.
      start: entry.fromDate,
      // RFC 5545 §3.6.1: an all-day event's DTEND is the day after its last day.
      end: addDays(entry.toDate, 1),
      stamp,
      summary,
      status: entry.status === 'pending' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
};
