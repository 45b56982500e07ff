import type { EmployeeDetail } from '@pulse/shared/contracts/employees';
import type { ManualTimeRequest } from '@pulse/shared/contracts/manual-time';
import { formatLongDate } from '@pulse/shared/domain/display-format';
import { formatDurationInProse } from '@pulse/shared/domain/hours-minutes';
import { eligibilityDay } from '@pulse/shared/domain/leave-entitlement';
import { MANUAL_TIME_STATUSES } from '@pulse/shared/domain/manual-time-rules';
import { formatMoney } from '@pulse/shared/domain/number-format';
import { isAdmin } from '@pulse/shared/domain/roles';
import { paths } from '@pulse/shared/paths';
import { findAppraisalsDue } from '../../dashboard/dashboard.service';
import { findEmployeeAppraisals } from '../../employees/appraisals.service';
import {
  findEmployees,
  findShiftMemberNames,
  getEmployee,
  getOwnProfile,
} from '../../employees/employees.service';
import { findManualTimePage } from '../../manual-time/manual-time.service';
import { findMasterData, findShiftHours } from '../../settings/master-data.service';
import { DEPARTMENTS, SHIFTS } from '../../settings/master-data-kinds';
import type { Intent } from '../assistant-intent';
import { type Answer, type AnswerContext, namingOne } from './answer';
import { allPages, listed } from './answer-format';
import { matchNames } from './name-match';
import { answerProjectTeam, findProjectsNamed } from './project-answers';

// The asker's own employee record as My Profile shows it (spec A §2 My Profile, §3 appraisals), and
// the organisation's headcount as the administrator's Employees page counts it.

const myProfileLink = { label: 'My Profile', href: paths.profile.getHref() };

// The personal details the employee form shows, those that are set.
export const personalLines = (detail: EmployeeDetail) =>
  [
    ['Official e-mail', detail.officialEmail],
    ['Personal e-mail', detail.personalEmail],
    ['Contact number', detail.contactNumber1],
    ['Second contact number', detail.contactNumber2],
    ['Date of birth', detail.dateOfBirth ? formatLongDate(detail.dateOfBirth) : null],
    ['Blood group', detail.bloodGroup],
    ['Correspondence address', detail.correspondenceAddress],
  ].flatMap(([label, value]) => (value ? [`${label}: ${value}`] : []));

const employeesLink = { label: 'Employees', href: paths.employees.getHref() };

const answerOf = (text: string, links: Answer['links']): Answer => ({ text, links, sources: [] });

const appraisalsAnswer = async ({ deps, auth }: AnswerContext): Promise<Answer> => {
  const appraisals = await findEmployeeAppraisals(deps, auth, auth.employeeId);
  const latest = [...appraisals].sort((a, b) => a.appraisalDate.localeCompare(b.appraisalDate)).at(-1);
  if (!latest) return answerOf('You have no appraisals on record.', [myProfileLink]);
  const currency = auth.organization.currency;
  const change =
    latest.newDesignation === latest.currentDesignation
      ? `as ${latest.newDesignation}`
      : `from ${latest.currentDesignation} to ${latest.newDesignation}`;
  return answerOf(
    `Your latest appraisal was on ${formatLongDate(latest.appraisalDate)}, ${change}, salary ${formatMoney(latest.currentSalary, currency)} → ${formatMoney(latest.newSalary, currency)}.${appraisals.length > 1 ? ` You have ${appraisals.length} appraisals on record.` : ''}`,
    [myProfileLink],
  );
};

export const answerMyRecord = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'my-record' }>,
): Promise<Answer> => {
  if (intent.field === 'appraisal') return appraisalsAnswer(context);
  const profile = await getOwnProfile(context.deps, context.auth);
  const missing = (what: string) => answerOf(`Your record on My Profile has no ${what}.`, [myProfileLink]);
  switch (intent.field) {
    case 'shift': {
      const shift = profile.shiftId
        ? await findShiftHours(context.deps, context.auth, profile.shiftId)
        : null;
      if (!shift) return missing('shift');
      // spec A §4: a shift ends one minute short of a day after it starts, so its end is the next day.
      return answerOf(
        `Your shift is ${shift.name}, from ${shift.startTime} to ${shift.endTime} the next day.`,
        [myProfileLink],
      );
    }
    case 'leave-eligibility': {
      if (!profile.joiningDate) return missing('joining date');
      return answerOf(
        `You became eligible for paid leave on ${formatLongDate(eligibilityDay(profile.joiningDate))}: you joined on ${formatLongDate(profile.joiningDate)}, and eligibility starts 3 months after joining, or 4 when you joined after the 15th of the month.`,
        [myProfileLink],
      );
    }
    // One sentence for both: people ask for them together ("my designation and department").
    case 'department':
    case 'designation':
      return profile.departmentName || profile.designationName
        ? answerOf(
            `Your designation is ${profile.designationName ?? 'not set'}, in the ${profile.departmentName ?? '(no)'} department.`,
            [myProfileLink],
          )
        : missing(intent.field);
    // The account number is masked on My Profile ('•••• 1234'), and so here.
    case 'bank':
      return profile.bankName || profile.bankAccountNumber
        ? answerOf(
            `Your salary account on My Profile: ${profile.bankName ?? 'bank not set'}${profile.ifscCode ? `, IFSC ${profile.ifscCode}` : ''}${profile.bankAccountNumber ? `, account ${profile.bankAccountNumber}` : ''}.`,
            [myProfileLink],
          )
        : missing('bank details');
    case 'employee-code':
      return answerOf(`Your Employee Code is ${profile.employeeCode}.`, [myProfileLink]);
    case 'personal':
      return answerOf(`Your details on My Profile:\n${listed(personalLines(profile))}`, [myProfileLink]);
    case 'joining-date':
      return profile.joiningDate
        ? answerOf(`You joined on ${formatLongDate(profile.joiningDate)}.`, [myProfileLink])
        : missing('joining date');
  }
};

