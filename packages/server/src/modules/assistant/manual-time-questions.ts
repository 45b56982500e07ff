import type { Intent } from './assistant-intent';
import {
  has,
  isNameToken,
  nameEndAfter,
  nameFrom,
  type Question,
  rangeAsked,
  SELF,
} from './question-reading';

// ProBot's reader of questions about other people's manual-time requests and their decisions (the
// Manual Time page's requests to decide, whatever their status): the frame is whose (everyone the
// asker decides for, or one named person), the status asked and the period.

const MANUAL_TIME =
  /\b(manual|offline) (time|entry|entries|hours)\b|\btime (request|requests|correction|corrections)\b/;
// "were any … denied", "for whom", "who got manual time approved": others' requests.
const OTHERS = /\b(who|whom|whose|anyone|anybody|everyone|everybody|any|team|employees|people|staff|all)\b/;
const STATUS_WORDS: [RegExp, 'approved' | 'denied' | 'pending'][] = [
  [/\b(approved|accepted|granted|sanctioned)\b/, 'approved'],
  [/\b(denied|rejected|declined|refused|turned down)\b/, 'denied'],
  [/\b(pending|waiting|awaiting|open|undecided)\b/, 'pending'],
];

// The words of "manual time entries" and the verbs around them are no names ("did Vikram Singh raise").
const NOT_NAMES = new Set([
  'manual',
  'offline',
  'entry',
  'entries',
  'correction',
  'corrections',
  'raise',
  'raised',
  'submit',
  'submitted',
  'file',
  'filed',
  'put',
  'add',
  'added',
]);

// The first name the question gives ("Karan Malhotra has some manual time approved").
const personNamed = (question: Question): string | null => {
  for (let index = 0; index < question.tokens.length; index += 1) {
    if (!isNameToken(question, index) || NOT_NAMES.has(question.tokens[index]?.word ?? '')) continue;
    let last = index;
    while (
      last + 1 < question.tokens.length &&
      last + 1 <= nameEndAfter(question, index) &&
      !NOT_NAMES.has(question.tokens[last + 1]?.word ?? '')
    )
      last += 1;
    return nameFrom(question, index, last);
  }
  return null;
};

export const manualTimeRequestsIntent = (question: Question): Intent | null => {
  if (!has(question, MANUAL_TIME) || has(question, SELF)) return null;
  if (has(question, /\b(policy|policies|rule|rules|how do|how can|how to)\b/)) return null;
  const person = personNamed(question);
  const statuses = STATUS_WORDS.filter(([pattern]) => has(question, pattern)).map(([, status]) => status);
  const status = statuses.length === 1 ? (statuses[0] ?? 'all') : 'all';
  const range = rangeAsked(question, 'past');
  // "pending manual time requests": the asker's list to decide, answered as before.
  if (!person && !range && (status === 'pending' || !has(question, OTHERS))) return null;
  // "how many minutes was that manual entry on 27 feb for?" from an employee names no one else: their
  // own entry, not the requests of the projects they manage.
  if (!person && !question.isAdministrator && !has(question, OTHERS)) return null;
  return { kind: 'manual-time-requests', status, person, range };
};
