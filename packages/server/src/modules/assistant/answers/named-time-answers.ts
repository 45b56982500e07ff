import { formatDurationInProse } from '@pulse/shared/domain/hours-minutes';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { isAdmin } from '@pulse/shared/domain/roles';
import { paths } from '@pulse/shared/paths';
import { getReport } from '../../activity/activity.service';
import type { DateRange, Intent } from '../assistant-intent';
import type { Answer, AnswerContext } from './answer';
import { describeRange, listed, reportPeriodOf } from './answer-format';
import { answerAboutPerson, findPeople } from './people-answers';
import { answerProjectTeamHours, findProjectsNamed } from './project-answers';
import { findDepartmentPeople, findDepartmentsNamed } from './record-answers';

// "Design System hours last week", "engineering total hours last week", "rahul hours last week" read
// alike: a name before "hours". For an administrator the name is a project's when one has it, else a
// department's, else a colleague's; anything else is answered as a project (employees are never told
// whether a person or a department exists).

const reportsLink = { label: 'Reports', href: paths.reports.getHref() };

// A department's people's tracked time over the period, from the same report as the Reports page.
const departmentHours = async (context: AnswerContext, department: string, asked: DateRange) => {
  const period = reportPeriodOf(asked, todayIn(context.auth.organization.timeZone, context.now));
  if (!period) return `Nothing is tracked ${describeRange(asked)} yet: that is still ahead.`;
  const [people, report] = await Promise.all([
    findDepartmentPeople(context, department),
    getReport(context.deps, context.auth, { startDate: period.range.from, endDate: period.range.to }),
  ]);
  const ids = new Set(people.items.map((person) => person.id));
  const members = report.employees
    .filter((employee) => ids.has(employee.employeeId) && employee.totals.hoursWorkedMinutes > 0)
    .sort((a, b) => b.totals.hoursWorkedMinutes - a.totals.hoursWorkedMinutes);
  const total = members.reduce((sum, member) => sum + member.totals.hoursWorkedMinutes, 0);
  if (members.length === 0) return `Nobody in ${department} tracked time ${period.when}.`;
  return `${department} tracked ${formatDurationInProse(total)} in total ${period.when}:\n${listed(
    members.map((member) => `${member.name}: ${formatDurationInProse(member.totals.hoursWorkedMinutes)}`),
  )}`;
};

export const answerNamedHours = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'project-team-hours' }>,
): Promise<Answer> => {
  if (!isAdmin(context.auth.roleId)) return answerProjectTeamHours(context, intent);
  const [projects, departments] = await Promise.all([
    findProjectsNamed(context, intent.project),
    findDepartmentsNamed(context, intent.project),
  ]);
  // "sales hours": the Sales department, named whole, before the project whose name merely has the word.
  const [department, ...others] = departments;
  const isDepartmentNamed = department?.name.toLowerCase() === intent.project.toLowerCase();
  if (projects.length > 0 && !isDepartmentNamed) return answerProjectTeamHours(context, intent);
  if (department && others.length === 0)
    return {
      text: await departmentHours(context, department.name, intent.range),
      links: [reportsLink],
      sources: [],
    };
  if ((await findPeople(context, intent.project)).length > 0)
    return answerAboutPerson(context, {
      kind: 'about-person',
      person: intent.project,
      subject: 'activity',
      range: intent.range,
    });
  return answerProjectTeamHours(context, intent);
};
