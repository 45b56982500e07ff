import { addDays } from '@pulse/shared/domain/organization-day';
import { UPCOMING_WINDOW_DAYS } from '@pulse/shared/domain/upcoming-dates';
import type { DateRange, Intent } from './assistant-intent';
import { monthOf, weekOf, yearOf } from './question-dates';
import {
  AWAY,
  dayAsked,
  has,
  isNameToken,
  LEAVE,
  MAX_NAME_WORDS,
  MEMBERS,
  nameFrom,
  nearestRangeAsked,
  type Question,
  rangeAsked,
  SELF,
} from './question-reading';

// ProBot's reader of the organisation's questions that the administrator's pages answer
// (classify-question.ts).

// ---- organisation questions the admin pages answer (spec B §6: all leaves, attendance of others) ----

const OVER_BUDGET =
  /\b(over|above|beyond|exceed|exceeds|exceeded|exceeding|crossed|crossing|overshot|overrun|blown)\b(?: \S+){0,3} (budgets?|estimates?|estimated|allocated|planned)\b|\bout of budget\b|\bbudgets? (overrun|exceeded|crossed|overshot|blown)\b|\boverbudget\b/;
const APPROVAL =
  /\b(approve|approvals|approving|approver|leave approval)\b|\b(awaiting|waiting for|pending|needs?|for|requires?) (my )?approval\b|\b(pending|waiting) (with|on) me\b/;
const OWN_LEAVE_REQUEST =
  /\bmy (\S+ )?(leave|application|applications|request|requests)\b|\bi (have )?(applied|requested)\b|\b(do|did|have) i have\b/;
// "do I have any requests waiting for my approval": the asker's to decide, not their own requests.
const MY_APPROVAL =
  /\bmy approval\b|\bfor me to (approve|decide)\b|\bi (need|have) to approve\b|\b(pending|waiting) (with|on|for) me\b|\bi (should|need to|have to|must) (look at|review|check|approve|decide)\b/;
const REQUESTS = /\b(requests?|applications?)\b/;
const WAITING = /\b(pending|waiting|awaiting|open|unapproved|new|outstanding)\b/;
const NOT_MARKED = /\b(not|missing|without|missed|unmarked|forgot|forgotten|nobody|absent)\b/;
const PEOPLE = /\b(who|anyone|anybody|everyone|employees|people|staff|colleagues|members|list|which)\b/;

const MARKED_ABSENT = /\b(marked|mark|marks|marking) (as )?absent\b|\bmarked absents?\b|\babsent marks?\b/;
// "leave applications from 1 to 15 March", "who applied for leave in February": a period named.
const LEAVE_LIST =
  /\b(leave|leaves) (applications?|requests?|applied)\b|\bapplied for leaves?\b|\bwho (is|was|will be) (on|taking) leave\b/;

// A period named either way: the one that holds today ("1 to 15 March" on 2 March), else the one the
// verbs point to.
const periodAsked = (question: Question): DateRange | null => {
  if (question.mentions.length === 0) return null;
  const past = rangeAsked(question, 'past');
  if (past && past.from <= question.today && question.today <= past.to) return past;
  return nearestRangeAsked(question);
};

// "who worked the most last week", "which employee tracked the fewest hours this month", "top 3
// people by hours worked".
const RANKING =
  /\b(who|which (employee|person|one)|whom)\b.*\b(most|highest|longest|least|lowest|fewest|shortest)\b|\b(top|hardest) (worker|workers|performer|performers|earners?)\b|\b(top|bottom) (\d+|three|five|ten) (people|employees|staff|members|workers)\b/;
export const LEAST = /\b(least|lowest|fewest|shortest|bottom)\b/;
const WORK_TIME = /\b(work|worked|working|hours|tracked|track|time|logged|clocked|top|hardest)\b/;

// "all pending approvals", "pending leave requests across the company": not only the asker's to decide.
const EVERYONE_S =
  /\b(all|every|everything|everyone|everybody|anyone|anybody|company|organisation|organization|whole|entire|across|not only)\b/;

// "total hours logged by everyone last week": the ranking's answer gives the organisation's total too.
const EVERYONE_TOTAL = /\b(total|altogether|combined|overall|in all)\b/;
// "who didn't come in on 20 Feb": people without attendance that day.
const NO_SHOW =
  /\b(who|anyone|anybody|which)\b.*\bnot\b.*\b(come|came|show|showed|turn|turned|present|report|reported)\b/;
// "leaves taken in February": the applications of a period.
const LEAVES_TAKEN = /\bleaves? (taken|availed|approved)\b/;

