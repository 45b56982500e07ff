import { formatLongDate } from '@pulse/shared/domain/display-format';
import { formatDurationInProse } from '@pulse/shared/domain/hours-minutes';
import { todayIn } from '@pulse/shared/domain/organization-day';
import {
  PROJECT_STATUS,
  PROJECT_STATUS_NAMES,
  type ProjectStatus,
  TODO_FILTER_ALL,
  TODO_STATUS,
  TODO_STATUS_NAMES,
  type TodoStatus,
} from '@pulse/shared/domain/project-status';
import type { ReportMinutes } from '@pulse/shared/domain/report-weeks';
import { isAdmin } from '@pulse/shared/domain/roles';
import { paths } from '@pulse/shared/paths';
import { getMyReport, getReport } from '../../activity/activity.service';
import { findTrackerProjects } from '../../projects/project-time';
import { findProjectChoices, getProject } from '../../projects/projects.service';
import { findTodos } from '../../projects/todos.service';
import type { DateRange, Intent } from '../assistant-intent';
import type { Answer, AnswerContext } from './answer';
import { describeRange, listed, plural, reportPeriodOf } from './answer-format';
import { matchNames } from './name-match';

// Projects and to-dos the asker can see (spec B §2 Project list, Todo list; §6: administrators see every
// project of the organisation, employees the projects whose team they are in), read through the
// projects module's use cases with the asker's session.

const projectsLink = { label: 'Projects', href: paths.projects.getHref() };
const todosLink = { label: 'ToDo', href: paths.todos.getHref() };
const projectTodosLink = (project: ProjectChoice) => ({
  label: `${project.name} to-dos`,
  href: paths.todos.getHref(project.id),
});

const answerOf = (text: string, links: Answer['links']): Answer => ({ text, links, sources: [] });

type ProjectChoice = { id: string; name: string; status: number };

const statusNameOf = (status: number) => PROJECT_STATUS_NAMES[status as ProjectStatus] ?? '';
const projectLine = (project: ProjectChoice) => `${project.name} (${statusNameOf(project.status)})`;

export const answerMyProjects = async ({ deps, auth }: AnswerContext): Promise<Answer> => {
  const projects = await findProjectChoices(deps, auth);
  if (!isAdmin(auth.roleId)) {
    // "Which project am I the manager of?": the list says which the asker manages, as each project's
    // team does (an employee is on a few projects).
    const teams = await Promise.all(projects.map((project) => getProject(deps, auth, project.id)));
    const isManaged = (index: number) =>
      teams[index]?.team.some((member) => member.employeeId === auth.employeeId && member.isManager) ?? false;
    const lines = projects.map((project, index) =>
      isManaged(index) ? `${projectLine(project)}, managed by you` : projectLine(project),
    );
    const text =
      projects.length === 0
        ? "You are not on any project's team yet."
        : `You are on ${plural(projects.length, 'project')}:\n${listed(lines)}`;
    return answerOf(text, [projectsLink]);
  }
  // An administrator sees every project on the Project List and is seldom on a team, so their "my
  // projects" is the organisation's work: every project with its status, the open ones first.
  const open = projects.filter((project) => project.status !== PROJECT_STATUS.completed);
  const completed = projects.filter((project) => project.status === PROJECT_STATUS.completed);
  const total = `Your organisation has ${plural(projects.length, 'project')}`;
  const text =
    projects.length === 0
      ? 'Your organisation has no projects yet.'
      : open.length === 0
        ? `${total}, all of them completed.`
        : `${total}; ${open.length} not completed:\n${listed([...open, ...completed].map(projectLine))}`;
  return answerOf(text, [projectsLink]);
};

// The to-dos assigned to the asker that are not completed, with their project: the projects module's
// read of "my projects and my open to-dos" (what the tracker offers to track time on). Pulse's to-dos
// have no due date (spec B §3 Task), so none is given.
export const answerMyTodos = async ({ deps, auth }: AnswerContext): Promise<Answer> => {
  const projects = await findTrackerProjects(deps.db, {
    organizationId: auth.organizationId,
    employeeId: auth.employeeId,
  });
  const lines = projects.flatMap((project) =>
    project.todos.map(
      (todo) => `${todo.name} — ${project.name} (${TODO_STATUS_NAMES[todo.status as TodoStatus] ?? ''})`,
    ),
  );
  const text =
    lines.length === 0
      ? 'You have no open to-dos assigned to you.'
      : `You have ${plural(lines.length, 'open to-do')}:\n${listed(lines)}`;
  return answerOf(text, [todosLink]);
};

// ---- One project, named in the question -----------------------------------------------------------

// "the Apollo project", "project apollo": these words are not part of what tells projects apart.
const PROJECT_FILLER_WORDS = new Set(['the', 'project', 'projects']);