const MAX_DATED_INACTIVE = 10;

export const answerHeadcount = async ({ deps, auth }: AnswerContext): Promise<Answer> => {
  if (!isAdmin(auth.roleId))
    return answerOf('Sorry, the number of employees is on the Employees page, which administrators see.', []);
  const [active, inactive] = await Promise.all([
    findEmployees(deps, auth, { isActive: true, pageSize: 1 }),
    findEmployees(deps, auth, { isActive: false, pageSize: 100 }),
  ]);
  // The inactive are named, with the relieving date their record shows: relieved people are what
  // "who has left" asks about.
  // The record is opened for the first few only: a long list of inactive people is named without dates.
  const details = await Promise.all(
    inactive.items
      .slice(0, MAX_DATED_INACTIVE)
      .map((employee) => getEmployee(deps, auth, employee.id, 'show')),
  );
  const inactiveLine = (detail: (typeof details)[number]) =>
    detail.isRelieved && detail.relievingDate
      ? `${detail.name}, relieved on ${formatLongDate(detail.relievingDate)}`
      : `${detail.name}, not relieved`;
  const undated = inactive.items.slice(MAX_DATED_INACTIVE).map((employee) => employee.name);
  const inactiveNote =
    inactive.total > 0
      ? ` (and ${inactive.total} inactive: ${[...details.map(inactiveLine), ...undated].join('; ')})`
      : '';
  return answerOf(`Your organisation has ${active.total} active employees${inactiveNote}.`, [employeesLink]);
};

// ---- The asker's own manual-time requests (spec: Manual Time, "mine") -------------------------------

const manualTimeLink = { label: 'Manual Time', href: paths.manualTime.getHref() };

// Every page of the asker's requests of one status.
const myRequests = ({ deps, auth }: AnswerContext, status: (typeof MANUAL_TIME_STATUSES)[number]) =>
  allPages((paging) => findManualTimePage(deps, auth, { status, scope: 'mine', ...paging }));

const requestLine = (request: ManualTimeRequest) =>
  `${formatLongDate(request.date)}, ${request.from}–${request.to} (${formatDurationInProse(request.minutes)}${request.project ? `, ${request.project.name}` : ''}${request.reason ? `, “${request.reason}”` : ''}): ${request.statusName}${request.decidedBy ? ` by ${request.decidedBy.name}` : ''}${request.decisionNote ? ` — “${request.decisionNote}”` : ''}`;

export const answerMyManualTime = async (context: AnswerContext): Promise<Answer> => {
  const requests = (await Promise.all(MANUAL_TIME_STATUSES.map((status) => myRequests(context, status))))
    .flat()
    .sort((a, b) => b.date.localeCompare(a.date) || b.from.localeCompare(a.from));
  if (requests.length === 0) return answerOf('You have no manual-time requests.', [manualTimeLink]);
  return answerOf(
    `Your manual-time requests, newest first:\n${requests
      .slice(0, 10)
      .map((request) => `• ${requestLine(request)}`)
      .join('\n')}`,
    [manualTimeLink],
  );
};

// Others' pending requests the asker may decide: the Manual Time page's "to decide" list.
export const findManualTimeToDecide = ({ deps, auth }: AnswerContext) =>
  allPages((paging) => findManualTimePage(deps, auth, { status: 'pending', scope: 'to-decide', ...paging }));

export const answerManualTimeToDecide = async (context: AnswerContext): Promise<Answer> => {
  const requests = await findManualTimeToDecide(context);
  if (requests.length === 0)
    return answerOf('No manual-time requests are waiting for your decision.', [manualTimeLink]);
  return answerOf(
    `${requests.length === 1 ? '1 manual-time request is' : `${requests.length} manual-time requests are`} waiting for your decision:\n${listed(
      requests.map((request) => `${request.employee.name}: ${requestLine(request)}`),
    )}`,
    [manualTimeLink],
  );
};