export const organisationIntent = (question: Question): Intent | null => {
  if (has(question, OVER_BUDGET)) return { kind: 'projects-over-budget' };
  // "who worked yesterday": who tracked time then, most first.
  const isWhoWorked =
    has(question, /^who (worked|tracked|logged|was working)\b/) && question.mentions.length > 0;
  const isEveryonesTotal =
    has(question, EVERYONE_S) &&
    has(question, EVERYONE_TOTAL) &&
    has(question, WORK_TIME) &&
    !has(question, LEAVE);
  if (
    (has(question, RANKING) || isEveryonesTotal || isWhoWorked) &&
    has(question, WORK_TIME) &&
    !has(question, SELF)
  )
    return {
      kind: 'hours-ranking',
      order: has(question, LEAST) ? 'least' : 'most',
      range: rangeAsked(question, 'past') ?? weekOf(question.today),
    };
  // "who has taken the most leaves this year": leave, not tracked time.
  if (has(question, RANKING) && has(question, LEAVE) && !has(question, SELF))
    return {
      kind: 'leave-ranking',
      order: has(question, LEAST) ? 'least' : 'most',
      range: rangeAsked(question, 'past') ?? yearOf(question.today),
    };
  if (has(question, MARKED_ABSENT)) {
    const range = rangeAsked(question, 'past') ?? monthOf(question.today);
    return { kind: 'marked-absent', whose: has(question, SELF) ? 'mine' : 'everyone', range };
  }
  const period = periodAsked(question);
  const isPeriodsLeave =
    has(question, LEAVE_LIST) ||
    (has(question, LEAVES_TAKEN) && !has(question, SELF)) ||
    (has(question, PEOPLE) && has(question, AWAY) && !has(question, SELF));
  if (period && period.from !== period.to && isPeriodsLeave && !has(question, WAITING))
    return { kind: 'leaves-in-range', range: period };
  const isOwnRequest = has(question, OWN_LEAVE_REQUEST) && !has(question, MY_APPROVAL);
  const isWaitingRequest = has(question, REQUESTS) && has(question, WAITING) && !has(question, SELF);
  // "how many leave requests are pending" from an administrator: the organisation's, as a bare "pending
  // leaves?" is; "waiting for my approval" only those naming them.
  const isOrganisations =
    (has(question, EVERYONE_S) || (question.isAdministrator && !has(question, APPROVAL))) &&
    !has(question, /\bmy\b/);
  if (!isOwnRequest && (has(question, APPROVAL) || has(question, MY_APPROVAL) || isWaitingRequest))
    return isOrganisations ? { kind: 'all-pending-leaves' } : { kind: 'pending-approvals' };
  const isNoShow =
    (has(question, NO_SHOW) ||
      has(question, /\battendance (numbers?|stats|statistics|counts?|summary|figures)\b/) ||
      has(question, EVERYONE_IN) ||
      has(question, /\b(how many|who|which|anyone|everyone)\b.*\b(present|absent)\b/)) &&
    !has(question, LEAVE) &&
    !has(question, MARKED_ABSENT);
  if (((has(question, /\battendance\b/) && has(question, NOT_MARKED)) || isNoShow) && !has(question, SELF)) {
    return { kind: 'attendance-missing', date: dayAsked(question, 'past') };
  }
  if (has(question, PEOPLE) && has(question, AWAY) && !has(question, SELF)) {
    return { kind: 'on-leave', date: dayAsked(question, 'forward') };
  }
  return null;
};

// "appraisals due next month", "whose appraisal is coming up": the organisation's, not the asker's.
const APPRAISALS_DUE = /\b(appraisals?|reviews?|increments?)\b/;
const DUE = /\b(due|upcoming|coming( up)?|next|scheduled|pending|whose|who|which employees|anyone)\b/;

export const appraisalsDueIntent = (question: Question): Intent | null => {
  if (!has(question, APPRAISALS_DUE) || !has(question, DUE) || has(question, SELF)) return null;
  const asked = rangeAsked(question, 'forward');
  const from = asked && asked.from > question.today ? asked.from : question.today;
  return {
    kind: 'appraisals-due',
    range: { from, to: asked?.to ?? addDays(question.today, UPCOMING_WINDOW_DAYS) },
  };
};

const HEADCOUNT =
  /\b(how many|number of|count of|total|headcount)\b(?: \S+){0,2} (active )?(employees|people|staff|members|headcount)\b|\bheadcount\b/;

// "who is in the Engineering department", "members of sales team": the words before "department"
// (or after "in"/"of" when "department" follows), as written.
const DEPARTMENT = /\b(department|dept|team)\b/;
const DEPARTMENT_NAME_ENDS = new Set(
  'the of in from our a an who whom is are works work working people members member staff employees list everyone show'.split(
    ' ',
  ),
);

// "List the employees in Human Resources", "how many people work in engineering": the name that ends
// the question after "in", when it is a name (words ProBot does not know) and not a date.
const DEPARTMENT_PEOPLE =
  /\b(employees|people|staff|members|who|everyone|anyone|them|headcount)\b(?: \S+){0,3} in\b|\bhow many (are|work|works)( there)? in\b/;
