import type { EmployeeDetail } from '@pulse/shared/contracts/employees';
import type { SalarySlip } from '@pulse/shared/contracts/payroll';
import { formatLongDate } from '@pulse/shared/domain/display-format';
import { formatDurationInProse } from '@pulse/shared/domain/hours-minutes';
import { eligibilityDay } from '@pulse/shared/domain/leave-entitlement';
import { formatLeaveCount, formatMoney } from '@pulse/shared/domain/number-format';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { isAdmin } from '@pulse/shared/domain/roles';
import { MONTH_NAMES } from '@pulse/shared/domain/salary-slip';
import { salarySlipSections } from '@pulse/shared/domain/salary-slip-sections';
import { paths } from '@pulse/shared/paths';
import { getReport, getTimeSheet } from '../../activity/activity.service';
import { getCurrentEmployee } from '../../auth/auth.service';
import { findUpcomingBirthdays } from '../../dashboard/dashboard.service';
import { findEmployeeAppraisals } from '../../employees/appraisals.service';
import { findEmployees, getEmployee, getOwnProfile } from '../../employees/employees.service';
import { findEmployeeLeaves, getLeaveSummary } from '../../leaves/leaves.service';
import { findSalarySlipMonths, getSalarySlip } from '../../payroll/salary-slips.service';
import type { DateRange, Intent } from '../assistant-intent';
import { wholeMonthOf } from '../question-dates';
import type { Answer, AnswerContext } from './answer';
import { allPages, clipRange, describeRange, listed, reportPeriodOf } from './answer-format';
import { appraisalChange } from './history-answers';
import { answerLeaveBalance, leaveLine } from './leave-answers';
import { matchNames, searchWordsOf } from './name-match';
import { answerMyRecord, personalLines } from './record-answers';
import {
  answerAttendance,
  answerHoursTracked,
  personAttendanceText,
  trackedSentenceOf,
} from './time-answers';

// People: birthdays (spec A §2 Upcoming Birthdays, the administrator's), the asker's own salary slips
// (spec A §2 Payroll tab, §3 Salary slip), and questions about someone else, answered to administrators
// from the pages they open (the employee form, the time sheet) and refused to everyone else.

type PersonSubject = Extract<Intent, { kind: 'about-person' }>['subject'];

const answerOf = (text: string, links: Answer['links']): Answer => ({ text, links, sources: [] });
// A refusal links nowhere: there is no page of the asker's showing what was asked.
const refusalOf = (text: string): Answer => answerOf(text, []);

const dashboardLink = { label: 'Dashboard', href: paths.dashboard.getHref() };
const myProfileLink = { label: 'My Profile', href: paths.profile.getHref() };
const employeesLink = { label: 'Employees', href: paths.employees.getHref() };

const todayOf = ({ auth, now }: AnswerContext) => todayIn(auth.organization.timeZone, now);

// ---- Birthdays ------------------------------------------------------------------------------------

// The portal shows birthdays only on the administrator's dashboard (spec A §6): employees are refused.
export const answerBirthdays = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'birthdays' }>,
): Promise<Answer> => {
  const { deps, auth } = context;
  if (!isAdmin(auth.roleId))
    return refusalOf(
      'Sorry, only administrators see the birthdays list. I can tell you about your own leave, holidays, projects and to-dos.',
    );
  const upcoming = await findUpcomingBirthdays(deps, auth);
  const window = { from: upcoming.from, to: upcoming.to };
  const shown = clipRange(intent.range, window);
  const birthdays = shown
    ? upcoming.items.filter((item) => item.birthday >= shown.from && item.birthday <= shown.to)
    : [];
  // The dashboard lists the next 30 days only; a question reaching past them is told so.
  const isCovered = shown?.from === intent.range.from && shown.to === intent.range.to;
  const coverage = isCovered
    ? ''
    : `\nUpcoming Birthdays on the dashboard covers ${describeRange(window).replace(/^from /, '')}.`;
  const when = describeRange(intent.range);
  const text =
    birthdays.length === 0
      ? `There are no birthdays ${when}.${coverage}`
      : `There ${birthdays.length === 1 ? 'is 1 birthday' : `are ${birthdays.length} birthdays`} ${when}:\n${listed(
          birthdays.map((item) => `${item.name}: ${formatLongDate(item.birthday, { withWeekday: true })}`),
        )}${coverage}`;
  return answerOf(text, [dashboardLink]);
};

// ---- Salary slips ---------------------------------------------------------------------------------

