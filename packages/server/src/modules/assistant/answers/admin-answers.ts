import type { Leave } from '@pulse/shared/contracts/leaves';
import type { ProjectSummary } from '@pulse/shared/contracts/projects';
import { formatLongDate, weekdayName } from '@pulse/shared/domain/display-format';
import { formatDurationInProse } from '@pulse/shared/domain/hours-minutes';
import { LEAVE_TYPE } from '@pulse/shared/domain/leave-days';
import { LEAVE_STATUS } from '@pulse/shared/domain/leave-status';
import { formatLeaveCount, formatMoney } from '@pulse/shared/domain/number-format';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { isOverEstimate, usedPercent } from '@pulse/shared/domain/project-consumption';
import { isAdmin } from '@pulse/shared/domain/roles';
import { paths } from '@pulse/shared/paths';
import { getReport } from '../../activity/activity.service';
import { findEmployeesWithoutAttendance } from '../../attendance/attendance.service';
import { type DayPresences, findDayPresences } from '../../leaves/day-presence.service';
import { findEmployeeLeaves, findLeavesForApproval } from '../../leaves/leaves.service';
import { findProjects } from '../../projects/projects.service';
import type { Intent } from '../assistant-intent';
import { type Answer, type AnswerContext, namingOne } from './answer';
import { allPages, clipRange, listed, plural } from './answer-format';
import { findAllMyLeaves } from './leave-answers';
import { resolveProject } from './project-answers';
import { findManualTimeToDecide } from './record-answers';

// Organisation questions the admin pages answer (spec B §2 Employee Leaves, Attendance, Project list).
// Who is on leave and who has not marked attendance are the administrator's to see (spec B §6);
// employees are refused and told what they can ask instead. Leaves for one's approval and the Project
// List's consumption are shown to every role (spec B §6: "All users: … leaves for their approval";
// employees see their own projects' figures), so those answer everyone from what they can open.

const answerOf = (text: string, links: Answer['links']): Answer => ({ text, links, sources: [] });

const leavesLink = { label: 'Leaves', href: paths.leaves.getHref() };
const attendanceLink = { label: 'Attendance', href: paths.attendance.getHref() };
const projectsLink = { label: 'Projects', href: paths.projects.getHref() };

const todayOf = ({ auth, now }: AnswerContext) => todayIn(auth.organization.timeZone, now);
const longDay = (date: string) => formatLongDate(date, { withWeekday: true });

const leaveDates = (leave: Leave) =>
  leave.fromDate === leave.toDate
    ? formatLongDate(leave.fromDate)
    : `${formatLongDate(leave.fromDate)} to ${formatLongDate(leave.toDate)}`;

const leaveLength = (leave: Leave) =>
  leave.leaveType === LEAVE_TYPE.halfDay ? 'half day' : plural(leave.leavesApplied, 'day');

// ---- Who is on leave ------------------------------------------------------------------------------

// The Employee Leaves tab for one day, approved leave only (spec B §4: pending is not yet leave).
const findApprovedLeavesOn = async ({ deps, auth }: AnswerContext, date: string) => {
  const leaves = await allPages((paging) =>
    findEmployeeLeaves(deps, auth, { employeeIds: [], from: date, to: date, ...paging }),
  );
  return leaves.filter((leave) => leave.status === LEAVE_STATUS.approved);
};

export const answerOnLeave = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'on-leave' }>,
): Promise<Answer> => {
  if (!isAdmin(context.auth.roleId))
    return answerOf(
      'Sorry, only administrators can see who is on leave. You can ask about your own leave, for example "What is my leave balance?" or "Show my leave applications".',
      [],
    );
  const leaves = await findApprovedLeavesOn(context, intent.date);
  const today = todayOf(context);
  const verb =
    intent.date < today ? ['was', 'were'] : intent.date > today ? ['will be', 'will be'] : ['is', 'are'];
  const text =
    leaves.length === 0
      ? `No one ${verb[0]} on approved leave on ${longDay(intent.date)}.`
      : `On ${longDay(intent.date)}, ${plural(leaves.length, 'employee')} ${leaves.length === 1 ? verb[0] : verb[1]} on approved leave:\n${listed(
          leaves.map((leave) => `${leave.employee.name} (${leaveLength(leave)}: ${leaveDates(leave)})`),
        )}`;
  return namingOne(
    answerOf(text, [leavesLink]),
    leaves.map((leave) => leave.employee.name),
  );
};

