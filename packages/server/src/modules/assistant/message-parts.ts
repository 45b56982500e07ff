import type { Intent } from './assistant-intent';
import { classifyQuestion, mentionsDate, withoutTrailingRemarks } from './classify-question';
import { classifyFollowUp } from './follow-up-questions';
import { measurePairQuestions } from './question-measures';
import { questionParts } from './question-parts';
import type { ClassifyContext } from './question-reading';

// The questions of a message of several ("How many leaves do I have left and when is the next
// holiday?"), each read as ProBot reads a question, with what the parts share.

// The intent with another intent's period (its range, or its day), where both have one.
export const withPeriodOf = (intent: Intent, source: Intent): Intent => {
  const range =
    'range' in source && source.range
      ? source.range
      : 'date' in source
        ? { from: source.date, to: source.date }
        : null;
  if (!range) return intent;
  if ('range' in intent) return { ...intent, range } as Intent;
  if ('date' in intent) return { ...intent, date: range.from } as Intent;
  return intent;
};

// "what time did I leave that day", "and on the same day?": the period of what came before.
const EARLIER_PERIOD = /\b(that|the same|same) (day|date|week|month)\b|\b(on|of) that\b/i;
export const refersToEarlierPeriod = (text: string) => EARLIER_PERIOD.test(text);

// The nearest other part that names a date: an earlier one first ("…on 26 Feb and how many hours
// did I work that day"), else a later one ("what time did I come in and when did I leave on 24 Feb").
const datedNeighbour = (dated: boolean[], index: number) => {
  for (let before = index - 1; before >= 0; before -= 1) if (dated[before]) return before;
  for (let after = index + 1; after < dated.length; after += 1) if (dated[after]) return after;
  return undefined;
};

const OWN_PERIOD = /\b(next|upcoming|coming up|soon|soonest|so far|overall|ever)\b/i;

// "How many hours did I work on Monday and on Tuesday last week?": the week that closes the message
// is the week of each weekday named before it, not only of the last.
const CLOSING_WEEK = /\b(last|next|this|previous|past|coming) week\W*$/i;
const WEEKDAY = /\b(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(day)?\b/i;
const withClosingWeek = (texts: string[]) => {
  const week = CLOSING_WEEK.exec(texts.at(-1) ?? '')?.[0].replace(/\W*$/, '');
  if (!week) return texts;
  return texts.map((text, index) =>
    index < texts.length - 1 && WEEKDAY.test(text) && !/\bweek\b/i.test(text)
      ? `${text.replace(/\W*$/, '')} ${week}`
      : text,
  );
};

const readAll = (asked: string[], context: ClassifyContext): Intent[] => {
  const texts = withClosingWeek(asked);
  const intents: Intent[] = [];
  for (const text of texts) {
    const earlier = intents.at(-1);
    const own = classifyQuestion(text, context);
    // "…today, and how many on Friday?": a part that is no question of its own continues the one before.
    const followUp =
      earlier && !isKnownQuestion(own)
        ? classifyFollowUp(text, earlier, context, { isAnyLength: true })
        : null;
    intents.push(followUp ?? own);
  }
  const dated = texts.map((text) => mentionsDate(text, context));
  return intents.map((intent, index) => {
    // "…present today, and whose appraisal is due next?": a part that says its own when keeps it.
    if (dated[index] || OWN_PERIOD.test(texts[index] ?? '')) return intent;
    const source = datedNeighbour(dated, index);
    const sourceIntent = source === undefined ? undefined : intents[source];
    return sourceIntent ? withPeriodOf(intent, sourceIntent) : intent;
  });
};

// A question ProBot knows, rather than words sent to the policy search.
export const isKnownQuestion = (intent: Intent) => intent.kind !== 'policy' && intent.kind !== 'unknown';

// "leave balance and next public holiday pls", "my hours on 23 Feb vs 27 Feb": questions joined without
// a question word, taken apart only when each part reads as a question (a later one may continue the
// one before; a policy part stands only when its search finds a passage, which the caller checks) and
// they differ. A message about a person ("Farah Khan in time and out time") stays whole: its second
// half names nobody.
const NOUN_PHRASE_BREAK = /\s+(?:and|&|\+|than|vs|versus|compared to)\s+/i;
const COMPARISON = /\s(?:than|vs|versus|compared to)\s/i;
const nounPhraseParts = (question: string, whole: Intent, context: ClassifyContext): Intent[] | null => {
  // "between 10 and 20 Feb" is one period; "Priya and Vikram's hours" one question about two people,
  // though "did Priya work more than Vikram" compares two answers.
  const isComparison = COMPARISON.test(question);
  if (/\bbetween\b/i.test(question) || (whole.kind === 'about-person' && !isComparison)) return null;
  const texts = question.split(NOUN_PHRASE_BREAK).map((text) => text.trim());
  if (texts.length < 2 || texts.some((text) => text === '')) return null;
  const intents = readAll(texts, context);
  // A part of one word stands only as a question ProBot knows ("headcount and …").
  const isWhole = (text: string, intent: Intent) => text.split(/\s+/).length > 1 || isKnownQuestion(intent);
  const isEachQuestion =
    intents.every((intent) => intent.kind !== 'unknown') &&
    texts.every((text, index) => intents[index] !== undefined && isWhole(text, intents[index]));
  const isEachDifferent = new Set(intents.map((intent) => JSON.stringify(intent))).size === intents.length;
  return isEachQuestion && isEachDifferent ? intents : null;
};

// The parts of a message, in the order asked (one when it asks one question), each with its words.
// `areQuestions`: the message itself marks them as questions ("…, and when is …?"), so a part ProBot
// cannot answer is said to be one, rather than the message being read as a whole.
export type MessageParts = { parts: { text: string; intent: Intent }[]; areQuestions: boolean };

// One question, or the questions joined in it without a question word.
const joinedParts = (question: string, whole: Intent, context: ClassifyContext) => {
  const intents = nounPhraseParts(question, whole, context);
  const pieces = intents ? question.split(NOUN_PHRASE_BREAK).map((text) => text.trim()) : [question];
  return (intents ?? [whole]).map((intent, index) => ({ text: pieces[index] ?? question, intent }));
};

export const readMessageParts = (message: string, whole: Intent, context: ClassifyContext): MessageParts => {
  const question = withoutTrailingRemarks(message);
  const texts = questionParts(question);
  if (texts.length > 1) {
    const intents = readAll(texts, context);
    // "How many hours did I log on Thursday 26th and Friday 27th, and how many leaves…": a part may
    // join two questions of its own, each answered (else only Thursday's hours, believed for both).
    return {
      parts: texts.flatMap((text, index) => joinedParts(text, intents[index] ?? whole, context)),
      areQuestions: true,
    };
  }
  const pair = measurePairQuestions(question);
  const pairIntents = pair ? readAll(pair, context) : [];
  if (pair && pairIntents.every(isKnownQuestion))
    return {
      parts: pair.map((text, index) => ({ text, intent: pairIntents[index] ?? whole })),
      areQuestions: true,
    };
  return { parts: joinedParts(question, whole, context), areQuestions: false };
};
