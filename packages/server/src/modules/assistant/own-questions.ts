import { addDays } from '@pulse/shared/domain/organization-day';
import { UPCOMING_WINDOW_DAYS } from '@pulse/shared/domain/upcoming-dates';
import type { Intent } from './assistant-intent';
import { departmentNamed } from './organisation-questions';
import { projectAsked } from './project-questions';
import { monthOf, nextTwelveMonths, weekOf, wholeMonthOf, yearOf } from './question-dates';
import {
  ATTENDANCE,
  dayAsked,
  HOLIDAY,
  has,
  LEAVE,
  nearestRangeAsked,
  type Question,
  rangeAsked,
  SELF,
  TRACKED_TIME,
} from './question-reading';

// ProBot's reader of the asker's own leave, holidays, time, pay and record (classify-question.ts).

// ---- the asker's own leave (spec A §9 entitlement, spec B §4 applications) ----

const APPLY =
  /\b(apply|applying|book|booking|take|taking|request|requesting|raise|plan|planning|schedule|need|want)\b(?: \S+){0,3}? (leave|vacation|pto|off|holiday)\b|\b(be|go|going) on (leave|vacation)\b/;
const BALANCE =
  /\b(balance|remaining|left|available|entitled|entitlement|eligible|taken|took|used|quota|how many|how much|status|count|total|have|enough|accrued|credit|credited)\b/;
const APPLICATIONS =
  /\b(application|applications|request|requests|applied|history|approved|rejected|declined|sanctioned|cancelled|pending|waiting|awaiting|approval)\b/;
// Words about applications already made ("my leave requests"), not about making one ("request leave").
const EXISTING_APPLICATIONS =
  /\b(applications|requests|applied|history|approved|rejected|declined|pending|status|waiting|awaiting)\b/;
const ALL_APPLICATIONS = /\b(history|all|every|past|previous)\b/;
const OPEN_APPLICATIONS = /\b(pending|waiting|awaiting)\b/;
const PENDING_APPLICATIONS =
  /\b(pending|waiting|awaiting|status|approved|rejected|declined|sanctioned|approval)\b/;

const LEAVE_COUNT =
  /\b(balance|remaining|left|available|entitled|entitlement|how many|how much|quota|enough|total|count)\b/;

// "by what time should sick leave be applied", "how early must leave be requested": the leave policy's
// rule, asked of no one's applications.
const LEAVE_RULE =
  /\b(should|must|supposed to|has to|have to|needs? to be|by what time|by when|how early|in advance|deadline)\b/;

