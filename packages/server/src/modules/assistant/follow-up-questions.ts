import { addDays, daysFromTo } from '@pulse/shared/domain/organization-day';
import { isAdmin } from '@pulse/shared/domain/roles';
import { askedFactOf } from './answers/policy-sentences';
import type { AnsweredIntent, DateRange, Intent } from './assistant-intent';
import { classifyQuestion } from './classify-question';
import { LEAST, trailingNameAfterIn } from './organisation-questions';
import { festivalAsked, monthAsked, recordFieldAsked } from './own-questions';
import { firstSubject, type PersonSubject, VERB_SUBJECTS } from './person-questions';
import { MANAGER, PROJECT_DATES, projectAsked, todoStatusAsked } from './project-questions';
import { MONTH_NAME, monthOf, nextTwelveMonths, weekOf } from './question-dates';
import { asksAnotherMeasure } from './question-measures';
import {
  type ClassifyContext,
  has,
  isNameToken,
  MAX_NAME_WORDS,
  nameEndAfter,
  nameFrom,
  type Question,
  rangeAsked,
  read,
  SELF,
  TRACKED_TIME,
} from './question-reading';

// ---- follow-ups: "and last week?", "what about Priya?" read with the conversation's last question ----

const FOLLOW_UP =
  /^(and|but|also|so|what about|how about|and what about|and how about|same for|what of|(was|is|were) (that|it) (more|less|higher|lower|longer|shorter))\b/;
const MAX_FOLLOW_UP_WORDS = 8;
const MAX_FRAGMENT_WORDS = 2;

// "and the week before that?": the period just before the one asked, as long as it.
const EARLIER_PERIOD = /\b(before that|before it|(week|month|day) before|previous (one|week|month|day))\b/;
const LATER_PERIOD = /\b(after that|after it|(week|month|day) after|following (week|month|day)|next one)\b/;
const WEEKDAY = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/;
const shiftRange = (range: DateRange, days: number): DateRange => ({
  from: addDays(range.from, days),
  to: addDays(range.to, days),
});
const periodAfter = (range: DateRange): DateRange => {
  const isWholeMonth = range.from.endsWith('-01') && monthOf(range.from).to === range.to;
  if (isWholeMonth) return monthOf(addDays(range.to, 1));
  return shiftRange(range, daysFromTo(range.from, range.to).length);
};
const periodBefore = (range: DateRange): DateRange => {
  const isWholeMonth = range.from.endsWith('-01') && monthOf(range.from).to === range.to;
  if (isWholeMonth) return monthOf(addDays(range.from, -1));
  const length = daysFromTo(range.from, range.to).length;
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
};

const FOLLOW_UP_PROJECT_ANCHORS = new Set(['on', 'for', 'in', 'about', 'of']);
const ASSIGNED =
  /\b(assigned|assignee|assignees|who (has|owns|is doing|is working on) (it|them|that|those))\b/;
const WHICH_OF_THE_LIST =
  /\b(which (one|ones|of (them|those|these))|by whom|who (approved|rejected|decided)|(starts?|begins?|comes?) first|soonest|earliest|before that|after that)\b/;
const PROJECT_TEAM = /\b(team|members?|who else|who (works|worked|is working) on)\b/;

// "and sales?", "what about customer portal": the words after the follow-up's opening, when that is
// all there is (no date, nothing else asked).
const nameAfterFollowUpWord = (question: Question): string | null => {
  const opening = question.text.match(FOLLOW_UP)?.[0];
  if (!opening || question.mentions.length > 0) return null;
  const first = opening.split(' ').length;
  const rest = question.tokens.slice(first).filter((token) => token.word !== 'the');
  if (rest.length === 0 || rest.length > MAX_NAME_WORDS + 1) return null;
  return rest.map((token) => token.raw).join(' ');
};

const PRONOUN = /\b(he|she|him|her|his|hers|they|them|their)\b/;
const askedSubject = (question: Question): PersonSubject | null =>
  firstSubject(question.tokens) ??
  question.tokens.map((token) => VERB_SUBJECTS[token.word]).find((subject) => subject !== undefined) ??
  null;