// ---- Who has not marked attendance ----------------------------------------------------------------

// Why no attendance is expected on a day: still ahead, or a day off by day-presence's rule (a holiday or
// a day the organisation does not work).
const noAttendanceExpected = (context: AnswerContext, day: DayPresences) => {
  const { date } = day;
  if (date > todayOf(context)) return `${longDay(date)} is still ahead, so no attendance is missing yet.`;
  if (day.holidayName)
    return `${longDay(date)} is a holiday (${day.holidayName}), so no attendance is expected.`;
  if (!day.isWorkingDay)
    return `${formatLongDate(date)} is a ${weekdayName(date)}, not a working day, so no attendance is expected.`;
  return null;
};

export const answerAttendanceMissing = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'attendance-missing' }>,
): Promise<Answer> => {
  const { deps, auth } = context;
  if (!isAdmin(auth.roleId))
    return answerOf(
      'Sorry, only administrators can see other employees\' attendance. You can ask about your own, for example "Did I mark attendance today?"',
      [],
    );
  const { date } = intent;
  // The dashboard's count of the same day, by the same rule.
  const day = await findDayPresences(deps.db, auth.organization, date);
  const reason = noAttendanceExpected(context, day);
  if (reason) return answerOf(reason, [attendanceLink]);
  const absentees = day.people.filter((person) => person.presence === 'absent');
  // The dashboard's presence rule: attendance, tracked time or approved manual time.
  const presentCount = day.people.filter((person) => person.presence === 'present').length;
  const [unmarked, leaves] = await Promise.all([
    findEmployeesWithoutAttendance(deps, auth, date),
    findApprovedLeavesOn(context, date),
  ]);
  // A full day of approved leave needs no attendance; a half day still does.
  const onLeave = new Set(
    leaves.filter((leave) => leave.leaveType === LEAVE_TYPE.fullDay).map((leave) => leave.employee.id),
  );
  const missing = unmarked.filter((person) => !onLeave.has(person.id));
  const leaveCount = unmarked.length - missing.length;
  const when = date === todayOf(context) ? `so far today (${longDay(date)})` : `on ${longDay(date)}`;
  const leaveNote =
    leaveCount > 0
      ? `\n${plural(leaveCount, 'employee')} on approved leave ${leaveCount === 1 ? 'is' : 'are'} not counted.`
      : '';
  // Who was there first (the dashboard's rule: attendance, tracked time or approved manual time), then
  // whose attendance mark is missing: "anyone absent?" and "who has not marked attendance?" both read it.
  const presence = `${presentCount} of ${day.people.length} employees were present ${when}; ${
    absentees.length === 0
      ? 'nobody was absent (without attendance, tracked time or leave).'
      : `absent (no attendance, tracked time or leave): ${absentees.map((person) => person.name).join(', ')}.`
  }`;
  const marks =
    missing.length === 0
      ? `Everyone has marked attendance ${when}.${leaveNote}`
      : `${plural(missing.length, 'employee')} ${missing.length === 1 ? 'has' : 'have'} not marked attendance ${when}:\n${listed(
          missing.map((person) => person.name),
        )}${leaveNote}`;
  const text = `${presence}\n${marks}`;
  return answerOf(text, [attendanceLink]);
};

// ---- Leaves waiting for the asker's decision ------------------------------------------------------