export const trailingNameAfterIn = (question: Question) => {
  const { tokens } = question;
  const index = tokens.findLastIndex((token) => token.word === 'in');
  let first = index + 1;
  while (tokens[first]?.word === 'the') first += 1;
  const last = tokens.length - 1;
  if (index < 0 || first > last || last - first >= MAX_NAME_WORDS) return null;
  for (let at = first; at <= last; at += 1) if (!isNameToken(question, at)) return null;
  return nameFrom(question, first, last);
};

// "is everyone in today?": the day's presence, as the dashboard counts it.
const EVERYONE_IN =
  /\b(is|are|was|were) (everyone|everybody|all|the whole team|the team) (in|present|here|at work|in office|in the office)( (today|yesterday|now))?$/;

export const departmentIntent = (question: Question): Intent | null => {
  if (has(question, SELF)) return null;
  if (!has(question, DEPARTMENT)) {
    const department = has(question, DEPARTMENT_PEOPLE) ? trailingNameAfterIn(question) : null;
    return department ? { kind: 'department-members', department } : null;
  }
  if (!has(question, MEMBERS)) return null;
  const department = departmentNamed(question);
  return department ? { kind: 'department-members', department } : null;
};

// "the Sales department", "engineering team": the name before the word, up to three words.
export const departmentNamed = (question: Question): string | null => {
  const index = question.tokens.findIndex((token) => /^(department|dept|team)$/.test(token.word));
  let first = index;
  while (first > 0 && first > index - 3 && !DEPARTMENT_NAME_ENDS.has(question.tokens[first - 1]?.word ?? ''))
    first -= 1;
  return first < index ? nameFrom(question, first, index - 1) : null;
};

// "who is on the night shift", "night shift people", "how many of them are on the night shift": the
// people of a shift, named before "shift".
const HOW_MANY_ON = /\bhow many\b(?!.*\b(hours|hrs|minutes|days)\b).*\bon (the )?\S+ shift\b/;
export const shiftMembersIntent = (question: Question): Intent | null => {
  const index = question.tokens.findIndex((token) => token.word === 'shift');
  if (index < 1 || !(has(question, MEMBERS) || has(question, HOW_MANY_ON)) || has(question, SELF))
    return null;
  const shift = question.tokens[index - 1]?.raw;
  return shift && !/^(the|a|my|which|what|whose|same)$/i.test(shift)
    ? { kind: 'shift-members', shift }
    : null;
};

const MANUAL_TIME =
  /\b(manual|offline) (time|entry|entries|hours)\b|\btime (request|requests|correction|corrections)\b/;

// "any manual time requests waiting?", "manual time for my approval": others' requests to decide.
const TO_DECIDE = /\b(pending|waiting|awaiting|to approve|to decide|for (my )?approval|approve)\b/;
export const manualTimeIntent = (question: Question): Intent | null => {
  const isManualTime = manualTimeAsked(question);
  const isOwn =
    (has(question, /\bmy\b/) && !has(question, /\bmy (approval|decision|review|team)\b/)) ||
    has(question, /\bi (asked|requested|applied|submitted)\b/);
  if (isManualTime && has(question, TO_DECIDE) && !isOwn) return { kind: 'manual-time-to-decide' };
  return isManualTime ? { kind: 'my-manual-time' } : null;
};

const manualTimeAsked = (question: Question) =>
  has(question, MANUAL_TIME) &&
  !has(question, /\b(policy|policies|rule|rules|how do i|how can i)\b/) &&
  // "hours on 25 Feb including manual time" asks the day's total.
  !has(question, /\b(including|incl|with|plus) (manual|offline)\b/);

// "who's been relieved", "inactive employees": the headcount answer names them.
const RELIEVED =
  /\b(relieved|inactive|left the (company|organisation|organization)|ex employees?|former employees?)\b/;
export const headcountIntent = (question: Question): Intent | null => {
  if (has(question, RELIEVED) && !has(question, SELF)) return { kind: 'headcount' };
  // "how many people were present on 25 Feb" counts a day's attendance, not the headcount; "right
  // now", "today" is the headcount itself.
  const asked = rangeAsked(question, 'past');
  const isToday = asked?.from === question.today && asked.to === question.today;
  const isOfADay = has(question, /\b(present|absent)\b/) || (asked !== null && !isToday);
  return has(question, HEADCOUNT) &&
    !has(question, SELF) &&
    !has(question, AWAY) &&
    !has(question, LEAVE) &&
    !isOfADay
    ? { kind: 'headcount' }
    : null;
};

// "what's the latest news", "any news drafts not published yet?": the News page.
const NEWS = /\b(news|announcements?|circulars?)\b/;
export const newsIntent = (question: Question): Intent | null =>
  has(question, NEWS) && !has(question, SELF)
    ? { kind: 'news', drafts: has(question, /\b(drafts?|unpublished|not published|not yet published)\b/) }
    : null;