// The names a follow-up gives ("what about Priya Nair?"): words ProBot does not know.
const namedIn = (question: Question): string | null => {
  for (let index = 0; index < question.tokens.length; index += 1) {
    if (!isNameToken(question, index)) continue;
    return nameFrom(question, index, nameEndAfter(question, index));
  }
  return null;
};

// The previous intent with what the follow-up changes (a period, a day, a person), or null when the
// message is not a follow-up of it: then it is read on its own.
export const classifyFollowUp = (
  asked: string,
  previous: AnsweredIntent,
  context: ClassifyContext,
  // A part of the same message may continue the one before it whatever its length ("…and how does it
  // compare with last week?"); a new message only when it is short or opens as a follow-up.
  options: { isAnyLength?: boolean } = {},
): Intent | null => {
  const question = read(asked, context);
  const isShort = question.tokens.length <= MAX_FOLLOW_UP_WORDS;
  // "after how many days?" after "do I need a medical certificate for sick leave?": the same search,
  // with what is asked now (a message's own parts each ask their own: "gift limit and password length"),
  // and so for a longer question that points back at the policy ("how many days a week can I do it?").
  if (previous.kind === 'policy' && !options.isAnyLength)
    return (isShort || has(question, REFERS_BACK)) &&
      askedFactOf(question.asked) !== null &&
      classifyQuestion(asked, context).kind === 'policy'
      ? { kind: 'policy', query: `${previous.query} ${question.asked}` }
      : null;
  // A longer question continues the conversation when it points back: at the colleague named before
  // ("When was she last appraised, and what was her new salary?"), or into the list before ("which
  // of those are Rahul's, and for what dates?"), or at the project ("how many hours have been logged on
  // it so far?").
  const pointsBack =
    ((previous.namedPerson !== undefined || previous.kind === 'about-person') && has(question, PRONOUN)) ||
    ('project' in previous && previous.project !== undefined && has(question, POINTS_AT_PROJECT)) ||
    has(question, /\b(of those|of these|of them)\b/);
  if (!has(question, FOLLOW_UP) && !isShort && !options.isAnyLength && !pointsBack) return null;
  const followUp = followUpOf(question, previous, context) ?? sameMeasureLater(question, previous, context);
  // "how many leaves has he taken" after who was marked absent: the earlier question, kept, would
  // answer another measure than the one now named.
  if (!followUp || asksAnotherMeasure(question, followUp)) return null;
  // "idle?" after Sneha's hours: a word or two continue the conversation, whatever they mean alone.
  const isFragment = question.tokens.length <= MAX_FRAGMENT_WORDS && !has(question, SELF);
  if (isFragment || has(question, FOLLOW_UP) || has(question, REFERS_BACK)) return followUp;
  // "who is on leave on Friday" after "my hours last week" is a question of its own, not last week's
  // hours on Friday: a follow-up that neither opens as one nor refers back yields to its own reading.
  const own = classifyQuestion(question.asked, context);
  const isOwnQuestion =
    own.kind !== 'policy' && own.kind !== 'unknown' && !isSameFamily(own.kind, followUp.kind);
  return isOwnQuestion ? null : followUp;
};

// "when is it due?", "who's the project manager?": the project asked about before.
const POINTS_AT_PROJECT = /\b(it|its|that|this|the project)\b/;

// "it", "that", "them", "he": words that point at what was asked before.
const REFERS_BACK = /\b(it|its|that|this|those|them|they|he|she|him|her|his|then)\b/;