// Leaves For Your Approval (spec B §2): the applications naming the asker as a manager that they can
// still approve (spec B §4: pending), soonest first.
export const answerPendingApprovals = async (context: AnswerContext): Promise<Answer> => {
  const { deps, auth } = context;
  const [leaves, everyones] = await Promise.all([
    allPages((paging) => findLeavesForApproval(deps, auth, paging)),
    isAdmin(auth.roleId) ? findOrganisationPending(context) : Promise.resolve(null),
  ]);
  const waiting = leaves
    .filter((leave) => leave.actions.includes('approve'))
    .sort((a, b) => a.fromDate.localeCompare(b.fromDate) || a.employee.name.localeCompare(b.employee.name));
  const text =
    waiting.length === 0
      ? 'You have no leave applications waiting for your decision.'
      : `${plural(waiting.length, 'leave application')} ${waiting.length === 1 ? 'is' : 'are'} waiting for your decision:\n${listed(
          waiting.map((leave) => `${leave.employee.name}: ${leaveDates(leave)} (${leaveLength(leave)})`),
        )}`;
  // An administrator's "how many are pending" may mean the organisation's: both counts are given.
  const organisationNote =
    everyones && everyones.length !== waiting.length
      ? `\nIn the whole organisation, ${plural(everyones.length, 'leave application')} ${everyones.length === 1 ? 'is' : 'are'} pending.`
      : '';
  return answerOf(`${text}${organisationNote}`, [leavesLink]);
};

// ---- Projects over their estimates ----------------------------------------------------------------

const findAllVisibleProjects = ({ deps, auth }: AnswerContext) =>
  allPages((paging) => findProjects(deps, auth, paging));

// spec B §2, §9: a consumed figure past its estimate is what the Project List shows in red; in a
// sentence, as the budget alerts write them: money in the organisation's currency, hours as h:mm, and
// the share of the estimate used.
const consumptionLine = (project: ProjectSummary, currency: string, only: 'over' | 'all') => {
  const isShown = (consumed: number, estimated: number) =>
    only === 'all' || isOverEstimate(consumed, estimated);
  const parts = [
    isShown(project.consumedBudget, project.estimatedBudget)
      ? `Consumed Budget ${formatMoney(project.consumedBudget, currency)} of ${formatMoney(project.estimatedBudget, currency)} (${usedPercent(project.consumedBudget, project.estimatedBudget)}%)`
      : null,
    isShown(project.consumedHours, project.estimatedHours)
      ? `Consumed Hours ${formatDurationInProse(project.consumedHours * 60)} of ${formatDurationInProse(project.estimatedHours * 60)} (${usedPercent(project.consumedHours, project.estimatedHours)}%)`
      : null,
  ].filter((part) => part !== null);
  return `${project.name}: ${parts.join('; ')}`;
};

// "How much budget has Pulse Mobile App used": one visible project's figures from the Project List.
export const answerProjectBudget = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'project-budget' }>,
): Promise<Answer> => {
  const resolved = await resolveProject(context, intent.project);
  if ('answer' in resolved) return resolved.answer;
  const project = (await findAllVisibleProjects(context)).find((item) => item.id === resolved.project.id);
  if (!project)
    return answerOf(`Sorry, I could not find a project called ${intent.project}.`, [projectsLink]);
  const { currency } = context.auth.organization;
  const left = project.estimatedBudget - project.consumedBudget;
  const leftNote = left > 0 ? `; ${formatMoney(left, currency)} of the budget left` : '';
  return answerOf(`${consumptionLine(project, currency, 'all')}${leftNote}; status ${project.statusName}.`, [
    projectsLink,
  ]);
};

export const answerProjectsOverBudget = async (context: AnswerContext): Promise<Answer> => {
  const projects = await findAllVisibleProjects(context);
  const over = projects.filter(
    (project) =>
      isOverEstimate(project.consumedBudget, project.estimatedBudget) ||
      isOverEstimate(project.consumedHours, project.estimatedHours),
  );
  const whose = isAdmin(context.auth.roleId) ? "the organisation's" : 'your';
  const { currency } = context.auth.organization;
  const text =
    projects.length === 0
      ? 'There are no projects for you to see yet.'
      : over.length === 0
        ? `None of ${whose} ${plural(projects.length, 'project')} is over its budget or estimated hours.`
        : `${over.length} of ${whose} ${plural(projects.length, 'project')} ${over.length === 1 ? 'is' : 'are'} over the estimate:\n${listed(
            over.map((project) => consumptionLine(project, currency, 'over')),
          )}`;
  const [only] = over;
  return { ...answerOf(text, [projectsLink]), ...(only && over.length === 1 ? { project: only.name } : {}) };
};

// ---- Marked Absent and leave applications over a period (spec B §2 Employee Leaves, §4 Marked Absent) ----

// The leaves that touch a range: an application from 27 February to 3 March is "in March".
const overlaps = (leave: Leave, range: { from: string; to: string }) =>
  leave.fromDate <= range.to && leave.toDate >= range.from;

