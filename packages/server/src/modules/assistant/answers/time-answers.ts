import type { AttendanceRecord } from '@pulse/shared/contracts/attendance';
import { isWorkingDay } from '@pulse/shared/domain/day-presence';
import { formatLongDate, weekdayName } from '@pulse/shared/domain/display-format';
import { formatDurationInProse } from '@pulse/shared/domain/hours-minutes';
import { LEAVE_STATUS } from '@pulse/shared/domain/leave-status';
import { localTimeOf, todayIn } from '@pulse/shared/domain/organization-day';
import type { ReportMinutes } from '@pulse/shared/domain/report-weeks';
import { formatTime12 } from '@pulse/shared/domain/shift-time';
import { paths } from '@pulse/shared/paths';
import { getMyReport } from '../../activity/activity.service';
import { findAttendance } from '../../attendance/attendance.service';
import type { DateRange, Intent } from '../assistant-intent';
import type { Answer, AnswerContext } from './answer';
import {
  allPages,
  clipRange,
  daysOf,
  describeAsked,
  describeRange,
  listed,
  plural,
  reportPeriodOf,
} from './answer-format';
import { findHolidaysIn, isWorkingWeekday } from './holiday-answers';
import { findAllMyLeaves } from './leave-answers';

// The asker's own attendance (spec B §2 Mark Attendance, §4) and tracked time (spec A §2 Time Sheet),
// read through the same use cases as those pages; durations in a sentence read '7:05 h'
// (hours-minutes.ts).

const markAttendanceLink = { label: 'Mark Attendance', href: paths.markAttendance.getHref() };

const todayOf = ({ auth, now }: AnswerContext) => todayIn(auth.organization.timeZone, now);

// The part of a range up to today: nothing is marked or tracked on days still ahead. Null when the
// whole range is ahead.
const upToToday = (range: DateRange, today: string) => clipRange(range, { from: range.from, to: today });

// ---- Attendance -------------------------------------------------------------------------------------

// Someone's records in the range: the attendance list, all its pages (an employee's own only).
const findRecordsOf = ({ deps, auth }: AnswerContext, employeeId: string, range: DateRange) =>
  allPages((paging) => findAttendance(deps, auth, { employeeIds: [employeeId], ...range, ...paging }));

const findMyRecords = (context: AnswerContext, range: DateRange) =>
  findRecordsOf(context, context.auth.employeeId, range);

// The days the asker's approved leave covers: those are not missing attendance.
const approvedLeaveDays = async (context: AnswerContext, range: DateRange) => {
  const leaves = await findAllMyLeaves(context);
  return new Set(
    leaves
      .filter((leave) => leave.status === LEAVE_STATUS.approved)
      .flatMap((leave) => {
        const days = clipRange({ from: leave.fromDate, to: leave.toDate }, range);
        return days ? daysOf(days) : [];
      }),
  );
};

// The working days of a range: the organisation's working weekdays that are not on the holiday list.
const workingDaysIn = async (context: AnswerContext, range: DateRange) => {
  const holidays = new Set((await findHolidaysIn(context, range)).map((holiday) => holiday.date));
  const calendar = { workingDays: context.auth.organization.workingDays, holidayDates: holidays };
  return daysOf(range).filter((day) => isWorkingDay(day, calendar));
};

const timeOf = (context: AnswerContext, instant: string) =>
  formatTime12(localTimeOf(new Date(instant), context.auth.organization.timeZone));

const recordSentence = (context: AnswerContext, record: AttendanceRecord, who = 'You') =>
  `${who} marked attendance ${describeRange({ from: record.workDate, to: record.workDate })}: in at ${timeOf(context, record.inTime)}, ${record.outTime ? `out at ${timeOf(context, record.outTime)}` : 'not marked out yet'}.`;

// Someone's attendance as the administrator's Attendance page lists it: a day's in and out times, or
// every record of a period.
export const personAttendanceText = async (
  context: AnswerContext,
  person: { id: string; name: string },
  asked: DateRange,
) => {
  const today = todayOf(context);
  const range = upToToday(asked, today);
  if (!range)
    return `Attendance is marked on the day itself, so there is nothing ${describeRange(asked)} yet.`;
  const records = await findRecordsOf(context, person.id, range);
  if (range.from === range.to) {
    const [record] = records;
    return record
      ? recordSentence(context, record, person.name)
      : `${person.name} has not marked attendance ${describeRange(range)}.`;
  }
  const when = describeAsked(asked, today);
  if (records.length === 0) return `${person.name} has no attendance records ${when}.`;
  const line = (record: AttendanceRecord) =>
    `${formatLongDate(record.workDate, { withWeekday: true })}: in at ${timeOf(context, record.inTime)}, ${record.outTime ? `out at ${timeOf(context, record.outTime)}` : 'not marked out'}`;
  return `${person.name} marked attendance on ${plural(records.length, 'day')} ${when}:\n${listed(records.map(line))}`;
};

