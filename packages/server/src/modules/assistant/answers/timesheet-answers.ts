import { formatDayIn, formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { formatDurationInProse, formatHoursColonMinutes } from '@pulse/shared/domain/hours-minutes';
import {
  lockedMessage,
  TIMESHEET_CHANGE_NAMES,
  TIMESHEET_STATUS_NAMES,
  timesheetWeekOf,
} from '@pulse/shared/domain/timesheet-status';
import { paths } from '@pulse/shared/paths';
import { AppError } from '../../../lib/app-error';
import { findTimesheetApprovals } from '../../timesheets/timesheet-approvals.service';
import { getTimesheetWeek } from '../../timesheets/timesheets.service';
import type { Intent } from '../assistant-intent';
import type { Answer, AnswerContext } from './answer';
import { listed } from './answer-format';

// Weekly timesheets as the Timesheets and Timesheet Approvals pages show them, through their own use
// cases with the asker's session.

const answerOf = (text: string, links: Answer['links']): Answer => ({ text, links, sources: [] });
const weekText = (weekStart: string, weekEnd: string) =>
  `${formatDayMonthYear(weekStart)} To ${formatDayMonthYear(weekEnd)}`;

export const answerMyTimesheet = async (
  { deps, auth }: AnswerContext,
  intent: Extract<Intent, { kind: 'my-timesheet' }>,
): Promise<Answer> => {
  const { weekStart } = timesheetWeekOf(intent.date);
  const week = await getTimesheetWeek(deps, auth, auth.employeeId, weekStart);
  const { timeZone } = auth.organization;
  const total = formatDurationInProse(week.figures.totalMinutes);
  const status = TIMESHEET_STATUS_NAMES[week.status];
  const lines = [`Your timesheet for ${weekText(week.weekStart, week.weekEnd)} (${total}) is ${status}.`];
  if (week.status === 'open') lines.push(week.canSubmit ? 'It has not been submitted yet.' : '');
  if (week.status === 'submitted' && week.submittedAt)
    lines.push(`You submitted it on ${formatDayIn(week.submittedAt, timeZone)}; it is waiting for approval.`);
  if (week.status === 'approved' && week.decidedBy && week.decidedAt)
    lines.push(`${week.decidedBy.name} approved it on ${formatDayIn(week.decidedAt, timeZone)}.`);
  if (week.status === 'rejected')
    lines.push(
      `${week.decidedBy?.name ?? 'An approver'} rejected it: ${week.rejectionReason ?? ''} Submit it again from Timesheets.`,
    );
  if (week.approved && week.pendingChanges.length > 0) {
    const kinds = [...new Set(week.pendingChanges.map((change) => TIMESHEET_CHANGE_NAMES[change.kind]))];
    lines.push(
      `Changed since approval (${kinds.join(', ')}): ${formatDurationInProse(week.approved.figures.totalMinutes)} was approved.`,
    );
  }
  if (week.isLocked && week.lockedThrough) lines.push(lockedMessage(week.lockedThrough));
  return answerOf(lines.filter(Boolean).join(' '), [
    { label: 'Timesheets', href: paths.timesheets.getHref({ weekStart: week.weekStart }) },
  ]);
};

const approvalsLink = { label: 'Timesheet Approvals', href: paths.timesheetApprovals.getHref() };

const NOT_AN_APPROVER = 'You do not approve timesheets: administrators and project managers do.';

// The Timesheet Approvals list, or null when the asker approves nobody's timesheets.
const approvalsOf = (context: AnswerContext, query: Parameters<typeof findTimesheetApprovals>[2]) =>
  findTimesheetApprovals(context.deps, context.auth, query).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'FORBIDDEN') return null;
    throw error;
  });

export const answerTimesheetsToApprove = async (context: AnswerContext): Promise<Answer> => {
  const approvals = await approvalsOf(context, { status: 'waiting' });
  if (!approvals) return answerOf(NOT_AN_APPROVER, []);
  if (approvals.items.length === 0)
    return answerOf('No timesheets are waiting for your approval.', [approvalsLink]);
  const lines = approvals.items.map((item) => {
    const change =
      item.approvedMinutes === null || item.differenceMinutes === 0
        ? ''
        : ` (${item.differenceMinutes > 0 ? '+' : '-'}${formatHoursColonMinutes(Math.abs(item.differenceMinutes))} since approval)`;
    return `${item.employee.name}, week of ${formatDayMonthYear(item.weekStart)}: ${formatDurationInProse(item.totalMinutes)}${change}`;
  });
  const count = approvals.items.length;
  return answerOf(
    `${count === 1 ? '1 timesheet is' : `${count} timesheets are`} waiting for your approval:\n${listed(lines)}`,
    [approvalsLink],
  );
};

// Timesheet Approvals with the status Open: the people (of those the asker approves) who have not
// submitted the week's timesheet.
export const answerTimesheetsNotSubmitted = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'timesheets-not-submitted' }>,
): Promise<Answer> => {
  const { weekStart, weekEnd } = timesheetWeekOf(intent.date);
  const approvals = await approvalsOf(context, { status: 'open', weekStart });
  if (!approvals) return answerOf(NOT_AN_APPROVER, []);
  const week = weekText(weekStart, weekEnd);
  const names = approvals.items.map((item) => item.employee.name);
  if (names.length === 0)
    return answerOf(`Everyone has submitted the timesheet for ${week}.`, [approvalsLink]);
  return answerOf(
    `${names.length === 1 ? '1 person has' : `${names.length} people have`} not submitted the timesheet for ${week}:\n${listed(names)}`,
    [approvalsLink],
  );
};