// The latest slip of an employee as the Payroll tab offers them: this year's, or last year's early in
// January. Null when neither year has one.
const findLatestSlip = async (context: AnswerContext, employeeId: string): Promise<SalarySlip | null> => {
  const { deps, auth } = context;
  const year = Number(todayOf(context).slice(0, 4));
  for (const candidate of [year, year - 1]) {
    const { items: months } = await findSalarySlipMonths(deps, auth, employeeId, candidate);
    if (months.length > 0)
      return getSalarySlip(deps, auth, employeeId, { year: candidate, month: Math.max(...months) });
  }
  return null;
};

// spec A §3: the slip's GrossSalary is labelled Net Salary and its ActualSalary Gross Salary; both as
// the slip shows them.
// The slip's net pay and gross salary, and the earnings and deductions it shows that are not zero
// (an allowance, the employee's PF, a leave deduction: what people ask about).
const slipSentence = (whose: string, slip: SalarySlip, which = 'latest salary slip is for') => {
  const { netPay, earnings, deductions } = salarySlipSections(slip);
  const deducted = deductions.rows.filter((row) => /[1-9]/.test(row.amount));
  const earned = earnings.rows.filter((row) => /[1-9]/.test(row.amount));
  const earningsSentence =
    earned.length > 0
      ? ` Earnings (${slip.currency}): ${earned.map((row) => `${row.label} ${row.amount}`).join(', ')}.`
      : '';
  const deductionsSentence =
    deducted.length > 0
      ? ` Deductions (${slip.currency}): ${deducted.map((row) => `${row.label} ${row.amount}`).join(', ')}.`
      : '';
  const leaveDays =
    slip.numberOfLeaves > 0
      ? ` ${slip.numberOfLeaves} leave ${slip.numberOfLeaves === 1 ? 'day' : 'days'} deducted.`
      : '';
  // spec A §3: the slip pays its working days (days in month minus leaves), which people ask for too.
  const paidDays = ` Working days ${slip.workingDays} of ${slip.daysInMonth}.`;
  return `${whose} ${which} ${slip.monthName} ${slip.year}: ${netPay.label} ${formatMoney(slip.grossSalary, slip.currency)} (${earnings.total.label} ${formatMoney(slip.actualSalary, slip.currency)}).${earningsSentence}${deductionsSentence}${leaveDays}${paidDays}`;
};

const noSlipYears = (context: AnswerContext) => {
  const year = Number(todayOf(context).slice(0, 4));
  return `${year} or ${year - 1}`;
};

export const answerOwnSalary = async (
  context: AnswerContext,
  asked?: { year: number; month: number },
): Promise<Answer> => {
  if (asked)
    return answerOf(await slipOfMonthText(context, context.auth.employeeId, ['Your', 'You have'], asked), [
      myProfileLink,
    ]);
  const slip = await findLatestSlip(context, context.auth.employeeId);
  const text = slip
    ? slipSentence('Your', slip)
    : `You have no salary slips for ${noSlipYears(context)} yet.`;
  return answerOf(text, [myProfileLink]);
};

// The slip of the month asked, as the salary slips show it; `whose` names its owner ("Your", "You
// have") or ("Sneha Iyer's", "Sneha Iyer has").
const slipOfMonthText = async (
  { deps, auth }: AnswerContext,
  employeeId: string,
  [whose, whoHas]: [string, string],
  asked: { year: number; month: number },
) => {
  const { items: months } = await findSalarySlipMonths(deps, auth, employeeId, asked.year);
  if (!months.includes(asked.month))
    return `${whoHas} no salary slip for ${MONTH_NAMES[asked.month - 1] ?? ''} ${asked.year}.`;
  return slipSentence(whose, await getSalarySlip(deps, auth, employeeId, asked), 'salary slip for');
};

// ---- Someone else ---------------------------------------------------------------------------------

// What each refusal offers instead: the asker's own figures, or where their own details are.
const REFUSED_SUBJECTS: Record<PersonSubject, { what: string; instead: string }> = {
  salary: { what: 'salary', instead: 'I can tell you about your own, for example "What is my salary?"' },
  leave: { what: 'leave', instead: 'I can tell you about your own, for example "What is my leave balance?"' },
  activity: {
    what: 'activity or tracked time',
    instead: 'I can tell you about your own, for example "How many hours did I track today?"',
  },
  attendance: {
    what: 'attendance',
    instead: 'I can tell you about your own, for example "Did I mark attendance today?"',
  },
  record: { what: 'employment record', instead: 'Your own record is on My Profile.' },
  personal: { what: 'personal details', instead: 'Your own details are on My Profile.' },
};

// The same sentence for every name, so it never tells whether such a person exists.
const refuseOtherPerson = (subject: PersonSubject) => {
  const { what, instead } = REFUSED_SUBJECTS[subject];
  return refusalOf(`Sorry, I can't share another employee's ${what}. ${instead}`);
};