// One day: its record, or why there is none.
const oneDaySentence = async (context: AnswerContext, day: string, today: string) => {
  const [record] = await findMyRecords(context, { from: day, to: day });
  if (record) return recordSentence(context, record);
  const notMarked = `You have not marked attendance ${describeRange({ from: day, to: day })}${day === today ? ' yet' : ''}.`;
  const [holiday] = await findHolidaysIn(context, { from: day, to: day });
  if (holiday) return `${notMarked} It is a holiday: ${holiday.name}.`;
  if (!isWorkingWeekday(context.auth, day))
    return `${notMarked} It is a ${weekdayName(day)}, not a working day.`;
  if ((await approvedLeaveDays(context, { from: day, to: day })).has(day))
    return `${notMarked} You were on approved leave.`;
  return notMarked;
};

const missingLine = (day: string, today: string) =>
  `${formatLongDate(day, { withWeekday: true })}${day === today ? ' (today)' : ''}`;

const rangeSentences = async (context: AnswerContext, asked: DateRange, range: DateRange, today: string) => {
  const [workingDays, records, onLeave] = await Promise.all([
    workingDaysIn(context, range),
    findMyRecords(context, range),
    approvedLeaveDays(context, range),
  ]);
  const when = describeAsked(asked, today);
  if (workingDays.length === 0) return `There were no working days ${when}.`;
  const marked = new Set(records.map((record) => record.workDate));
  const markedCount = workingDays.filter((day) => marked.has(day)).length;
  const leaveCount = workingDays.filter((day) => !marked.has(day) && onLeave.has(day)).length;
  // Newest first: "which recent days are missing" is what the asker wants to know.
  const missing = workingDays.filter((day) => !marked.has(day) && !onLeave.has(day)).reverse();
  return [
    `You marked attendance on ${markedCount} of ${plural(workingDays.length, 'working day')} ${when}.`,
    ...(leaveCount > 0 ? [`You were on approved leave on ${leaveCount} of them.`] : []),
    ...(missing.length > 0 ? [`Not marked:\n${listed(missing.map((day) => missingLine(day, today)))}`] : []),
  ].join(' ');
};

export const answerAttendance = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'attendance' }>,
): Promise<Answer> => {
  const today = todayOf(context);
  const range = upToToday(intent.range, today);
  const text = !range
    ? `Attendance is marked on the day itself, so there is nothing ${describeRange(intent.range)} yet.`
    : intent.range.from === intent.range.to
      ? await oneDaySentence(context, range.from, today)
      : await rangeSentences(context, intent.range, range, today);
  return { text, links: [markAttendanceLink], sources: [] };
};

// ---- Tracked time -----------------------------------------------------------------------------------

// "You tracked 7:05 h in total on …: 1:00 h idle and 6:05 h actual work", approved manual time apart as on
// the time sheet (spec A §1).
// Whose time it is comes first ("You", or a person's full name for an administrator's question), so
// an answer about the wrong person shows itself.
export const trackedSentenceOf = (who: string, minutes: ReportMinutes, when: string) => {
  if (minutes.hoursWorkedMinutes === 0 && minutes.manualMinutes === 0)
    return `${who} tracked no time ${when}.`;
  const manual =
    minutes.manualMinutes > 0
      ? `, plus ${formatDurationInProse(minutes.manualMinutes)} of approved manual time`
      : '';
  return `${who} tracked ${formatDurationInProse(minutes.hoursWorkedMinutes)} in total ${when}: ${formatDurationInProse(minutes.idleMinutes)} idle and ${formatDurationInProse(minutes.actualWorkMinutes)} actual work${manual}.`;
};

const trackedSentence = (minutes: ReportMinutes, when: string) => trackedSentenceOf('You', minutes, when);

const dayLine = (day: ReportMinutes & { date: string }) =>
  `${formatLongDate(day.date, { withWeekday: true })}: ${formatDurationInProse(day.hoursWorkedMinutes)} total, ${formatDurationInProse(day.idleMinutes)} idle, ${formatDurationInProse(day.actualWorkMinutes)} actual${day.manualMinutes > 0 ? `, ${formatDurationInProse(day.manualMinutes)} manual` : ''}`;

export const answerHoursTracked = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'hours-tracked' }>,
): Promise<Answer> => {
  const today = todayOf(context);
  const isOneDay = intent.range.from === intent.range.to;
  const link = isOneDay
    ? { label: 'Time Sheet Details', href: paths.ownTimeSheetDetails.getHref(intent.range.from) }
    : { label: 'Time Sheet', href: paths.timeSheet.getHref() };
  const period = reportPeriodOf(intent.range, today);
  if (!period)
    return {
      text: `Nothing is tracked ${describeRange(intent.range)} yet: that is still ahead.`,
      links: [link],
      sources: [],
    };
  const { range, when } = period;
  const report = await getMyReport(context.deps, context.auth, { startDate: range.from, endDate: range.to });
  const total = report.grandTotal;
  if (total.hoursWorkedMinutes === 0 && total.manualMinutes === 0)
    return { text: `You tracked no time ${when}.`, links: [link], sources: [] };
  const days = (report.employees[0]?.weeks ?? []).flatMap((week) => week.days);
  const perDay = isOneDay ? '' : `\n${listed(days.map(dayLine))}`;
  return { text: `${trackedSentence(total, when)}${perDay}`, links: [link], sources: [] };
};
