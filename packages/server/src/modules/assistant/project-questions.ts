import type { Intent } from './assistant-intent';
import { weekOf } from './question-dates';
import { HOLIDAY, has, LEAVE, nameFrom, type Question, rangeAsked, SELF } from './question-reading';

// ProBot's reader of questions about projects, their teams, to-dos and budgets (classify-question.ts).

// ---- projects (spec B §2 Project List, Todo List) ----

// Words that end a project's name as asked ("Apollo this week", "Apollo so far").
const NAME_ENDS = new Set(
  `this last next past previous current coming today yesterday tomorrow tonight now during since till until
  from between so far please in for on at by per and or but not did do does i am me my mine you your it we us our
  is are was were have has had how much many what which who whom when total altogether overall hours time
  its that these those they them their he she his her
  spent worked work working logged tracked idle manager managers manages lead leads head heads owner
  week weeks month months year progress started status vs versus against compared`.split(/\s+/),
);
const SKIPPED_BEFORE_NAME = new Set(['the', 'a', 'project']);
const PROJECT_WORDS = new Set(['project', 'projects']);

const isNameEnd = (question: Question, index: number) =>
  question.dateTokens.has(index) || NAME_ENDS.has(question.tokens[index]?.word ?? '');

const projectNameAfter = (question: Question, start: number): string | null => {
  const { tokens } = question;
  let first = start;
  while (SKIPPED_BEFORE_NAME.has(tokens[first]?.word ?? '')) first += 1;
  let last = first - 1;
  while (last + 1 < tokens.length && !isNameEnd(question, last + 1)) last += 1;
  while (last >= first && PROJECT_WORDS.has(tokens[last]?.word ?? '')) last -= 1;
  return last >= first ? nameFrom(question, first, last) : null;
};

// "the Apollo project": the words before `end`, back to "the" or a word that ends a name. A
// possessive is a person ("Rahul's manager"), not a project.
const projectNameBefore = (question: Question, end: number): string | null => {
  const isInName = (index: number) =>
    !isNameEnd(question, index) &&
    !SKIPPED_BEFORE_NAME.has(question.tokens[index]?.word ?? '') &&
    !question.tokens[index]?.isPossessive;
  let first = end + 1;
  while (first > 0 && isInName(first - 1)) first -= 1;
  return first <= end ? nameFrom(question, first, end) : null;
};

// The project a question names: after "project" or one of `anchors` ("on Apollo", "manages
// Apollo"), else before "project" or one of `endings` ("the Apollo project", "Apollo manager");
// the first name found.
export const projectAsked = (
  question: Question,
  anchors: Set<string>,
  endings: Set<string>,
): string | null => {
  const { tokens } = question;
  const isAnchor = (index: number) =>
    !question.dateTokens.has(index) &&
    (anchors.has(tokens[index]?.word ?? '') || tokens[index]?.word === 'project');
  for (let index = 0; index < tokens.length; index += 1) {
    const name = isAnchor(index) ? projectNameAfter(question, index + 1) : null;
    if (name) return name;
  }
  for (let index = 0; index < tokens.length; index += 1) {
    const word = tokens[index]?.word ?? '';
    const name = word === 'project' || endings.has(word) ? projectNameBefore(question, index - 1) : null;
    if (name) return name;
  }
  return null;
};

export const MANAGER =
  /\b(manager|managers|manages|managing|managed|lead|leads|head|heads|owner|owns|runs|pm|incharge|in charge)\b/;
const MANAGER_ANCHORS = new Set(['on', 'of', 'for', 'manages', 'leads', 'heads', 'owns', 'runs', 'managing']);
const MANAGER_ENDINGS = new Set(['manager', 'lead', 'head', 'owner', 'pm']);

// "when is Apollo due", "deadline of the Pulse Mobile App project", "when does Apollo end".
export const PROJECT_DATES =
  /\b(due|deadline|deadlines|end date|start date|finish|finishes|finished|ends|end|complete|completion|started|start|starts|begin|began|kick ?off|kicks off|kicked off|go live|goes live)\b/;
const DATES_ANCHORS = new Set(['of', 'for', 'is', 'does', 'will', 'did', 'was']);
const DATES_ENDINGS = new Set(['due', 'deadline', 'end', 'ends', 'finish', 'finishes', 'start', 'starts']);
const DATES_NAME_ENDS = new Set(['project', 'projects', 'to', ...DATES_ENDINGS]);