// The visible projects a name may mean ("apollo" for "Project Apollo").
export const findProjectsNamed = async ({ deps, auth }: AnswerContext, asked: string) =>
  matchNames(asked, await findProjectChoices(deps, auth), (project) => project.name, PROJECT_FILLER_WORDS);

// The one visible project the question names, or the answer that says there is none or several. The
// same sentence whether the project exists elsewhere (another organisation, another team) or not.
export const resolveProject = async (
  context: AnswerContext,
  asked: string,
): Promise<{ project: ProjectChoice } | { answer: Answer }> => {
  const matches = await findProjectsNamed(context, asked);
  const [project] = matches;
  if (!project)
    return {
      answer: answerOf(`Sorry, I could not find a project called ${asked} among your projects.`, [
        projectsLink,
      ]),
    };
  if (matches.length > 1)
    return {
      answer: answerOf(
        `More than one of your projects matches ${asked}:\n${listed(matches.map((match) => match.name))}\nWhich one do you mean?`,
        [projectsLink],
      ),
    };
  return { project };
};

// "You spent …": worked time (tracked − idle) plus approved manual time, as the project's consumed hours
// count it (spec B §3 consumedWork; spec A §1 offline time), then the report's columns behind it.
const spentSentence = (projectName: string, minutes: ReportMinutes, when: string) => {
  const spent = minutes.actualWorkMinutes + minutes.manualMinutes;
  const manual =
    minutes.manualMinutes > 0
      ? `, plus ${formatDurationInProse(minutes.manualMinutes)} of approved manual time`
      : '';
  return `You spent ${formatDurationInProse(spent)} on ${projectName} ${when}: ${formatDurationInProse(minutes.hoursWorkedMinutes)} tracked, ${formatDurationInProse(minutes.idleMinutes)} idle and ${formatDurationInProse(minutes.actualWorkMinutes)} actual work${manual}.`;
};

const aheadAnswer = (project: ProjectChoice, asked: DateRange, links: Answer['links']) =>
  answerOf(`Nothing is tracked on ${project.name} ${describeRange(asked)} yet: that is still ahead.`, links);

export const answerProjectHours = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'project-hours' }>,
): Promise<Answer> => {
  const resolved = await resolveProject(context, intent.project);
  if ('answer' in resolved) return resolved.answer;
  const { project } = resolved;
  const { deps, auth, now } = context;
  // Administrators can check the figures on Reports (employee and project filters); employees have no
  // Reports page, and the project's to-dos are where they see its time.
  const links = isAdmin(auth.roleId)
    ? [{ label: 'Reports', href: paths.reports.getHref() }, projectTodosLink(project)]
    : [projectTodosLink(project)];
  const period = reportPeriodOf(intent.range, todayIn(auth.organization.timeZone, now));
  if (!period) return aheadAnswer(project, intent.range, links);
  const { range, when } = period;
  const report = await getMyReport(deps, auth, {
    startDate: range.from,
    endDate: range.to,
    projectId: project.id,
  });
  const total = report.grandTotal;
  const text =
    total.hoursWorkedMinutes === 0 && total.manualMinutes === 0
      ? `You spent no time on ${project.name} ${when}.`
      : spentSentence(project.name, total, when);
  return answerOf(text, links);
};

// "How many hours did the Apollo team put in last week": the Reports page filtered by the project, one
// line per member with time on it, for administrators (employees have no Reports page).
export const answerProjectTeamHours = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'project-team-hours' }>,
): Promise<Answer> => {
  const { deps, auth, now } = context;
  // An employee's reading of "Apollo hours this week" is their own time on it: that is what they see.
  if (!isAdmin(auth.roleId)) {
    const own = await answerProjectHours(context, { ...intent, kind: 'project-hours' });
    return { ...own, text: `${own.text} (A project team's hours are on Reports, which administrators see.)` };
  }
  const resolved = await resolveProject(context, intent.project);
  if ('answer' in resolved) return resolved.answer;
  const { project } = resolved;
  const links = [{ label: 'Reports', href: paths.reports.getHref() }, projectTodosLink(project)];
  const period = reportPeriodOf(intent.range, todayIn(auth.organization.timeZone, now));
  if (!period) return aheadAnswer(project, intent.range, links);
  const { range, when } = period;
  const report = await getReport(deps, auth, {
    startDate: range.from,
    endDate: range.to,
    projectId: project.id,
  });
  const spentOf = (minutes: ReportMinutes) => minutes.actualWorkMinutes + minutes.manualMinutes;
  const members = report.employees
    .filter((employee) => employee.totals.hoursWorkedMinutes > 0 || employee.totals.manualMinutes > 0)
    .sort((a, b) => spentOf(b.totals) - spentOf(a.totals));
  if (members.length === 0) return answerOf(`Nobody tracked time on ${project.name} ${when}.`, links);
  const total = report.grandTotal;
  return answerOf(
    `The ${project.name} team tracked ${formatDurationInProse(total.hoursWorkedMinutes)} on it ${when} (${formatDurationInProse(total.actualWorkMinutes)} actual work${total.manualMinutes > 0 ? `, plus ${formatDurationInProse(total.manualMinutes)} of approved manual time` : ''}):\n${listed(
      members.map(
        (member) =>
          `${member.name}: ${formatDurationInProse(member.totals.hoursWorkedMinutes)} tracked, ${formatDurationInProse(member.totals.actualWorkMinutes)} actual work`,
      ),
    )}`,
    links,
  );
};

