import { formatDayMonthYear } from './display-format';
import { addDays } from './organization-day';
import { isoWeekStart } from './report-weeks';

// Saved reports mailed on a schedule (Pulse's own: the spec's Reports page exports by hand only).
export const REPORT_SCHEDULES = ['none', 'weekly', 'monthly'] as const;
export type ReportSchedule = (typeof REPORT_SCHEDULES)[number];
export type MailedSchedule = Exclude<ReportSchedule, 'none'>;

export const REPORT_SCHEDULE_NAMES: Record<ReportSchedule, string> = {
  none: 'Not mailed',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

export type ReportPeriod = { startDate: string; endDate: string };

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;
// The 28th plus 4 days is always in the next month.
const firstOfNextMonth = (date: string) => firstOfMonth(addDays(`${date.slice(0, 7)}-28`, 4));

// The period a schedule's mail covers on a day (today in the organisation's zone): weekly, the last
// full ISO week (Monday to Sunday) before today; monthly, the last full calendar month. The week or
// month today is in has not ended, so a week's mail is due from the Monday after it and a month's from
// the 1st of the next. None for a report that is not mailed.
export const duePeriod = (schedule: ReportSchedule, today: string): ReportPeriod | null => {
  if (schedule === 'weekly') {
    const startDate = addDays(isoWeekStart(today), -7);
    return { startDate, endDate: addDays(startDate, 6) };
  }
  if (schedule === 'monthly') {
    const endDate = addDays(firstOfMonth(today), -1);
    return { startDate: firstOfMonth(endDate), endDate };
  }
  return null;
};

// Whether a schedule whose last mail covered the period starting `lastSentStart` owes the due one.
// Periods of one schedule never overlap, so a later start is a later period.
export const isPeriodOwed = (lastSentStart: string | null, due: ReportPeriod) =>
  lastSentStart === null || lastSentStart < due.startDate;

// The next mail of a schedule: the period it will cover and the day it goes out (today when it is
// owed: the hourly job sends it within the hour).
export type NextMail = ReportPeriod & { sendsOn: string };

export const nextMail = (
  schedule: ReportSchedule,
  today: string,
  lastSentStart: string | null,
): NextMail | null => {
  const due = duePeriod(schedule, today);
  if (!due) return null;
  if (isPeriodOwed(lastSentStart, due)) return { ...due, sendsOn: today };
  // The period today is in, sent once it has ended.
  const sendsOn = schedule === 'weekly' ? addDays(isoWeekStart(today), 7) : firstOfNextMonth(today);
  const next = duePeriod(schedule, sendsOn);
  return next && { ...next, sendsOn };
};

// The mail's subject, and the first line of its text: which report and which period. "Weekly report
// 'Team hours' for 16-Nov-2026 To 22-Nov-2026" (dates as the spec shows them, B §9).
export const scheduledReportTitle = (schedule: MailedSchedule, name: string, period: ReportPeriod) =>
  `${REPORT_SCHEDULE_NAMES[schedule]} report '${name}' for ${formatDayMonthYear(period.startDate)} To ${formatDayMonthYear(period.endDate)}`;
