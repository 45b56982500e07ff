import type { AttendanceRecord } from '@pulse/shared/contracts/attendance';
import { formatLongDate } from '@pulse/shared/domain/display-format';
import { instantOfLocalTime, localTimeOf, todayIn } from '@pulse/shared/domain/organization-day';
import { isAdmin } from '@pulse/shared/domain/roles';
import { formatTime12 } from '@pulse/shared/domain/shift-time';
import { paths } from '@pulse/shared/paths';
import { findAttendance } from '../../attendance/attendance.service';
import type { Intent } from '../assistant-intent';
import type { Answer, AnswerContext } from './answer';
import { allPages, clipRange, describeAsked } from './answer-format';

// The earliest or latest In Time or Out Time of a period (spec B §4 attendance records), read from the
// same attendance list the Attendance page shows: an employee's own records, or everyone's for an
// administrator. The answer says whose records and which period it read, so a misread shows.

type EdgeIntent = Extract<Intent, { kind: 'attendance-edge' }>;

const attendanceLink = { label: 'Attendance', href: paths.attendance.getHref() };
const markAttendanceLink = { label: 'Mark Attendance', href: paths.markAttendance.getHref() };

const EDGE_WORDS: Record<EdgeIntent['edge'], string> = {
  'first-in': 'earliest check-in',
  'last-in': 'latest check-in',
  'first-out': 'earliest check-out',
  'last-out': 'latest check-out',
};

// Minutes from the start of the record's work day, so an Out Time past midnight (a night shift) counts
// as later than one before it.
const minutesIntoDay = (record: AttendanceRecord, instant: string, timeZone: string) =>
  (Date.parse(instant) - instantOfLocalTime(record.workDate, '00:00', timeZone).getTime()) / 60_000;

const isOut = (edge: EdgeIntent['edge']) => edge === 'first-out' || edge === 'last-out';
const isLatest = (edge: EdgeIntent['edge']) => edge === 'last-in' || edge === 'last-out';

const instantOf = (record: AttendanceRecord, edge: EdgeIntent['edge']) =>
  isOut(edge) ? record.outTime : record.inTime;

export const answerAttendanceEdge = async (context: AnswerContext, intent: EdgeIntent): Promise<Answer> => {
  const { deps, auth, now } = context;
  const timeZone = auth.organization.timeZone;
  if (intent.whose === 'everyone' && !isAdmin(auth.roleId))
    return {
      text: 'Sorry, colleagues\' check-in and check-out times are on the Attendance page, which administrators see. I can tell you your own, for example "What was my earliest check-in this week?"',
      links: [],
      sources: [],
    };
  const today = todayIn(timeZone, now);
  const what = EDGE_WORDS[intent.edge];
  const whose = intent.whose === 'mine' ? 'your attendance' : "everyone's attendance";
  const links = [intent.whose === 'mine' ? markAttendanceLink : attendanceLink];
  const range = clipRange(intent.range, { from: intent.range.from, to: today });
  const when = describeAsked(intent.range, today);
  if (!range)
    return {
      text: `Attendance is marked on the day itself, so there is none ${when} yet.`,
      links,
      sources: [],
    };
  const employeeIds = intent.whose === 'mine' ? [auth.employeeId] : [];
  const records = await allPages((paging) =>
    findAttendance(deps, auth, { employeeIds, ...range, ...paging }),
  );
  const timed = records
    .map((record) => ({ record, instant: instantOf(record, intent.edge) }))
    .filter((item): item is { record: AttendanceRecord; instant: string } => item.instant !== null)
    .map((item) => ({ ...item, minutes: minutesIntoDay(item.record, item.instant, timeZone) }))
    .sort((one, other) =>
      isLatest(intent.edge) ? other.minutes - one.minutes : one.minutes - other.minutes,
    );
  const [first] = timed;
  if (!first)
    return {
      text: `There are no ${isOut(intent.edge) ? 'check-out' : 'check-in'} times in ${whose} ${when}.`,
      links,
      sources: [],
    };
  const line = (item: (typeof timed)[number]) =>
    `${intent.whose === 'mine' ? 'You' : item.record.employee.name}, ${isOut(intent.edge) ? 'out' : 'in'} at ${formatTime12(localTimeOf(new Date(item.instant), timeZone))}${range.from === range.to ? '' : ` on ${formatLongDate(item.record.workDate, { withWeekday: true })}`}`;
  // Whoever shares the first time is named with it; the next two show how close the others came.
  const ties = timed.filter((item) => item.minutes === first.minutes);
  const next = timed.slice(ties.length, ties.length + 2);
  return {
    text: `The ${what} ${when} (${whose}, ${records.length} ${records.length === 1 ? 'record' : 'records'}): ${ties.map(line).join('; ')}.${next.length > 0 ? ` Next: ${next.map(line).join('; ')}.` : ''}`,
    links,
    sources: [],
  };
};