const describePeriod = (range: { from: string; to: string }) =>
  range.from === range.to
    ? `on ${formatLongDate(range.from)}`
    : `from ${formatLongDate(range.from)} to ${formatLongDate(range.to)}`;

const byDateThenName = (a: Leave, b: Leave) =>
  a.fromDate.localeCompare(b.fromDate) || a.employee.name.localeCompare(b.employee.name);

// Everyone's leaves over a range, as the administrator's Employee Leaves page lists them.
const organisationLeaves = ({ deps, auth }: AnswerContext, range: { from: string; to: string }) =>
  allPages((paging) =>
    findEmployeeLeaves(deps, auth, { employeeIds: [], from: range.from, to: range.to, ...paging }),
  );

// The asker's own days marked absent; for an administrator asking about everyone, the organisation's.
export const answerMarkedAbsent = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'marked-absent' }>,
): Promise<Answer> => {
  const when = describePeriod(intent.range);
  const isMarked = (leave: Leave) =>
    leave.status === LEAVE_STATUS.markedAbsent && overlaps(leave, intent.range);
  if (intent.whose === 'mine') {
    const marked = (await findAllMyLeaves(context)).filter(isMarked);
    const text =
      marked.length === 0
        ? `You were not marked absent ${when}.`
        : `You were marked absent ${when} on:\n${listed(marked.map(leaveDates))}`;
    return answerOf(text, [leavesLink]);
  }
  if (!isAdmin(context.auth.roleId))
    return answerOf(
      'Sorry, who was marked absent is on the Employee Leaves page, which administrators see.',
      [],
    );
  const marked = (await organisationLeaves(context, intent.range)).filter(isMarked).sort(byDateThenName);
  const text =
    marked.length === 0
      ? `Nobody was marked absent ${when}.`
      : `${plural(marked.length, 'Marked Absent')} ${when}:\n${listed(
          marked.map((leave) => `${leave.employee.name}: ${leaveDates(leave)}`),
        )}`;
  return namingOne(
    answerOf(text, [leavesLink]),
    marked.map((leave) => leave.employee.name),
  );
};

// Who took the most (or least) leave over a period: approved leave and Marked Absent days (both count
// as taken, spec A §9), from the administrator's Leaves list.
export const answerLeaveRanking = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'leave-ranking' }>,
): Promise<Answer> => {
  if (!isAdmin(context.auth.roleId))
    return answerOf("Sorry, everyone's leave is on the Leaves page, which administrators see.", []);
  const when = describePeriod(intent.range);
  const taken = new Map<string, number>();
  for (const leave of await organisationLeaves(context, intent.range)) {
    if (leave.status !== LEAVE_STATUS.approved && leave.status !== LEAVE_STATUS.markedAbsent) continue;
    taken.set(leave.employee.name, (taken.get(leave.employee.name) ?? 0) + leave.leavesApplied);
  }
  const ranked = [...taken.entries()].sort(([, a], [, b]) => (intent.order === 'most' ? b - a : a - b));
  const [first] = ranked;
  if (!first) return answerOf(`Nobody took leave ${when}.`, [leavesLink]);
  return namingOne(
    answerOf(
      `${first[0]} took the ${intent.order} leave ${when}: ${formatLeaveCount(first[1])} ${first[1] === 1 ? 'day' : 'days'}.\n${listed(
        ranked.slice(0, RANKED).map(([name, days]) => `${name}: ${formatLeaveCount(days)}`),
      )}`,
      [leavesLink],
    ),
    [first[0]],
  );
};

// Everyone's leave applications over a period, with their status, for an administrator; an
// employee gets their own.
export const answerLeavesInRange = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'leaves-in-range' }>,
): Promise<Answer> => {
  const when = describePeriod(intent.range);
  const isAdministrator = isAdmin(context.auth.roleId);
  const leaves = (
    isAdministrator ? await organisationLeaves(context, intent.range) : await findAllMyLeaves(context)
  )
    .filter((leave) => overlaps(leave, intent.range) && leave.status !== LEAVE_STATUS.markedAbsent)
    .sort(byDateThenName);
  const text =
    leaves.length === 0
      ? `${isAdministrator ? 'No one has leave applications' : 'You have no leave applications'} ${when}.`
      : `${plural(leaves.length, 'leave application')} ${when}:\n${listed(
          leaves.map(
            (leave) =>
              `${isAdministrator ? `${leave.employee.name}: ` : ''}${leaveDates(leave)} (${leaveLength(leave)}), ${leave.statusName}`,
          ),
        )}`;
  return answerOf(text, [leavesLink]);
};

