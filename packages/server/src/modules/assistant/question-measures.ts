import type { Intent } from './assistant-intent';
import type { PersonSubject } from './person-questions';
import type { Question } from './question-reading';
import { normalizeQuestion } from './question-words';

// What a question asks for, by the words that name it: "birthdays", "budget", "idle", "leave". An
// answer that shows another measure ("upcoming birthdays and appraisals?" answered with the
// appraisals alone, "how many leaves has he taken" with the days marked absent) answers a different
// question, which a person believes: the confident-wrong. Precision before recall: a question
// naming a measure its matched answer does not show is not answered.
// `aboutPerson`: which of a colleague's answers shows the measure (their leave, their record…).
type Measure = {
  words: RegExp;
  answeredBy: ReadonlySet<Intent['kind']>;
  aboutPerson: ReadonlySet<PersonSubject>;
};

const measure = (
  words: RegExp,
  answeredBy: Intent['kind'][],
  aboutPerson: PersonSubject[] = [],
): Measure => ({
  words,
  answeredBy: new Set(answeredBy),
  aboutPerson: new Set(aboutPerson),
});

const MEASURES: readonly Measure[] = [
  measure(/\bbirthdays?\b/, ['birthdays'], ['personal']),
  measure(
    /\b(appraisals?|appraised|promotions?|promoted|increments?)\b/,
    ['appraisals-due', 'appraisals-done', 'my-record'],
    ['record'],
  ),
  measure(/\bbudgets?\b/, ['project-budget', 'projects-over-budget']),
  measure(/\b(deadlines?|due date|end date|start date)\b/, ['project-dates', 'project-todos']),
  // The ranking orders by hours worked, not idle time.
  measure(/\bidle\b/, ['hours-tracked', 'my-timesheet', 'project-hours', 'project-team-hours'], ['activity']),
  measure(
    /\bshifts?\b(?! allowances?)/,
    ['shift-members', 'my-record', 'attendance', 'attendance-edge', 'attendance-missing'],
    ['record', 'attendance'],
  ),
  measure(
    /\b(attendance|checkin|checkout|check(ed)? (in|out)|punch(ed)? (in|out)|clock(ed)? (in|out)|in time|out time)\b/,
    ['attendance', 'attendance-edge', 'attendance-missing'],
    ['attendance'],
  ),
  measure(/\b(news|announcements?)\b/, ['news']),
  // A week's timesheet submitted or approved (Timesheets), not the hours in it.
  measure(
    /\b(submitted|submit|unsubmitted|approved|approval|pending)\b.*\btimesheets?\b|\btimesheets?\b.*\b(submitted|submit|unsubmitted|approved|approval|pending)\b/,
    ['my-timesheet', 'timesheets-to-approve', 'timesheets-not-submitted'],
  ),
  // Nothing in Pulse counts overtime or time in meetings: the hours worked are no answer to it.
  measure(/\b(overtime|meetings?)\b/, []),
  measure(/\backnowledg\w*\b/, ['policy-acknowledgements', 'my-acknowledgements', 'policy-list']),
  measure(/\bmanual\b/, [
    'my-manual-time',
    'manual-time-to-decide',
    'manual-time-requests',
    'hours-tracked',
    'my-timesheet',
  ]),
  // A colleague's answers show their time, not their to-dos or projects.
  measure(/\btodo\b/, ['my-todos', 'project-todos']),
  measure(/\bprojects?\b/, [
    'my-projects',
    'project-hours',
    'project-team-hours',
    'project-todos',
    'project-budget',
    'projects-over-budget',
    'project-dates',
    'project-manager',
    'department-members',
  ]),
  measure(/\bholidays?\b/, ['next-holiday', 'holidays', 'is-holiday']),
  measure(
    /\b(salary|salaries|payslip|payroll|ctc)\b/,
    ['own-salary', 'salary-sheet-months', 'appraisals-done', 'appraisals-due', 'my-record'],
    ['salary', 'record'],
  ),
  measure(
    /\bleave\b/,
    [
      'leave-balance',
      'leave-applications',
      'apply-leave',
      'on-leave',
      'all-pending-leaves',
      'pending-approvals',
      'leave-ranking',
      'leaves-in-range',
      'my-record',
      'holidays',
      'is-holiday',
      'next-holiday',
      // "What time did I leave?" is a check-out; "cut from my salary for leaves" a slip's deduction.
      'attendance',
      'attendance-edge',
      'own-salary',
    ],
    ['leave', 'attendance', 'record', 'salary'],
  ),
];

// Answers that read any words: the policy search, and what is no answer of data.
const OPEN_KINDS = new Set<Intent['kind']>(['policy', 'unknown', 'greeting', 'help', 'thanks', 'role-play']);

// "the leave policy" names a policy, not the leave asked about.
const POLICY_NAME = /\b\w+ polic(y|ies)\b/g;

export const asksAnotherMeasure = (question: Question, intent: Intent) => {
  if (OPEN_KINDS.has(intent.kind)) return false;
  const text = question.text.replace(POLICY_NAME, '');
  const isShown = (each: Measure) =>
    intent.kind === 'about-person' ? each.aboutPerson.has(intent.subject) : each.answeredBy.has(intent.kind);
  return MEASURES.some((each) => each.words.test(text) && !isShown(each));
};

const measureOf = (word: string) => {
  const { text } = normalizeQuestion(word);
  return MEASURES.findIndex((each) => each.words.test(text));
};

// "upcoming birthdays and appraisals?", "any birthdays or appraisals coming up?": one question asked of
// two measures, which is two questions: the message with each measure alone.
const JOINED = /\b([\p{L}-]+) (?:and|or|&) ([\p{L}-]+)\b/gu;
export const measurePairQuestions = (asked: string): [string, string] | null => {
  for (const match of asked.matchAll(JOINED)) {
    const [joined, first = '', second = ''] = match;
    const one = measureOf(first);
    const other = measureOf(second);
    if (one >= 0 && other >= 0 && one !== other)
      return [asked.replace(joined, first), asked.replace(joined, second)];
  }
  return null;
};
