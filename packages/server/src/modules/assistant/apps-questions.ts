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

// ProBot's reader of the applications and websites a day or a period went on (the activity viewer's
// window usage, spec A §1): the frame is whose (the asker's own, or a named person's for an
// administrator), the period, and the top ones asked.

const APP_WORD = /^(apps?|applications?|websites?|sites?|software|tools?|programs?|urls?)$/;
// What was done in them: "the status of my application" is no usage.
const USED = /\b(most|top|used|use|using|spent|spend|spends|visited|opened|busy|time in|time on)\b/;
// "which apps are blocked", "how do I install the tracker app": rules and set-up, not a day's usage.
const NOT_USAGE =
  /\b(policy|policies|allowed|blocked|install|installed|download|uninstall|categor(y|ies|ised|ized)|productive|unproductive|rule|rules)\b/;

const isAppWord = (question: Question, index: number) => APP_WORD.test(question.tokens[index]?.word ?? '');

// "which apps", but not "Pulse Mobile App" or "Website Redesign": an app word standing apart from a
// name around it, and not capitalised inside the question as a name's word is.
const asksApps = (question: Question) =>
  question.tokens.some(
    (token, index) =>
      isAppWord(question, index) &&
      !(index > 0 && /^\p{Lu}/u.test(token.raw)) &&
      !isNameToken(question, index - 1) &&
      !isNameToken(question, index + 1),
  );

const personNamed = (question: Question): string | null => {
  for (let index = 0; index < question.tokens.length; index += 1) {
    if (!isNameToken(question, index) || isAppWord(question, index)) continue;
    let last = index;
    while (last < nameEndAfter(question, index) && !isAppWord(question, last + 1)) last += 1;
    return nameFrom(question, index, last);
  }
  return null;
};

export const topAppsIntent = (question: Question): Intent | null => {
  if (!asksApps(question) || !has(question, USED) || has(question, NOT_USAGE)) return null;
  // "how many hours did I spend on pulse mobile app": a project's hours, unless the top ones are asked.
  if (
    has(question, /\bhours\b|\bhow much time\b/) &&
    !has(
      question,
      /\b(most|top|which|what) (\S+ )?(apps?|applications?|websites?|sites?|software|tools?|programs?)\b/,
    )
  )
    return null;
  // "the leave application", "my manual time application": applications of another kind.
  if (has(question, /\b(leave|manual|offline|job) applications?\b|\b(projects?|budget|team|todo)\b/))
    return null;
  const person = has(question, SELF) ? null : personNamed(question);
  if (!has(question, SELF) && !person) return null;
  const range = rangeAsked(question, 'past') ?? { from: question.today, to: question.today };
  return { kind: 'top-apps', person, range };
};