// ---- Who tracked the most (or the least) over a period: the Reports page's totals ------------------

const RANKED = 5;

export const answerHoursRanking = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'hours-ranking' }>,
): Promise<Answer> => {
  const { deps, auth } = context;
  if (!isAdmin(auth.roleId))
    return answerOf("Sorry, everyone's tracked time is on the Reports page, which administrators see.", []);
  const today = todayOf(context);
  const range = clipRange(intent.range, { from: intent.range.from, to: today });
  const when = describePeriod(intent.range);
  const reportsLink = { label: 'Reports', href: paths.reports.getHref() };
  if (!range) return answerOf(`Nothing is tracked ${when} yet: that is still ahead.`, [reportsLink]);
  const report = await getReport(deps, auth, { startDate: range.from, endDate: range.to });
  const ranked = report.employees
    .filter((employee) => employee.totals.hoursWorkedMinutes > 0)
    .sort((a, b) =>
      intent.order === 'most'
        ? b.totals.hoursWorkedMinutes - a.totals.hoursWorkedMinutes
        : a.totals.hoursWorkedMinutes - b.totals.hoursWorkedMinutes,
    );
  const [first] = ranked;
  if (!first) return answerOf(`Nobody tracked any time ${when}.`, [reportsLink]);
  const line = (employee: (typeof ranked)[number]) =>
    `${employee.name}: ${formatDurationInProse(employee.totals.hoursWorkedMinutes)}`;
  const total = report.grandTotal.hoursWorkedMinutes;
  return namingOne(
    answerOf(
      `${first.name} tracked the ${intent.order} time ${when}: ${formatDurationInProse(first.totals.hoursWorkedMinutes)}. Everyone together tracked ${formatDurationInProse(total)}.${
        ranked.length > 1 ? `\n${listed(ranked.slice(0, RANKED).map(line))}` : ''
      }`,
      [reportsLink],
    ),
    [first.name],
  );
};

// ---- Every pending leave application in the organisation, not only those for the asker's decision ----

// Every pending application of the organisation, soonest first. Pending applications are for days to
// come or just past: this year and the next cover them.
const findOrganisationPending = async (context: AnswerContext) => {
  const today = todayOf(context);
  const range = { from: `${today.slice(0, 4)}-01-01`, to: `${Number(today.slice(0, 4)) + 1}-12-31` };
  return (await organisationLeaves(context, range))
    .filter((leave) => leave.status === LEAVE_STATUS.pending)
    .sort(byDateThenName);
};

export const answerAllPendingLeaves = async (context: AnswerContext): Promise<Answer> => {
  if (!isAdmin(context.auth.roleId)) return answerPendingApprovals(context);
  const [pending, manualTime] = await Promise.all([
    findOrganisationPending(context),
    findManualTimeToDecide(context),
  ]);
  // Manual time waits for a decision too: the whole of what is pending, as the question asks.
  const manualNote =
    manualTime.length > 0
      ? `\n${manualTime.length === 1 ? '1 manual-time request is' : `${manualTime.length} manual-time requests are`} waiting as well: ${manualTime.map((request) => `${request.employee.name} (${formatLongDate(request.date)})`).join(', ')}.`
      : '';
  const text =
    pending.length === 0
      ? 'No leave application in your organisation is waiting for a decision.'
      : `${plural(pending.length, 'leave application')} in your organisation ${pending.length === 1 ? 'is' : 'are'} waiting for a decision:\n${listed(
          pending.map((leave) => `${leave.employee.name}: ${leaveDates(leave)} (${leaveLength(leave)})`),
        )}`;
  return answerOf(`${text}${manualNote}`, [
    leavesLink,
    ...(manualTime.length > 0 ? [{ label: 'Manual Time', href: paths.manualTime.getHref() }] : []),
  ]);
};