const followUpOf = (
  question: Question,
  previous: AnsweredIntent,
  context: ClassifyContext,
): Intent | null => {
  const range = rangeAsked(question, 'past');
  // "what's her blood group?": "her" is the one asked about before, and the unknown words are what is
  // asked of her, not someone else.
  const person = has(question, PRONOUN) ? null : namedIn(question);
  const previousRange = 'range' in previous ? previous.range : null;
  // "which department is he in?", "how many leaves has she taken this year?" after the one colleague
  // an answer named: a question about them.
  const subject = askedSubject(question);
  if (previous.namedPerson && has(question, PRONOUN) && subject)
    return { kind: 'about-person', person: previous.namedPerson, subject, range };
  // "and the holiday after that one?" after Holi's date: the list of the period, which shows it and
  // those after it (the named holiday's date is in the answer, not the question).
  if (previous.kind === 'holidays' && previous.name && has(question, LATER_PERIOD))
    return { kind: 'holidays', range: previous.range };
  // "and the week after?", "the month before that?": the same question, the next or previous period.
  if (previousRange && !has(question, WEEKDAY)) {
    if (has(question, LATER_PERIOD)) return { ...previous, range: periodAfter(previousRange) } as Intent;
    if (has(question, EARLIER_PERIOD)) return { ...previous, range: periodBefore(previousRange) } as Intent;
  }
  // "and the day after?" after who is on leave tomorrow: the same question, the next or previous day.
  if (
    (previous.kind === 'on-leave' ||
      previous.kind === 'attendance-missing' ||
      previous.kind === 'is-holiday') &&
    !has(question, WEEKDAY)
  ) {
    if (has(question, LATER_PERIOD)) return { ...previous, date: addDays(previous.date, 1) };
    if (has(question, EARLIER_PERIOD)) return { ...previous, date: addDays(previous.date, -1) };
  }
  // "next week?", "and today so far?": only a period, for the same question.
  const isOnlyAPeriod = question.tokens.every(
    (token, index) => question.dateTokens.has(index) || PERIOD_ONLY_WORDS.has(token.word),
  );
  if (previousRange && range && isOnlyAPeriod) return { ...previous, range } as Intent;
  switch (previous.kind) {
    case 'hours-tracked':
    case 'attendance':
      if (has(question, EARLIER_PERIOD) && has(question, WEEKDAY))
        return { ...previous, range: shiftRange(previous.range, -7) };
      if (person && isAdmin(context.roleId))
        return { kind: 'about-person', person, subject: 'activity', range: range ?? previous.range };
      // "and when did I leave (that day)?" after a day's check-in: the same day's record shows both.
      if (
        previous.kind === 'attendance' &&
        !range &&
        has(question, /\b(leave|left|out|come|came|arrive|arrived|in)\b/) &&
        (has(question, /\b(that day|then|that|same day)\b/) || has(question, FOLLOW_UP))
      )
        return previous;
      return range ? { ...previous, range } : null;
    case 'own-salary': {
      // "and the month before?": the slip before the one asked; after the latest slip, whose month
      // the question does not know, it is not guessed.
      const step = has(question, EARLIER_PERIOD) ? -1 : has(question, LATER_PERIOD) ? 1 : 0;
      if (step === 0 || has(question, MONTH_NAME)) {
        const month = monthAsked(question);
        return month ? { ...previous, month } : null;
      }
      if (!previous.month) return { kind: 'unknown' };
      const total = previous.month.year * 12 + previous.month.month - 1 + step;
      return { ...previous, month: { year: Math.floor(total / 12), month: (total % 12) + 1 } };
    }
    case 'leave-applications':
    case 'leave-balance':
      // "and how many did I take in January?": that period's applications, with the days taken in it.
      if (range && has(question, /\b(take|took|taken|used)\b/))
        return { kind: 'leave-applications', status: 'all', range };
      // "and how many are left?", "how many did I take?" after the asker's applications.
      if (has(question, /\b(left|remain|remaining|balance|take|took|taken|used)\b/))
        return { kind: 'leave-balance' };
      // "which of them are still pending?"
      if (has(question, /\b(pending|waiting|open)\b/))
        return { kind: 'leave-applications', status: 'pending' };
      // "when does it end?": the same applications, with their dates.
      return previous.kind === 'leave-applications' && has(question, /\b(it|that|they|them)\b/)
        ? previous
        : null;
    case 'department-members': {
      // "how many hours did they log last week": the department's time.
      if (has(question, TRACKED_TIME) && has(question, /\b(they|them|their)\b/))
        return {
          kind: 'project-team-hours',
          project: previous.department,
          range: range ?? weekOf(question.today),
        };
      // "how many is that?": the answer counts them.
      if (has(question, /\b(how many|count|total|number)\b/)) return previous;
      // "how much has it spent vs its budget?" after a project's team: the project's figures.
      if (has(question, /\b(it|its)\b/) && has(question, /\b(budget|spent|cost|consumed|estimate)\b/))
        return { kind: 'project-budget', project: previous.department };
      // "and in Sales?", "and sales?"
      const department = trailingNameAfterIn(question) ?? nameAfterFollowUpWord(question);
      return department ? { ...previous, department } : null;
    }
    case 'projects-over-budget': {
      // "who manages it?", "when is it due?", "how much over is it?" after the one project found over.
      const named = previous.project;
      if (!named || !has(question, REFERS_BACK)) return null;
      if (has(question, MANAGER)) return { kind: 'project-manager', project: named };
      if (has(question, PROJECT_DATES)) return { kind: 'project-dates', project: named };
      if (has(question, /\b(budget|used|spent|consumed|over|estimate|hours)\b/))
        return { kind: 'project-budget', project: named };
      return null;
    }
    case 'project-budget':
    case 'project-hours':
    case 'project-team-hours':
    case 'project-todos':
    case 'project-manager':
    case 'project-dates': {
      // "how much of it is used up?", "and how many hours?" after a project's budget: the same figures,
      // which give the project's consumed hours beside its budget.
      if (
        previous.kind === 'project-budget' &&
        ((has(question, /\b(it|its|that)\b/) &&
          has(question, /\b(used|spent|left|remaining|consumed|over)\b/)) ||
          (!range && has(question, /\b(hours|hrs)\b/)))
      )
        return previous;
      // "who among them logged the most?": the team's answer lists them, most first.
      if (
        previous.kind === 'project-team-hours' &&
        has(question, /\b(most|least|highest|lowest|top|fewest)\b/)
      )
        return previous;
      // "who is it assigned to?" after a project's to-dos: the same list names each one's members.
      if (previous.kind === 'project-todos' && has(question, ASSIGNED)) return previous;
      // "who else is on the team?", "who works on it?": the project's team, as the project form lists it.
      if (previous.project && has(question, PROJECT_TEAM) && has(question, /\b(the team|it|its|that|this)\b/))
        return { kind: 'department-members', department: previous.project };
      // "and on Customer Portal Redesign?", "and customer portal?": the same question of another project.
      const project =
        projectAsked(question, FOLLOW_UP_PROJECT_ANCHORS, new Set()) ?? nameAfterFollowUpWord(question);
      if (project && !range) return { ...previous, project } as Intent;
      // "and when is it due?", "who manages it?": the same project, another question about it.
      const named = previous.project;
      if (named && has(question, PROJECT_DATES) && has(question, POINTS_AT_PROJECT))
        return { kind: 'project-dates', project: named };
      if (named && has(question, MANAGER) && has(question, POINTS_AT_PROJECT))
        return { kind: 'project-manager', project: named };
      // "how many hours have been logged on it so far?": the project's consumed hours, on its line.
      if (named && !range && has(question, /\b(hours|hrs)\b/) && has(question, POINTS_AT_PROJECT))
        return { kind: 'project-budget', project: named };
      // "and what's its status?": the project's line of figures ends with it.
      if (named && has(question, /\bstatus\b/) && has(question, POINTS_AT_PROJECT))
        return { kind: 'project-budget', project: named };
      // "and what is still not started there?": the project's to-dos of that status.
      const todoStatus = todoStatusAsked(question);
      if (named && todoStatus && has(question, /\b(there|it|its|that project|the project)\b/))
        return { kind: 'project-todos', project: named, status: todoStatus };
      return (previous.kind === 'project-hours' || previous.kind === 'project-team-hours') && range
        ? { ...previous, range }
        : null;
    }
    case 'next-holiday':
      // "and the one after that?": the holidays to come.
      return has(question, /\b(after that|after it|one after|next one|following one)\b/)
        ? { kind: 'holidays', range: nextTwelveMonths(question.today) }
        : null;
    case 'my-record': {
      // "my designation, department and joining date": the same record's other fields.
      const field = recordFieldAsked(question);
      return field ? { kind: 'my-record', field } : null;
    }
    case 'my-manual-time':
    case 'all-pending-leaves':
    case 'pending-approvals':
    case 'leaves-in-range':
      // "which one was approved, and by whom?", "which of those starts first?": the same list shows
      // each one's status, who decided it and its date, soonest or newest first.
      return has(question, WHICH_OF_THE_LIST) ? previous : null;
    case 'holidays': {
      // "which one is next?" after the year's list: the next one.
      if (has(question, /\b(which|what)( one)? is next\b|\bnext one\b/)) return { kind: 'next-holiday' };
      // "and Diwali?" after Holi: the other holiday; "and next year?" the same one, then.
      const name = festivalAsked(question);
      if (name) return { ...previous, range: range ?? previous.range, name };
      return range ? { ...previous, range } : null;
    }
    case 'birthdays':
      return range ? { ...previous, range } : null;
    case 'hours-ranking':
      // "and the least?"
      if (has(question, LEAST)) return { ...previous, order: 'least', range: range ?? previous.range };
      if (has(question, /\b(most|highest|longest|top)\b/))
        return { ...previous, order: 'most', range: range ?? previous.range };
      return range ? { ...previous, range } : null;
    case 'marked-absent':
      // "on which day?": the answer lists the days.
      if (has(question, /\b(which|what) (day|days|date|dates)\b|\bwhen\b/)) return previous;
      return range ? { ...previous, range } : null;
    case 'on-leave':
    case 'attendance-missing':
      return range ? { ...previous, date: range.from } : null;
    case 'about-person': {
      if (person) return { ...previous, person, range: range ?? previous.range };
      // "which of them are still pending?" after someone's leave: the same list shows each one's status.
      if (previous.subject === 'leave' && has(question, /\b(pending|waiting|approved|rejected)\b/))
        return previous;
      // "idle?" after someone's hours: the same figures, which give it.
      if (
        previous.subject === 'activity' &&
        has(question, /\b(idle|actual|productive|hours|time)\b/) &&
        !range
      )
        return previous;
      // "and when did she leave?" after her check-in: her check-out.
      if (previous.subject === 'attendance' && has(question, /\b(leave|left|out)\b/))
        return { ...previous, range: range ?? previous.range };
      // "when did he join?": the same person, something else about them; "when is her leave" at any time.
      const subject = has(question, PRONOUN) ? askedSubject(question) : null;
      if (subject)
        return { ...previous, subject, range: range ?? (has(question, /\bwhen\b/) ? null : previous.range) };
      return range ? { ...previous, range } : null;
    }
    default:
      return null;
  }
};

