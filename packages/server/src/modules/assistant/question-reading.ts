import { todayIn } from '@pulse/shared/domain/organization-day';
import { isAdmin, type RoleId } from '@pulse/shared/domain/roles';
import type { DateRange } from './assistant-intent';
import { type DateDirection, type DateMention, findDateMentions, resolveDateMention } from './question-dates';
import { isKnownWord, normalizeQuestion, type QuestionToken } from './question-words';

// A question as ProBot's readers see it (classify-question.ts): its normalised words, the dates it
// names, and the names in it, with the words that several readers look for.

// What the classifier knows besides the words: relative dates ("today", "this week", "next
// month") are read in the organisation's time zone at `now`.
// `organizationName` is the asker's organisation: a question naming another one is not answered with
// the asker's own (left out, no organisation is told apart).
export type ClassifyContext = { now: Date; timeZone: string; roleId: RoleId; organizationName?: string };

export type Question = {
  // The question as asked, trimmed: the policy search reads it.
  asked: string;
  tokens: QuestionToken[];
  text: string;
  mentions: DateMention[];
  // Tokens inside a date ("on 25 December"), never part of a name.
  dateTokens: Set<number>;
  today: string;
  // Only where one short question means different things by role ("pending leaves?").
  isAdministrator: boolean;
};

export const read = (question: string, context: ClassifyContext): Question => {
  const { tokens, text, starts } = normalizeQuestion(question);
  const mentions = findDateMentions(text, context.now, context.timeZone);
  const dateTokens = new Set<number>();
  starts.forEach((start, index) => {
    const end = start + (tokens[index]?.word.length ?? 0);
    if (mentions.some((mention) => start < mention.index + mention.length && mention.index < end)) {
      dateTokens.add(index);
    }
  });
  return {
    asked: question.trim(),
    tokens,
    text,
    mentions,
    dateTokens,
    today: todayIn(context.timeZone, context.now),
    isAdministrator: isAdmin(context.roleId),
  };
};

export const has = (question: Question, pattern: RegExp) => pattern.test(question.text);

export const hasWords = (question: Question) => question.tokens.some((token) => /\p{L}/u.test(token.word));

// "show me the pending leave requests" asks for the answer, not about the asker.
export const SELF = /\b(i|my|mine|myself)\b|(?<!\b(show|tell|give|list|send|get|find|fetch|bring) )\bme\b/;

// ---- dates ----

// "was" and "were" look back, "will" looks ahead, whatever the intent's usual direction.
const directionOf = (question: Question, usual: DateDirection): DateDirection => {
  if (has(question, /\b(was|were)\b/)) return 'past';
  if (has(question, /\bwill\b/)) return 'forward';
  return usual;
};

// The first date the question names, or null. "since Wednesday" runs from that day to today.
export const rangeAsked = (question: Question, usual: DateDirection): DateRange | null =>
  rangeToward(question, directionOf(question, usual));

const rangeToward = (question: Question, direction: DateDirection): DateRange | null => {
  for (const mention of question.mentions) {
    const range = resolveDateMention(mention, question.today, direction);
    const isSince = /\bsince $/.test(question.text.slice(0, mention.index));
    if (range && isSince && range.from <= question.today) return { from: range.from, to: question.today };
    if (range) return range;
  }
  return null;
};

// The period a question names, on whichever side of today it is nearer, whatever the tense: "my leave
// in Feb" on 2 March is the February just gone, "was my leave on 12 March approved?" the one to come.
export const nearestRangeAsked = (question: Question): DateRange | null => {
  const past = rangeToward(question, 'past');
  const forward = rangeToward(question, 'forward');
  if (!past || !forward) return past ?? forward;
  const distance = (range: DateRange) => Math.abs(Date.parse(range.from) - Date.parse(question.today));
  return distance(past) <= distance(forward) ? past : forward;
};

// One day for the questions about a day; a period asked stands for its first day.
export const dayAsked = (question: Question, usual: DateDirection) =>
  rangeAsked(question, usual)?.from ?? question.today;

// A name is a word ProBot does not know ("Rahul", "Nair"): pronouns, keywords and dates never are.
export const isNameToken = (question: Question, index: number) => {
  const token = question.tokens[index];
  return (
    token !== undefined &&
    !question.dateTokens.has(index) &&
    /^\p{L}[\p{L}\p{M}]*$/u.test(token.word) &&
    !isKnownWord(token.word)
  );
};

export const MAX_NAME_WORDS = 3;

export const nameFrom = (question: Question, first: number, last: number) =>
  question.tokens
    .slice(first, last + 1)
    .map((token) => token.raw)
    .join(' ');

// The name starting at `first`, read forwards: its last index, or -1 when there is none.
export const nameEndAfter = (question: Question, first: number) => {
  let last = first - 1;
  while (last + 1 < first + MAX_NAME_WORDS && isNameToken(question, last + 1)) {
    last += 1;
    if (question.tokens[last]?.isPossessive) break;
  }
  return last;
};

// ---- words that several readers look for ----

export const AWAY =
  /\b(on (half day |full day )?leave|on vacation|on holiday|off|absent|out of office|away|not working)\b/;
export const LEAVE = /\b(leave|vacation|pto|time off|days? off|half[- ]day)\b/;
export const HOLIDAY =
  /\b(holiday|holidays|festival|festivals)\b|\b(office|company) (be )?(closed|open|shut)\b/;
export const ATTENDANCE =
  /\b(attendance|present|checkin|checkout|(check|checked|punch|punched|clock|clocked|come|came) (in|out)|(in|out) time|(what time|when) did \S+ (leave|come|arrive|reach)\b(?! (for|on) (a |my |the )?(leave|vacation|holiday))|head(ed)? home|went home|left (the )?office|left for the day|log(ged)? ?(out|off)|logout)\b/;
export const TRACKED_TIME =
  /\b(hours|timesheet|idle|track|tracked|productive|productivity|logged)\b|\bactual work\b|\bwork did i\b|\btime\b.*\b(worked|work|working|spent|spend|track|log|actual|my|i)\b|\b(i|my)\b.*\btime\b|\bi (work|worked|spent|spend)\b|\btime (spent |logged |tracked )?on\b/;
export const MEMBERS = /\b(who|whom|members?|people|employees|staff|list|everyone)\b/;