const ownAnswer = async (
  context: AnswerContext,
  subject: PersonSubject,
  range: DateRange | null,
): Promise<Answer> => {
  switch (subject) {
    case 'salary':
      return answerOwnSalary(context);
    case 'leave':
      return answerLeaveBalance(context);
    case 'activity': {
      const today = todayOf(context);
      return answerHoursTracked(context, {
        kind: 'hours-tracked',
        range: range ?? { from: today, to: today },
      });
    }
    case 'attendance': {
      const today = todayOf(context);
      return answerAttendance(context, { kind: 'attendance', range: range ?? { from: today, to: today } });
    }
    case 'record':
      return answerMyRecord(context, { kind: 'my-record', field: 'joining-date' });
    case 'personal': {
      return answerMyRecord(context, { kind: 'my-record', field: 'personal' });
    }
  }
};

// An employee sees no one else's salary, leave, activity or personal details in the portal (spec A §6).
// The name is compared with the asker's own only; nobody else is looked up.
const answerEmployeeAboutPerson = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'about-person' }>,
) => {
  const me = await getCurrentEmployee(context.deps.db, context.auth);
  const isSelf = matchNames(intent.person, [me], (employee) => employee.name).length > 0;
  return isSelf ? ownAnswer(context, intent.subject, intent.range) : refuseOtherPerson(intent.subject);
};

type Person = { id: string; name: string; employeeCode: string; isActive: boolean };

// At most this many people per search; a name matching more is asked again anyway.
const SEARCH_PAGE_SIZE = 100;

// The employee list's name search (the administrator's Employees page), active and inactive: the
// organisation's people only.
const searchPeople = async ({ deps, auth }: AnswerContext, search: string): Promise<Person[]> => {
  const lists = await Promise.all(
    [true, false].map((isActive) =>
      findEmployees(deps, auth, { search, searchBy: 'name', isActive, pageSize: SEARCH_PAGE_SIZE }),
    ),
  );
  return lists.flatMap((list) => list.items);
};

// The people a name means: searched by its longest word, then by that word's first letters (a slip
// of one letter in it still finds the person), then the same for the next word.
export const findPeople = async (context: AnswerContext, asked: string): Promise<Person[]> => {
  const searches = searchWordsOf(asked).flatMap((word) =>
    word.length > 3 ? [word, word.slice(0, 3)] : [word],
  );
  for (const search of searches) {
    const people = matchNames(asked, await searchPeople(context, search), (person) => person.name);
    if (people.length > 0) return people;
  }
  return [];
};

const employeePageLink = (person: Person) => ({
  label: `Employee: ${person.name}`,
  href: paths.addEmployee.getHref(person.id),
});

// The Leaves Status numbers the employee form shows (spec A §9), the same use case as the dashboard.
// With their applications as the administrator's Leaves list shows them: this year's, or those of
// the period asked ("is Neha on leave today").
const personLeave = async (context: AnswerContext, person: Person, asked: DateRange | null) => {
  const { deps, auth } = context;
  const [summary, leaves] = await Promise.all([
    getLeaveSummary(deps, auth, { employeeId: person.id }),
    allPages((paging) =>
      findEmployeeLeaves(deps, auth, {
        employeeIds: [person.id],
        from: asked?.from,
        to: asked?.to,
        ...paging,
      }),
    ),
  ]);
  const when = asked ? describeRange(asked) : 'this year';
  const applications =
    leaves.length === 0
      ? `\n${person.name} has no leave applications ${when}.`
      : `\n${person.name}'s leave applications ${when}:\n${listed(leaves.map(leaveLine))}`;
  return answerOf(
    `${person.name} has ${formatLeaveCount(summary.pending)} leaves pending of ${formatLeaveCount(summary.entitled)} entitled this year; ${formatLeaveCount(summary.taken)} taken.${applications}`,
    [employeePageLink(person)],
  );
};

// Today's row of the time sheet (spec A §2), its durations as a sentence writes them ('7:05 h'), linked
// to that day's activity viewer.
const personActivity = async (context: AnswerContext, person: Person) => {
  const today = todayOf(context);
  const sheet = await getTimeSheet(context.deps, context.auth, {
    date: today,
    isActive: person.isActive,
    employeeId: person.id,
  });
  const row = sheet.rows.find((candidate) => candidate.employeeId === person.id);
  const when = formatLongDate(today, { withWeekday: true });
  const manual =
    row && row.manualMinutes > 0
      ? `, plus ${formatDurationInProse(row.manualMinutes)} of approved manual time`
      : '';
  const text = row
    ? `${person.name} has tracked ${formatDurationInProse(row.hoursWorkedMinutes)} in total today (${when}): ${formatDurationInProse(row.idleMinutes)} idle and ${formatDurationInProse(row.actualWorkMinutes)} actual work${manual}.`
    : `${person.name} has tracked no time today (${when}).`;
  return answerOf(text, [
    {
      label: 'Time Sheet Details',
      href: paths.timeSheetDetails.getHref(today, person.employeeCode, person.name),
    },
  ]);
};

