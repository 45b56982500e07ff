import type { Leave, LeaveSummary } from '@pulse/shared/contracts/leaves';
import { formatLongDate, weekdayName } from '@pulse/shared/domain/display-format';
import { LEAVE_TYPE, leavesApplied, yearRangeOf } from '@pulse/shared/domain/leave-days';
import { BLOCKING_LEAVE_STATUSES, LEAVE_STATUS, type LeaveStatus } from '@pulse/shared/domain/leave-status';
import { formatLeaveCount } from '@pulse/shared/domain/number-format';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { paths } from '@pulse/shared/paths';
import { getCurrentEmployee } from '../../auth/auth.service';
import { findMyLeaves, getLeaveSummary } from '../../leaves/leaves.service';
import type { DateRange, Intent } from '../assistant-intent';
import type { Answer, AnswerContext } from './answer';
import { allPages, daysOf, listed, plural } from './answer-format';
import { findHolidaysIn, isWorkingWeekday } from './holiday-answers';

// The asker's own leave: the Leaves Status numbers (spec A §2, §9), their applications as Your Applied
// Leaves shows them (spec B §2, §4), and a prefilled Apply Leave link. ProBot never applies by itself.

const leavesLink = { label: 'Leaves', href: paths.leaves.getHref() };

const todayOf = ({ auth, now }: AnswerContext) => todayIn(auth.organization.timeZone, now);

// Every application of the asker, newest first: Your Applied Leaves, all its pages.
export const findAllMyLeaves = ({ deps, auth }: AnswerContext): Promise<Leave[]> =>
  allPages((paging) => findMyLeaves(deps, auth, paging));

const isPending = (leave: Leave) => leave.status === LEAVE_STATUS.pending;

const datesOf = (range: DateRange) =>
  range.from === range.to
    ? formatLongDate(range.from)
    : `${formatLongDate(range.from)} to ${formatLongDate(range.to)}`;

// One application as the Leaves page shows it: its dates, its length (spec B §9: days between + 1, or
// a half day), its status (with who decided it, or while pending whom it was sent to) and its reason.
export const leaveLine = (leave: Leave) => {
  const length = leave.leaveType === LEAVE_TYPE.halfDay ? 'half day' : plural(leave.leavesApplied, 'day');
  const sentTo = leave.managers.map((manager) => manager.name).join(', ');
  const decider = leave.decidedBy
    ? ` by ${leave.decidedBy.name}`
    : isPending(leave) && sentTo !== ''
      ? ` (sent to ${sentTo})`
      : '';
  return `${datesOf({ from: leave.fromDate, to: leave.toDate })} (${length}): ${leave.statusName}${decider} — ${leave.description}`;
};

// The dashboard's three Leaves Status cards in one sentence.
const balanceSentence = (summary: LeaveSummary) =>
  `You have ${formatLeaveCount(summary.pending)} leaves pending of ${formatLeaveCount(summary.entitled)} entitled this year; ${formatLeaveCount(summary.taken)} taken.`;

export const answerLeaveBalance = async (context: AnswerContext): Promise<Answer> => {
  const [summary, leaves] = await Promise.all([
    getLeaveSummary(context.deps, context.auth, {}),
    findAllMyLeaves(context),
  ]);
  const waiting = leaves.filter(isPending).length;
  const waitingSentence =
    waiting === 0
      ? ''
      : ` ${waiting === 1 ? '1 of your leave applications is' : `${waiting} of your leave applications are`} waiting for a decision.`;
  return { text: `${balanceSentence(summary)}${waitingSentence}`, links: [leavesLink], sources: [] };
};

// "Was my leave on 21 January approved?": the applications that cover a day or period, whatever
// their status, named with the dates asked so a misread date shows.
// An application's days inside a period, counted as the application counts them (spec B §9).
const daysWithin = (leave: Leave, range: DateRange) => {
  const fromDate = leave.fromDate > range.from ? leave.fromDate : range.from;
  const toDate = leave.toDate < range.to ? leave.toDate : range.to;
  return fromDate > toDate ? 0 : leavesApplied({ leaveType: leave.leaveType, fromDate, toDate });
};

const leavesTouching = (leaves: Leave[], range: DateRange, today: string): Answer => {
  const touching = leaves.filter((leave) => leave.fromDate <= range.to && leave.toDate >= range.from);
  const when = range.from === range.to ? `on ${formatLongDate(range.from)}` : `from ${datesOf(range)}`;
  // "did I take any leave in January" with only a rejected application: it says no leave was taken.
  const isNoneTaken =
    range.to < today &&
    touching.every(
      (leave) => leave.status !== LEAVE_STATUS.approved && leave.status !== LEAVE_STATUS.markedAbsent,
    );
  const takenDays = touching
    .filter((leave) => leave.status === LEAVE_STATUS.approved || leave.status === LEAVE_STATUS.markedAbsent)
    .reduce((sum, leave) => sum + daysWithin(leave, range), 0);
  const takenNote = isNoneTaken
    ? '\nNone of them was approved: no leave was taken.'
    : takenDays > 0 && range.from !== range.to
      ? `\nTaken ${when} (approved and Marked Absent): ${formatLeaveCount(takenDays)} ${takenDays === 1 ? 'day' : 'days'}.`
      : '';
  const text =
    touching.length === 0
      ? `You have no leave application ${when}.`
      : `Your leave ${touching.length === 1 ? 'application' : 'applications'} ${when}:\n${listed(touching.map(leaveLine))}${takenNote}`;
  return { text, links: [leavesLink], sources: [] };
};