export const leaveIntent = (question: Question): Intent | null => {
  // "what time did I leave": the day's check-out, not leave.
  if (has(question, ATTENDANCE)) return null;
  if (has(question, LEAVE_RULE) && !has(question, SELF)) return null;
  const isBalanceAsked = has(question, /\b(balance|remaining|left|available|entitled|entitlement|history)\b/);
  if (
    has(question, APPLY) &&
    // "did I take any leave in January" asks what was taken, not to apply.
    !has(question, /\b(did|have|had) i\b/) &&
    !has(question, /\bhow many\b/) &&
    !isBalanceAsked &&
    !has(question, EXISTING_APPLICATIONS)
  ) {
    return { kind: 'apply-leave', range: rangeAsked(question, 'forward') };
  }
  if (!has(question, LEAVE)) {
    return has(question, /\bbalance\b/) ? { kind: 'leave-balance' } : null;
  }
  // "status of my leave on 12 March", "was my leave for 21 Jan approved", "is my leave on 26 March a
  // half day": the applications of that day.
  // "pending right now": no day asked, only the present.
  const asked = nearestRangeAsked(question);
  const isNow =
    asked?.from === question.today &&
    asked.to === question.today &&
    has(question, /\b(now|currently|at the moment)\b/);
  const range = isNow ? null : asked;
  const isAboutApplications =
    ((has(question, APPLICATIONS) || has(question, /\bstatus\b/) || has(question, SELF)) &&
      !has(question, LEAVE_COUNT)) ||
    has(question, /\b(application|applications|request|requests)\b/);
  if (range && isAboutApplications) return { kind: 'leave-applications', status: 'all', range };
  // "when is my leave for the family function": the dates of the asker's applications.
  if (has(question, /\bwhen (is|are|was|were|does|do|did) my\b/))
    return { kind: 'leave-applications', status: 'all' };
  // "who approved my fever leave": the applications with who decided them.
  if (has(question, /\bwho (approved|rejected|declined|decided|sanctioned)\b/))
    return { kind: 'leave-applications', status: 'all' };
  // "pending leaves?" from an administrator: the organisation's; from an employee: their own.
  if (question.isAdministrator && !has(question, SELF) && has(question, OPEN_APPLICATIONS))
    return { kind: 'all-pending-leaves' };
  if (has(question, APPLICATIONS)) {
    // "the status of my leave requests" asks about all of them; "my pending leaves" only the open ones.
    const isAll =
      has(question, ALL_APPLICATIONS) ||
      !has(question, PENDING_APPLICATIONS) ||
      (has(question, /\b(applications|requests)\b/) && !has(question, OPEN_APPLICATIONS));
    return { kind: 'leave-applications', status: isAll ? 'all' : 'pending' };
  }
  // "how many leaves did I take in February", "…last year": the applications of that period with
  // the days taken in it; the balance is this year's.
  const isThisYear = range?.from === yearOf(question.today).from && range.to === yearOf(question.today).to;
  if (range && !isThisYear && has(question, /\b(take|took|taken|used)\b/))
    return { kind: 'leave-applications', status: 'all', range };
  // "the status of my Goa trip leave": an application's, which the list of them shows.
  if (has(question, /\bstatus of (my|the)\b/)) return { kind: 'leave-applications', status: 'all' };
  // "My leaves" is the Leaves Status; "do I need a certificate for sick leave" is a rule.
  if (has(question, BALANCE) || has(question, /\bmy\b/)) return { kind: 'leave-balance' };
  return null;
};

// ---- holidays (spec A §2 Holiday List, spec B §7 leaves and holidays) ----

const NEXT = /\b(next|upcoming|coming|nearest|soonest|following|remaining|left)\b/;
const IS_QUESTION = /^(is|are|will|does|do|was|would|shall|am)\b/;

// Holidays people ask for by name ("holi kab hai?", "diwali is on which date"): the names an Indian
// organisation's holiday list commonly carries.
const FESTIVAL =
  /\b(diwali|deepavali|holi|eid|bakrid|christmas|pongal|onam|dussehra|dasara|navratri|ganesh chaturthi|raksha bandhan|janmashtami|makar sankranti|sankranti|lohri|baisakhi|ugadi|gudi padwa|good friday|easter|republic day|independence day|gandhi jayanti|ambedkar jayanti|guru nanak jayanti|labour day|maha ?shivratri|new year)\b/;

const WORKING_DAY = /\b(working day|work day|workday|day off|off day|are we working|do we work)\b/;
const FESTIVAL_DAY = /\b(when|date|dates|day|days|holiday|holidays|off|leave|kab|which|falls?)\b/;
export const festivalAsked = (question: Question) => question.text.match(FESTIVAL)?.[1];

