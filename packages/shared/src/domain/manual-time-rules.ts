import { manualTimePulseTexts } from '../spec-texts';
import { daysBetween, instantOfLocalTime, todayIn } from './organization-day';
import { TIME_24_PATTERN } from './shift-time';

// spec A §1 offline time: an employee adds time spent away from the computer (productive or
// unproductive); the project's managers or an administrator approve or deny it. Approved time counts
// as Manual Time (time sheet, activity viewer, reports, project consumption).

export const MANUAL_TIME_STATUSES = ['pending', 'approved', 'denied'] as const;
export type ManualTimeStatus = (typeof MANUAL_TIME_STATUSES)[number];
export const MANUAL_TIME_STATUS_NAMES: Record<ManualTimeStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  denied: 'Denied',
};

export const MANUAL_TIME_ACTIONS = ['approve', 'deny', 'delete'] as const;
export type ManualTimeAction = (typeof MANUAL_TIME_ACTIONS)[number];

// Pulse's limits (the rules): at most 30 days back, at most 12 hours a request; the reason and
// a decision's note as long as a leave's description (spec B §9: 500).
export const MANUAL_TIME_LIMITS = {
  maxDaysBack: 30,
  maxMinutes: 12 * 60,
  reasonMaxLength: 500,
  noteMaxLength: 500,
} as const;

// The note an automatic approval carries (the organisation's "approve under N minutes" setting).
export const AUTO_APPROVAL_NOTE = 'Approved automatically';

export type ManualTimeTimes = { date: string; from: string; to: string };
export type ManualTimeFieldError = { path: 'date' | 'from' | 'to'; message: string };

const minutesOfDay = (time24: string) => {
  const [hours = 0, minutes = 0] = time24.split(':').map(Number);
  return hours * 60 + minutes;
};

// The instants a request covers: from and to are wall-clock times of its date in the organisation's
// zone (invariant 6), so a DST day's request lasts what the clock really ran.
export const manualTimeSpan = (times: ManualTimeTimes, timeZone: string) => ({
  startedAt: instantOfLocalTime(times.date, times.from, timeZone),
  endedAt: instantOfLocalTime(times.date, times.to, timeZone),
});

export const manualTimeMinutes = (span: { startedAt: Date; endedAt: Date }) =>
  Math.round((span.endedAt.getTime() - span.startedAt.getTime()) / 60_000);

// The rules on a request's times, each broken rule under the field a person would change. `to` must
// follow `from` on the same date: a night past midnight is two requests, one for each day (the day a
// minute belongs to stays plain, as the time sheet and reports group by day).
export const manualTimeRuleErrors = (
  times: ManualTimeTimes,
  context: { timeZone: string; now: Date },
): ManualTimeFieldError[] => {
  if (!TIME_24_PATTERN.test(times.from) || !TIME_24_PATTERN.test(times.to)) return [];
  if (minutesOfDay(times.to) <= minutesOfDay(times.from))
    return [{ path: 'to', message: manualTimePulseTexts.toNotAfterFrom }];
  const today = todayIn(context.timeZone, context.now);
  const daysBack = daysBetween(times.date, today);
  if (daysBack < 0) return [{ path: 'date', message: manualTimePulseTexts.inFuture }];
  if (daysBack > MANUAL_TIME_LIMITS.maxDaysBack)
    return [{ path: 'date', message: manualTimePulseTexts.tooOld }];
  const span = manualTimeSpan(times, context.timeZone);
  if (span.endedAt.getTime() > context.now.getTime())
    return [{ path: 'to', message: manualTimePulseTexts.inFuture }];
  if (manualTimeMinutes(span) > MANUAL_TIME_LIMITS.maxMinutes)
    return [{ path: 'to', message: manualTimePulseTexts.tooLong }];
  return [];
};

// Two spans share a moment; one ending exactly when the other starts does not overlap it.
export const spansOverlap = (
  left: { startedAt: Date; endedAt: Date },
  right: { startedAt: Date; endedAt: Date },
) => left.startedAt.getTime() < right.endedAt.getTime() && right.startedAt.getTime() < left.endedAt.getTime();

// The organisation's setting: null always asks for a decision; N approves requests shorter than N
// minutes as they are made.
export const isApprovedAutomatically = (minutes: number, autoApproveMinutes: number | null) =>
  autoApproveMinutes !== null && minutes < autoApproveMinutes;

export type ManualTimeForRules = {
  status: ManualTimeStatus;
  employeeId: string;
  // The managers of the request's project (none without a project: administrators decide alone).
  managerIds: readonly string[];
};
export type ManualTimeActor = { employeeId: string; isAdmin: boolean };

// Deciders are the project's managers and the organisation's administrators; nobody decides their
// own request, administrators included (as with leaves, spec B §4).
export const isManualTimeDecider = (request: ManualTimeForRules, actor: ManualTimeActor) =>
  request.employeeId !== actor.employeeId && (actor.isAdmin || request.managerIds.includes(actor.employeeId));

// Approve and deny a pending request (a decider); delete one's own pending request. A decision is
// final: approved time is in the reports and the project's consumption.
export const canTakeManualTimeAction = (
  action: ManualTimeAction,
  request: ManualTimeForRules,
  actor: ManualTimeActor,
): boolean => {
  if (request.status !== 'pending') return false;
  if (action === 'delete') return request.employeeId === actor.employeeId;
  return isManualTimeDecider(request, actor);
};

export const manualTimeActionsFor = (
  request: ManualTimeForRules,
  actor: ManualTimeActor,
): ManualTimeAction[] =>
  MANUAL_TIME_ACTIONS.filter((action) => canTakeManualTimeAction(action, request, actor));