// A project's to-dos as its ToDo list shows them (spec B §2), or only those not started yet.
export const answerProjectTodos = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'project-todos' }>,
): Promise<Answer> => {
  const resolved = intent.project === null ? null : await resolveProject(context, intent.project);
  if (resolved && 'answer' in resolved) return resolved.answer;
  const project = resolved?.project;
  const STATUS_FILTERS = {
    all: { id: TODO_FILTER_ALL, what: 'to-dos' },
    'not-started': { id: TODO_STATUS.notYetStarted, what: 'to-dos not started yet' },
    'in-progress': { id: TODO_STATUS.inProgress, what: 'to-dos in progress' },
  } as const;
  const filter = STATUS_FILTERS[intent.status];
  const { items } = await findTodos(context.deps, context.auth, {
    projectId: project?.id,
    status: filter.id,
  });
  const { what } = filter;
  const whose = project ? project.name : 'Your projects';
  const link = project ? projectTodosLink(project) : todosLink;
  if (items.length === 0) return answerOf(`${whose} ${project ? 'has' : 'have'} no ${what}.`, [link]);
  const line = (todo: (typeof items)[number]) =>
    `${todo.name}${project ? '' : ` — ${todo.projectName}`} (${todo.statusName}${todo.members.length > 0 ? `; ${todo.members.map((member) => member.name).join(', ')}` : ''})`;
  // Every to-do: a short list is what the question asks for, and the page has the rest anyway.
  return answerOf(
    `${whose} ${project ? 'has' : 'have'} ${items.length} ${items.length === 1 ? what.replace('to-dos', 'to-do') : what}:\n${items.map((todo) => `• ${line(todo)}`).join('\n')}`,
    [link],
  );
};

export const answerProjectManager = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'project-manager' }>,
): Promise<Answer> => {
  const resolved = await resolveProject(context, intent.project);
  if ('answer' in resolved) return resolved.answer;
  const { project } = resolved;
  const { deps, auth } = context;
  // The team with its managers is on the project form, which only administrators open; an employee's
  // page of the project is its to-do list.
  const link = isAdmin(auth.roleId)
    ? { label: project.name, href: paths.addProject.getHref(project.id) }
    : projectTodosLink(project);
  const { team } = await getProject(deps, auth, project.id);
  const managers = team
    .filter((member) => member.isManager)
    .map((member) => (member.employeeId === auth.employeeId ? `${member.name} (you)` : member.name));
  const text =
    managers.length === 0
      ? `${project.name} has no manager on its team.`
      : managers.length === 1
        ? `The manager of ${project.name} is ${managers[0]}.`
        : `${project.name} has ${managers.length} managers:\n${listed(managers)}`;
  return answerOf(text, [link]);
};

// "Who is on the Design System team": a project's team as its form lists it (administrators), managers
// marked; the department reader asks here when no department has the name.
export const answerProjectTeam = async (context: AnswerContext, project: ProjectChoice): Promise<Answer> => {
  const { team } = await getProject(context.deps, context.auth, project.id);
  const link = { label: project.name, href: paths.addProject.getHref(project.id) };
  if (team.length === 0) return answerOf(`${project.name} has nobody on its team.`, [link]);
  const members = team.map((member) => (member.isManager ? `${member.name} (manager)` : member.name));
  return answerOf(
    `The ${project.name} project's team has ${plural(team.length, 'member')}:\n${listed(members)}`,
    [link],
  );
};

// A project's dates and status as the Project List shows them: when it started, when it is due.
export const answerProjectDates = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'project-dates' }>,
): Promise<Answer> => {
  const resolved = await resolveProject(context, intent.project);
  if ('answer' in resolved) return resolved.answer;
  const link = isAdmin(context.auth.roleId)
    ? { label: resolved.project.name, href: paths.addProject.getHref(resolved.project.id) }
    : projectTodosLink(resolved.project);
  const project = await getProject(context.deps, context.auth, resolved.project.id);
  return answerOf(
    `${project.name} runs from ${formatLongDate(project.startDate)} to ${formatLongDate(project.endDate)} (due on ${formatLongDate(project.endDate)}); its status is ${project.statusName}.`,
    [link],
  );
};