// ---- Who is in a department (the Employees page, searched by department), for administrators ----

const DEPARTMENT_WORDS = new Set(['the', 'department', 'dept', 'team']);

// The departments a name means, as people write it ("engg", "desing", "HR" for Human Resources), for
// an administrator.
export const findDepartmentsNamed = async ({ deps, auth }: AnswerContext, asked: string) => {
  const { items: departments } = await findMasterData(deps, auth, DEPARTMENTS);
  const named = matchNames(asked, departments, (department) => department.name, DEPARTMENT_WORDS);
  const initialsOf = (name: string) =>
    name
      .split(/\s+/)
      .map((word) => word[0]?.toLowerCase() ?? '')
      .join('');
  return named.length > 0
    ? named
    : departments.filter((department) => initialsOf(department.name) === asked.toLowerCase());
};

// The active people of a department, as the Employees page searched by department lists them.
export const findDepartmentPeople = (
  { deps, auth }: AnswerContext,
  department: string,
): Promise<{ items: { id: string; name: string }[]; total: number }> =>
  findEmployees(deps, auth, { search: department, searchBy: 'department', isActive: true, pageSize: 100 });

export const answerDepartmentMembers = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'department-members' }>,
): Promise<Answer> => {
  if (!isAdmin(context.auth.roleId))
    return answerOf(
      "Sorry, the Employees page, where departments' people are listed, is for administrators.",
      [],
    );
  const matches = await findDepartmentsNamed(context, intent.department);
  const [department] = matches;
  // "the Design System team" may be a project's team rather than a department.
  const projects = department ? [] : await findProjectsNamed(context, intent.department);
  if (projects.length === 1 && projects[0]) return answerProjectTeam(context, projects[0]);
  if (!department)
    return answerOf(`Sorry, I found no department called ${intent.department} in your organisation.`, [
      employeesLink,
    ]);
  if (matches.length > 1)
    return answerOf(
      `More than one department matches ${intent.department}:\n${listed(matches.map((match) => match.name))}\nWhich one do you mean?`,
      [employeesLink],
    );
  const list = await findDepartmentPeople(context, department.name);
  if (list.items.length === 0)
    return answerOf(`${department.name} has no active employees.`, [employeesLink]);
  return answerOf(
    `${list.total} active ${list.total === 1 ? 'employee' : 'employees'} in ${department.name}:\n${list.items.map((employee) => `• ${employee.name}`).join('\n')}`,
    [employeesLink],
  );
};

// ---- Who is on a shift (Employee Details), for administrators ----

const SHIFT_WORDS = new Set(['the', 'shift', 'shifts']);

export const answerShiftMembers = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'shift-members' }>,
): Promise<Answer> => {
  const { deps, auth } = context;
  if (!isAdmin(auth.roleId))
    return answerOf("Sorry, colleagues' shifts are on their employee records, which administrators see.", []);
  const { items: shifts } = await findMasterData(deps, auth, SHIFTS);
  const [shift, ...others] = matchNames(intent.shift, shifts, (item) => item.name, SHIFT_WORDS);
  if (!shift || others.length > 0)
    return answerOf(`Sorry, I found no one shift called ${intent.shift} in your organisation.`, [
      employeesLink,
    ]);
  const onShift = await findShiftMemberNames(deps, auth, shift.id);
  const hours = `${shift.startTime} to ${shift.endTime} the next day`;
  return answerOf(
    onShift.length === 0
      ? `Nobody active is on the ${shift.name} shift (${hours}).`
      : `${onShift.length} active ${onShift.length === 1 ? 'employee is' : 'employees are'} on the ${shift.name} shift (${hours}):\n${onShift.map((name) => `• ${name}`).join('\n')}`,
    [employeesLink],
  );
};

// ---- Whose appraisal is due over a period (the dashboard's Upcoming Appraisals rule), for administrators ----

export const answerAppraisalsDue = async (
  { deps, auth }: AnswerContext,
  intent: Extract<Intent, { kind: 'appraisals-due' }>,
): Promise<Answer> => {
  if (!isAdmin(auth.roleId))
    return answerOf("Sorry, colleagues' appraisal dates are on the administrator's dashboard.", []);
  const due = await findAppraisalsDue(deps, auth, intent.range);
  const when = `from ${formatLongDate(intent.range.from)} to ${formatLongDate(intent.range.to)}`;
  if (due.length === 0) return answerOf(`No appraisals are due ${when}.`, [employeesLink]);
  return namingOne(
    answerOf(
      `${due.length} ${due.length === 1 ? 'appraisal is' : 'appraisals are'} due ${when}:\n${due
        .map((item) => `• ${item.name}: ${formatLongDate(item.nextAppraisalDate)}`)
        .join('\n')}`,
      [employeesLink],
    ),
    due.map((item) => item.name),
  );
};