export const projectDatesIntent = (question: Question): Intent | null => {
  if (!has(question, PROJECT_DATES) || has(question, LEAVE) || has(question, HOLIDAY)) return null;
  if (!has(question, /\b(projects?|when|deadline|due date|end date)\b/)) return null;
  const asked = projectAsked(question, DATES_ANCHORS, DATES_ENDINGS);
  // "is the Apollo project due": the name ends where the question about it begins.
  const words = (asked ?? '').split(' ');
  const end = words.findIndex((word) => DATES_NAME_ENDS.has(word.toLowerCase()));
  const project = (end === -1 ? words : words.slice(0, end)).join(' ');
  return project && !/^(it|my|the|this|that)$/i.test(project) ? { kind: 'project-dates', project } : null;
};

export const projectManagerIntent = (question: Question): Intent | null => {
  if (!has(question, MANAGER)) return null;
  const project = projectAsked(question, MANAGER_ANCHORS, MANAGER_ENDINGS);
  return project ? { kind: 'project-manager', project } : null;
};

// "How many hours did the Apollo team put in last week": a project's team, not a department's people.
const TEAM_TIME = /\b(hours|time|put in|spent|spend|worked|work|tracked|logged)\b/;
export const teamHoursIntent = (question: Question): Intent | null => {
  const index = question.tokens.findIndex((token) => token.word === 'team');
  // "my team" is the team, not the asker.
  const isOwn = has(question, SELF) && !has(question, /\b(my|our) team\b/);
  if (index < 0 || !has(question, TEAM_TIME) || isOwn) return null;
  const project =
    projectNameBefore(question, index - 1) ?? projectAsked(question, new Set(['on']), new Set());
  return project
    ? {
        kind: 'project-team-hours',
        project,
        range: rangeAsked(question, 'past') ?? weekOf(question.today),
      }
    : null;
};

// "Which to-dos in Data Warehouse Migration have not started yet": one project's to-do list.
const TODO_ANCHORS = new Set(['in', 'of', 'for', 'on', 'under']);
const NOT_STARTED =
  /\b(not (yet )?started|not begun|yet to (start|begin)|not yet begun|(nobody|no one) (has )?(yet )?started|not been started)\b/;
const IN_PROGRESS = /\b(in progress|ongoing|being worked on|under way|underway)\b/;
// The to-dos' status a question names, if any.
export const todoStatusAsked = (question: Question) =>
  has(question, NOT_STARTED) ? 'not-started' : has(question, IN_PROGRESS) ? 'in-progress' : null;

export const projectTodosIntent = (question: Question): Intent | null => {
  if (!has(question, /\btodo\b/)) return null;
  const project = projectAsked(question, TODO_ANCHORS, new Set());
  const status = todoStatusAsked(question) ?? 'all';
  if (project) return { kind: 'project-todos', project, status };
  // "all to-dos not started across projects": every project's, not only the asker's own to-dos.
  const isEveryProject = has(question, /\b(all|every|across|any)\b/) || status !== 'all';
  return isEveryProject && !has(question, SELF) ? { kind: 'project-todos', project: null, status } : null;
};

// "How much budget has Pulse Mobile App used", "Apollo budget": one project's consumption.
const PROJECT_BUDGET = /\b(budget|budgets|cost|costs|consumed|estimate|estimated)\b/;
const BUDGET_ANCHORS = new Set(['of', 'for', 'on', 'has', 'did']);
const BUDGET_ENDINGS = new Set(['budget', 'cost', 'costs']);
// "What's the status of the Data Warehouse Migration": the same line ends with the project's status.
const NOT_PROJECT_STATUS =
  /\b(leave|application|applications|request|requests|timesheet|timesheets|todo|manual|attendance|appraisal)\b/;
export const projectBudgetIntent = (question: Question): Intent | null => {
  const asksStatus = has(question, /\bstatus\b/) && !has(question, NOT_PROJECT_STATUS);
  // "Tell me about the Customer Portal Redesign project": its figures and status, as the list shows them.
  const asksAbout = has(
    question,
    /\b(tell me about|details of|details about|info on|information (on|about))\b/,
  );
  if ((!has(question, PROJECT_BUDGET) && !asksStatus && !asksAbout) || has(question, SELF)) return null;
  // "how much of the budget has Apollo used": "of the budget" names no project.
  const first = projectAsked(question, BUDGET_ANCHORS, BUDGET_ENDINGS);
  const asked =
    first && PROJECT_BUDGET.test(first.toLowerCase())
      ? projectAsked(question, new Set(['has', 'did', 'for', 'on']), new Set())
      : first;
  // "has Pulse Mobile App used": the name ends where the verb about it begins.
  const project = asked?.replace(/\s+(used|spent|eaten|consumed|burned|burnt|left|remaining)\b.*$/i, '');
  return project ? { kind: 'project-budget', project } : null;
};