// A period asked of someone ("how many hours did Rahul work last week"): the report's figures for
// that person, as the administrator's Reports page gives them, named with whose and when they are.
const personHoursIn = async (context: AnswerContext, person: Person, asked: DateRange) => {
  const period = reportPeriodOf(asked, todayOf(context));
  const link = { label: 'Reports', href: paths.reports.getHref() };
  if (!period)
    return answerOf(`${person.name} has tracked nothing ${describeRange(asked)} yet: that is still ahead.`, [
      link,
    ]);
  const { range, when } = period;
  const report = await getReport(context.deps, context.auth, {
    startDate: range.from,
    endDate: range.to,
    employeeId: person.id,
  });
  return answerOf(trackedSentenceOf(person.name, report.grandTotal, when), [link]);
};

const personAttendance = async (context: AnswerContext, person: Person, asked: DateRange | null) => {
  const today = todayOf(context);
  const text = await personAttendanceText(context, person, asked ?? { from: today, to: today });
  return answerOf(text, [{ label: 'Attendance', href: paths.attendance.getHref() }]);
};

// What Employee Details shows of someone's employment: joining, department, designation, shift and
// their latest appraisal.
const personRecord = async ({ deps, auth }: AnswerContext, person: Person) => {
  const [detail, appraisals] = await Promise.all([
    getEmployee(deps, auth, person.id, 'show'),
    findEmployeeAppraisals(deps, auth, person.id),
  ]);
  const latest = [...appraisals].sort((a, b) => a.appraisalDate.localeCompare(b.appraisalDate)).at(-1);
  const lines = [
    ['Joining date', detail.joiningDate ? formatLongDate(detail.joiningDate) : null],
    // spec A §9: when paid leave starts to accrue.
    [
      'Leave eligibility date',
      detail.joiningDate ? formatLongDate(eligibilityDay(detail.joiningDate)) : null,
    ],
    ['Department', detail.departmentName],
    ['Designation', detail.designationName],
    ['Shift', detail.shiftName],
    ['Latest appraisal', latest ? appraisalChange(latest, auth.organization.currency) : null],
  ].flatMap(([label, value]) => (value ? [`${label}: ${value}`] : []));
  return answerOf(`${person.name}'s employment record:\n${listed(lines)}`, [employeePageLink(person)]);
};

// "…and in January?": that month's slip; else the latest.
const personSalary = async (context: AnswerContext, person: Person, asked: DateRange | null) => {
  const month = wholeMonthOf(asked);
  if (month)
    return answerOf(
      await slipOfMonthText(context, person.id, [`${person.name}'s`, `${person.name} has`], month),
      [employeePageLink(person)],
    );
  const slip = await findLatestSlip(context, person.id);
  const text = slip
    ? slipSentence(`${person.name}'s`, slip)
    : `${person.name} has no salary slips for ${noSlipYears(context)}.`;
  return answerOf(text, [employeePageLink(person)]);
};

const personDetails = async ({ deps, auth }: AnswerContext, person: Person) => {
  const detail = await getEmployee(deps, auth, person.id, 'show');
  const lines = personalLines(detail);
  const text =
    lines.length === 0
      ? `${person.name}'s employee record has no personal details.`
      : `${person.name}'s personal details:\n${listed(lines)}`;
  return answerOf(text, [employeePageLink(person)]);
};

export const answerAboutPerson = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'about-person' }>,
): Promise<Answer> => {
  if (!isAdmin(context.auth.roleId)) return answerEmployeeAboutPerson(context, intent);
  const people = await findPeople(context, intent.person);
  const [person] = people;
  if (!person)
    return answerOf(`Sorry, I found no one called ${intent.person} in your organisation.`, [employeesLink]);
  if (people.length > 1)
    return answerOf(
      `I found ${people.length} people called ${intent.person} in your organisation:\n${listed(
        people.map((match) => `${match.name} (${match.employeeCode})`),
      )}\nWhich one do you mean?`,
      [employeesLink],
    );
  switch (intent.subject) {
    case 'leave':
      return personLeave(context, person, intent.range);
    case 'activity':
      return intent.range ? personHoursIn(context, person, intent.range) : personActivity(context, person);
    case 'attendance':
      return personAttendance(context, person, intent.range);
    case 'record':
      return personRecord(context, person);
    case 'salary':
      return personSalary(context, person, intent.range);
    case 'personal':
      return personDetails(context, person);
  }
};