export const answerLeaveApplications = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'leave-applications' }>,
): Promise<Answer> => {
  const leaves = await findAllMyLeaves(context);
  if (intent.range) return leavesTouching(leaves, intent.range, todayOf(context));
  const year = yearRangeOf(todayOf(context));
  const chosen =
    intent.status === 'pending'
      ? leaves.filter(isPending)
      : leaves.filter((leave) => leave.fromDate <= year.to && leave.toDate >= year.from);
  const what = intent.status === 'pending' ? 'pending leave application' : 'leave application';
  const when = intent.status === 'pending' ? '' : ' this year';
  // "How many leave days have I applied for that are still waiting?": the days of those pending.
  const pendingDays =
    intent.status === 'pending' && chosen.length > 1
      ? ` (${formatLeaveCount(chosen.reduce((sum, leave) => sum + leave.leavesApplied, 0))} days in all)`
      : '';
  const text =
    chosen.length === 0
      ? `You have no ${what}s${when}.`
      : `You have ${plural(chosen.length, what)}${when}${pendingDays}:\n${listed(chosen.map(leaveLine))}`;
  return { text, links: [leavesLink], sources: [] };
};

// What the asker may want to know before applying: holidays and days off inside the range (the form
// still counts every calendar day, spec B §9), an application it would overlap (Apply Leave refuses
// those), and the balance.
const rangeNotes = async (context: AnswerContext, range: DateRange, leaves: Leave[]) => {
  const holidays = await findHolidaysIn(context, range);
  const holidayDates = new Set(holidays.map((holiday) => holiday.date));
  const daysOff = daysOf(range).filter(
    (day) => !holidayDates.has(day) && !isWorkingWeekday(context.auth, day),
  );
  const overlapping = leaves.filter(
    (leave) =>
      BLOCKING_LEAVE_STATUSES.includes(leave.status as LeaveStatus) &&
      leave.fromDate <= range.to &&
      leave.toDate >= range.from,
  );
  const notes: string[] = [];
  if (holidays.length > 0)
    notes.push(
      `Holidays inside them: ${holidays.map((holiday) => `${holiday.name} (${formatLongDate(holiday.date, { withWeekday: true })})`).join(', ')}.`,
    );
  if (daysOff.length > 0) {
    const weekdays = [...new Set(daysOff.map(weekdayName))].join(' or ');
    notes.push(
      `${daysOff.length === 1 ? '1 of these days falls' : `${daysOff.length} of these days fall`} on a ${weekdays}, not a working day.`,
    );
  }
  for (const leave of overlapping)
    notes.push(
      `They overlap your ${leave.statusName.toLowerCase()} leave of ${datesOf({ from: leave.fromDate, to: leave.toDate })}, and Pulse does not accept overlapping applications.`,
    );
  return notes;
};

export const answerApplyLeave = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'apply-leave' }>,
): Promise<Answer> => {
  const { deps, auth } = context;
  const { employeeCode } = await getCurrentEmployee(deps.db, auth);
  const { range } = intent;
  const emptyForm = { label: 'Apply Leave', href: paths.addLeave.getHref(employeeCode) };
  if (!range)
    return {
      text: 'For which dates? Tell me, for example, "apply for leave from 2 December to 4 December", or open Apply Leave and fill in the dates yourself.',
      links: [emptyForm],
      sources: [],
    };
  const today = todayOf(context);
  if (range.from < today)
    return {
      text: `Sorry, I prefill leave applications from today on, and ${formatLongDate(range.from)} is in the past. To apply for past days, open Apply Leave and fill in the dates yourself; I can tell you your leave balance or your pending applications.`,
      links: [emptyForm],
      sources: [],
    };
  const [summary, leaves] = await Promise.all([getLeaveSummary(deps, auth, {}), findAllMyLeaves(context)]);
  const days = leavesApplied({ leaveType: LEAVE_TYPE.fullDay, fromDate: range.from, toDate: range.to });
  const notes = await rangeNotes(context, range, leaves);
  const overBalance =
    days > summary.pending ? ` That is more than the ${summary.pending} leaves you have pending.` : '';
  const text = [
    `I don't apply for leave myself, but Apply Leave is ready with your dates: ${datesOf(range)} (${plural(days, 'day')}). Add the reason and your managers, then apply.`,
    ...notes,
    `${balanceSentence(summary)}${overBalance}`,
  ].join('\n');
  return {
    text,
    links: [{ label: 'Apply Leave', href: paths.addLeave.getHref(employeeCode, range) }],
    sources: [],
  };
};