export const holidayIntent = (question: Question): Intent | null => {
  const festival = festivalAsked(question);
  // "is Diwali a holiday", "when is Holi": that holiday's date, this year's or the next to come; a
  // "Diwali hamper" is no question about the day.
  if (festival && has(question, FESTIVAL_DAY))
    return {
      kind: 'holidays',
      range: rangeAsked(question, 'forward') ?? nextTwelveMonths(question.today),
      name: festival,
    };
  // "is tomorrow a working day?": whether it is a holiday, which says whether it is worked.
  const day = rangeAsked(question, 'forward');
  if (has(question, WORKING_DAY) && day && day.from === day.to) return { kind: 'is-holiday', date: day.from };
  if (!has(question, HOLIDAY)) return null;
  const asked = rangeAsked(question, 'forward');
  if (asked && asked.from === asked.to) return { kind: 'is-holiday', date: asked.from };
  // "how many holidays are left this year": from today on.
  const range =
    asked && has(question, /\b(left|remaining|rest of)\b/) && asked.from < question.today
      ? { from: question.today, to: asked.to }
      : asked;
  if (range) return { kind: 'holidays', range };
  if (has(question, NEXT)) {
    return has(question, /\b(holidays|festivals)\b/)
      ? { kind: 'holidays', range: nextTwelveMonths(question.today) }
      : { kind: 'next-holiday' };
  }
  if (has(question, IS_QUESTION)) return { kind: 'is-holiday', date: question.today };
  return { kind: 'holidays', range: yearOf(question.today) };
};

// ---- birthdays (spec A §2 dashboard: Upcoming Birthdays) ----

export const birthdayIntent = (question: Question): Intent | null => {
  // "When is my birthday" is not a list of colleagues' birthdays.
  if (!has(question, /\bbirthdays?\b/) || has(question, /\bmy birthday\b/)) return null;
  const range = rangeAsked(question, 'forward');
  if (range) return { kind: 'birthdays', range };
  if (has(question, /\b(upcoming|coming|next|soon)\b/)) {
    // As the dashboard's Upcoming Birthdays: today to 30 days ahead (spec A §2).
    return {
      kind: 'birthdays',
      range: { from: question.today, to: addDays(question.today, UPCOMING_WINDOW_DAYS) },
    };
  }
  return { kind: 'birthdays', range: weekOf(question.today) };
};

// ---- the asker's own attendance and tracked time (spec A §2 Time Sheet, spec B §2 Attendance) ----

const TIME_ANCHORS = new Set(['on', 'for']);
// "Design System hours this month": the name just before "hours".
const TIME_ENDINGS = new Set(['hours', 'total']);

// "attendance of all employees today", "hours tracked by all employees this week": everyone's, as the
// dashboard's presence and the Reports page's total give them, never the asker's own.
const EVERYONE =
  /\b(everyone|everybody|all employees|all the employees|all staff|staff|employees|company|organisation|organization|whole team|entire team|colleagues)\b/;

export const timeIntent = (question: Question): Intent | null => {
  const isEveryones = has(question, EVERYONE) && !has(question, SELF);
  // "how many days did I work last month": the days marked present, not the hours tracked.
  const isDaysWorked =
    has(question, /\bhow many days\b/) && has(question, /\b(work|worked|working|come|came|present)\b/);
  if (has(question, ATTENDANCE) || (isDaysWorked && !isEveryones)) {
    if (isEveryones) return { kind: 'attendance-missing', date: dayAsked(question, 'past') };
    return { kind: 'attendance', range: rangeAsked(question, 'past') ?? monthOf(question.today) };
  }
  if (!has(question, TRACKED_TIME)) return null;
  if (isEveryones)
    return {
      kind: 'hours-ranking',
      order: 'most',
      range: rangeAsked(question, 'past') ?? weekOf(question.today),
    };
  // "hours worked by the Sales department in February": the department's, as the Reports page sums them.
  const department = has(question, SELF) ? null : departmentNamed(question);
  if (department)
    return {
      kind: 'project-team-hours',
      project: department,
      range: rangeAsked(question, 'past') ?? weekOf(question.today),
    };
  const project = projectAsked(question, TIME_ANCHORS, TIME_ENDINGS);
  if (project) {
    // "Design System hours this month": the project's, unless the asker says whose ("my hours on …").
    const range = rangeAsked(question, 'past');
    if (has(question, SELF))
      return { kind: 'project-hours', project, range: range ?? weekOf(question.today) };
    // "How many hours have been logged on Customer Portal Redesign?": no period, so all of them, the
    // Consumed Hours of the Project List (spec B §2).
    return range ? { kind: 'project-team-hours', project, range } : { kind: 'project-budget', project };
  }
  return {
    kind: 'hours-tracked',
    range: rangeAsked(question, 'past') ?? { from: question.today, to: question.today },
  };
};