// Questions about what happened over a period, which a follow-up may switch between.
const PERIOD_FAMILY = new Set<Intent['kind']>([
  'hours-tracked',
  'attendance',
  'hours-ranking',
  'marked-absent',
]);
const UPCOMING_FAMILY = new Set<Intent['kind']>(['birthdays', 'appraisals-due', 'holidays']);
const isSameFamily = (one: Intent['kind'], other: Intent['kind']) =>
  one === other || [PERIOD_FAMILY, UPCOMING_FAMILY].some((family) => family.has(one) && family.has(other));

// Words a follow-up that only names a period may have besides it.
const PERIOD_ONLY_WORDS = new Set([
  'and',
  'what',
  'about',
  'how',
  'for',
  'in',
  'on',
  'the',
  'then',
  'so',
  'far',
  'also',
  'same',
]);

// "and who worked the least?" after who worked the most last week, "and check out?" after a day's
// check-in: a short question of its own, without a period, keeps the previous question's.
const sameMeasureLater = (question: Question, previous: Intent, context: ClassifyContext): Intent | null => {
  if (question.mentions.length > 0 || !('range' in previous) || !previous.range) return null;
  const own = classifyQuestion(question.asked, context);
  return isSameFamily(own.kind, previous.kind) && 'range' in own
    ? ({ ...own, range: previous.range } as Intent)
    : null;
};