// ---- the rest of the asker's own data ----

const SALARY =
  /\b(salary|salaries|payslips?|slips?|payroll|pay|paid|earn|earns|earning|earnings|income|wages?|ctc|compensation|stipend|deductions|tds|take home|gross|pf|epf|esi|hra)\b/;

// A whole calendar month named ("in January", "last month"), as a slip's year and month.
export const monthAsked = (question: Question) => wholeMonthOf(rangeAsked(question, 'past'));

// "How much was cut for leave": the Leave Deduction on the asker's slip, not their leave balance.
const DEDUCTION = /\b(cut|cuts|deduct|deducted|deduction|deductions)\b/;
export const deductionIntent = (question: Question): Intent | null => {
  if (!has(question, DEDUCTION)) return null;
  const month = monthAsked(question);
  return month ? { kind: 'own-salary', month } : { kind: 'own-salary' };
};

export const ownDataIntent = (question: Question): Intent | null => {
  if (has(question, SALARY)) {
    const month = monthAsked(question);
    return month ? { kind: 'own-salary', month } : { kind: 'own-salary' };
  }
  if (has(question, /\btodo\b|\bassigned to me\b/)) return { kind: 'my-todos' };
  if (has(question, /\bprojects?\b/)) return { kind: 'my-projects' };
  return null;
};

// ---- the asker's own record (My Profile) and the organisation's headcount ----

const RECORD_FIELDS: [RegExp, Extract<Intent, { kind: 'my-record' }>['field']][] = [
  // "which bank is my salary credited to": the bank details on My Profile, not the slip; "my half day
  // for the bank appointment" is a leave.
  [
    /\b(ifsc|account number|salary account|bank (account|details|name|branch)|(which|what) bank|bank is)\b/,
    'bank',
  ],
  [/\b(appraisals?|increments?|hikes?|promotions?|promoted)\b/, 'appraisal'],
  [/\bshifts?\b/, 'shift'],
  [/\b(department|dept|team am i)\b/, 'department'],
  [/\b(designation|job title|position)\b/, 'designation'],
  [/\b(joining date|date of joining|did i (\w+ )?join|i joined|join date)\b/, 'joining-date'],
  [/\b(employee|emp) (code|id|number)\b|\bempcode\b/, 'employee-code'],
  [
    /\b(was|were|am) i eligible\b|\bwhen (am i|will i be) eligible\b|\b(which|what) date\b.*\beligib|\bmy (leave )?eligibility\b|\beligibility date\b|\bsince when\b.*\beligib/,
    'leave-eligibility',
  ],
  [
    /\b(date of birth|dob|birthday|blood group|phone number|contact number|mobile number|address|personal e ?mail|personal details)\b/,
    'personal',
  ],
];

// The field of My Profile a question names, whoever it is asked of.
export const recordFieldAsked = (question: Question) =>
  RECORD_FIELDS.find(([pattern]) => has(question, pattern))?.[1] ?? null;

export const recordIntent = (question: Question): Intent | null => {
  if (!has(question, SELF)) return null;
  const field = recordFieldAsked(question);
  return field ? { kind: 'my-record', field } : null;
};

// "What will my salary be after my next appraisal?": no page of Pulse knows a future salary, so it is
// not answered with the current one.
const FUTURE_PAY =
  /\b(hike|raise|increment)\b.*\bwill i (get|be)\b|\bnext appraisal\b.*\b(hike|raise|increment)\b|\bwill i (get|be) (promoted|a promotion|a raise|an increment|a hike)\b|\b(will|would|going to)\b.*\b(salary|pay|ctc)\b.*\b(be|become)\b|\b(salary|pay)\b.*\bafter (my |the )?next\b/;
export const futurePayIntent = (question: Question): Intent | null =>
  has(question, FUTURE_PAY) ? { kind: 'unknown' } : null;
